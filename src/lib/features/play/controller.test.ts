import { describe, expect, it } from 'vitest';
import { legalMoves, makeFen, type Aim, type Position } from '$lib/engine';
import { runTask } from '$lib/solver/tasks';
import type { MoveOracle } from '$lib/opponent/oracle';
import type { PlayedGame } from '$lib/progress';
import { PlayController, type GamesLink } from './controller.svelte';

const oracle: MoveOracle = {
	async bestMove(position: Position, aim: Aim) {
		const a = runTask({ kind: 'heuristic-move', fen: makeFen(position), options: { aim, maxMoves: 6, timeoutMs: 1000 } });
		return { move: a.move, proved: a.proved };
	}
};

function memoryLink(): GamesLink & { rows: Map<string, PlayedGame> } {
	const rows = new Map<string, PlayedGame>();
	return {
		rows,
		games: async () => [...rows.values()].sort((a, b) => b.at - a.at),
		saveGame: async (g) => (rows.set(g.id, structuredClone(g)), true),
		removeGame: async (id) => rows.delete(id)
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
});
