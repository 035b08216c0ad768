import { describe, expect, it } from 'vitest';
import { legalMoves, makeFen, moveToString, type Aim, type Position } from '$lib/engine';
import { fen } from '$lib/engine/internal';
import { runTask } from '$lib/solver/tasks';
import type { MoveOracle } from '$lib/opponent/oracle';
import { PlayOutController } from './controller.svelte';
import { engineMoveOracle } from './move-oracle';
import { runEngineTask } from '$lib/engine-player/tasks';
import type { EngineTask } from '$lib/engine-player/protocol';

const oracle: MoveOracle = {
	async bestMove(position: Position, aim: Aim) {
		const a = runTask({ kind: 'heuristic-move', fen: makeFen(position), options: { aim, maxMoves: 8, timeoutMs: 2000 } });
		return { move: a.move, proved: a.proved };
	}
};

describe('the play-out', () => {
	it('a play-out ends by the rules, with take-back', async () => {
		const p = new PlayOutController(fen('W:Wc3:Bb6,h8'), 'giveaway', 'white', 8, oracle, 0);
		const first = legalMoves(p.position)[0];
		await p.play(first);
		expect(p.game.length).toBe(2);
		p.takeBack();
		expect(p.game.length).toBe(0);
		// Play on until the game ends: it must end (giveaway), with a reason.
		for (let i = 0; i < 40 && !p.outcome; i++) await p.play(legalMoves(p.position)[0]);
		expect(p.outcome).not.toBeNull();
		expect(['no-pieces', 'blocked', 'threefold-repetition', 'kings-only', 'three-kings']).toContain(p.outcome!.reason);
	});

	it('a disposed play-out answers nothing more, and its pause is cancelled', async () => {
		const p = new PlayOutController(fen('W:Wc3:Bb6,h8'), 'giveaway', 'white', 8, oracle, 60_000);
		const played = p.play(legalMoves(p.position)[0]);
		expect(p.thinking).toBe(true);
		p.dispose();
		await played;
		expect(p.game.length).toBe(1);
		expect(p.thinking).toBe(false);
	});

	it('resigning ends the game for the app, with the words and the PDN saying so; a resumed game replays its moves', async () => {
		const p = new PlayOutController(fen('W:Wc3:Bb6,h8'), 'giveaway', 'white', 3, oracle, 0);
		await p.play(legalMoves(p.position)[0]);
		let changes = 0;
		p.onchange = () => changes++;
		p.resign();
		expect(p.outcome).toEqual({ result: 'black', reason: 'resigned' });
		expect(p.winner).toBe('app');
		expect(p.canTakeBack).toBe(false);
		expect(changes).toBe(1);
		expect(p.pdn()).toMatch(/\[Termination "resigned"\]/);
		expect(p.pdn()).toMatch(/0-2\s*$/);
		const again = new PlayOutController(p.start, 'giveaway', 'white', 3, oracle, 0, p.moves);
		expect(again.moves).toEqual(p.moves);
	});

	it('the engine oracle asks the engine at the level chosen, with the game so far', async () => {
		const asked: EngineTask[] = [];
		const engine = {
			async request(task: EngineTask) {
				asked.push(task);
				return runEngineTask(task);
			}
		};
		const p = new PlayOutController(fen('W:Wc3,e3:Bb6,h8'), 'giveaway', 'white', 2, engineMoveOracle(engine, oracle, { movetimeMs: 50 }), 0);
		await p.play(legalMoves(p.position)[0]);
		expect(asked).toHaveLength(1);
		expect(asked[0].options).toMatchObject({ level: 2, movetimeMs: 50 });
		expect(asked[0].game).toEqual({ start: makeFen(p.start), moves: [moveToString(p.moves[0])] });
		expect(p.game.length).toBe(2);
	});
});
