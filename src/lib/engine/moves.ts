/**
 * The friendly side of move generation: Move objects for the app, CLI and
 * tests. Searches use MoveList and `play` directly to avoid allocation.
 */
import { applyMoveBits, generateMoves, MoveList, NEXT } from './movegen';
import { makePosition, type Position } from './position';
import type { Square } from './squares';

export interface Move {
	readonly from: Square;
	readonly to: Square;
	/** Bitboard of the captured pieces (0 for a quiet move), unsigned. */
	readonly captured: number;
	/** Landing squares of a capture in order, ending with `to`; [] if quiet. */
	readonly path: readonly Square[];
	/** The moving man becomes a king. */
	readonly promotes: boolean;
}

const shared = new MoveList();

export function moveAt(list: MoveList, i: number): Move {
	return {
		from: list.from[i],
		to: list.to[i],
		captured: list.captured[i] >>> 0,
		path: list.landings(i),
		promotes: list.promotes[i] === 1
	};
}

/** Every legal move of the side to move, in generation order. */
export function legalMoves(pos: Position): Move[] {
	// Boards as int32 (`| 0`): a position's are unsigned, and an unsigned board
	// with bit 31 set is a heap number, which the move generator's compiled
	// code, shared with the engine's search, would then have to expect too.
	const n = generateMoves(pos.white | 0, pos.black | 0, pos.kings | 0, pos.whiteToMove, shared);
	const out: Move[] = new Array(n);
	for (let i = 0; i < n; i++) out[i] = moveAt(shared, i);
	return out;
}

/**
 * The position after a move (the move must be legal in pos). Works for a
 * capture that ends on its own start square too: from and to are toggled
 * with XOR of both bits.
 */
export function applyMove(pos: Position, move: Move): Position {
	return play(pos, move.from, move.to, move.captured, move.promotes);
}

export function play(pos: Position, from: Square, to: Square, captured: number, promotes: boolean): Position {
	applyMoveBits(pos.white | 0, pos.black | 0, pos.kings | 0, pos.whiteToMove, from, to, captured | 0, promotes);
	return makePosition(NEXT.white, NEXT.black, NEXT.kings, !pos.whiteToMove);
}

export function isCapture(move: Move): boolean {
	return move.captured !== 0;
}

export function sameMove(a: Move, b: Move): boolean {
	return a.from === b.from && a.to === b.to && a.captured === b.captured && a.promotes === b.promotes;
}
