import { describe, expect, it } from 'vitest';
import { rng } from '../random';
import { ladder, pickNear, type Candidate } from './pick';
import { puzzleRating } from './puzzle-rating';
import { canSkip, currentPuzzle, startStreak, streakFailed, streakRetired, streakSkipped, streakSolved } from './streak';
import {
	comboBonus,
	limitMs,
	MISTAKE_MS,
	startStorm,
	STORM_MS,
	stormClockStarted,
	stormFailed,
	stormGivenUp,
	stormRetired,
	stormSolved,
	stormTick,
	timeLeft
} from './storm';
import { missedIds, newRunId, runIdOf } from './runs';

/** 5 levels x N 1..6 x 10 copies. */
const bank: Candidate[] = [];
for (let d = 1; d <= 5; d++)
	for (let n = 1; n <= 6; n++) for (let k = 0; k < 10; k++) bank.push({ id: `p-${d}-${n}-${k}`, difficulty: d, n, themes: k % 2 ? ['threat'] : ['sacrifice'] });

describe('picking by rating', () => {
	it('takes an unplayed puzzle near the rating, easier or harder on request', () => {
		const random = rng(1);
		const near = pickNear(bank, 1400, 'normal', new Set(), random)!;
		expect(Math.abs(puzzleRating(near) - 1400)).toBeLessThanOrEqual(20);
		expect(puzzleRating(pickNear(bank, 1400, 'easier', new Set(), random)!)).toBeLessThan(puzzleRating(near));
		expect(puzzleRating(pickNear(bank, 1400, 'harder', new Set(), random)!)).toBeGreaterThan(puzzleRating(near));
		const played = new Set(bank.slice(1).map((c) => c.id));
		expect(pickNear(bank, 1400, 'normal', played, random)).toBe(bank[0]);
		expect(pickNear(bank, 1400, 'normal', new Set(bank.map((c) => c.id)), random)).toBeNull();
	});

	it('a ladder is distinct puzzles that never get easier', () => {
		const rungs = ladder(bank, 900, 35, 80, rng(7));
		expect(new Set(rungs.map((c) => c.id)).size).toBe(rungs.length);
		expect(rungs.length).toBe(80);
		for (let i = 1; i < rungs.length; i++) expect(puzzleRating(rungs[i])).toBeGreaterThanOrEqual(puzzleRating(rungs[i - 1]));
		expect(puzzleRating(rungs[rungs.length - 1])).toBeGreaterThan(puzzleRating(rungs[0]) + 1000);
		expect(ladder(bank.slice(0, 5), 900, 35, 80, rng(7))).toHaveLength(5);
	});
});

describe('Puzzle Streak', () => {
	it('counts solves, allows one skip, and ends at the first mistake', () => {
		let run = startStreak(bank, rng(3), 1000);
		expect(run.state).toBe('playing');
		const first = currentPuzzle(run);
		run = streakSolved(run, 2000);
		expect(run.score).toBe(1);
		expect(currentPuzzle(run)).not.toBe(first);
		expect(canSkip(run)).toBe(true);
		run = streakSkipped(run);
		expect(run.score).toBe(1);
		expect(run.index).toBe(2);
		expect(canSkip(run)).toBe(false);
		expect(streakSkipped(run)).toBe(run);
		run = streakFailed(run, 3000);
		expect(run).toMatchObject({ state: 'over', score: 1, endedAt: 3000 });
		expect(currentPuzzle(run)).toBeNull();
		expect(streakSolved(run, 4000)).toBe(run);
	});

	it('survives being stored: a run is plain data', () => {
		const run = streakSolved(startStreak(bank, rng(3), 0), 10);
		expect(JSON.parse(JSON.stringify(run))).toEqual(run);
	});

	it('a retired id is passed over: no point, no mistake, the skip kept', () => {
		let run = startStreak(bank, rng(3), 0, 'streak-x');
		const [first, second] = run.puzzles;
		run = streakRetired(run, 1);
		expect(run).toMatchObject({ index: 1, score: 0, skipUsed: false, state: 'playing', step: 1, results: [{ id: first, result: 'retired' }] });
		expect(currentPuzzle(run)).toBe(second);
		expect(canSkip(run)).toBe(true);
	});

	it('ends as won when the ladder runs out', () => {
		let run = startStreak(bank.slice(0, 2), rng(1), 0);
		run = streakSolved(streakSolved(run, 1), 2);
		expect(run).toMatchObject({ state: 'over', score: 2 });
	});
});

