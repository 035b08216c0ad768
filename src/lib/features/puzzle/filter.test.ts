import { describe, expect, it } from 'vitest';
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Outcome } from '$lib/progress/types';
import { NO_FILTERS } from '$lib/training/filters';
import { nextInFilter } from './filter';

const p = (id: string, themes: string[], difficulty: number): PuzzleSummary => ({
	id,
	n: 1,
	themes: themes as PuzzleSummary['themes'],
	difficulty,
	shard: 's'
});
const BANK = [p('a', ['sacrifice'], 1), p('b', ['opposition'], 2), p('c', ['sacrifice'], 2), p('d', ['opposition'], 1), p('e', ['sacrifice'], 1)];
const none = new Map<string, Outcome>();

describe('"next puzzle" within the list\'s filters', () => {
	it('"next" without a filter is the next in browsing order, round the end', () => {
		expect(nextInFilter(BANK, 'a', NO_FILTERS, none)).toBe('/puzzles/b');
		expect(nextInFilter(BANK, 'e', NO_FILTERS, none)).toBe('/puzzles/a');
	});

	it('"next" keeps to the theme and difficulty chosen, and keeps them in the address', () => {
		const f = { ...NO_FILTERS, theme: 'sacrifice' as const };
		expect(nextInFilter(BANK, 'a', f, none)).toBe('/puzzles/c?theme=sacrifice');
		expect(nextInFilter(BANK, 'c', f, none)).toBe('/puzzles/e?theme=sacrifice');
		expect(nextInFilter(BANK, 'e', f, none)).toBe('/puzzles/a?theme=sacrifice');
		expect(nextInFilter(BANK, 'a', { ...f, difficulty: 1 }, none)).toBe('/puzzles/e?theme=sacrifice&difficulty=1');
	});

	it('"next" follows the status as it is now: unsolved skips the solved, failed goes to the next failed', () => {
		const statuses = new Map<string, Outcome>([
			['b', 'solved'],
			['c', 'failed'],
			['e', 'failed']
		]);
		expect(nextInFilter(BANK, 'a', { ...NO_FILTERS, status: 'unsolved' }, statuses)).toBe('/puzzles/c?status=unsolved');
		expect(nextInFilter(BANK, 'c', { ...NO_FILTERS, status: 'failed' }, statuses)).toBe('/puzzles/e?status=failed');
		// The only puzzle left to match is the one on screen: nowhere to go.
		expect(nextInFilter(BANK, 'b', { ...NO_FILTERS, status: 'solved' }, statuses)).toBeNull();
	});
});
