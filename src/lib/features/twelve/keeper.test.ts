import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TwelveSquare } from '$lib/bank/types';
import type { ProgressStore } from '$lib/progress';
import { freshStore, jan } from '$lib/progress/testing';
import { runTask } from '$lib/solver/tasks';
import { TwelveController } from './controller.svelte';
import type { SolverPort } from '$lib/solver/client';
import { LEGACY_PREFIX, migrateLegacyGames, progressKeeper, type KeeperLink, type LegacyStorage } from './keeper';

const table = (JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as { squares: TwelveSquare[] }).squares;
const f8 = table.find((r) => r.square === 'f8')!;

function legacy(items: Record<string, string>): LegacyStorage & { items: Map<string, string> } {
	const map = new Map(Object.entries(items));
	return {
		items: map,
		get length() {
			return map.size;
		},
		key: (i) => [...map.keys()][i] ?? null,
		getItem: (k) => map.get(k) ?? null,
		removeItem: (k) => void map.delete(k)
	};
}

/** The progress link as the app has it, straight onto a store (every write stored at once). */
function linkTo(store: ProgressStore, now: () => number): KeeperLink {
	return {
		twelveGame: async (square) => (await store.twelveGame(square))?.game ?? null,
		saveTwelveGame: async (square, game, ifNone) => (await store.saveTwelveGame(square, game, now(), { ifNone }), true),
		removeTwelveGame: async (square) => (await store.removeTwelveGame(square, now()), true)
	};
}

const solver = (): SolverPort => ({ request: async (task) => runTask(task), cancel: () => {}, dispose: () => {} });

/** The first two moves of f8's proved line, as the old release saved them. */
function oldSave(): string {
	return JSON.stringify({
		square: 'f8',
		plies: f8.line.slice(0, 4).map((move, i) => ({ move, by: i % 2 ? 'app' : 'user', ...(i % 2 ? {} : { note: { kind: 'best' } }) })),
		state: 'playing',
		takeBacks: 0,
		before: null,
		winIn: f8.verdict.n - 2,
		line: f8.line.slice(4),
		estimate: f8.verdict.n - 2
	});
}

describe('12 against 1: games kept by older releases in localStorage (issue 22, item 9)', () => {
	it('are brought into the store once, resumed from there, and removed from localStorage only once stored', async () => {
		const { store } = await freshStore();
		await store.saveTwelveGame('h8', { square: 'h8', plies: [{ move: 'g3-h4', by: 'user' }] }, jan(9));
		const old = legacy({
			[`${LEGACY_PREFIX}f8`]: oldSave(),
			[`${LEGACY_PREFIX}h8`]: JSON.stringify({ square: 'h8', plies: [] }),
			[`${LEGACY_PREFIX}c5`]: '{broken',
			other: 'kept'
		});
		let t = jan(10);
		const link = linkTo(store, () => t++);
		const c = new TwelveController(table, { makeClient: solver, keeper: progressKeeper(link, old) });
		await c.choose('f8');
		expect(c.resumed).toBe(true);
		expect(c.game!.userMoves).toBe(2);
		expect([...old.items.keys()]).toEqual(['other']);
		expect((await store.twelveGame('f8'))?.game.plies).toHaveLength(4);
		// The store's own game on h8 (saved after the upgrade) is the one kept.
		expect((await store.twelveGame('h8'))?.game.plies).toHaveLength(1);
		// Play on: the game is saved to the store, not to localStorage.
		await c.play(c.game!.hint!);
		await expect.poll(async () => (await store.twelveGame('f8'))?.game.plies.length).toBe(6);
		expect([...old.items.keys()]).toEqual(['other']);
		c.dispose();
	});

	it('a game the store does not take yet stays in localStorage for the next time', async () => {
		const old = legacy({ [`${LEGACY_PREFIX}f8`]: oldSave() });
		const refusing: KeeperLink = { twelveGame: async () => null, saveTwelveGame: async () => false, removeTwelveGame: async () => false };
		expect(await migrateLegacyGames(old, refusing)).toEqual([]);
		expect(old.items.size).toBe(1);
		const { store } = await freshStore();
		expect(
			await migrateLegacyGames(
				old,
				linkTo(store, () => jan(10))
			)
		).toEqual(['f8']);
		expect(old.items.size).toBe(0);
		expect(
			await migrateLegacyGames(
				old,
				linkTo(store, () => jan(11))
			)
		).toEqual([]);
		expect((await store.twelveGames()).map((g) => [g.square, g.at])).toEqual([['f8', jan(10)]]);
	});
});
