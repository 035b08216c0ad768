/** The training dashboard over a real (in-memory) store: what it reads, and the "practise this" links it makes. */
import { describe, expect, it } from 'vitest';
import type { PuzzleSummary } from '$lib/bank/data-files';
import { freshStore, jan } from '$lib/progress/testing';
import type { ProgressStore } from '$lib/progress';
import { INITIAL_RATING } from '$lib/training/rating';
import { puzzleRating } from '$lib/training/puzzle-rating';
import type { StreakRun } from '$lib/training/streak';
import { startStorm } from '$lib/training/storm';
import { TrainingDashboard, type DashboardDeps } from './dashboard.svelte';

const bank: PuzzleSummary[] = [];
for (let k = 1; k <= 6; k++) {
	bank.push({ id: `t${k}`, n: 2, difficulty: 1 + (k % 3), themes: ['threat'], shard: 's' });
	bank.push({ id: `s${k}`, n: 2, difficulty: 1 + (k % 3), themes: ['sacrifice'], shard: 's' });
}
const summary = (id: string) => bank.find((p) => p.id === id)!;

const deps = (store: ProgressStore | null, random = () => 0): DashboardDeps => ({ index: async () => bank, store: async () => store, random });

async function rated(store: ProgressStore, id: string, result: 'solved' | 'failed', day: number) {
	await store.recordAttempt({
		puzzleId: id,
		result,
		timeMs: 10_000,
		moves: [],
		hintUsed: false,
		daily: false,
		at: jan(day),
		rated: { puzzleRating: puzzleRating(summary(id)) }
	});
}

function streak(score: number, at: number): StreakRun {
	return { kind: 'streak', puzzles: ['a', 'b', 'c', 'd', 'e', 'f'], index: score, score, skipUsed: false, state: 'over', startedAt: at, endedAt: at + 60_000 };
}

describe('the training dashboard', () => {
	it('reads the rating, its history, performance by theme and the bests of the runs', async () => {
		const { store } = await freshStore();
		for (const [k, id] of ['t1', 't2', 't3'].entries()) await rated(store, id, 'failed', 2 + k);
		for (const [k, id] of ['s1', 's2', 's3'].entries()) await rated(store, id, 'solved', 6 + k);
		await store.finishRun(streak(4, jan(10)));
		await store.finishRun(streak(2, jan(11)));
		await store.finishRun({
			...startStorm([{ id: 'x', n: 1, difficulty: 1, themes: [] }], () => 0, jan(12)),
			score: 7,
			state: 'over',
			endedAt: jan(12) + 180_000
		});

		const d = new TrainingDashboard(deps(store));
		await d.load();
		expect(d.loaded).toBe(true);
		expect(d.player).toEqual(await store.playerRating());
		expect(d.history).toHaveLength(6);
		expect(d.themes.map((th) => th.theme)).toEqual(['threat', 'sacrifice']);
		expect(d.themes[0]).toMatchObject({ tries: 3, solved: 0 });
		expect(d.themes[0].delta).toBeLessThan(0);
		expect(d.themes[1].delta).toBeGreaterThan(0);
		expect(d.bestOf('streak')).toBe(4);
		expect(d.bestOf('storm')).toBe(7);
	});

	it('each weakest theme links to a puzzle of it not solved yet, with the theme as the filter', async () => {
		const { store } = await freshStore();
		for (const [k, id] of ['t1', 't2', 't3'].entries()) await rated(store, id, 'failed', 2 + k);
		// t3 was solved on a later (casual) try: its latest result is a solve, so it is not offered.
		await store.recordAttempt({ puzzleId: 't3', result: 'solved', timeMs: 1, moves: [], hintUsed: false, daily: false, at: jan(9) });
		for (const r of [0, 0.3, 0.6, 0.99]) {
			const d = new TrainingDashboard(deps(store, () => r));
			await d.load();
			expect(d.weakest.map((w) => w.theme)).toEqual(['threat']);
			const m = /^\/puzzles\/(\w+)\?theme=threat$/.exec(d.weakest[0].href);
			expect(m).not.toBeNull();
			expect(summary(m![1]).themes).toContain('threat');
			expect(m![1]).not.toBe('t3');
		}
	});

	it('without a store: the starting figures, and loaded all the same', async () => {
		const d = new TrainingDashboard(deps(null));
		await d.load();
		expect(d.loaded).toBe(true);
		expect(d.player).toEqual(INITIAL_RATING);
		expect(d.history).toEqual([]);
		expect(d.bestOf('streak')).toBe(0);
	});

	it('without the bank index: no themes, the rating and runs still read', async () => {
		const { store } = await freshStore();
		await rated(store, 't1', 'solved', 2);
		await store.finishRun(streak(3, jan(10)));
		const d = new TrainingDashboard({ index: async () => Promise.reject(new Error('offline')), store: async () => store });
		await d.load();
		expect(d.themes).toEqual([]);
		expect(d.history).toHaveLength(1);
		expect(d.bestOf('streak')).toBe(3);
	});
});
