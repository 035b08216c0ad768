/** The store's training records: the player's rating, rated and casual tries, Streak and Storm runs. */
import { describe, expect, it } from 'vitest';
import { rng } from '../random';
import { INITIAL_RATING, rateAttempt } from '../training/rating';
import { startStorm, stormFailed } from '../training/storm';
import { startStreak, streakFailed, streakSkipped, streakSolved } from '../training/streak';
import type { Candidate } from '../training/pick';
import { attempt, freshStore, jan } from './testing';

const rated = (puzzleRating: number) => ({ rated: { puzzleRating } });

describe('rated and casual tries', () => {
	it('a rated solve raises the rating and keeps a history row; a casual try never touches it', async () => {
		const { store } = await freshStore();
		const casual = await store.recordAttempt(attempt({ puzzleId: 'c', result: 'solved', at: jan(4) }));
		expect(casual.rating).toBeNull();
		expect(await store.playerRating()).toEqual(INITIAL_RATING);

		const res = await store.recordAttempt(attempt({ puzzleId: 'a', result: 'solved', at: jan(5), ...rated(1500) }));
		expect(res.rating).toEqual({ before: INITIAL_RATING, after: rateAttempt(INITIAL_RATING, 1500, true), puzzleRating: 1500, solved: true });
		expect(res.rating!.after.rating).toBeGreaterThan(INITIAL_RATING.rating);
		expect(await store.playerRating()).toEqual(res.rating!.after);
		const history = await store.ratingHistory();
		expect(history).toHaveLength(1);
		expect(history[0]).toMatchObject({ puzzleId: 'a', at: jan(5), puzzleRating: 1500, solved: true, games: 1 });

		await store.recordAttempt(attempt({ puzzleId: 'e', result: 'failed', at: jan(6) }));
		expect(await store.playerRating()).toEqual(res.rating!.after);
	});

	it('a hint in a rated try counts as a failure, and a failure lowers the rating', async () => {
		const { store } = await freshStore();
		const hinted = await store.recordAttempt(attempt({ puzzleId: 'a', result: 'solved', hintUsed: true, at: jan(5), ...rated(1500) }));
		expect(hinted.rating).toMatchObject({ solved: false });
		expect(hinted.rating!.after.rating).toBeLessThan(INITIAL_RATING.rating);
		expect(hinted.rating!.after).toEqual(rateAttempt(INITIAL_RATING, 1500, false));
		const failed = await store.recordAttempt(attempt({ puzzleId: 'b', result: 'failed', at: jan(6), ...rated(1500) }));
		expect(failed.rating!.after.rating).toBeLessThan(hinted.rating!.after.rating);
		expect((await store.ratingHistory()).map((r) => r.solved)).toEqual([false, false]);
	});

	it('only the first try at a puzzle is rated', async () => {
		const { store } = await freshStore();
		await store.recordAttempt(attempt({ puzzleId: 'a', result: 'failed', at: jan(5) }));
		const again = await store.recordAttempt(attempt({ puzzleId: 'a', result: 'solved', at: jan(6), ...rated(1500) }));
		expect(again.rating).toBeNull();
		expect(await store.ratingHistory()).toEqual([]);
		await store.recordAttempt(attempt({ puzzleId: 'b', result: 'solved', at: jan(7), ...rated(1500) }));
		const twice = await store.recordAttempt(attempt({ puzzleId: 'b', result: 'solved', at: jan(8), ...rated(1500) }));
		expect(twice.rating).toBeNull();
		expect(await store.ratingHistory()).toHaveLength(1);
	});

	it('a clock set back does not put a new rating before the current one', async () => {
		const { store } = await freshStore();
		await store.recordAttempt(attempt({ puzzleId: 'a', at: jan(9), ...rated(1500) }));
		const later = await store.recordAttempt(attempt({ puzzleId: 'b', at: jan(3), ...rated(1500) }));
		expect(await store.playerRating()).toEqual(later.rating!.after);
		expect((await store.ratingHistory()).map((r) => r.puzzleId)).toEqual(['a', 'b']);
	});

	it('refuses a bad puzzle rating and writes nothing', async () => {
		const { store } = await freshStore();
		await expect(store.recordAttempt(attempt({ ...rated(Number.NaN) }))).rejects.toMatchObject({ kind: 'invalid' });
		await expect(store.recordAttempt(attempt({ ...rated(-5) }))).rejects.toMatchObject({ kind: 'invalid' });
		expect(await store.attempts()).toEqual([]);
	});

	it('remembers the rated/casual choice and the level as settings', async () => {
		const { store } = await freshStore();
		expect((await store.getSettings()).training).toEqual({ rated: true, level: 'normal' });
		await store.setSettings({ training: { rated: false } });
		await store.setSettings({ training: { level: 'harder' } });
		expect((await store.getSettings()).training).toEqual({ rated: false, level: 'harder' });
		await expect(store.setSettings({ training: { level: 'hardest' as never } })).rejects.toMatchObject({ kind: 'invalid' });
	});
});

