/**
 * Every version of the database schema, oldest first. A released version is
 * never edited: a change adds the next version with its `stores` (only the
 * tables that change; `null` deletes one) and, when rows must be rewritten,
 * an `upgrade`. Dexie runs the upgrades of every version above the one on
 * disk, in order, inside the upgrade transaction, so a device that skipped
 * releases catches up in one open. schema.test.ts opens a database seeded at
 * each older version with the current code.
 *
 * Adding version 2 looks like:
 *   { version: 2, stores: { attempts: '++id, puzzleId, date, at, [puzzleId+at], result' },
 *     upgrade: (tx) => tx.table('attempts').toCollection().modify((a) => { ... }) }
 */
import type { Dexie, Transaction } from 'dexie';

export interface SchemaVersion {
	version: number;
	stores: Readonly<Record<string, string | null>>;
	upgrade?: (tx: Transaction) => PromiseLike<unknown> | void;
}

/** Version 1, as first released. Tests seed old databases with it: keep it unchanged. */
export const SCHEMA_V1: SchemaVersion = Object.freeze({
	version: 1,
	stores: Object.freeze({
		// ++id is local only; [puzzleId+at] finds a duplicate when merging an import.
		attempts: '++id, puzzleId, date, at, [puzzleId+at]',
		reviews: 'id, due, kind, ref',
		daily: 'date',
		twelve: '++id, square, at, [square+at]',
		studies: 'studyId',
		settings: 'key'
	})
});

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = Object.freeze([SCHEMA_V1]);

/** The version this code writes. */
export const SCHEMA_VERSION: number = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1].version;

/** The tables of the current schema (an export and an import cover all of them). */
export const TABLES = ['attempts', 'reviews', 'daily', 'twelve', 'studies', 'settings'] as const;
export type TableName = (typeof TABLES)[number];

/** Declares `versions` on `db`, oldest first. */
export function declareSchema(db: Dexie, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS): void {
	let previous = 0;
	for (const v of versions) {
		if (!(v.version > previous)) throw new Error(`schema versions must increase: ${v.version} after ${previous}`);
		previous = v.version;
		const declared = db.version(v.version).stores({ ...v.stores });
		if (v.upgrade) declared.upgrade(v.upgrade);
	}
}
