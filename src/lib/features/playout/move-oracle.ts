/**
 * The strong opponent's oracle in the app: the solver worker's
 * `heuristic-move` task (a proved best move when the search finds one in
 * time, else the mobility heuristic's choice). If the worker fails, the
 * casual move keeps the game going; a cancelled request stays cancelled.
 */
import type { Aim, Position } from '$lib/engine';
import { makeFen } from '$lib/engine';
import { SolverCancelled, type SolverClient } from '$lib/solver/client';
import { casualMove, type MoveOracle } from '$lib/play/opponent';

/** Short enough for a game's rhythm on a phone. */
export const PLAY_LIMITS = { maxMoves: 12, timeoutMs: 3000 } as const;

export function workerMoveOracle(client: Pick<SolverClient, 'request'>, limits: { maxMoves: number; timeoutMs: number } = PLAY_LIMITS): MoveOracle {
	return {
		async bestMove(position: Position, aim: Aim) {
			try {
				const answer = await client.request({ kind: 'heuristic-move', fen: makeFen(position), options: { aim, ...limits } });
				return { move: answer.move, proved: answer.proved };
			} catch (e) {
				if (e instanceof SolverCancelled) throw e;
				return { move: casualMove(position, aim), proved: false };
			}
		}
	};
}
