/**
 * Upgrades: a database written by each earlier schema version, with data,
 * opened by the current code, loses nothing. When version N+1 is added,
 * add a seed for version N here (written with that version's definition).
 */
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openProgress } from './open';
import {
	declareSchema,
	LOCAL_TABLES,
	SCHEMA_V1,
	SCHEMA_V2,
	SCHEMA_V3,
	SCHEMA_V4,
	SCHEMA_V5,
	SCHEMA_V6,
	SCHEMA_VERSION,
	SCHEMA_VERSIONS,
	TABLES,
	type SchemaVersion
} from './schema';
import { INITIAL_RATING } from '../training/rating';
import { jan, jd } from './testing';
import { reviewedGame } from '../review/testing';
import { learnKey, type LearnRecord } from './lessons';

/** Rows as version 1 wrote them. */
const SEED_V1: Record<string, unknown[]> = {
	attempts: [
		{ puzzleId: 'a', date: jd(5), at: jan(5), result: 'failed', timeMs: 1000, moves: ['c3-d4'], hintUsed: false, daily: true },
		{ puzzleId: 'a', date: jd(5), at: jan(5, 1), result: 'solved', timeMs: 2000, moves: ['c3-b4'], hintUsed: true, daily: true }
	],
	daily: [{ date: jd(5), puzzleId: 'a', firstResult: 'failed', solved: true, attempts: 2, firstAt: jan(5), solvedAt: jan(5, 1) }],
	reviews: [
		{
			id: 'puzzle:a',
			kind: 'puzzle',
			ref: 'a',
			node: null,
			createdAt: jan(5),
			due: jan(6),
			stability: 0.4,
			difficulty: 7.2,
			elapsedDays: 0,
			scheduledDays: 1,
			learningSteps: 0,
			reps: 1,
			lapses: 0,
			state: 2,
			lastReview: jan(5)
		}
	],
	twelve: [{ square: 'c5', date: jd(6), at: jan(6), moves: ['a3-b4'], result: 'won', playerMoves: 9, optimum: 7 }],
	studies: [{ studyId: 'petrov', lastPly: 3, updatedAt: jan(6), quiz: [{ node: '2', result: 'failed', at: jan(6), attempts: 1 }] }],
	settings: [{ key: 'settings', value: { language: 'ru', theme: 'dark', sound: false, orientation: 'black', review: { enabled: true, paused: false } } }]
};

/** Rows as version 2 wrote them: version 1's, the training settings, a rating history, runs and a run in progress. */
const SEED_V2: Record<string, unknown[]> = {
	...SEED_V1,
	settings: [
		{
			key: 'settings',
			value: {
				language: 'ru',
				theme: 'dark',
				sound: false,
				orientation: 'black',
				review: { enabled: true, paused: false },
				training: { rated: false, level: 'harder' }
			}
		}
	],
	ratings: [
		{ puzzleId: 'a', at: jan(5), puzzleRating: 1200, solved: false, rating: 1320, rd: 290, vol: 0.06, games: 1 },
		{ puzzleId: 'b', at: jan(6), puzzleRating: 1300, solved: true, rating: 1390, rd: 250, vol: 0.06, games: 2 }
	],
	runs: [{ kind: 'storm', date: jd(6), startedAt: jan(6), at: jan(6) + 180_000, score: 12, mistakes: 2, bestCombo: 7 }],
	activeRuns: [{ kind: 'streak', run: { kind: 'streak', puzzles: ['a', 'b'], index: 1, score: 1, skipUsed: false, state: 'playing', startedAt: jan(7) } }]
};

/** Rows as version 3 wrote them: version 2's and a 12-against-1 game in progress. */
const SEED_V3: Record<string, unknown[]> = {
	...SEED_V2,
	twelveGames: [{ square: 'f8', at: jan(7), game: { square: 'f8', plies: [{ move: 'a3-b4', by: 'user' }], state: 'playing' } }]
};

