import { describe, expect, it } from 'vitest';
import { legalMoves, applyMove, type Aim, type Position, makeFen } from '$lib/engine';
import { fen } from '$lib/engine/internal';
import { runTask } from '$lib/solver/tasks';
import { casualMove, opponentMove, type MoveOracle } from './opponent';

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
});