describe('Storm', () => {
	it('uses short puzzles only, easiest first', () => {
		const run = startStorm(bank, rng(5), 0);
		const byId = new Map(bank.map((c) => [c.id, c]));
		expect(run.puzzles.every((id) => byId.get(id)!.n <= 3)).toBe(true);
	});

	it('the clock is the run’s own elapsed time, never the wall clock', () => {
		const run = startStorm(bank, rng(5), 1_000);
		expect(timeLeft(run, 0)).toBe(STORM_MS);
		expect(timeLeft(run, 120_000)).toBe(STORM_MS - 120_000);
		// The wall-clock time only dates the end: an hour before the start (a clock set back) changes nothing.
		const late = stormTick(run, STORM_MS + 50_000, 1_000 - 3_600_000);
		expect(late).toMatchObject({ state: 'over', elapsedMs: STORM_MS, endedAt: 1_000 - 3_600_000 });
		expect(timeLeft(late, 1e12)).toBe(0);
		// An answer given after the time ran out does not count.
		expect(stormSolved(run, STORM_MS + 1, 5_000).score).toBe(0);
		// A solve stores the elapsed time and stops the clock; the next puzzle starts it.
		const solved = stormSolved(stormClockStarted(run, 2_000), 7_000, 9_000);
		expect(solved).toMatchObject({ score: 1, elapsedMs: 7_000 });
		expect(solved.runningSince).toBeUndefined();
		expect(stormClockStarted(solved, 9_500).runningSince).toBe(9_500);
	});

	it('mistakes cost time and break the combo; combos add time', () => {
		let run = startStorm(bank, rng(5), 0);
		run = stormFailed(run, 1000, 1000);
		expect(run).toMatchObject({ mistakes: 1, combo: 0, penaltyMs: MISTAKE_MS, index: 1 });
		expect(timeLeft(run, 1000)).toBe(STORM_MS - 1000 - MISTAKE_MS);
		for (let i = 0; i < 5; i++) run = stormSolved(run, 2000 + i, 2000 + i);
		expect(run).toMatchObject({ score: 5, combo: 5, bestCombo: 5, bonusMs: comboBonus(5) });
		expect(comboBonus(5)).toBeGreaterThan(0);
		expect(comboBonus(6)).toBe(0);
		expect(comboBonus(40)).toBeGreaterThan(0);
		run = stormFailed(run, 3000, 3000);
		expect(run.combo).toBe(0);
		expect(run.bestCombo).toBe(5);
		// A penalty that uses up the time left ends the run at the limit.
		const ended = stormFailed(run, limitMs(run) - 5_000, 4000);
		expect(ended).toMatchObject({ state: 'over', elapsedMs: limitMs(ended) });
	});

	it('every step is one step further and says what became of the puzzle; a retired id is passed over', () => {
		let run = startStorm(bank, rng(5), 0, 'storm-x');
		expect(run).toMatchObject({ id: 'storm-x', step: 0, results: [] });
		const [a, b, c] = run.puzzles;
		run = stormSolved(run, 100, 100, ['a1-b2']);
		run = stormRetired(run, 100, 100);
		run = stormFailed(run, 200, 200, ['c3-d4', 'e5-f6']);
		expect(run.step).toBe(3);
		expect(run.results).toEqual([
			{ id: a, result: 'solved', moves: ['a1-b2'] },
			{ id: b, result: 'retired' },
			{ id: c, result: 'failed', moves: ['c3-d4', 'e5-f6'] }
		]);
		expect(run).toMatchObject({ score: 1, mistakes: 1, index: 3, penaltyMs: MISTAKE_MS });
		expect(missedIds(run)).toEqual([c]);
		const over = stormGivenUp(run, 500, 600);
		expect(over).toMatchObject({ state: 'over', elapsedMs: 500, endedAt: 600, step: 4 });
	});
});

describe('run identity', () => {
	it('a run stored before ids is known by its kind and start', () => {
		expect(runIdOf({ kind: 'streak', startedAt: 42 })).toBe('streak-42');
		expect(runIdOf({ kind: 'streak', startedAt: 42, id: 'x' })).toBe('x');
		const a = newRunId('storm', 1),
			b = newRunId('storm', 1);
		expect(a).not.toBe(b);
		expect(a).toMatch(/^storm-1-[a-z0-9-]+$/);
	});
});
