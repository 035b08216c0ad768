/**
 * Loading a folder of tables the way the app does: its index.json, then
 * each file's bytes through a fetcher the caller gives (the app: fetch;
 * tests and the CLI: the file system).
 */
import { err, ok, type Result } from '../engine/result';
import { loadTable } from './format';
import { entryMaterial, parseManifest, type Manifest } from './manifest';
import { materialFileName } from './material';
import { TableSet } from './table';

export interface LoadError {
	/** The file that failed, or index.json. */
	file: string;
	message: string;
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
		const r = await loadTable(bytes);
		if (!r.ok) return err({ file: entry.file, message: r.error.message });
		const table = r.value;
		if (materialFileName(table.material) !== materialFileName(entryMaterial(entry)))
			return err({ file: entry.file, message: `holds ${materialFileName(table.material)}, the index says ${entry.material}` });
		into.add(table);
	}
	return ok(into);
}
