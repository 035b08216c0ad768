/**
 * What a puzzle's status line says, as data (the view words it): the
 * controller sets it, and a try kept through a reload (./resume.ts) keeps it.
 */
import type { Square } from '$lib/engine';
import type { Outcome } from '$lib/progress/types';
import type { Failure } from '$lib/ui/failure/failure';

/** What the status line says, as data; the view words it. */
export type PuzzleFeedback =
	| { kind: 'none' }
	| { kind: 'thinking' }
	/**
	 * `remaining`: the user's moves still needed after the opponent's reply
	 * (0: solved); `slower`: how many moves slower than the best win the move is.
	 */
	| { kind: 'correct'; onLine: boolean; remaining: number; slower: number }
	| { kind: 'wrong'; opponentWinsIn: number }
	/** Proved not to win within `within` moves, where the best wins in `best`. */
	| { kind: 'no-win'; within: number; best: number }
	| { kind: 'unproved' }
	/** `target`: the square the piece goes to, at the second hint. */
	| { kind: 'hint'; square: Square | null; target: Square | null }
	/** The user asked for the solution: the try is over (failed), the line is on the board. */
	| { kind: 'solution' }
	/** The try in progress came back after a reload, its moves on the board. */
	| { kind: 'resumed' }
	/** A try that ended before this page was opened (today's puzzle after a reload). */
	| { kind: 'restored'; result: Outcome }
	| { kind: 'error'; failure: Failure };
