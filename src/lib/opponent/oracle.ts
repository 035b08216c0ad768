/**
 * The app as an opponent in a game (on /play and in the analysis board's
 * play-out): what a game asks it for a move (`MoveOracle`; the page answers
 * with the engine worker at a level, or the solver's heuristic for ordinary
 * checkers: features/game-vs-app/move-oracle.ts), and the casual move it
 * falls back on when a worker fails.
 */
import { legalMoves, applyMove, countMoves, MoveList, type Aim, type Move, type Position } from '$lib/engine';

/** A game so far: its start and its moves. */
export interface GameSoFar {
	start: Position;
	moves: readonly Move[];
}

/** How a game asks the app for its move (a worker in the app). */
export interface MoveOracle {
	/**
	 * `level` 1-8; `game`: the game that led to `position` (the engine's draw
	 * rules: repetition, 15 king-only moves); `movetimeMs`: the time the
	 * clock leaves it for this move (a timed game on /play).
	 */
	bestMove(position: Position, aim: Aim, context?: { level: number; game: GameSoFar; movetimeMs?: number }): Promise<{ move: Move | null; proved: boolean }>;
}

const scratch = new MoveList();

/** Mobility score of a move: our options after the reply that hurts most, minus theirs. */
function score(pos: Position, m: Move, aim: Aim): number {
	const after = applyMove(pos, m);
	const replies = legalMoves(after);
	if (replies.length === 0) return aim === 'giveaway' ? -1e6 : 1e6;
	let worst = Infinity;
	for (const r of replies) {
		const next = applyMove(after, r);
		const ours = countMoves(next.white, next.black, next.kings, next.whiteToMove, scratch);
		worst = Math.min(worst, ours === 0 ? (aim === 'giveaway' ? 1e5 : -1e5) : ours);
	}
	return worst - 2 * replies.length;
}

/**
 * A casual move: among the moves that do not hand the opponent an
 * immediate win, one of the better half by mobility, chosen by `random`.
 */
export function casualMove(pos: Position, aim: Aim, random: () => number = Math.random): Move | null {
	const moves = legalMoves(pos);
	if (!moves.length) return null;
	const scored = moves.map((m) => ({ m, s: score(pos, m, aim) })).sort((a, b) => b.s - a.s);
	const safe = scored.filter((x) => Math.abs(x.s) < 1e5 || x.s > 0);
	const pool = (safe.length ? safe : scored).slice(0, Math.max(1, Math.ceil((safe.length || scored.length) / 2)));
	return pool[Math.floor(random() * pool.length)].m;
}
