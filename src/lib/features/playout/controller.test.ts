import { describe, expect, it } from 'vitest';
import { legalMoves, makeFen, type Aim, type Position } from '$lib/engine';
import { fen } from '$lib/engine/internal';
import { runTask } from '$lib/solver/tasks';
import type { MoveOracle } from '$lib/play/opponent';
import { PlayOutController } from './controller.svelte';

const oracle: MoveOracle = {
	async bestMove(position: Position, aim: Aim) {
		const a = runTask({ kind: 'heuristic-move', fen: makeFen(position), options: { aim, maxMoves: 8, timeoutMs: 2000 } });
		return { move: a.move, proved: a.proved };
	}
};

describe('the play-out', () => {
	it('a play-out ends by the rules, with take-back', async () => {
		const p = new PlayOutController(fen('W:Wc3:Bb6,h8'), 'giveaway', 'white', 'strong', oracle, 0);
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
		const p = new PlayOutController(fen('W:Wc3:Bb6,h8'), 'giveaway', 'white', 'strong', oracle, 60_000);
		const played = p.play(legalMoves(p.position)[0]);
		expect(p.thinking).toBe(true);
		p.dispose();
		await played;
		expect(p.game.length).toBe(1);
		expect(p.thinking).toBe(false);
	});
});
