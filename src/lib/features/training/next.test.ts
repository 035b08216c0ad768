/** "Next near my level" over a real (in-memory) store: the rating, the results and the setting it reads, the filters it keeps. */
import { describe, expect, it } from 'vitest';
import type { PuzzleSummary } from '$lib/bank/data-files';
import { freshStore, jan } from '$lib/progress/testing';
import type { ProgressStore } from '$lib/progress';
import { puzzleRating } from '$lib/training/puzzle-rating';
import { NextNear, type NextNearDeps } from './next.svelte';

/** Difficulty 1..5 x length 1..3, themes alternating; one lesson puzzle near every rating. */
const bank: PuzzleSummary[] = [];
for (let d = 1; d <= 5; d++)
	for (let n = 1; n <= 3; n++) bank.push({ id: `p${d}${n}`, difficulty: d, n, themes: n % 2 ? ['threat'] : ['sacrifice'], shard: 's' });
bank.push({ id: 'lesson', difficulty: 3, n: 2, themes: ['lesson'], shard: 's' });
const ratingOf = (id: string) => puzzleRating(bank.find((p) => p.id === id)!);

function deps(store: ProgressStore | null, saved: unknown[] = []): NextNearDeps {
	return {
		index: async () => bank,
		store: async () => store,
		writes: { saveSettings: async (patch) => (saved.push(patch), store ? (await store.setSettings(patch, jan(5)), true) : true) },
		// Always the nearest (ties by id): the choice is exact.
		random: () => 0
	};
}

/** The nearest puzzle to `target` among `ids` (what `random: () => 0` picks). */
const nearest = (ids: string[], target: number) =>
	[...ids].sort((a, b) => Math.abs(ratingOf(a) - target) - Math.abs(ratingOf(b) - target) || (a < b ? -1 : 1))[0];

describe('next near my level', () => {
	it("picks the puzzle nearest the rating, never the one on screen nor a lesson; the list's difficulty does not hold, and it says so", async () => {
		const { store } = await freshStore();
		const all = bank.filter((p) => p.id !== 'lesson').map((p) => p.id);
		const here = nearest(all, 1500);
		const next = new NextNear(here, '?difficulty=5', deps(store));
		await next.load();
		expect(next.ready).toBe(true);
		// Near 1500 whatever the list's "difficulty 5" (puzzles rated 1900 and up).
		expect(next.nextId).toBe(
			nearest(
				all.filter((id) => id !== here),
				1500
			)
		);
		expect(bank.find((p) => p.id === next.nextId)!.difficulty).toBeLessThan(5);
		expect(next.href).toBe(`/puzzles/${next.nextId}`);
		expect(next.ignoresDifficulty).toBe(true);
		expect(new NextNear(here, '?theme=threat', deps(store)).ignoresDifficulty).toBe(false);
		expect(next.themes).not.toContain('lesson');
	});

	it('passes over puzzles solved, not those failed', async () => {
		const { store } = await freshStore();
		const ids = bank.filter((p) => p.id !== 'lesson').map((p) => p.id);
		const best = nearest(ids, 1500);
		await store.recordAttempt({ puzzleId: best, result: 'solved', timeMs: 1, moves: [], hintUsed: false, daily: false, at: jan(4) });
		const next = new NextNear('none', '', deps(store));
		await next.load();
		expect(next.nextId).toBe(
			nearest(
				ids.filter((id) => id !== best),
				1500
			)
		);

		const { store: other } = await freshStore();
		await other.recordAttempt({ puzzleId: best, result: 'failed', timeMs: 1, moves: [], hintUsed: false, daily: false, at: jan(4) });
		const again = new NextNear('none', '', deps(other));
		await again.load();
		expect(again.nextId).toBe(best);
	});

	it('follows the saved level, and a new level is saved and chosen by', async () => {
		const { store } = await freshStore();
		await store.setSettings({ training: { level: 'harder' } }, jan(4));
		const saved: unknown[] = [];
		const next = new NextNear('none', '', deps(store, saved));
		await next.load();
		expect(next.level).toBe('harder');
		const harder = next.nextId!;
		next.setLevel('easier');
		expect(saved).toEqual([{ training: { level: 'easier' } }]);
		expect(ratingOf(next.nextId!)).toBeLessThan(ratingOf(harder));
	});

	it('the theme the list had holds; a theme chosen here replaces it, and only the theme goes into the link', async () => {
		const kept = new NextNear('none', '?theme=threat&difficulty=2', deps(null));
		await kept.load();
		expect(bank.find((p) => p.id === kept.nextId)!.themes).toContain('threat');
		expect(kept.href).toBe(`/puzzles/${kept.nextId}?theme=threat`);
		const next = new NextNear('none', '?difficulty=2&status=unsolved', deps(null));
		await next.load();
		next.setTheme('sacrifice');
		expect(bank.find((p) => p.id === next.nextId)!.themes).toContain('sacrifice');
		expect(next.href).toBe(`/puzzles/${next.nextId}?theme=sacrifice`);
	});

	it('none left within the filters: no link', async () => {
		const next = new NextNear('none', '?theme=constriction', deps(null));
		await next.load();
		expect(next.nextId).toBeNull();
		expect(next.href).toBeNull();
	});
});
