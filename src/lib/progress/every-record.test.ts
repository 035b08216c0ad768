/**
 * The export file of a device with every kind of record, byte for byte:
 * tests/fixtures/progress-every-record.json is what the store wrote before
 * it was cut into record families (issue 32), and the cut must not change
 * one byte of it, nor of what a merge and a replace of it make on a second
 * device (progress-every-record-merged.json). `UPDATE_FIXTURES=1 npx vitest
 * run src/lib/progress/every-record.test.ts` writes them again, only for a
 * change of the file that is meant.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewedGame } from '../review/testing';
import { startStorm } from '../training/storm';
import { startStreak, streakFailed, streakSolved } from '../training/streak';
import type { ProgressStore } from './store';
import { attempt, FIRST_STEPS_2, freshStore, IMPORTED_AT, jan, jd, resignedFirstSteps, thrownFirstSteps } from './testing';
import { serializeProgress } from './transfer';

const FIXTURE = new URL('../../../tests/fixtures/progress-every-record.json', import.meta.url);
const MERGED = new URL('../../../tests/fixtures/progress-every-record-merged.json', import.meta.url);

const GAME_ID = 'g-1767780000000';
const CANDIDATES = [
	{ id: 's1', n: 1, difficulty: 1, themes: [] },
	{ id: 's2', n: 1, difficulty: 1, themes: [] }
];

/** Some of every record: each table, each kind of row, a run in progress (local: not in the file). */
async function everyRecord(store: ProgressStore): Promise<void> {
	await store.setSettings({ review: { enabled: true }, theme: 'dark', training: { rated: true, level: 'harder' } }, jan(1));
	await store.recordAttempt(attempt({ puzzleId: 'a', result: 'failed', at: jan(5), daily: true, date: jd(5), rated: { puzzleRating: 1200 } }));
	await store.recordAttempt(attempt({ puzzleId: 'a', result: 'solved', at: jan(5, 1), daily: true, date: jd(5) }));
	await store.recordAttempt(attempt({ puzzleId: 'b', result: 'solved', at: jan(6), rated: { puzzleRating: 1400 }, hintUsed: true }));
	await store.recordAttempt(attempt({ puzzleId: 'c', result: 'failed', at: jan(7), daily: true, date: jd(7) }));
	await store.recordTwelveRun({ square: 'c5', moves: ['a3-b4'], result: 'won', playerMoves: 8, optimum: 7, at: jan(6) });
	await store.recordTwelveRun({ square: 'e5', moves: ['c3-d4', 'e5:c3'], result: 'lost', playerMoves: 3, optimum: null, at: jan(7) });
	await store.saveTwelveGame('g3', { square: 'g3', plies: [{ move: 'c3-d4', by: 'user' }], state: 'playing' }, jan(8));
	await store.saveStudyProgress('petrov', { lastPly: 3, quiz: [{ node: '2', result: 'failed' }] }, jan(6));
	await store.saveStudyProgress('petrov', { quiz: [{ node: '4', result: 'solved' }] }, jan(6, 2));
	await store.addReview('study', 'sicilian', '7', jan(8));
	await store.recordReview('puzzle:a', 'good', jan(9));
	const storm = { ...startStorm(CANDIDATES, () => 0, jan(6), 'storm-1'), score: 9, state: 'over' as const, endedAt: jan(6) + 100_000 };
	await store.finishRun(storm);
	let streak = startStreak(CANDIDATES, () => 0, jan(7), 'streak-1');
	streak = streakFailed(streakSolved(streak, jan(7) + 5_000), jan(7) + 9_000);
	await store.finishRun(streak);
	await store.saveActiveRun(startStreak(CANDIDATES, () => 0, jan(9), 'streak-2'));
	await store.saveGame(resignedFirstSteps('g-done', jan(3), jan(3, 1)));
	await store.saveGame({
		id: 'g-open',
		startedAt: jan(4),
		at: jan(4, 1),
		level: 3,
		color: 'black',
		fen: FIRST_STEPS_2,
		moves: [],
		result: null,
		reason: null,
		step: 2,
		owner: 'tab-1'
	});
	const { stored, puzzle } = reviewedGame('g-1');
	await store.saveGameReview(stored);
	await store.addOwnPuzzles([puzzle], jan(10));
	await store.addOwnPuzzles([thrownFirstSteps(GAME_ID)], jan(11));
	await store.saveLearn([
		{ kind: 'lesson', id: 'rules-1', step: 2, mistakes: 1, stars: 3, skipped: false, at: jan(12) },
		{ kind: 'drill', id: 'ending-2', stars: 2, tries: 4, at: jan(12, 1) }
	]);
}

/** A second device that shares some of the records and has some of its own. */
async function otherDevice(store: ProgressStore): Promise<void> {
	await store.recordAttempt(attempt({ puzzleId: 'a', result: 'failed', at: jan(5), daily: true, date: jd(5), rated: { puzzleRating: 1200 } }));
	await store.recordAttempt(attempt({ puzzleId: 'd', result: 'solved', at: jan(8), rated: { puzzleRating: 1000 } }));
	await store.saveStudyProgress('petrov', { lastPly: 9, quiz: [{ node: '2', result: 'solved' }] }, jan(13));
	await store.saveTwelveGame('g3', { square: 'g3', plies: [], state: 'playing' }, jan(2));
	await store.saveLearn([{ kind: 'drill', id: 'ending-2', stars: 3, tries: 1, at: jan(2) }]);
}

const text = async (store: ProgressStore) => serializeProgress(await store.exportProgress(jan(20), '0.9.0')) + '\n';

describe('the export file of a device with every kind of record', () => {
	it('is byte for byte the file the store wrote before its cut into families', async () => {
		const { store } = await freshStore();
		await everyRecord(store);
		const made = await text(store);
		if (process.env.UPDATE_FIXTURES) writeFileSync(FIXTURE, made);
		expect(made).toBe(readFileSync(FIXTURE, 'utf8'));
		const data = JSON.parse(made).data as Record<string, unknown>;
		// Every table holds something: the fixture tests every family.
		for (const [table, rows] of Object.entries(data)) expect(Array.isArray(rows) ? rows.length > 0 : rows !== null, table).toBe(true);
	});

	it('merged into, and replacing, another device’s records makes the same bytes as before the cut', async () => {
		const file = readFileSync(FIXTURE, 'utf8');
		const { store: merging } = await freshStore();
		await otherDevice(merging);
		const merged = await merging.importProgress(file, 'merge', IMPORTED_AT);
		const again = await merging.importProgress(file, 'merge', IMPORTED_AT);
		const { store: replacing } = await freshStore();
		await otherDevice(replacing);
		const replaced = await replacing.importProgress(file, 'replace', IMPORTED_AT);
		const made = JSON.stringify({ merged, again, replaced, mergedFile: JSON.parse(await text(merging)) }, null, 1) + '\n';
		if (process.env.UPDATE_FIXTURES) writeFileSync(MERGED, made);
		expect(made).toBe(readFileSync(MERGED, 'utf8'));
		// A replace makes the file's device again.
		expect(await text(replacing)).toBe(file);
	});
});
