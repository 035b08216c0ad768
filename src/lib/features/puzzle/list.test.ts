import { describe, expect, it } from 'vitest';
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Outcome } from '$lib/progress/types';
import { PUZZLE_LIST_PAGE, PuzzleListController } from './list.svelte';

const summary = (i: number): PuzzleSummary => ({
	id: `p${i}`,
	n: 2,
	themes: i % 2 ? ['threat'] : ['constriction'],
	difficulty: 1 + (i % 3),
	shard: 's'
});
const bank = Array.from({ length: 100 }, (_, i) => summary(i));

function list(results: [string, Outcome][] = [], index: () => Promise<readonly PuzzleSummary[]> = async () => bank) {
	return new PuzzleListController({ index, statuses: async (ids) => new Map(results.filter(([id]) => ids.includes(id))) });
}

describe('the puzzle list (moved from routes/puzzles/+page.svelte)', () => {
	it("reads the address's filters, then the index and the results; the quick links follow the kind filters", async () => {
		const l = list([
			['p1', 'solved'],
			['p3', 'failed'],
			['p7', 'failed']
		]);
		await l.open('?theme=threat&status=unsolved');
		expect(l.theme).toBe('threat');
		expect(l.status).toBe('unsolved');
		expect(l.filtered).toHaveLength(50);
		// Unsolved includes the failed ones.
		expect(l.shown).toHaveLength(49);
		expect(l.visible).toHaveLength(PUZZLE_LIST_PAGE);
		expect(l.nextUnsolved?.id).toBe('p5');
		expect(l.failedOnes.map((p) => p.id)).toEqual(['p3', 'p7']);
		expect(l.query).toBe('?theme=threat&status=unsolved');
		expect(l.queryWith('failed')).toBe('?theme=threat&status=failed');
		expect(l.themesInBank).toEqual(['threat', 'constriction']);
	});

	it('"show more" adds a page; a changed filter starts again at the first page and gives the new query', async () => {
		const l = list();
		await l.open('');
		expect(l.visible).toHaveLength(PUZZLE_LIST_PAGE);
		l.showMore();
		expect(l.visible).toHaveLength(2 * PUZZLE_LIST_PAGE);
		l.difficulty = 2;
		expect(l.filtersChanged()).toBe('?difficulty=2');
		expect(l.limit).toBe(PUZZLE_LIST_PAGE);
		expect(l.shown.every((p) => p.difficulty === 2)).toBe(true);
	});

	it('an index that cannot be read says so; results that cannot be read leave the list unmarked', async () => {
		const broken = list([], () => Promise.reject(new Error('offline')));
		await broken.open('');
		expect(broken.failed).toBe(true);
		expect(broken.puzzles).toBeNull();
		const unmarked = new PuzzleListController({ index: async () => bank, statuses: () => Promise.reject(new Error('no store')) });
		await unmarked.open('');
		expect(unmarked.failed).toBe(false);
		expect(unmarked.statuses.size).toBe(0);
	});
});
