import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadBank } from '../bank/load-node';
import { claimMoves } from '../bank/types';
import { puzzleRating } from './puzzle-rating';

describe('puzzle rating', () => {
	it('is monotone in difficulty over the whole bank: every harder level is rated above every easier one', () => {
		const { bank } = loadBank('puzzles');
		const byLevel = new Map<number, number[]>();
		for (const p of bank.puzzles) {
			const r = puzzleRating({ difficulty: p.difficulty, n: claimMoves(p.claim) });
			byLevel.set(p.difficulty, [...(byLevel.get(p.difficulty) ?? []), r]);
		}
		expect([...byLevel.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
		for (let d = 1; d < 5; d++) expect(Math.max(...byLevel.get(d)!)).toBeLessThan(Math.min(...byLevel.get(d + 1)!));
	});

	it('rises with the length of the win within a level, and never falls with difficulty or length', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 5 }),
				fc.integer({ min: 1, max: 4 }),
				fc.integer({ min: 1, max: 30 }),
				fc.integer({ min: 0, max: 30 }),
				(d, dd, n, dn) => {
					const harder = Math.min(5, d + dd);
					// Longer never rates lower within a level...
					expect(puzzleRating({ difficulty: d, n: n + dn })).toBeGreaterThanOrEqual(puzzleRating({ difficulty: d, n }));
					// ...and the shortest puzzle of a harder level beats the longest of an easier one.
					if (harder > d) expect(puzzleRating({ difficulty: harder, n: 1 })).toBeGreaterThan(puzzleRating({ difficulty: d, n: n + dn }));
				}
			)
		);
		expect(puzzleRating({ difficulty: 1, n: 3 })).toBeGreaterThan(puzzleRating({ difficulty: 1, n: 2 }));
	});
});
