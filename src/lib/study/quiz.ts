/**
 * Judging a quiz answer in a study: the user is asked for the study's next
 * move. The book move is right. In a giveaway study the solver is the
 * judge of anything else: a move after which the opponent is lost also
 * wins (the study then goes on with the book move), a move after which
 * the opponent wins loses, with the solver's line as its refutation. In
 * an ordinary-checkers study (a game) there is nothing to prove: the user
 * is told what was played instead.
 */
import { applyMove, legalMoves, makeFen, sameMove, type Aim, type Move, type Position } from '$lib/engine';
import type { Verdict } from '$lib/solver/solve';

/** What the quiz needs from the solver (the worker in the app, in-process in tests). */
export interface SolveOracle {
	solve(fen: string, aim: Aim, maxMoves: number): Promise<{ verdict: Verdict; line: Move[] }>;
	/** Stop the search in flight (its promise may then reject). */
	cancel?(): void;
}

export type QuizAnswer =
	| { kind: 'book' }
	/** Giveaway: the move wins too, in `winIn` moves. */
	| { kind: 'also-wins'; winIn: number }
	/** Giveaway: the opponent now wins in `opponentWinsIn` (0: left without a move); `refutation` is their best play. */
	| { kind: 'loses'; opponentWinsIn: number; refutation: Move[] }
	/** Giveaway: the solver proved neither within its limits. */
	| { kind: 'unknown' }
	/** Ordinary checkers: the game went on with the book move instead. */
	| { kind: 'not-played' };

export interface QuizQuestion {
	position: Position;
	aim: Aim;
	/** The study's next move. */
	book: Move;
}

/** Largest win the solver looks for when judging an answer. */
export const QUIZ_MAX_MOVES = 20;

export async function judgeQuizAnswer(q: QuizQuestion, move: Move, oracle: SolveOracle, maxMoves = QUIZ_MAX_MOVES): Promise<QuizAnswer> {
	if (sameMove(move, q.book)) return { kind: 'book' };
	if (q.aim !== 'giveaway') return { kind: 'not-played' };
	const after = applyMove(q.position, move);
	// Left without a move, the opponent has won.
	if (legalMoves(after).length === 0) return { kind: 'loses', opponentWinsIn: 0, refutation: [] };
	const r = await oracle.solve(makeFen(after), q.aim, maxMoves);
	if (r.verdict.kind === 'loss') return { kind: 'also-wins', winIn: r.verdict.n };
	if (r.verdict.kind === 'win') return { kind: 'loses', opponentWinsIn: r.verdict.n, refutation: r.line };
	return { kind: 'unknown' };
}

/** What an answer counts for in progress; null when nothing was proved. */
export function quizOutcome(a: QuizAnswer): 'solved' | 'failed' | null {
	if (a.kind === 'book' || a.kind === 'also-wins') return 'solved';
	if (a.kind === 'unknown') return null;
	return 'failed';
}