describe('Streak and Storm runs', () => {
	const bank: Candidate[] = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, difficulty: 1 + (i % 5), n: 1 + (i % 3), themes: [] }));

	it('the run in progress survives a reopen, and finishing it records it once', async () => {
		const { store, indexedDB, name } = await freshStore();
		let run = streakSolved(startStreak(bank, rng(1), jan(5)), jan(5) + 10_000);
		await store.saveActiveRun(run);
		store.close();
		const { store: reopened } = await freshStore({ indexedDB, name });
		expect(await reopened.activeRun('streak')).toEqual(run);
		expect(await reopened.activeRun('storm')).toBeNull();
		await expect(reopened.finishRun(run)).rejects.toMatchObject({ kind: 'invalid' });
		run = streakFailed(run, jan(5) + 20_000);
		const record = await reopened.finishRun(run);
		expect(record).toMatchObject({ kind: 'streak', score: 1, mistakes: 1, bestCombo: 1, startedAt: jan(5), at: jan(5) + 20_000 });
		expect(await reopened.activeRun('streak')).toBeNull();
		await reopened.finishRun(run);
		expect(await reopened.runs('streak')).toHaveLength(1);
	});

	it('a storm run keeps its clock fields; a corrupt stored run is skipped and reported', async () => {
		const corrupt: unknown[] = [];
		const { store } = await freshStore({ onCorrupt: (r) => corrupt.push(r) });
		const run = stormFailed(startStorm(bank, rng(2), jan(5)), 5000, jan(5) + 5000);
		await store.saveActiveRun(run);
		expect(await store.activeRun('storm')).toEqual(run);
		await store.db.activeRuns.put({ kind: 'storm', run: { ...run, index: -1 } });
		expect(await store.activeRun('storm')).toBeNull();
		expect(corrupt).toHaveLength(1);
		await expect(store.saveActiveRun({ ...run, puzzles: [''] })).rejects.toMatchObject({ kind: 'invalid' });
	});

	it('a run whose clock was set back during it is still recorded, and stops being the run in progress', async () => {
		const { store } = await freshStore();
		const run = startStreak(bank, rng(1), jan(5), 'streak-back');
		await store.saveActiveRun(run);
		// The phone corrected its clock by an hour: the mistake comes "before" the start.
		const over = streakFailed(run, jan(5) - 3_600_000);
		const record = await store.finishRun(over);
		expect(record).toMatchObject({ kind: 'streak', runId: 'streak-back', at: jan(5) - 3_600_000 });
		expect(record!.startedAt).toBeLessThanOrEqual(record!.at);
		expect(await store.activeRun('streak')).toBeNull();
		expect(await store.runs('streak')).toHaveLength(1);
	});

	it('one run, one owner, one record: a finished run is never reopened, an older step or another tab is refused', async () => {
		const { store } = await freshStore();
		// Tab A starts a run; tab B takes it over (claims it) and plays a step.
		let a = startStreak(bank, rng(1), jan(5), 'streak-1');
		expect(await store.saveActiveRun({ ...a, owner: 'A' })).toBe('saved');
		a = streakSolved(a, jan(5) + 1000);
		expect(await store.saveActiveRun({ ...a, owner: 'A' })).toBe('saved');
		let b = (await store.claimActiveRun('streak', 'B')) as typeof a;
		expect(b).toMatchObject({ id: 'streak-1', step: 1, owner: 'B', score: 1 });
		// A's late write (it had not heard) is refused: B owns the run now.
		expect(await store.saveActiveRun({ ...streakSkipped(a), owner: 'A' })).toBe('elsewhere');
		b = streakSkipped(b);
		expect(await store.saveActiveRun(b)).toBe('saved');
		// An older step (a write replayed late) is refused.
		expect(await store.saveActiveRun({ ...a, owner: 'B' })).toBe('stale');
		expect(await store.activeRun('streak')).toMatchObject({ step: 2, skipUsed: true });
		// A gives up: the end is final, whichever tab ends the run.
		const record = await store.finishRun({ ...streakFailed(a, jan(5) + 2000), owner: 'A' });
		expect(record).toMatchObject({ runId: 'streak-1', score: 1 });
		// B's next step is refused and B's end finds the record there is: recorded once, never written back as in progress.
		expect(await store.saveActiveRun(streakSolved(b, jan(5) + 2500))).toBe('finished');
		const over = streakFailed(b, jan(5) + 3000);
		expect(await store.finishRun(over)).toMatchObject({ id: record.id });
		expect(await store.saveActiveRun({ ...b, step: 99 })).toBe('finished');
		expect(await store.activeRun('streak')).toBeNull();
		expect(await store.claimActiveRun('streak', 'A')).toBeNull();
		expect(await store.runs('streak')).toHaveLength(1);
		// A new run replaces the one in progress; a later step of the replaced run is refused.
		const c = startStreak(bank, rng(2), jan(6), 'streak-2');
		const d = startStreak(bank, rng(3), jan(6) + 1, 'streak-3');
		expect(await store.saveActiveRun(c)).toBe('saved');
		expect(await store.saveActiveRun(d)).toBe('saved');
		expect(await store.saveActiveRun(streakSolved(c, jan(6) + 5))).toBe('replaced');
		expect(await store.activeRun('streak')).toMatchObject({ id: 'streak-3' });
	});

	it('a finished run written back as in progress by an older version is forgotten when claimed', async () => {
		const { store } = await freshStore();
		const run = startStreak(bank, rng(1), jan(5));
		await store.finishRun(streakFailed(run, jan(5) + 10));
		await store.db.activeRuns.put({ kind: 'streak', run: streakSkipped(run) });
		expect(await store.claimActiveRun('streak', 'A')).toBeNull();
		expect(await store.activeRun('streak')).toBeNull();
	});

	it('clearing progress forgets ratings and runs', async () => {
		const { store } = await freshStore();
		await store.recordAttempt(attempt({ ...rated(1500) }));
		const run = startStreak(bank, rng(1), jan(5));
		await store.saveActiveRun(run);
		await store.finishRun(streakFailed(run, jan(6)));
		await store.saveActiveRun(startStreak(bank, rng(2), jan(7)));
		await store.clearProgress();
		expect(await store.ratingHistory()).toEqual([]);
		expect(await store.runs()).toEqual([]);
		expect(await store.activeRun('streak')).toBeNull();
	});
});
