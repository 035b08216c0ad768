/**
 * A container: several table files (format.ts) in one, so the app ships
 * its 41 small tables as one file (one request, one precache entry). A
 * small directory says where each table is:
 *
 *   bytes 0-3   "PDTC"
 *   byte  4     container version (1)
 *   byte  5     number of entries K (1..255)
 *   bytes 6-7   zero
 *   K x 12      per entry: the material (mover men, mover kings, other men,
 *               other kings), its offset from the start of the container
 *               and its length, both u32 little-endian
 *   then the entries' bytes, each a whole table file (its own gzip
 *   stream), in directory order and without gaps
 *
 * Each entry keeps its own gzip stream (and CRC-32), so a reader can
 * inflate one table without the others.
 */
import { err, ok, type Result } from '../engine';
import { keyOf, material, materialFileName, type Material } from './material';

export const CONTAINER_VERSION = 1;
const MAGIC = [0x50, 0x44, 0x54, 0x43]; // "PDTC"
const HEADER_BYTES = 8;
const ENTRY_BYTES = 12;

export interface ContainerEntry {
	material: Material;
	offset: number;
	length: number;
}

export type ContainerErrorKind = 'bad-magic' | 'bad-version' | 'bad-directory';

export interface ContainerError {
	kind: ContainerErrorKind;
	message: string;
}

const fail = (kind: ContainerErrorKind, message: string) => err<ContainerError>({ kind, message });

/** A container of the given table files, in the order given. */
export function makeContainer(files: readonly { material: Material; bytes: Uint8Array }[]): Uint8Array {
	if (files.length === 0 || files.length > 255) throw new Error(`a container holds 1 to 255 tables, not ${files.length}`);
	const start = HEADER_BYTES + ENTRY_BYTES * files.length;
	const total = files.reduce((n, f) => n + f.bytes.length, start);
	const out = new Uint8Array(total);
	const view = new DataView(out.buffer);
	out.set(MAGIC, 0);
	out[4] = CONTAINER_VERSION;
	out[5] = files.length;
	let offset = start;
	files.forEach((f, i) => {
		const at = HEADER_BYTES + ENTRY_BYTES * i;
		const m = f.material;
		out.set([m.moverMen, m.moverKings, m.otherMen, m.otherKings], at);
		view.setUint32(at + 4, offset, true);
		view.setUint32(at + 8, f.bytes.length, true);
		out.set(f.bytes, offset);
		offset += f.bytes.length;
	});
	return out;
}

/** The directory of a container, checked: every entry inside the file, none overlapping, no material twice. */
export function parseContainer(bytes: Uint8Array): Result<ContainerEntry[], ContainerError> {
	if (bytes.length < HEADER_BYTES || MAGIC.some((b, i) => bytes[i] !== b)) return fail('bad-magic', 'not a tablebase container (no PDTC mark)');
	if (bytes[4] !== CONTAINER_VERSION) return fail('bad-version', `container version ${bytes[4]}, this program reads ${CONTAINER_VERSION}`);
	const count = bytes[5];
	const start = HEADER_BYTES + ENTRY_BYTES * count;
	if (count === 0 || bytes.length < start) return fail('bad-directory', `the directory of ${count} entries does not fit in ${bytes.length} bytes`);
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const entries: ContainerEntry[] = [];
	const seen = new Set<number>();
	let next = start;
	for (let i = 0; i < count; i++) {
		const at = HEADER_BYTES + ENTRY_BYTES * i;
		const m = material(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
		const offset = view.getUint32(at + 4, true);
		const length = view.getUint32(at + 8, true);
		if (m.moverMen + m.moverKings + m.otherMen + m.otherKings > 5 || seen.has(keyOf(m)))
			return fail('bad-directory', `entry ${i + 1}: material ${[...bytes.subarray(at, at + 4)].join(',')} is not a table or comes twice`);
		if (offset !== next || length === 0 || offset + length > bytes.length)
			return fail('bad-directory', `entry ${i + 1} (${materialFileName(m)}) at ${offset}, ${length} bytes: not where the directory leaves off`);
		seen.add(keyOf(m));
		entries.push({ material: m, offset, length });
		next = offset + length;
	}
	if (next !== bytes.length) return fail('bad-directory', `${bytes.length - next} bytes after the last entry`);
	return ok(entries);
}

/** An entry's bytes (a view into the container, not a copy). */
export function entryBytes(container: Uint8Array, entry: ContainerEntry): Uint8Array {
	return container.subarray(entry.offset, entry.offset + entry.length);
}
