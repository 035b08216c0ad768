/**
 * The 32 dark squares and the board geometry, precomputed once.
 *
 * Index i: rank r = i >> 2 (0 = rank 1), file f = 2 * (i & 3) + (r & 1)
 * (0 = file a). So a1 = 0, c1 = 1, e1 = 2, g1 = 3, b2 = 4, ..., h8 = 31.
 * A bitboard is a 32-bit integer with bit i set for square i; inside the
 * engine it may be a signed int32, at the API it is normalised with `>>> 0`.
 */

export type Square = number;

/** Directions: up-right, up-left, down-right, down-left (White's view). */
export const NE = 0;
export const NW = 1;
export const SE = 2;
export const SW = 3;
export const DIRECTIONS = [NE, NW, SE, SW] as const;
const DF = [1, -1, 1, -1];
const DR = [1, 1, -1, -1];

export const FILES = 'abcdefgh';

export function squareRank(sq: Square): number {
	return sq >> 2;
}

export function squareFile(sq: Square): number {
	const r = sq >> 2;
	return 2 * (sq & 3) + (r & 1);
}

/** Square index of file f (0-7) and rank r (0-7), or -1 if off-board or light. */
export function squareAt(f: number, r: number): Square {
	if (f < 0 || f > 7 || r < 0 || r > 7 || ((f + r) & 1) !== 0) return -1;
	return r * 4 + (f >> 1);
}

export const SQUARE_NAMES: readonly string[] = Array.from({ length: 32 }, (_, i) => FILES[squareFile(i)] + String(squareRank(i) + 1));

const NAME_TO_SQUARE = new Map(SQUARE_NAMES.map((n, i) => [n, i]));

/** Parse `e3` (case-insensitive); -1 for anything that is not a dark square. */
export function parseSquare(name: string): Square {
	return NAME_TO_SQUARE.get(name.toLowerCase()) ?? -1;
}

export function squareName(sq: Square): string {
	return SQUARE_NAMES[sq];
}

/**
 * Numeric squares 1-32 as PDN and Petrov's 1827 book number them for an
 * 8x8 board: Black's side first, 1 = b8, 2 = d8, 3 = f8, 4 = h8, 5 = a7,
 * ..., 29 = a1, ..., 32 = g1 (so the start is `W:W21-32:B1-12`, and
 * Petrov's "12 or 5" are h6 and a7).
 */
export function squareFromNumber(n: number): Square {
	if (!Number.isInteger(n) || n < 1 || n > 32) return -1;
	return (7 - ((n - 1) >> 2)) * 4 + ((n - 1) & 3);
}

export function squareNumber(sq: Square): number {
	return (7 - (sq >> 2)) * 4 + (sq & 3) + 1;
}

/** NEIGHBOR[sq * 4 + d]: the adjacent square in direction d, or -1. */
export const NEIGHBOR = new Int8Array(128);
/** JUMP[sq * 4 + d]: the square two steps away in direction d, or -1. */
export const JUMP = new Int8Array(128);
/**
 * RAY[sq * 4 + d] lists the squares from sq (exclusive) to the edge in
 * direction d, stored flat in RAY_SQUARES from RAY_START for RAY_LENGTH.
 */
export const RAY_START = new Uint16Array(128);
export const RAY_LENGTH = new Uint8Array(128);
export const RAY_SQUARES = new Int8Array(32 * 4 * 7);
/** RAY_MASK[sq * 4 + d]: bitboard of the whole ray (for quick tests). */
export const RAY_MASK = new Int32Array(128);

{
	let k = 0;
	for (let sq = 0; sq < 32; sq++) {
		const f = squareFile(sq);
		const r = squareRank(sq);
		for (const d of DIRECTIONS) {
			const i = sq * 4 + d;
			NEIGHBOR[i] = squareAt(f + DF[d], r + DR[d]);
			JUMP[i] = squareAt(f + 2 * DF[d], r + 2 * DR[d]);
			RAY_START[i] = k;
			let mask = 0;
			for (let step = 1; ; step++) {
				const s = squareAt(f + step * DF[d], r + step * DR[d]);
				if (s < 0) break;
				RAY_SQUARES[k++] = s;
				mask |= 1 << s;
			}
			RAY_LENGTH[i] = k - RAY_START[i];
			RAY_MASK[i] = mask;
		}
	}
}

export const OPPOSITE = [SW, SE, NW, NE] as const;

/** Rank masks: RANK_1 holds a1..g1, RANK_8 holds b8..h8. */
export const RANK_1 = 0x0000000f;
export const RANK_8 = 0xf0000000 | 0;
/** The main road a1-h8. */
export const MAIN_ROAD = [0, 4, 9, 13, 18, 22, 27, 31].reduce((m, s) => m | (1 << s), 0);

// Masks for shifting whole bitboards one diagonal step.
const EVEN_ROWS = 0x0f0f0f0f;
const ODD_ROWS = 0xf0f0f0f0 | 0;
const EVEN_NOT_A = 0x0e0e0e0e;
const ODD_NOT_H = 0x70707070;

export function shiftNE(x: number): number {
	return ((x & EVEN_ROWS) << 4) | ((x & ODD_NOT_H) << 5);
}
export function shiftNW(x: number): number {
	return ((x & EVEN_NOT_A) << 3) | ((x & ODD_ROWS) << 4);
}
export function shiftSE(x: number): number {
	return ((x & EVEN_ROWS) >>> 4) | ((x & ODD_NOT_H) >>> 3);
}
export function shiftSW(x: number): number {
	return ((x & EVEN_NOT_A) >>> 5) | ((x & ODD_ROWS) >>> 4);
}

export function popcount(x: number): number {
	x = x - ((x >>> 1) & 0x55555555);
	x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
	x = (x + (x >>> 4)) & 0x0f0f0f0f;
	return Math.imul(x, 0x01010101) >>> 24;
}

/** The number of set bits of every 16-bit number (for countBits). */
export const BITS_16 = new Uint8Array(1 << 16);
for (let i = 1; i < 1 << 16; i++) BITS_16[i] = BITS_16[i >> 1] + (i & 1);

/**
 * popcount(x) as two lookups in `table` (pass BITS_16), for code that
 * counts many sets: a function this small (up to 27 bytes of bytecode) is
 * inlined by V8 wherever it is called, while popcount is inlined only while
 * the caller's inlining budget lasts, and a call costs more than a count.
 * The table is an argument because reading a module constant would make
 * the function too long.
 */
export function countBits(table: Uint8Array, x: number): number {
	return table[x >>> 16] + table[(x << 16) >>> 16];
}

/**
 * Index of the lowest set bit (x must be non-zero). Hot code writes the
 * lowest bit as x & ((0 - x) | 0) and drops it with x &= (x - 1) | 0: V8
 * then computes 0 - x and x - 1 as int32s that wrap, where -x and x - 1
 * alone overflow for x = 1 << 31 (square 31 alone) and deoptimize the
 * function, which from then on computes them as doubles. (Not here: the
 * longer bytecode would keep V8 from inlining this function.)
 */
export function lowestBit(x: number): number {
	return 31 - Math.clz32(x & -x);
}

/** Squares of a bitboard, lowest index first. */
export function squaresOf(bb: number): Square[] {
	const out: Square[] = [];
	for (let x = bb | 0; x !== 0; x &= (x - 1) | 0) out.push(lowestBit(x));
	return out;
}
