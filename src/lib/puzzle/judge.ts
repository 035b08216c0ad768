/**
 * Judging a move in a puzzle (the counterpart of lichess's moveTest, but
 * exact): a move on the stored line is answered from the line; any other
 * move is put to the solver, and is accepted whenever it keeps a forced
 * win, however it differs from the stored solution.
 */
import { applyMove, legalMoves, makeFen, sameMove, type Aim, type Move, type Position, parseMove } from '$lib/engine';
import type { Verdict } from '$lib/solver/solve';

/** What the page needs from the solver (the worker in the app, in-process in tests). */
export interface Oracle {
	solve(fen: string, aim: Aim, maxMoves: number): Promise<{ verdict: Verdict; line: Move[] }>;
}

export type Judgement =
	/** The move keeps a forced win in `winIn` more moves; `reply` is the opponent's longest defence (null: game over). */
	| { kind: 'correct'; winIn: number; reply: Move | null; onLine: boolean }
	/** The move throws the win away: `refutation` is the opponent's best play from there. */
	| { kind: 'wrong'; refutation: Move[]; opponentWinsIn: number | null }
	/** The solver could not prove either way within its bound. */
	| { kind: 'unproved' };

/** Moves beyond the remaining bound a slower win may take and still count. */
export const SLACK = 6;

export interface JudgeInput {
	position: Position;
	aim: Aim;
	move: Move;
	/** The stored solution and how far into it we are, while still on it. */
	solution: readonly string[] | null;
	ply: number;
	/** Moves the user still needed before this move (its bound). */
	remaining: number;
}

function storedMove(pos: Position, text: string | undefined): Move | null {
	if (!text) return null;
	const r = parseMove(pos, text);
	return r.ok ? r.value : null;
}

export async function judgeMove(input: JudgeInput, oracle: Oracle): Promise<Judgement> {
	const { position, aim, move, solution, ply, remaining } = input;
	const after = applyMove(position, move);
	const replies = legalMoves(after);
	if (replies.length === 0) {
		// The opponent is out of moves: in giveaway that is their win.
		if (aim === 'giveaway') return { kind: 'wrong', refutation: [], opponentWinsIn: 0 };
		return { kind: 'correct', winIn: 1, reply: null, onLine: false };
	}
	const expected = solution ? storedMove(position, solution[ply]) : null;
	if (expected && sameMove(expected, move)) {
		const reply = storedMove(after, solution![ply + 1]);
		if (reply) return { kind: 'correct', winIn: remaining, reply, onLine: true };
	}
	// Off the stored line: the opponent's verdict after our move decides.
	const r = await oracle.solve(makeFen(after), aim, remaining - 1 + SLACK);
	if (r.verdict.kind === 'loss') return { kind: 'correct', winIn: r.verdict.n, reply: r.line[0] ?? replies[0], onLine: false };
	if (r.verdict.kind === 'win') return { kind: 'wrong', refutation: r.line, opponentWinsIn: r.verdict.n };
	return { kind: 'unproved' };
}
