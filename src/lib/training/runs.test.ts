import { describe, expect, it } from 'vitest';
import { rng } from '../random';
import { ladder, pickNear, type Candidate } from './pick';
import { puzzleRating } from './puzzle-rating';
import { canSkip, currentPuzzle, startStreak, streakFailed, streakSkipped, streakSolved } from './streak';
import { comboBonus, MISTAKE_MS, startStorm, STORM_MS, stormFailed, stormSolved, stormTick, timeLeft } from './storm';

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

	it('the clock is read from the start time, so hidden time counts', () => {
		const run = startStorm(bank, rng(5), 1_000);
		expect(timeLeft(run, 1_000)).toBe(STORM_MS);
		// The tab was hidden for two minutes: no ticks ran, yet two minutes are gone.
		expect(timeLeft(run, 1_000 + 120_000)).toBe(STORM_MS - 120_000);
		const late = stormTick(run, 1_000 + STORM_MS + 50_000);
		expect(late).toMatchObject({ state: 'over', endedAt: 1_000 + STORM_MS });
		expect(timeLeft(late, 1e12)).toBe(0);
		// An answer given after the time ran out does not count.
		expect(stormSolved(run, 1_000 + STORM_MS + 1).score).toBe(0);
	});

	it('mistakes cost time and break the combo; combos add time', () => {
		let run = startStorm(bank, rng(5), 0);
		run = stormFailed(run, 1000);
		expect(run).toMatchObject({ mistakes: 1, combo: 0, penaltyMs: MISTAKE_MS, index: 1 });
		expect(timeLeft(run, 1000)).toBe(STORM_MS - 1000 - MISTAKE_MS);
		for (let i = 0; i < 5; i++) run = stormSolved(run, 2000 + i);
		expect(run).toMatchObject({ score: 5, combo: 5, bestCombo: 5, bonusMs: comboBonus(5) });
		expect(comboBonus(5)).toBeGreaterThan(0);
		expect(comboBonus(6)).toBe(0);
		expect(comboBonus(40)).toBeGreaterThan(0);
		run = stormFailed(run, 3000);
		expect(run.combo).toBe(0);
		expect(run.bestCombo).toBe(5);
	});
});
