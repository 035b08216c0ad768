import { describe, expect, it } from 'vitest';
import { eloExpected, performanceRating, themePerformance, weakestThemes, type PuzzleFacts, type TryFacts } from './performance';
import { puzzleRating } from './puzzle-rating';

describe('performance rating', () => {
	it('is where the expected score meets the score, pulled towards the anchor', () => {
		const games = [1200, 1400, 1600].map((puzzleRating, i) => ({ puzzleRating, solved: i < 2 }));
		const p = performanceRating(games, 1500);
		const expected = games.reduce((s, g) => s + eloExpected(p, g.puzzleRating), eloExpected(p, 1500));
		expect(expected).toBeCloseTo(2.5, 2);
		// No games: the virtual draw alone puts it at the anchor.
		expect(performanceRating([], 1500)).toBe(1500);
	});

	it('rises with the score and stays within bounds when everything is solved or failed', () => {
		const at = (solved: number) =>
			performanceRating(
				Array.from({ length: 6 }, (_, i) => ({ puzzleRating: 1500, solved: i < solved })),
				1500
			);
		for (let k = 0; k < 6; k++) expect(at(k + 1)).toBeGreaterThan(at(k));
		expect(at(6)).toBeLessThanOrEqual(3000);
		expect(at(0)).toBeGreaterThanOrEqual(400);
	});
});

describe('performance by theme', () => {
	const puzzles = new Map<string, PuzzleFacts>([
		['a', { difficulty: 3, n: 3, themes: ['threat'] }],
		['b', { difficulty: 3, n: 3, themes: ['threat', 'block'] }],
		['c', { difficulty: 3, n: 3, themes: ['block'] }],
		['d', { difficulty: 3, n: 3, themes: ['block'] }],
		['e', { difficulty: 3, n: 3, themes: ['block'] }]
	]);
	const tryOf = (puzzleId: string, result: 'solved' | 'failed', at: number, hintUsed = false): TryFacts => ({ puzzleId, result, at, hintUsed });

	it('counts the first try at each puzzle, a hint as a failure, and lists the weakest theme first', () => {
		const tries = [
			tryOf('a', 'solved', 2),
			tryOf('a', 'failed', 1), // the first try at a
			tryOf('b', 'failed', 3),
			tryOf('c', 'solved', 4),
			tryOf('d', 'solved', 5),
			tryOf('e', 'solved', 6, true),
			tryOf('zz', 'solved', 7) // not in the bank
		];
		const rows = themePerformance(tries, (id) => puzzles.get(id), 1300);
		expect(rows.map((r) => r.theme)).toEqual(['threat', 'block']);
		expect(rows[0]).toMatchObject({ tries: 2, solved: 0 });
		expect(rows[1]).toMatchObject({ tries: 4, solved: 2 });
		expect(rows[0].delta).toBeLessThan(0);
		expect(rows[1].delta).toBeGreaterThan(0);
		expect(rows[0].performance).toBeLessThan(puzzleRating(puzzles.get('a')!));
		expect(weakestThemes(rows, 3, 2).map((r) => r.theme)).toEqual(['threat']);
		expect(weakestThemes(rows, 3, 3)).toEqual([]);
	});
});
