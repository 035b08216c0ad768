import { describe, expect, it } from 'vitest';
import { expectedScore, INITIAL_RATING, rateAttempt, RATING_BOUNDS, replayRatings } from './rating';

describe('player rating (Glicko-2)', () => {
	it('a solve raises it and a failure lowers it; the first games move it most', () => {
		const up = rateAttempt(INITIAL_RATING, 1500, true);
		const down = rateAttempt(INITIAL_RATING, 1500, false);
		expect(up.rating).toBeGreaterThan(1500);
		expect(down.rating).toBeLessThan(1500);
		expect(up.games).toBe(1);
		expect(up.rd).toBeLessThan(INITIAL_RATING.rd);
		let settled = INITIAL_RATING;
		for (let i = 0; i < 30; i++) settled = rateAttempt(settled, 1500, i % 2 === 0);
		const later = rateAttempt(settled, 1500, true);
		expect(later.rating - settled.rating).toBeLessThan(up.rating - INITIAL_RATING.rating);
	});

	it('a surprise moves it more than the expected result', () => {
		const player = { ...INITIAL_RATING, rd: 100 };
		const easyWin = rateAttempt(player, 1100, true).rating - player.rating;
		const hardWin = rateAttempt(player, 1900, true).rating - player.rating;
		expect(hardWin).toBeGreaterThan(easyWin);
		const easyLoss = player.rating - rateAttempt(player, 1100, false).rating;
		const hardLoss = player.rating - rateAttempt(player, 1900, false).rating;
		expect(easyLoss).toBeGreaterThan(hardLoss);
		expect(expectedScore(player, 1100)).toBeGreaterThan(expectedScore(player, 1900));
	});

	it('stays within its bounds and keeps moving', () => {
		let r = INITIAL_RATING;
		for (let i = 0; i < 200; i++) r = rateAttempt(r, 400, false);
		expect(r.rating).toBe(RATING_BOUNDS[0]);
		expect(r.rd).toBeGreaterThanOrEqual(60);
		for (let i = 0; i < 400; i++) r = rateAttempt(r, 3000, true);
		expect(r.rating).toBe(RATING_BOUNDS[1]);
	});

	it('is a pure function of its inputs', () => {
		expect(rateAttempt(INITIAL_RATING, 1234, true)).toEqual(rateAttempt(INITIAL_RATING, 1234, true));
	});
});

describe('replaying a history', () => {
	it('gives the same ratings as rating each game in turn', () => {
		const games = [1200, 1500, 1700, 1100, 1900].map((puzzleRating, i) => ({ puzzleRating, solved: i % 3 !== 1 }));
		let step = INITIAL_RATING;
		const oneByOne = games.map((g) => (step = rateAttempt(step, g.puzzleRating, g.solved)));
		expect(replayRatings(games)).toEqual(oneByOne);
		expect(replayRatings([])).toEqual([]);
		expect(replayRatings(games.slice(2), oneByOne[1])).toEqual(oneByOne.slice(2));
	});
});
