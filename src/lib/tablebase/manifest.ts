/**
 * `index.json` beside the table files: what each file holds, its size and
 * the facts the build found. The app reads it to list the tables (and the
 * pack) without opening them.
 */
import { err, ok, type Result } from '../engine';
import { SHA256_HEX } from './digest';
import { FORMAT_VERSION } from './format';
import { parseMaterialName, type Material } from './material';
import type { TableStats } from './stats';

export interface TableInfo extends TableStats {
	/** Size of the file (gzip) in bytes. */
	bytes: number;
	/** SHA-256 of the file (or of its entry in the container), lowercase hex (digest.ts); checked before a table is used. */
	sha256?: string;
}

export interface Manifest {
	format: number;
	/** The container holding the tables (container.ts), or none: one file per table. */
	container?: string;
	/** Each table; `file` names it (a file of its own, or its entry in the container). */
	tables: TableInfo[];
}

export type ManifestError = { kind: 'bad-json' | 'bad-format' | 'bad-entry'; message: string };

export function makeManifest(tables: TableInfo[], container?: string): string {
	const manifest: Manifest = container ? { format: FORMAT_VERSION, container, tables } : { format: FORMAT_VERSION, tables };
	return JSON.stringify(manifest, null, '\t') + '\n';
}

const NUMBER_FIELDS = ['bytes', 'positions', 'wins', 'losses', 'draws', 'longestWin', 'longestLoss'] as const;

export function parseManifest(text: string): Result<Manifest, ManifestError> {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (e) {
		return err({ kind: 'bad-json', message: `not JSON: ${e instanceof Error ? e.message : String(e)}` });
	}
	const m = data as Partial<Manifest>;
	if (typeof m !== 'object' || m === null || m.format !== FORMAT_VERSION || !Array.isArray(m.tables))
		return err({ kind: 'bad-format', message: `not a format ${FORMAT_VERSION} tablebase index` });
	if (m.container !== undefined && (typeof m.container !== 'string' || !/^[a-z0-9-]+\.pdtc$/.test(m.container)))
		return err({ kind: 'bad-format', message: `bad container name ${JSON.stringify(m.container).slice(0, 40)}` });
	for (const t of m.tables) {
		const bad =
			typeof t !== 'object' ||
			t === null ||
			typeof t.material !== 'string' ||
			!parseMaterialName(t.material) ||
			typeof t.file !== 'string' ||
			!/^[a-z0-9-]+\.tb$/.test(t.file) ||
			NUMBER_FIELDS.some((f) => typeof t[f] !== 'number') ||
			!(t.longestWinFen === null || typeof t.longestWinFen === 'string') ||
			!(t.sha256 === undefined || (typeof t.sha256 === 'string' && SHA256_HEX.test(t.sha256)));
		if (bad) return err({ kind: 'bad-entry', message: `bad entry ${JSON.stringify(t).slice(0, 80)}` });
	}
	return ok(m as Manifest);
}

/** The material of an entry (parseManifest has checked it reads). */
export function entryMaterial(t: TableInfo): Material {
	return parseMaterialName(t.material) as Material;
}
