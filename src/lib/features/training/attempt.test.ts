/** A rated or casual try over a real (in-memory) store; the time of each write is the test's clock. */
import { describe, expect, it } from 'vitest';
import { freshStore, jan, jd } from '$lib/progress/testing';
import type { ProgressStore } from '$lib/progress';
import type { PuzzleFinish } from '$lib/features/puzzle/controller.svelte';
import { INITIAL_RATING } from '$lib/training/rating';
import { TrainingAttempt, type AttemptOptions } from './attempt.svelte';

const PUZZLE = { id: 'p1', difficulty: 2, claim: 'win in 2' };
const solved: PuzzleFinish = { result: 'solved', timeMs: 20_000, moves: ['c3-d4'], hintUsed: false };
const failed: PuzzleFinish = { ...solved, result: 'failed' };

/** The store behind the attempt, written at the clock's time (the link would stamp its own). */
function deps(store: ProgressStore, clock = { t: jan(5) }): AttemptOptions {
	return {
		store: async () => store,
		writes: {
			recordAttempt: async (a) => (await store.recordAttempt({ ...a, at: clock.t }), true),
			saveSettings: async (patch) => (await store.setSettings(patch, clock.t), true)
		}
	};
}

describe('a training attempt', () => {
	it('rated by default: the try moves the rating, and the change is shown', async () => {
		const { store } = await freshStore();
		const a = new TrainingAttempt(PUZZLE, deps(store));
		await a.load();
		expect(a.mode).toBe('rated');
		expect(a.rated).toBe(true);
		expect(a.player?.rating).toBe(INITIAL_RATING.rating);
		a.start();
		await a.finish(solved);
		expect(a.finished).toBe(true);
		const after = await store.playerRating();
		expect(after.rating).toBeGreaterThan(INITIAL_RATING.rating);
		expect(a.change).toEqual({ before: Math.round(INITIAL_RATING.rating), after: Math.round(after.rating) });
		expect(a.player).toEqual(after);
		const [row] = await store.ratingHistory();
		expect(row).toMatchObject({ puzzleId: 'p1', puzzleRating: a.puzzleRating, solved: true });
	});

	it('a failed rated try lowers the rating', async () => {
		const { store } = await freshStore();
		const a = new TrainingAttempt(PUZZLE, deps(store));
		await a.load();
		await a.finish(failed);
		expect(a.change!.after).toBeLessThan(a.change!.before);
	});

	it('casual, chosen before the first move: recorded, the rating untouched, and the choice kept for the next puzzle', async () => {
		const { store } = await freshStore();
		const a = new TrainingAttempt(PUZZLE, deps(store));
		await a.load();
		a.choose('casual');
		expect(a.rated).toBe(false);
		await a.finish(solved);
		expect(a.change).toBeNull();
		expect(await store.ratingHistory()).toEqual([]);
		expect((await store.attempts()).map((x) => x.puzzleId)).toEqual(['p1']);
		expect((await store.getSettings()).training.rated).toBe(false);
		const next = new TrainingAttempt({ ...PUZZLE, id: 'p2' }, deps(store));
		await next.load();
		expect(next.mode).toBe('casual');
	});

	it('the choice is fixed from the first move on', async () => {
		const { store } = await freshStore();
		const a = new TrainingAttempt(PUZZLE, deps(store));
		await a.load();
		a.start();
		a.choose('casual');
		expect(a.mode).toBe('rated');
		expect(a.locked).toBe(true);
		expect((await store.getSettings()).training.rated).toBe(true);
	});

	it('a puzzle tried before is casual whatever the choice', async () => {
		const { store } = await freshStore();
		await store.recordAttempt({ puzzleId: 'p1', ...failed, daily: false, at: jan(4) });
		const a = new TrainingAttempt(PUZZLE, deps(store));
		await a.load();
		expect(a.seen).toBe(true);
		expect(a.rated).toBe(false);
		await a.finish(solved);
		expect(a.change).toBeNull();
		expect(await store.ratingHistory()).toEqual([]);
	});

	it("today's puzzle: rated, and still recorded as that day's daily", async () => {
		const { store } = await freshStore();
		const a = new TrainingAttempt(PUZZLE, { ...deps(store), daily: jd(5) });
		await a.load();
		await a.finish(solved);
		expect(a.change).not.toBeNull();
		expect(await store.dailyResult(jd(5))).toMatchObject({ puzzleId: 'p1', solved: true, firstResult: 'solved' });
		expect((await store.streak(jd(5))).current).toBe(1);
		const [attempt] = await store.attempts();
		expect(attempt).toMatchObject({ daily: true, date: jd(5) });
	});

	it("today's puzzle played casual: the daily counts, the rating does not move", async () => {
		const { store } = await freshStore();
		const a = new TrainingAttempt(PUZZLE, { ...deps(store), daily: jd(5) });
		await a.load();
		a.choose('casual');
		await a.finish(solved);
		expect(await store.ratingHistory()).toEqual([]);
		expect(await store.dailyResult(jd(5))).toMatchObject({ solved: true });
	});

	it('an ordinary puzzle page is no daily', async () => {
		const { store } = await freshStore();
		const a = new TrainingAttempt(PUZZLE, deps(store));
		await a.load();
		await a.finish(solved);
		expect(await store.dailyResult(jd(5))).toBeNull();
		expect((await store.attempts())[0].daily).toBe(false);
	});

	it('without a store: no figures, and the try is still written', async () => {
		const written: unknown[] = [];
		const a = new TrainingAttempt(PUZZLE, {
			store: async () => null,
			writes: { recordAttempt: async (x) => (written.push(x), true), saveSettings: async () => true }
		});
		await a.load();
		expect(a.player).toBeNull();
		await a.finish(solved);
		expect(written).toHaveLength(1);
		expect(a.change).toBeNull();
	});
});
