import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rng } from '../random';
import { matchesFilters, NO_FILTERS, type LastResult, type PuzzleFilters } from './filters';
import { nextNearLevel } from './next';
import type { Candidate } from './pick';
import { puzzleRating } from './puzzle-rating';

/** 5 levels x N 1..4 x 6 copies, themes alternating. */
const bank: Candidate[] = [];
for (let d = 1; d <= 5; d++)
	for (let n = 1; n <= 4; n++)
		for (let k = 0; k < 6; k++) bank.push({ id: `p-${d}-${n}-${k}`, difficulty: d, n, themes: k % 2 ? ['threat'] : ['sacrifice', 'block'] });

describe('next puzzle near the level', () => {
	const none = () => undefined;

	it('is near the rating, moved by the easier/harder setting', () => {
		const base = { filters: NO_FILTERS, lastResult: none, random: rng(2) };
		const near = nextNearLevel(bank, { ...base, rating: 1400, level: 'normal' })!;
		expect(Math.abs(puzzleRating(near) - 1400)).toBeLessThanOrEqual(30);
		expect(puzzleRating(nextNearLevel(bank, { ...base, rating: 1400, level: 'easier' })!)).toBeLessThan(1300);
		expect(puzzleRating(nextNearLevel(bank, { ...base, rating: 1400, level: 'harder' })!)).toBeGreaterThan(1500);
	});

	it('always stays within the filters, never repeats the current puzzle, and passes over solved ones', () => {
		fc.assert(
			fc.property(
				fc.constantFrom<PuzzleFilters['theme']>('', 'threat', 'block'),
				fc.integer({ min: 0, max: 5 }),
				fc.constantFrom<PuzzleFilters['status']>('', 'unsolved', 'solved', 'failed'),
				fc.integer({ min: 400, max: 3000 }),
				fc.constantFrom('easier' as const, 'normal' as const, 'harder' as const),
				fc.func(fc.constantFrom<LastResult>(undefined, undefined, 'solved', 'failed')),
				fc.integer({ min: 0, max: bank.length - 1 }),
				fc.integer(),
				(theme, difficulty, status, rating, level, resultOf, current, seed) => {
					const results = new Map(bank.map((p) => [p.id, resultOf(p.id)]));
					const lastResult = (id: string) => results.get(id);
					const filters = { theme, difficulty, status };
					const currentId = bank[current].id;
					const next = nextNearLevel(bank, { filters, lastResult, rating, level, currentId, random: rng(seed) });
					const allowed = bank.filter(
						(p) => p.id !== currentId && matchesFilters(p, filters, lastResult(p.id)) && (status === 'solved' || lastResult(p.id) !== 'solved')
					);
					if (!allowed.length) expect(next).toBeNull();
					else expect(allowed).toContain(next);
				}
			)
		);
	});

	it('with "solved" asked for, offers solved puzzles; with everything solved otherwise, offers none', () => {
		const lastResult = () => 'solved' as const;
		const base = { lastResult, rating: 1500, level: 'normal' as const, random: rng(1) };
		expect(nextNearLevel(bank, { ...base, filters: { ...NO_FILTERS, status: 'solved' } })).not.toBeNull();
		expect(nextNearLevel(bank, { ...base, filters: NO_FILTERS })).toBeNull();
	});
});
