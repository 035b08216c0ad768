/**
 * Every version of the database schema, oldest first. A released version is
 * never edited: a change adds the next version with its `stores` (only the
 * tables that change; `null` deletes one) and, when rows must be rewritten,
 * an `upgrade`. Dexie runs the upgrades of every version above the one on
 * disk, in order, inside the upgrade transaction, so a device that skipped
 * releases catches up in one open. schema.test.ts opens a database seeded at
 * each older version with the current code.
 *
 * Adding version 3 looks like:
 *   { version: 3, stores: { attempts: '++id, puzzleId, date, at, [puzzleId+at], result' },
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

/** Settings as version 1 stored them have no training choices: the defaults then. */
const TRAINING_DEFAULTS = { rated: true, level: 'normal' };

/**
 * Version 2: training. The rating history (one row per rated try: the
 * current rating is the latest), finished Streak and Storm runs, the run in
 * progress of each kind (kept so a reload resumes it; not exported), and the
 * training choices in the settings.
 */
export const SCHEMA_V2: SchemaVersion = Object.freeze({
	version: 2,
	stores: Object.freeze({
		ratings: '++id, at, [puzzleId+at]',
		runs: '++id, kind, at, [kind+at]',
		activeRuns: 'kind'
	}),
	upgrade: (tx: Transaction) =>
		tx
			.table('settings')
			.toCollection()
			.modify((row: { value?: unknown }) => {
				// A row that is not an object is left as it is: reads skip it as corrupt, as before.
				const value = row.value;
				if (value && typeof value === 'object' && !Array.isArray(value) && !Object.hasOwn(value, 'training'))
					(value as Record<string, unknown>).training = { ...TRAINING_DEFAULTS };
			})
});

/**
 * Version 3: the 12-against-1 game in progress of each square (until then
 * kept in localStorage, outside the export), one row per square.
 */
export const SCHEMA_V3: SchemaVersion = Object.freeze({
	version: 3,
	stores: Object.freeze({ twelveGames: 'square' })
});

/**
 * Version 4: games against the app (/play), the one in progress and the
 * finished ones, one row per game; `result` is null while in progress.
 */
export const SCHEMA_V4: SchemaVersion = Object.freeze({
	version: 4,
	stores: Object.freeze({ games: 'id, at' })
});

/**
 * Version 5: game reviews (one row per game, by review key) and personal
 * puzzles made from the user's games (one row per puzzle id, newest found
 * by `createdAt`).
 */
export const SCHEMA_V5: SchemaVersion = Object.freeze({
	version: 5,
	stores: Object.freeze({ gameReviews: 'key, reviewedAt', ownPuzzles: 'id, createdAt' })
});

/**
 * Version 6: the course's progress (/learn, issue 35), one row per lesson
 * and per endgame drill (progress/lessons.ts), keyed by kind and id.
 */
export const SCHEMA_V6: SchemaVersion = Object.freeze({
	version: 6,
	stores: Object.freeze({ lessons: '[kind+id]' })
});

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = Object.freeze([SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_V6]);

/** The version this code writes. */
export const SCHEMA_VERSION: number = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1].version;

/** The tables an export and an import cover. */
export const TABLES = [
	'attempts',
	'reviews',
	'daily',
	'twelve',
	'studies',
	'settings',
	'ratings',
	'runs',
	'twelveGames',
	'games',
	'gameReviews',
	'ownPuzzles',
	'lessons'
] as const;
/** Tables of this device only: a run in progress is not moved to another device. */
export const LOCAL_TABLES = ['activeRuns'] as const;
export type TableName = (typeof TABLES)[number] | (typeof LOCAL_TABLES)[number];
export type ExportTable = (typeof TABLES)[number];

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
