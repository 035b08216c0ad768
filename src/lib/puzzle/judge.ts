/**
 * The one judge of a user's move, for puzzles, 12 against 1 and study quizzes
 * (lichess's moveTest, but exact). The move the stored line expects is right
 * and is answered from the line. Any other move is put to the solver and is
 * right whenever it still wins, however it differs from the stored one; a
 * move that lets the opponent win is wrong, with the opponent's best play as
 * its refutation. A move the solver searched to the end of its bound without
 * finding a win for either side is proved not to win within that bound: it
 * lets the win slip (a puzzle's bound is its N plus a margin, so a win that
 * much slower is no answer). Only a search cut short proves nothing.
 */
import { applyMove, legalMoves, makeFen, sameMove, type Aim, type Move, type Position } from '$lib/engine';
import type { SolveOracle } from '$lib/solver/oracle';

export type { SolveOracle };

/**
 * In a puzzle, the moves beyond the remaining ones that a slower win may
 * take and still count; a move that does not win within them is a mistake.
 */
export const SLACK = 6;

/** The judge's bound for a move of a puzzle that needs `remaining` more moves (this one included). */
export const puzzleBound = (remaining: number): number => remaining - 1 + SLACK;

export type Judgement =
	/**
	 * The move keeps a forced win. `onLine`: it is the stored line's move.
	 * `winIn`: the moves the mover still needs (null when the line does not
	 * say); `reply`: the opponent's answer (the line's, else the longest
	 * defence; null when the game is over or nobody needs one).
	 */
	| { kind: 'correct'; onLine: boolean; winIn: number | null; reply: Move | null }
	/** The move throws the win away: the opponent wins in `opponentWinsIn` (0: left without a move), `refutation` is their best play. */
	| { kind: 'wrong'; opponentWinsIn: number; refutation: Move[] }
	/** Proved: the move does not win within `within` moves (and the opponent has no forced win within them either). */
	| { kind: 'no-win'; within: number }
	/** The solver's time ran out before it proved anything. */
	| { kind: 'unproved' }
	/** Off the line where nothing is to be proved (an ordinary-checkers game): only "not what was played". */
	| { kind: 'not-judged' };

export interface MoveTest {
	position: Position;
	aim: Aim;
	move: Move;
	/** The stored line's move here (the puzzle's solution, the study's book move), or null off the line. */
	expected: Move | null;
	/** The line's answer to it, or null when the line gives none. */
	reply: Move | null;
	/**
	 * A puzzle goes on with the line's answer: without one the move is judged
	 * like any other. A study's book move stands on its own.
	 */
	needsReply: boolean;
	/** The moves the mover needs along the line, reported for a move on it. */
	winIn: number | null;
	/** The largest win the solver looks for after a move off the line; null: such moves are not judged. */
	maxMoves: number | null;
}

export async function judgeMove(test: MoveTest, oracle: SolveOracle): Promise<Judgement> {
	const { position, aim, move, expected, reply } = test;
	const after = applyMove(position, move);
	const replies = legalMoves(after);
	if (expected && sameMove(expected, move) && (reply !== null || !test.needsReply)) return { kind: 'correct', onLine: true, winIn: test.winIn, reply };
	if (test.maxMoves === null) return { kind: 'not-judged' };
	if (replies.length === 0) {
		// The opponent is out of moves: in giveaway that is their win, in ordinary checkers their loss.
		if (aim === 'giveaway') return { kind: 'wrong', opponentWinsIn: 0, refutation: [] };
		return { kind: 'correct', onLine: false, winIn: 1, reply: null };
	}
	// Off the line: the opponent's verdict after the move decides.
	const r = await oracle.solve(makeFen(after), aim, test.maxMoves);
	if (r.verdict.kind === 'loss') return { kind: 'correct', onLine: false, winIn: r.verdict.n, reply: r.line[0] ?? replies[0] };
	if (r.verdict.kind === 'win') return { kind: 'wrong', opponentWinsIn: r.verdict.n, refutation: r.line };
	if (r.noResultWithin !== null && r.noResultWithin >= test.maxMoves) return { kind: 'no-win', within: test.maxMoves };
	return { kind: 'unproved' };
}