/** Rows as version 4 wrote them: version 3's, a finished game against the app and one in progress. */
const SEED_V4: Record<string, unknown[]> = {
	...SEED_V3,
	games: [
		{
			id: 'g-1',
			startedAt: jan(7),
			at: jan(7) + 60_000,
			level: 3,
			color: 'white',
			fen: 'W:We3:Bg5',
			moves: ['e3-f4', 'g5:e3'],
			result: 'won',
			reason: 'no-pieces'
		},
		{ id: 'g-2', startedAt: jan(8), at: jan(8), level: 8, color: 'black', fen: 'W:W21,22:B9', moves: [], result: null, reason: null }
	]
};

/** Rows as version 5 wrote them: version 4's, a game's review and the personal puzzle made from it. */
const REVIEWED = reviewedGame('g-1');
const SEED_V5: Record<string, unknown[]> = {
	...SEED_V4,
	gameReviews: [REVIEWED.stored],
	ownPuzzles: [{ ...REVIEWED.puzzle, createdAt: jan(8) }]
};

/** Rows as version 6 wrote them: version 5's, a lesson under way, a lesson finished and a drill. */
const SEED_V6: Record<string, unknown[]> = {
	...SEED_V5,
	lessons: [
		{ kind: 'lesson', id: 'moves', step: 4, mistakes: 0, stars: 3, skipped: false, at: jan(9) },
		{ kind: 'lesson', id: 'capture', step: 2, mistakes: 1, stars: 0, skipped: false, at: jan(9) },
		{ kind: 'drill', id: 'two-v-one', stars: 2, tries: 3, at: jan(9) }
	]
};

const SEEDS: Record<number, Record<string, unknown[]>> = { 1: SEED_V1, 2: SEED_V2, 3: SEED_V3, 4: SEED_V4, 5: SEED_V5, 6: SEED_V6 };

async function seed(indexedDB: IDBFactory, name: string, versions: readonly SchemaVersion[], rows: Record<string, unknown[]>): Promise<void> {
	const db = new Dexie(name, { indexedDB, IDBKeyRange });
	declareSchema(db, versions);
	await db.open();
	for (const [table, list] of Object.entries(rows)) await db.table(table).bulkAdd(list);
	db.close();
}

