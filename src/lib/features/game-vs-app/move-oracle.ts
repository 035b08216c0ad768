/**
 * The app's moves in a play-out and on /play: the engine worker
 * ($lib/engine-player) at the chosen level for giveaway; for the ordinary aim
 * (which the engine does not play) the solver worker's `heuristic-move`.
 * If a worker fails, the casual move keeps the game going; a cancelled
 * request stays cancelled.
 */
import type { Aim, Position } from '$lib/engine';
import { makeFen, moveToString } from '$lib/engine';
import { SolverCancelled, type SolverClient } from '$lib/solver/client';
import { EngineCancelled, type EngineClient } from '$lib/engine-player/client';
import { STRONGEST } from '$lib/engine-player/levels';
import { casualMove, type MoveOracle } from '$lib/opponent/oracle';

/** Short enough for a game's rhythm on a phone. */
export const PLAY_LIMITS = { maxMoves: 12, timeoutMs: 3000 } as const;
/** The engine's time a move in a game against the app. */
export const PLAY_MOVETIME_MS = 700;

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

/** What the page last asked the engine (exposed on the page for checks: the level a play-out uses). */
export interface EngineAsked {
	level: number;
	movetimeMs: number;
}

export function engineMoveOracle(
	engine: Pick<EngineClient, 'request'>,
	ordinary: MoveOracle,
	options: { movetimeMs?: number; onask?: (asked: EngineAsked) => void } = {}
): MoveOracle {
	const defaultMs = options.movetimeMs ?? PLAY_MOVETIME_MS;
	return {
		async bestMove(position, aim, context) {
			if (aim !== 'giveaway') return ordinary.bestMove(position, aim, context);
			const level = context?.level ?? STRONGEST;
			const movetimeMs = Math.min(context?.movetimeMs ?? defaultMs, defaultMs);
			options.onask?.({ level, movetimeMs });
			try {
				const answer = await engine.request({
					fen: makeFen(position),
					game: context ? { start: makeFen(context.game.start), moves: context.game.moves.map(moveToString) } : undefined,
					options: { level, movetimeMs, seed: context?.game.moves.length ?? 0 }
				});
				return { move: answer.move, proved: answer.source === 'solver' || answer.score.kind !== 'estimate' };
			} catch (e) {
				if (e instanceof EngineCancelled) throw e;
				return { move: casualMove(position, aim), proved: false };
			}
		}
	};
}
