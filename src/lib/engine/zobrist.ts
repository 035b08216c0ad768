/**
 * Zobrist hashing: a random 64-bit key (two 32-bit halves) per piece kind
 * and square, XORed together, plus one for Black to move. Updating it after
 * a move costs a few XORs, which is what the solver's table needs. The
 * numbers come from a fixed seed so hashes are the same in every run.
 */
import type { Position } from './position';

/** Piece kinds: 0 white man, 1 white king, 2 black man, 3 black king. */
export const ZOBRIST_LO = new Int32Array(4 * 32);
export const ZOBRIST_HI = new Int32Array(4 * 32);
export let ZOBRIST_SIDE_LO = 0;
export let ZOBRIST_SIDE_HI = 0;

{
	// splitmix32: small, well mixed, deterministic.
	let state = 0x9e3779b9 | 0;
	const next = (): number => {
		state = (state + 0x9e3779b9) | 0;
		let z = state;
		z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
		z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
		return z ^ (z >>> 16);
	};
	for (let i = 0; i < 128; i++) {
		ZOBRIST_LO[i] = next();
		ZOBRIST_HI[i] = next();
	}
	ZOBRIST_SIDE_LO = next();
	ZOBRIST_SIDE_HI = next();
}

function fold(bb: number, kind: number, table: Int32Array): number {
	let h = 0;
	for (let x = bb | 0; x !== 0; x &= (x - 1) | 0) h ^= table[kind * 32 + (31 - Math.clz32(x & ((0 - x) | 0)))];
	return h;
}

function half(white: number, black: number, kings: number, whiteToMove: boolean, table: Int32Array, side: number): number {
	return (
		fold(white & ~kings, 0, table) ^ fold(white & kings, 1, table) ^ fold(black & ~kings, 2, table) ^ fold(black & kings, 3, table) ^ (whiteToMove ? 0 : side)
	);
}

/** Low 32 bits of the position's key (signed int32). */
export function zobristLo(white: number, black: number, kings: number, whiteToMove: boolean): number {
	return half(white, black, kings, whiteToMove, ZOBRIST_LO, ZOBRIST_SIDE_LO);
}

/** High 32 bits of the position's key (signed int32). */
export function zobristHi(white: number, black: number, kings: number, whiteToMove: boolean): number {
	return half(white, black, kings, whiteToMove, ZOBRIST_HI, ZOBRIST_SIDE_HI);
}

/** The 64-bit key as a 16-digit hex string (for maps and repetition counts). */
export function zobristKey(pos: Position): string {
	const hi = zobristHi(pos.white, pos.black, pos.kings, pos.whiteToMove) >>> 0;
	const lo = zobristLo(pos.white, pos.black, pos.kings, pos.whiteToMove) >>> 0;
	return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/**
 * How the low half of the key changes with a move (XOR it in): the mover
 * leaves `from` and arrives on `to` (as a king if it was one or promotes),
 * the captured pieces go, the side to move changes. `kings` is before the move.
 */
export function zobristLoDelta(kings: number, whiteToMove: boolean, from: number, to: number, captured: number, promotes: boolean): number {
	const kind = whiteToMove ? 0 : 2;
	const wasKing = (kings >>> from) & 1;
	let h = ZOBRIST_SIDE_LO ^ ZOBRIST_LO[(kind + wasKing) * 32 + from] ^ ZOBRIST_LO[(kind + (wasKing || promotes ? 1 : 0)) * 32 + to];
	const oppKind = whiteToMove ? 2 : 0;
	for (let c = captured; c !== 0; c &= (c - 1) | 0) {
		const sq = 31 - Math.clz32(c & ((0 - c) | 0));
		h ^= ZOBRIST_LO[(oppKind + ((kings >>> sq) & 1)) * 32 + sq];
	}
	return h;
}
