/**
 * Table files. A file is one gzip stream (RFC 1952, so `zcat` reads it and
 * browsers inflate it with DecompressionStream at no bundle cost); inside:
 *
 *   bytes 0-3   "PDTB"
 *   byte  4     format version (1)
 *   byte  5     value form (1 = stored form, table.ts)
 *   bytes 6-9   mover men, mover kings, other men, other kings
 *   bytes 10-11 zero
 *   bytes 12-15 number of positions N, little-endian
 *   then N bytes, one per position in index order (indexer.ts), values.ts's
 *   bytes with two blanks: every win reads 1 (its distance is one ply
 *   more than the fastest loss it moves to), and a position whose side to
 *   move must capture repeats the byte before it (its value comes from the
 *   smaller tables its captures lead to).
 *
 * gzip's CRC-32 guards the contents; a header that does not fit the
 * material or the length is refused.
 */
import { err, ok, type Result } from '../engine';
import { Indexer } from './indexer';
import { material, materialName, type Material } from './material';
import { makeTable, storedValues, type Table } from './table';

export const FORMAT_VERSION = 1;
const STORED_FORM = 1;
const HEADER_BYTES = 16;
const MAGIC = [0x50, 0x44, 0x54, 0x42]; // "PDTB"

export type TableErrorKind = 'not-gzip' | 'bad-magic' | 'bad-version' | 'bad-material' | 'bad-length' | 'corrupt';

export interface TableError {
	kind: TableErrorKind;
	message: string;
}

const fail = (kind: TableErrorKind, message: string) => err<TableError>({ kind, message });

/** The uncompressed contents of a table's file. */
export function encodeTable(table: Table): Uint8Array {
	const values = table.complete ? storedValues(table) : table.values;
	const out = new Uint8Array(HEADER_BYTES + values.length);
	out.set(MAGIC, 0);
	out[4] = FORMAT_VERSION;
	out[5] = STORED_FORM;
	const m = table.material;
	out[6] = m.moverMen;
	out[7] = m.moverKings;
	out[8] = m.otherMen;
	out[9] = m.otherKings;
	new DataView(out.buffer).setUint32(12, values.length, true);
	out.set(values, HEADER_BYTES);
	return out;
}

/** A table from the uncompressed contents of its file. */
export function decodeTable(raw: Uint8Array): Result<Table, TableError> {
	if (raw.length < HEADER_BYTES) return fail('bad-length', `a table file holds at least ${HEADER_BYTES} bytes, this one ${raw.length}`);
	if (MAGIC.some((b, i) => raw[i] !== b)) return fail('bad-magic', 'not a tablebase file (no PDTB mark)');
	if (raw[4] !== FORMAT_VERSION || raw[5] !== STORED_FORM)
		return fail('bad-version', `format ${raw[4]}.${raw[5]}, this program reads ${FORMAT_VERSION}.${STORED_FORM}`);
	const m = material(raw[6], raw[7], raw[8], raw[9]);
	const total = m.moverMen + m.moverKings + m.otherMen + m.otherKings;
	if (total > 5 || m.moverMen + m.moverKings === 0 || m.otherMen + m.otherKings === 0)
		return fail('bad-material', `material ${raw.slice(6, 10).join(',')} is not one of the tables`);
	const n = new DataView(raw.buffer, raw.byteOffset, raw.byteLength).getUint32(12, true);
	const size = new Indexer(m).size;
	if (n !== size || raw.length !== HEADER_BYTES + n)
		return fail('bad-length', `${materialName(m)} has ${size} positions, the file ${n} (${raw.length - HEADER_BYTES} bytes of values)`);
	return ok(makeTable(m, raw.subarray(HEADER_BYTES), false));
}

/** The material a file claims to hold, from its uncompressed header. */
export function headerMaterial(raw: Uint8Array): Material | undefined {
	return raw.length >= HEADER_BYTES && MAGIC.every((b, i) => raw[i] === b) ? material(raw[6], raw[7], raw[8], raw[9]) : undefined;
}

/**
 * A table from its file's bytes (gzip), with the platform's own inflater
 * (DecompressionStream: browsers, workers, Node 18+). The app's loader.
 */
export async function loadTable(bytes: Uint8Array): Promise<Result<Table, TableError>> {
	if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) return fail('not-gzip', 'not a gzip file');
	let raw: Uint8Array;
	try {
		const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
		raw = new Uint8Array(await new Response(stream).arrayBuffer());
	} catch (e) {
		return fail('corrupt', `the file does not inflate: ${e instanceof Error ? e.message : String(e)}`);
	}
	return decodeTable(raw);
}
