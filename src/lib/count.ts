/**
 * The one counting convention of every statement the app makes about a
 * decided position (docs/cli.md "Counting"): the solver, the tables and the
 * engine give the side to move's distance (`win in N`: N of its own moves;
 * `loss in N`: it makes at most N moves before the opponent has won). People
 * read "White wins in N" as N moves of the winner's, from either side to
 * move (as Lichess's #N), so every page turns a distance into the winner
 * and the winner's moves here, and nowhere else.
 *
 * Giveaway: a win in N takes 2N plies (the loser's last reply leaves the
 * winner without a move), a loss in N 2N-1: the opponent wins in N-1.
 * Ordinary checkers the other way round: a loss in N takes 2N plies, the
 * opponent wins in N.
 */
import type { Aim, Color } from '$lib/engine';

/** A decided result as the solver, the tables and the engine give it: the side to move's. */
export interface Distance {
	kind: 'win' | 'loss';
	n: number;
}

/** A result as people read it: who wins, and in how many of the winner's own moves. */
export interface WinnerCount {
	winner: Color;
	/** The winner's moves to the end (0: the winner has won already, or wins whatever the loser plays). */
	n: number;
	/** True when the winner is the side to move. */
	toMove: boolean;
}

/** The winner's moves of the opponent's loss in n. */
const winsAfterLoss = (n: number, aim: Aim): number => (aim === 'russian' ? n : Math.max(0, n - 1));

/** The winner and the winner's moves of a distance of the side to move. */
export function winnerCount(d: Distance, whiteToMove: boolean, aim: Aim = 'giveaway'): WinnerCount {
	const mover: Color = whiteToMove ? 'white' : 'black';
	const other: Color = whiteToMove ? 'black' : 'white';
	if (d.kind === 'win') return { winner: mover, n: d.n, toMove: true };
	return { winner: other, n: winsAfterLoss(d.n, aim), toMove: false };
}

/**
 * The same result named for White, counting White's moves (the hooks'
 * `data-score`, docs/ui-contract.md): White's win in N is White's N moves
 * (the winner's, from either side to move); White's loss in N is White's N
 * moves before Black has won.
 */
export function whiteCount(d: Distance, whiteToMove: boolean, aim: Aim = 'giveaway'): Distance {
	if (whiteToMove) return { kind: d.kind, n: d.n };
	if (d.kind === 'loss') return { kind: 'win', n: winsAfterLoss(d.n, aim) };
	// Black wins in N: White moves N times in giveaway (Black's last move is answered), N-1 in ordinary checkers.
	return { kind: 'loss', n: aim === 'russian' ? Math.max(0, d.n - 1) : d.n };
}
