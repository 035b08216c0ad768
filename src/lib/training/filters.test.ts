/** The list's filters in the address: one owner for the list, the puzzle page and training. */
import { describe, expect, it } from 'vitest';
import { filterQuery, matchesFilters, matchesKind, matchesStatus, NO_FILTERS, parseFilters, type PuzzleFilters } from './filters';

describe('filters in the address', () => {
	it('round-trip, and unknown values are dropped rather than refused', () => {
		const f: PuzzleFilters = { theme: 'threat', difficulty: 2, status: 'unsolved' };
		expect(filterQuery(f)).toBe('?theme=threat&difficulty=2&status=unsolved');
		expect(parseFilters(filterQuery(f))).toEqual(f);
		expect(filterQuery(NO_FILTERS)).toBe('');
		expect(parseFilters('?theme=toString&difficulty=9&status=__proto__')).toEqual(NO_FILTERS);
		expect(parseFilters('?difficulty=1.5')).toEqual(NO_FILTERS);
		expect(parseFilters(new URLSearchParams('status=failed'))).toEqual({ ...NO_FILTERS, status: 'failed' });
	});

	it('"unsolved" includes puzzles never tried', () => {
		const p = { themes: ['threat'], difficulty: 1 };
		expect(matchesFilters(p, { ...NO_FILTERS, status: 'unsolved' }, undefined)).toBe(true);
		expect(matchesFilters(p, { ...NO_FILTERS, status: 'unsolved' }, 'failed')).toBe(true);
		expect(matchesFilters(p, { ...NO_FILTERS, status: 'unsolved' }, 'solved')).toBe(false);
		expect(matchesFilters(p, { ...NO_FILTERS, status: 'failed' }, undefined)).toBe(false);
		expect(matchesFilters(p, { ...NO_FILTERS, theme: 'block' }, undefined)).toBe(false);
	});

	it('reads the query the list writes, anything unknown as "all"', () => {
		const f = parseFilters(new URLSearchParams('theme=sacrifice&difficulty=2&status=failed'));
		expect(f).toEqual({ theme: 'sacrifice', difficulty: 2, status: 'failed' });
		expect(filterQuery(f)).toBe('?theme=sacrifice&difficulty=2&status=failed');
		expect(parseFilters(new URLSearchParams('difficulty=9&status=lost'))).toEqual(NO_FILTERS);
		expect(parseFilters('?theme=no-such-theme')).toEqual(NO_FILTERS);
	});

	it('kind is theme and difficulty only; status is the latest result', () => {
		const p = { themes: ['sacrifice'], difficulty: 2 };
		const f: PuzzleFilters = { theme: 'sacrifice', difficulty: 2, status: 'failed' };
		expect(matchesKind(p, f)).toBe(true);
		expect(matchesKind(p, { ...f, difficulty: 3 })).toBe(false);
		expect(matchesKind(p, { ...f, theme: 'threat' })).toBe(false);
		expect(matchesStatus('', 'solved')).toBe(true);
		expect(matchesStatus('solved', undefined)).toBe(false);
		expect(matchesFilters(p, f, 'failed')).toBe(true);
		expect(matchesFilters(p, f, 'solved')).toBe(false);
	});
});
