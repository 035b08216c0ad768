/**
 * "Guess the move" in a study, as a question for the one judge
 * ($lib/puzzle/judge): the book move is right and stands on its own; in a
 * giveaway study the solver judges any other move; in a game of ordinary
 * checkers there is nothing to prove, and another move is only "not what
 * was played".
 */
import type { Aim, Move, Position } from '$lib/engine';
import type { Judgement, MoveTest } from '$lib/puzzle/judge';
import type { Outcome } from '$lib/progress/types';

/** Largest win the solver looks for when judging an answer. */
export const QUIZ_MAX_MOVES = 20;

export function quizTest(position: Position, aim: Aim, book: Move, move: Move): MoveTest {
	return { position, aim, move, expected: book, reply: null, needsReply: false, winIn: null, maxMoves: aim === 'giveaway' ? QUIZ_MAX_MOVES : null };
}

/**
 * What an answer counts for in progress; null when nothing was proved
 * against it. A move after which neither side wins within the bound counts
 * for nothing too: a study's book move need not be a forced win itself.
 */
export function quizResult(j: Judgement): Outcome | null {
	if (j.kind === 'correct') return 'solved';
	if (j.kind === 'unproved' || j.kind === 'no-win') return null;
	return 'failed';
}
