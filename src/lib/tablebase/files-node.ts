/**
 * The table files on disk (Node only: the CLI and tests; the app fetches
 * the same files and hands their bytes to `loadTable` / `loadContainer`).
 *
 * - Tables of up to 4 pieces: static/tablebase/, in one container
 *   (`tables.pdtc`, container.ts) beside its index.json. Committed; the
 *   app's build copies them and the service worker precaches them.
 * - The 5-piece tables, the optional pack: static/tablebase-pack/, one
 *   file per material (`k2m1-k1m1.tb`) beside their index.json.
 *   Committed; the build copies them, the service worker leaves them out,
 *   and the app downloads them only when the user installs the pack.
 *
 * The build writes a shipped table by rewriting the container with the
 * table in its place (entries in build order, so the bytes never depend on
 * the order tables were built in).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { err, type Result } from '../engine';
import { entryBytes, makeContainer, parseContainer } from './container';
import { decodeTable, encodeTable, type TableError } from './format';
import { makeManifest, parseManifest, type Manifest, type TableInfo } from './manifest';
import { buildUnits, keyOf, materialFileName, pieces, type Material } from './material';
import type { Table, TableLoader } from './table';

export const SHIPPED_DIR = 'static/tablebase';
export const PACK_DIR = 'static/tablebase-pack';
/** The container of the shipped tables, in SHIPPED_DIR. */
export const SHIPPED_CONTAINER = 'tables.pdtc';
/** Tables of up to this many pieces ship with the app. */
export const SHIPPED_MAX_PIECES = 4;
export const MANIFEST_FILE = 'index.json';

const shipped = (m: Material) => pieces(m) <= SHIPPED_MAX_PIECES;

export function folderFor(m: Material, root = '.'): string {
	return join(root, shipped(m) ? SHIPPED_DIR : PACK_DIR);
}

/** Where a table is, for messages: its file, or `container#entry`. */
export function tablePath(m: Material, root = '.'): string {
	return shipped(m) ? `${join(root, SHIPPED_DIR, SHIPPED_CONTAINER)}#${materialFileName(m)}` : join(root, PACK_DIR, materialFileName(m));
}

/** gzip at the highest level: the same bytes on every run and machine. */
export function compressTable(table: Table): Uint8Array {
	return gzipSync(encodeTable(table), { level: 9 });
}

/** SHA-256 of a file's bytes, lowercase hex: what index.json lists (digest.ts is the browser's side). */
export function sha256HexSync(bytes: Uint8Array): string {
	return createHash('sha256').update(bytes).digest('hex');
}

export function readTableBytes(bytes: Uint8Array): Result<Table, TableError> {
	if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) return err({ kind: 'not-gzip', message: 'not a gzip file' });
	let raw: Uint8Array;
	try {
		raw = gunzipSync(bytes);
	} catch (e) {
		return err({ kind: 'corrupt', message: `the file does not inflate: ${e instanceof Error ? e.message : String(e)}` });
	}
	return decodeTable(raw);
}

/** A container read from disk: its tables' bytes by material key. */
interface ReadContainer {
	stamp: string;
	files: Map<number, Uint8Array>;
}

const containers = new Map<string, ReadContainer>();

/** The tables of the container at `path` (re-read when the file changes); an unreadable container is an error. */
function containerFiles(path: string): Map<number, Uint8Array> | undefined {
	if (!existsSync(path)) return undefined;
	const st = statSync(path);
	const stamp = `${st.size}:${st.mtimeMs}`;
	const known = containers.get(path);
	if (known?.stamp === stamp) return known.files;
	const bytes = new Uint8Array(readFileSync(path));
	const r = parseContainer(bytes);
	if (!r.ok) throw new Error(`${path}: ${r.error.message}`);
	const files = new Map(r.value.map((e) => [keyOf(e.material), entryBytes(bytes, e)]));
	containers.set(path, { stamp, files });
	return files;
}

/** A table's stored bytes (gzip), or undefined when it is not there. */
export function readStoredBytes(m: Material, root = '.'): Uint8Array | undefined {
	if (shipped(m)) return containerFiles(join(root, SHIPPED_DIR, SHIPPED_CONTAINER))?.get(keyOf(m));
	const path = join(root, PACK_DIR, materialFileName(m));
	return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined;
}

/** The table of a material from its file, or undefined when there is no file. */
export function readTableFile(m: Material, root = '.'): Result<Table, TableError> | undefined {
	let bytes: Uint8Array | undefined;
	try {
		bytes = readStoredBytes(m, root);
	} catch (e) {
		return err({ kind: 'corrupt', message: e instanceof Error ? e.message : String(e) });
	}
	if (!bytes) return undefined;
	const r = readTableBytes(bytes);
	if (r.ok && materialFileName(r.value.material) !== materialFileName(m))
		return err({ kind: 'bad-material', message: `${tablePath(m, root)} holds another material` });
	return r;
}

/**
 * A loader for TableSet that reads files on first use. A bad file is an
 * error, or with `onBadFile` reported and treated as missing.
 */
export function diskLoader(root = '.', onBadFile?: (message: string) => void): TableLoader {
	return (m) => {
		const r = readTableFile(m, root);
		if (r && !r.ok) {
			const message = `${tablePath(m, root)}: ${r.error.message}`;
			if (!onBadFile) throw new Error(message);
			onBadFile(message);
			return undefined;
		}
		return r?.value;
	};
}

/** Writes a table's file: the pack's own file, or the shipped container with this table put in. */
export function writeTableFile(m: Material, bytes: Uint8Array, root = '.'): void {
	mkdirSync(folderFor(m, root), { recursive: true });
	if (!shipped(m)) {
		writeFileSync(join(root, PACK_DIR, materialFileName(m)), bytes);
		return;
	}
	const path = join(root, SHIPPED_DIR, SHIPPED_CONTAINER);
	const files = new Map(containerFiles(path) ?? []);
	files.set(keyOf(m), bytes);
	const order = buildUnits(SHIPPED_MAX_PIECES).flatMap((u) => u.tables);
	writeFileSync(path, makeContainer(order.filter((x) => files.has(keyOf(x))).map((x) => ({ material: x, bytes: files.get(keyOf(x))! }))));
}

export function readManifest(dir: string): Result<Manifest, { kind: string; message: string }> | undefined {
	const path = join(dir, MANIFEST_FILE);
	if (!existsSync(path)) return undefined;
	return parseManifest(readFileSync(path, 'utf8'));
}

/** The index.json of the folder of material `m`'s tables (the shipped one names its container). */
export function writeManifest(m: Material, tables: TableInfo[], root = '.'): void {
	const dir = folderFor(m, root);
	mkdirSync(dir, { recursive: true });
	writeFileSync(join(dir, MANIFEST_FILE), makeManifest(tables, shipped(m) ? SHIPPED_CONTAINER : undefined));
}
