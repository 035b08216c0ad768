/**
 * How the interface shows things, as the player chose in the settings
 * (features/settings): the notation of moves and squares, the board's
 * colours, the speed of the pieces' flights and the move sounds. The
 * engine and the CLI always speak algebraic notation; printing numbers
 * (1-32, PDN's and Petrov's numbering) is a display choice made here, and
 * data attributes keep algebraic notation whatever is shown.
 *
 * This module is what the first screen of `/` needs (the choices and the
 * formatters); taking on and keeping new choices is ./apply, loaded right
 * after it. The choice is kept in the progress store (exported with the
 * rest); a copy in localStorage lets every page start with it before the
 * store is open.
 */
import { moveToString, parseSquare, squareName, squareNumber, type Move, type Square } from '$lib/engine';
import type { DisplaySettings } from '$lib/progress/types';

export type { DisplaySettings };

export const DEFAULT_DISPLAY: Readonly<DisplaySettings> = Object.freeze({ notation: 'algebraic', board: 'classic', speed: 'auto', sounds: false });

/** The current choices (reactive: what shows a move re-renders when they change); set by ./apply. */
export const display = $state<DisplaySettings>({ ...DEFAULT_DISPLAY });

/**
 * A move, or a text of moves in algebraic notation (`c3:e5:g3`, `1. c3-d4
 * b6-a5`), as the player reads them: numeric turns each square into its
 * number and a capture's `:` into PDN's `x` (`22x15x8`).
 */
export function showMoves(text: string): string {
	if (display.notation !== 'numeric') return text;
	return text.replace(/\b([a-h][1-8])(:(?=[a-h][1-8]))?/g, (all, name: string, colon?: string) => {
		const sq = parseSquare(name);
		return sq < 0 ? all : squareNumber(sq) + (colon ? 'x' : '');
	});
}

/** A square as the player reads squares: `e3`, or `22`. */
export const showSquare = (sq: Square): string => showMoves(squareName(sq));

/** A move as the player reads moves. */
export const showMove = (move: Move): string => showMoves(moveToString(move));
