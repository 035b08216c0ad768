import { describe, expect, it } from 'vitest';
import { legalMoves, makeFen, type Aim, type Position } from '$lib/engine';
import { runTask } from '$lib/solver/tasks';
import type { MoveOracle } from '$lib/opponent/oracle';
import type { PlayedGame } from '$lib/progress';
import { PlayController, type GamesLink } from './controller.svelte';
import { freeLock, type RunLock } from '$lib/app/tab-lock';

const oracle: MoveOracle = {
	async bestMove(position: Position, aim: Aim) {
		const a = runTask({ kind: 'heuristic-move', fen: makeFen(position), options: { aim, maxMoves: 6, timeoutMs: 1000 } });
		return { move: a.move, proved: a.proved };
	}
};

/** The store's rules for games (progress/store.ts saveGame, claimGame) over a map. */
function memoryLink(): GamesLink & { rows: Map<string, PlayedGame> } {
	const rows = new Map<string, PlayedGame>();
	return {
		rows,
		games: async () => [...rows.values()].sort((a, b) => b.at - a.at),
		saveGame: async (g) => {
			const stored = rows.get(g.id);
			if (stored?.result) return 'finished';
			if (stored?.owner && g.owner && stored.owner !== g.owner) return 'elsewhere';
			if (stored && (stored.step ?? -1) >= (g.step ?? 0)) return 'stale';
			rows.set(g.id, structuredClone(g));
			return 'saved';
		},
		claimGame: async (id, owner) => {
			const stored = rows.get(id);
			if (!stored || stored.result) return stored ?? null;
			stored.owner = owner;
			return structuredClone(stored);
		},
		removeGame: async (id) => rows.delete(id)
	};
}

/** Web Locks shared by the tabs of a test: a lock held elsewhere is refused unless stolen, and its holder is told. */
function sharedLocks(): (id: string) => RunLock {
	const held = new Map<string, { token: object; onLost: () => void }>();
	return (id) => {
		const token = {};
		return {
			get held() {
				return held.get(id)?.token === token;
			},
			async acquire(steal, onLost) {
				const other = held.get(id);
				if (other && other.token !== token) {
					if (!steal) return false;
					other.onLost();
				}
				held.set(id, { token, onLost });
				return true;
			},
			release() {
				if (held.get(id)?.token === token) held.delete(id);
			}
		};
	};
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a game against the app', () => {
	it('is saved after every move, resumed by a new page, and kept with its result when over', async () => {
		let clock = 1_000;
		const link = memoryLink();
		const first = new PlayController(
			link,
			() => oracle,
			() => clock,
			0
		);
		first.setFen('W:Wc3,e3:Bb6,h8');
		first.level = 3;
		first.begin();
		const s = first.session!;
		clock += 10;
		await s.play(legalMoves(s.position)[0]);
		await settle();
		const stored = [...link.rows.values()];
		expect(stored).toHaveLength(1);
		expect(stored[0]).toMatchObject({ level: 3, color: 'white', fen: 'W:Wc3,e3:Bb6,h8', result: null });
		expect(stored[0].moves).toHaveLength(2);
		first.dispose();

		const second = new PlayController(
			link,
			() => oracle,
			() => clock,
			0
		);
		await second.resume();
		expect(second.resumed).toBe(true);
		expect(second.session?.moves.length).toBe(2);
		expect(second.level).toBe(3);
		second.session!.resign();
		await settle();
		expect([...link.rows.values()][0]).toMatchObject({ result: 'resigned', reason: 'resigned' });
		expect(second.saved).toBe(true);
		second.dispose();
	});

	it('a bad FEN is said and the opening position kept; leaving an unfinished game drops it', async () => {
		const link = memoryLink();
		const c = new PlayController(
			link,
			() => oracle,
			() => 5,
			0
		);
		c.setFen('not a position');
		expect(c.fenError).toMatch(/cannot be played/);
		expect(makeFen(c.start)).toMatch(/^W:W/);
		c.begin();
		await settle();
		expect(link.rows.size).toBe(1);
		c.newGame();
		await settle();
		expect(link.rows.size).toBe(0);
		expect(c.session).toBeNull();
		c.dispose();
	});

	it('two tabs on one game without locks (the store alone): after one resigns, a move in the other changes nothing, and it says where the game ended', async () => {
		let clock = 1_000;
		const link = memoryLink();
		const tab = (owner: string) =>
			new PlayController(
				link,
				() => oracle,
				() => clock,
				0,
				{ owner, lock: () => freeLock() }
			);
		const a = tab('tab-a');
		a.setFen('W:Wc3,e3:Bb6,h8');
		a.begin();
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		const b = tab('tab-b');
		await b.resume();
		expect(b.session?.moves).toHaveLength(2);
		b.session!.resign();
		await settle();
		expect([...link.rows.values()][0]).toMatchObject({ result: 'resigned' });
		// The first tab still shows the game in progress: its move is refused, the game stays resigned, and the tab says so.
		clock += 10;
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		await settle();
		expect([...link.rows.values()][0]).toMatchObject({ result: 'resigned', owner: 'tab-b' });
		expect([...link.rows.values()][0].moves).toHaveLength(2);
		expect(a.session).toBeNull();
		expect(a.endedElsewhere).toMatchObject({ result: 'resigned' });
		a.dispose();
		b.dispose();
	});

	it('two tabs with locks: one plays, the other says the game is elsewhere and can take it over (the first then says so)', async () => {
		const link = memoryLink();
		const lock = sharedLocks();
		const tab = (owner: string) =>
			new PlayController(
				link,
				() => oracle,
				() => 1_000,
				0,
				{ owner, lock }
			);
		const a = tab('tab-a');
		a.begin();
		await settle();
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		const b = tab('tab-b');
		await b.resume();
		expect(b.session).toBeNull();
		expect(b.elsewhere).toBe(true);
		await b.takeOver();
		expect(b.elsewhere).toBe(false);
		expect(b.session?.moves).toHaveLength(2);
		expect(a.elsewhere).toBe(true);
		expect(a.session).toBeNull();
		expect([...link.rows.values()][0].owner).toBe('tab-b');
		a.dispose();
		b.dispose();
	});
});