describe('schema upgrades', () => {
	it('keeps every version number and the v1 definition as released', () => {
		expect(SCHEMA_VERSIONS[0]).toBe(SCHEMA_V1);
		expect(SCHEMA_V1.stores).toEqual({
			attempts: '++id, puzzleId, date, at, [puzzleId+at]',
			reviews: 'id, due, kind, ref',
			daily: 'date',
			twelve: '++id, square, at, [square+at]',
			studies: 'studyId',
			settings: 'key'
		});
		expect(SCHEMA_VERSIONS[1]).toBe(SCHEMA_V2);
		expect(SCHEMA_V2.stores).toEqual({ ratings: '++id, at, [puzzleId+at]', runs: '++id, kind, at, [kind+at]', activeRuns: 'kind' });
		expect(SCHEMA_VERSIONS[2]).toBe(SCHEMA_V3);
		expect(SCHEMA_V3.stores).toEqual({ twelveGames: 'square' });
		expect(SCHEMA_VERSIONS[3]).toBe(SCHEMA_V4);
		expect(SCHEMA_V4.stores).toEqual({ games: 'id, at' });
		expect(SCHEMA_VERSIONS[4]).toBe(SCHEMA_V5);
		expect(SCHEMA_V5.stores).toEqual({ gameReviews: 'key, reviewedAt', ownPuzzles: 'id, createdAt' });
		expect(SCHEMA_VERSIONS[5]).toBe(SCHEMA_V6);
		expect(SCHEMA_V6.stores).toEqual({ lessons: '[kind+id]' });
		expect(SCHEMA_VERSIONS.map((v) => v.version)).toEqual(SCHEMA_VERSIONS.map((_, i) => i + 1));
		expect(Object.keys(SEEDS).map(Number)).toEqual(SCHEMA_VERSIONS.map((v) => v.version));
	});

	for (const [i, v] of SCHEMA_VERSIONS.entries()) {
		it(`opens a version ${v.version} database with data, and every record survives`, async () => {
			const indexedDB = new IDBFactory();
			const name = `upgrade-from-${v.version}`;
			await seed(indexedDB, name, SCHEMA_VERSIONS.slice(0, i + 1), SEEDS[v.version]);
			const corrupt: unknown[] = [];
			const store = await openProgress({ name, indexedDB, IDBKeyRange, onCorrupt: (r) => corrupt.push(r) });
			expect(store.persistent).toBe(true);
			expect(store.db.verno).toBe(SCHEMA_VERSION);
			const { data } = await store.exportProgress(jan(20));
			expect(corrupt).toEqual([]);
			expect(data.attempts).toHaveLength(2);
			expect(data.daily).toHaveLength(1);
			expect(data.reviews).toHaveLength(1);
			expect(data.twelve).toHaveLength(1);
			expect(data.studies).toHaveLength(1);
			expect(data.settings).toMatchObject({ theme: 'dark', language: 'ru' });
			expect(await store.streak(jd(5))).toMatchObject({ current: 1 });
			expect(await store.dueReviews(jan(7))).toHaveLength(1);
			const seeded = SEEDS[v.version];
			for (const t of [...TABLES, ...LOCAL_TABLES]) expect(await store.db.table(t).count()).toBe((seeded[t] ?? []).length);
			// Training: what the version had, or nothing yet and the default choices.
			expect(data.ratings).toHaveLength((seeded.ratings ?? []).length);
			expect(data.runs).toHaveLength((seeded.runs ?? []).length);
			expect(data.twelveGames).toHaveLength((seeded.twelveGames ?? []).length);
			expect(data.games).toHaveLength((seeded.games ?? []).length);
			expect(data.gameReviews).toEqual(seeded.gameReviews ?? []);
			expect(data.ownPuzzles).toEqual(seeded.ownPuzzles ?? []);
			// Exported in key order (kind, then id).
			expect(data.lessons).toEqual([...(seeded.lessons ?? [])].sort((a, b) => learnKey(a as LearnRecord).localeCompare(learnKey(b as LearnRecord))));
			expect(await store.gameReviewKeys()).toEqual(v.version >= 5 ? [REVIEWED.stored.key] : []);
			expect((await store.gameInProgress())?.id ?? null).toBe(v.version >= 4 ? 'g-2' : null);
			if (v.version === 1) {
				expect(data.settings?.training).toEqual({ rated: true, level: 'normal' });
				expect(await store.playerRating()).toEqual(INITIAL_RATING);
				expect(await store.activeRun('streak')).toBeNull();
			} else {
				expect(data.settings?.training).toEqual({ rated: false, level: 'harder' });
				expect((await store.playerRating()).rating).toBe(1390);
				expect(await store.activeRun('streak')).toMatchObject({ index: 1, score: 1 });
			}
			store.close();
		});
	}

	it('runs a later version upgrade over old rows (the mechanism future versions use)', async () => {
		const indexedDB = new IDBFactory();
		await seed(indexedDB, 'mechanism', SCHEMA_VERSIONS, SEEDS[SCHEMA_VERSION]);
		const next: SchemaVersion = {
			version: SCHEMA_VERSION + 1,
			stores: { attempts: '++id, puzzleId, date, at, [puzzleId+at], result', scratch: 'id' },
			upgrade: (tx) =>
				tx
					.table('attempts')
					.toCollection()
					.modify((a: { moves: string[] }) => {
						a.moves = a.moves.map((m) => m.toUpperCase());
					})
		};
		const store = await openProgress({ name: 'mechanism', indexedDB, IDBKeyRange, versions: [...SCHEMA_VERSIONS, next] });
		expect(store.db.verno).toBe(SCHEMA_VERSION + 1);
		expect(await store.db.attempts.where('result').equals('solved').count()).toBe(1);
		expect((await store.db.attempts.toArray()).map((a) => a.moves[0])).toEqual(['C3-D4', 'C3-B4']);
		expect(await store.db.daily.count()).toBe(1);
	});

	it('refuses versions out of order', () => {
		expect(() => declareSchema(new Dexie('x', { indexedDB: new IDBFactory(), IDBKeyRange }), [SCHEMA_V1, SCHEMA_V1])).toThrow(/increase/);
	});
});
