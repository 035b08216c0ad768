/**
 * The table files on disk (Node only: the CLI and tests; the app fetches
 * the same files and hands their bytes to `loadTable`).
 *
 * Tables of up to 4 pieces live in static/tablebase/ (committed; the app's
 * build copies them and the service worker precaches them); the 5-piece
 * tables, the optional pack, in tablebase-pack/ (built, not committed).
 * Each folder has an index.json (manifest.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { err, type Result } from '../engine/result';
import { decodeTable, encodeTable, type TableError } from './format';
import { makeManifest, parseManifest, type Manifest, type TableInfo } from './manifest';
import { materialFileName, pieces, type Material } from './material';
import type { Table, TableLoader } from './table';

export const SHIPPED_DIR = 'static/tablebase';
export const PACK_DIR = 'tablebase-pack';
/** Tables of up to this many pieces ship with the app. */
export const SHIPPED_MAX_PIECES = 4;
export const MANIFEST_FILE = 'index.json';

export function folderFor(m: Material, root = '.'): string {
	return join(root, pieces(m) <= SHIPPED_MAX_PIECES ? SHIPPED_DIR : PACK_DIR);
}

export function tablePath(m: Material, root = '.'): string {
	return join(folderFor(m, root), materialFileName(m));
}

/** gzip at the highest level: the same bytes on every run and machine. */
export function compressTable(table: Table): Uint8Array {
	return gzipSync(encodeTable(table), { level: 9 });
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

/** The table of a material from its file, or undefined when there is no file. */
export function readTableFile(m: Material, root = '.'): Result<Table, TableError> | undefined {
	const path = tablePath(m, root);
	if (!existsSync(path)) return undefined;
	const r = readTableBytes(readFileSync(path));
	if (r.ok && materialFileName(r.value.material) !== materialFileName(m)) return err({ kind: 'bad-material', message: `${path} holds another material` });
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

export function writeTableFile(m: Material, bytes: Uint8Array, root = '.'): void {
	mkdirSync(folderFor(m, root), { recursive: true });
	writeFileSync(tablePath(m, root), bytes);
}

export function readManifest(dir: string): Result<Manifest, { kind: string; message: string }> | undefined {
	const path = join(dir, MANIFEST_FILE);
	if (!existsSync(path)) return undefined;
	return parseManifest(readFileSync(path, 'utf8'));
}

export function writeManifest(dir: string, tables: TableInfo[]): void {
	mkdirSync(dir, { recursive: true });
	writeFileSync(join(dir, MANIFEST_FILE), makeManifest(tables));
}
