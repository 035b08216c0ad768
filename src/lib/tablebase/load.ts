/**
 * Loading a folder of tables the way the app does: its index.json, then
 * each file's bytes through a fetcher the caller gives (the app: fetch;
 * tests and the CLI: the file system).
 */
import { err, ok, type Result } from '../engine';
import { entryBytes, parseContainer } from './container';
import { matchesDigest } from './digest';
import { loadTable } from './format';
import { entryMaterial, parseManifest, type Manifest } from './manifest';
import { materialFileName } from './material';
import { TableSet } from './table';

export interface LoadError {
	/** The file that failed, or index.json. */
	file: string;
	message: string;
	/** The file's SHA-256 is not the index's: it is never used. */
	damaged?: true;
}

/** Each table's SHA-256 by file name, from an index that lists one for every table; null when one is missing. */
export function manifestDigests(manifest: Manifest): Map<string, string> | null {
	return manifest.tables.every((t) => t.sha256 !== undefined) ? new Map(manifest.tables.map((t) => [t.file, t.sha256 as string])) : null;
}

/** The manifest of a folder from its index.json text. */
export function readIndex(text: string): Result<Manifest, LoadError> {
	const r = parseManifest(text);
	return r.ok ? r : err({ file: 'index.json', message: r.error.message });
}

/**
 * Every table the manifest lists, added to `into` (a new set if none).
 * Stops at the first file that is missing, corrupt or not what the index says.
 */
export async function loadTables(
	manifest: Manifest,
	fetchFile: (file: string) => Promise<Uint8Array>,
	into: TableSet = new TableSet()
): Promise<Result<TableSet, LoadError>> {
	for (const entry of manifest.tables) {
		let bytes: Uint8Array;
		try {
			bytes = await fetchFile(entry.file);
		} catch (e) {
			return err({ file: entry.file, message: e instanceof Error ? e.message : String(e) });
		}
		if (entry.sha256 !== undefined && !(await matchesDigest(bytes, entry.sha256)))
			return err({ file: entry.file, message: 'the file is not the one the index names (SHA-256)', damaged: true });
		const r = await loadTable(bytes);
		if (!r.ok) return err({ file: entry.file, message: r.error.message });
		const table = r.value;
		if (materialFileName(table.material) !== materialFileName(entryMaterial(entry)))
			return err({ file: entry.file, message: `holds ${materialFileName(table.material)}, the index says ${entry.material}` });
		into.add(table);
	}
	return ok(into);
}

/**
 * Every table of a container (container.ts), added to `into` (a new set
 * if none). Stops at the first entry that is corrupt or not the material
 * the directory says, or, given the index's `digests`, whose SHA-256 is not
 * the one listed (or none is).
 */
export async function loadContainer(
	bytes: Uint8Array,
	into: TableSet = new TableSet(),
	digests?: ReadonlyMap<string, string>
): Promise<Result<TableSet, LoadError>> {
	const dir = parseContainer(bytes);
	if (!dir.ok) return err({ file: 'container', message: dir.error.message });
	for (const entry of dir.value) {
		const file = materialFileName(entry.material);
		if (digests && !(await matchesDigest(entryBytes(bytes, entry), digests.get(file))))
			return err({ file, message: 'the entry is not the one the index names (SHA-256)', damaged: true });
		const r = await loadTable(entryBytes(bytes, entry));
		if (!r.ok) return err({ file, message: r.error.message });
		if (materialFileName(r.value.material) !== file) return err({ file, message: `holds ${materialFileName(r.value.material)}, the directory says ${file}` });
		into.add(r.value);
	}
	return ok(into);
}
