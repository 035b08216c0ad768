import { describe, expect, it } from 'vitest';
import { legalMoves, applyMove, type Aim, type Position } from '$lib/engine';
import { fen } from '$lib/engine/testing';
import { runTask } from '$lib/solver/tasks';
import { makeFen } from '$lib/engine';
import { casualMove, opponentMove, type MoveOracle } from './opponent';
import { PlayOut } from './playout.svelte';

const oracle: MoveOracle = {
	async bestMove(position: Position, aim: Aim) {
		const a = runTask({ kind: 'heuristic-move', fen: makeFen(position), options: { aim, maxMoves: 8, timeoutMs: 2000 } });
		return { move: a.move, proved: a.proved };
	}
};

describe('the app as opponent', () => {
	it('casual play never hands over an immediate giveaway win when it can avoid it', () => {
		const pos = fen('W:Wa1,e3:Bd6,h8');
		for (let i = 0; i < 20; i++) {
			const m = casualMove(pos, 'giveaway', () => i / 20)!;
			expect(legalMoves(applyMove(pos, m)).length).toBeGreaterThan(0);
		}
	});

	it('strong play takes a proved win', async () => {
		// Black to move gives its last man away: a win in 1.
		const pos = fen('B:Wc3,e3:Bd6');
		const r = await opponentMove(pos, 'giveaway', 'strong', oracle);
		expect(r.proved).toBe(true);
		expect(r.move).not.toBeNull();
	});

	it('a play-out ends by the rules, with take-back', async () => {
		const p = new PlayOut(fen('W:Wc3:Bb6,h8'), 'giveaway', 'white', 'strong', oracle);
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
});
