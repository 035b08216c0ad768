/**
 * A position: three bitboards and the side to move. Plain data, so copying
 * it is as cheap as copying four numbers (which is why the engine applies
 * moves by building a new position instead of make/unmake).
 */
import { popcount, squaresOf, type Square } from './squares';

export type Color = 'white' | 'black';

export interface Position {
	/** All White pieces (men and kings). */
	readonly white: number;
	/** All Black pieces. */
	readonly black: number;
	/** Kings of both colours. */
	readonly kings: number;
	readonly whiteToMove: boolean;
}

export type Piece = 'white man' | 'white king' | 'black man' | 'black king';

const START_WHITE = 0x00000fff;
const START_BLACK = 0xfff00000 >>> 0;

export const START: Position = Object.freeze({
	white: START_WHITE,
	black: START_BLACK,
	kings: 0,
	whiteToMove: true
});

export function makePosition(white: number, black: number, kings: number, whiteToMove: boolean): Position {
	return { white: white >>> 0, black: black >>> 0, kings: kings >>> 0, whiteToMove };
}

export function sideToMove(pos: Position): Color {
	return pos.whiteToMove ? 'white' : 'black';
}

/** The other colour. */
export function opposite(color: Color): Color {
	return color === 'white' ? 'black' : 'white';
}

export function pieceAt(pos: Position, sq: Square): Piece | null {
	const bit = 1 << sq;
	const king = (pos.kings & bit) !== 0;
	if (pos.white & bit) return king ? 'white king' : 'white man';
	if (pos.black & bit) return king ? 'black king' : 'black man';
	return null;
}

export function samePosition(a: Position, b: Position): boolean {
	return a.white >>> 0 === b.white >>> 0 && a.black >>> 0 === b.black >>> 0 && a.kings >>> 0 === b.kings >>> 0 && a.whiteToMove === b.whiteToMove;
}

export function pieceCount(pos: Position, color: Color): number {
	return popcount(color === 'white' ? pos.white : pos.black);
}

/**
 * The colour-reversed position: every square turned half a circle
 * (a1 <-> h8), colours swapped, the other side to move. Legal moves map
 * one to one, which the tests use as a symmetry check.
 */
export function mirror(pos: Position): Position {
	return makePosition(flipBoard(pos.black), flipBoard(pos.white), flipBoard(pos.kings), !pos.whiteToMove);
}

/** Square index i -> 31 - i is the half turn of the board. */
export function flipBoard(bb: number): number {
	let out = 0;
	for (const s of squaresOf(bb)) out |= 1 << (31 - s);
	return out >>> 0;
}

/**
 * The aim of the game: `giveaway` (поддавки: the side to move with no legal
 * move wins) or `russian` (ordinary checkers: it loses). Moves are the same.
 */
export type Aim = 'giveaway' | 'russian';
