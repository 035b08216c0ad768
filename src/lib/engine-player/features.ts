/**
 * The evaluation's features, in the game's terms, from the side to move's
 * point of view. Both sides are measured the same way on a board turned so
 * that the side measured moves up (the tables' convention: a half turn with
 * colours swapped is reversing the bits), and each feature is the mover's
 * count minus the opponent's, so a colour-reversed position has the same
 * features (and the same evaluation for its side to move).
 *
 * Every feature comes twice, weighted by the phase (pieces on the board out
 * of 24) and by its complement, so one linear model can value a thing
 * differently in the opening and in the ending (a tapered evaluation).
 *
 * Plain bit arithmetic on three words: no allocation, no move generation.
 */
import { BITS_16, countBits, popcount, shiftNE, shiftNW, shiftSE, shiftSW, squareFile, squareRank } from '../engine/internal';
import { reverseBits } from '../tablebase/symmetry';

/** Per-side terms (mover minus opponent). */
export const SIDE_FEATURES = [
	'men',
	'kings',
	/** How far the men have advanced: the sum of their ranks (0 on the own back rank). */
	'tempo',
	/** Quiet man steps after which no adjacent enemy piece can capture the man that moved. */
	'safe-steps',
	/** Quiet man steps that put the man where an adjacent enemy piece must capture it: a forcing move. */
	'giving-steps',
	/** Free squares next to own kings. */
	'king-freedom',
	/** Men on the a and h files (they can never be captured, so are hard to give away). */
	'edge-men',
	/** Men on the own back rank. */
	'back-men',
	/** Men with no free square ahead. */
	'locked-men',
	/**
	 * Men locked on the a or h file on ranks 5-7 (Petrov 1827: a white man
	 * shut in on h6 or a7 loses the game; lure Black to a3 or h4, the same
	 * squares from Black's side).
	 */
	'locked-edge-far',
	/** Men whose path to the far rank is empty: they will be kings. */
	'runaway-men',
	/** The side has one piece left. */
	'last-piece'
] as const;

export const SIDE_COUNT = SIDE_FEATURES.length;
if (SIDE_COUNT !== 12) throw new Error('weightedSum is unrolled for 12 side features');
/** Opening half, ending half, then the two side-to-move constants. */
export const FEATURE_COUNT = 2 * SIDE_COUNT + 2;

/** Feature names in vector order, for the weights file and the fit's report. */
export const FEATURE_NAMES: readonly string[] = [
	...SIDE_FEATURES.map((f) => `${f}:open`),
	...SIDE_FEATURES.map((f) => `${f}:end`),
	'to-move:open',
	'to-move:end'
];

const FILE_A_H = Array.from({ length: 32 }, (_, s) => s).reduce((m, s) => (squareFile(s) === 0 || squareFile(s) === 7 ? m | (1 << s) : m), 0);
const RANK_1 = 0x0000000f;
/** Ranks 5-7 (index 4-6). */
const FAR_HALF = 0x0ffff000;

/** Squares a man on sq moving up could ever pass through on its way to the far rank (its forward cone; the tests' reference for runaway men). */
export const CONE = new Int32Array(32);
for (let s = 0; s < 32; s++) {
	let cone = 0;
	const f0 = squareFile(s);
	const r0 = squareRank(s);
	for (let t = 0; t < 32; t++) {
		const dr = squareRank(t) - r0;
		if (dr > 0 && Math.abs(squareFile(t) - f0) <= dr) cone |= 1 << t;
	}
	CONE[s] = cone;
}

/** Scratch: the raw terms of the side measured first (the mover) and of the other. */
const sideA = new Int32Array(SIDE_COUNT);
const sideB = new Int32Array(SIDE_COUNT);
/** Ranks 1, 3, 5, 7 / 2, 3, 6, 7 / 4-7 (the rank's bits 1, 2 and 4): tempo in three counts. */
const RANK_BIT_1 = 0xf0f0f0f0 | 0;
const RANK_BIT_2 = 0xff00ff00 | 0;
const RANK_BIT_4 = 0xffff0000 | 0;

/** One side's terms into `side`, that side (`own`) moving up. */
function sideTerms(own: number, opp: number, kings: number, side: Int32Array): void {
	const occ = own | opp;
	const empty = ~occ;
	const men = own & ~kings;
	const k = own & kings;
	const nMen = popcount(men);
	const nKings = popcount(k);
	side[0] = nMen;
	side[1] = nKings;
	side[2] = popcount(men & RANK_BIT_1) + 2 * popcount(men & RANK_BIT_2) + 4 * popcount(men & RANK_BIT_4);
	// Steps north-east land on d; the origin (south-west of d) empties, so an
	// enemy piece north-east of d captures at once; from the other two sides
	// it needs the square beyond d free.
	const dNE = shiftNE(men) & empty;
	const dNW = shiftNW(men) & empty;
	const gNE = dNE & (shiftSW(opp) | (shiftSE(opp) & shiftNW(empty)) | (shiftNW(opp) & shiftSE(empty)));
	const gNW = dNW & (shiftSE(opp) | (shiftSW(opp) & shiftNE(empty)) | (shiftNE(opp) & shiftSW(empty)));
	const giving = popcount(gNE) + popcount(gNW);
	side[3] = popcount(dNE) + popcount(dNW) - giving;
	side[4] = giving;
	side[5] = k === 0 ? 0 : popcount((shiftNE(k) | shiftNW(k) | shiftSE(k) | shiftSW(k)) & empty);
	side[6] = popcount(men & FILE_A_H);
	side[7] = popcount(men & RANK_1);
	const locked = men & ~(shiftSW(empty) | shiftSE(empty));
	side[8] = popcount(locked);
	side[9] = popcount(locked & FILE_A_H & FAR_HALF);
	// Squares with a piece somewhere in their forward cone: the pieces spread
	// down the board a rank at a time, a file either way (CONE, bit-parallel).
	let ahead = shiftSW(occ) | shiftSE(occ);
	for (let i = 0; i < 6; i++) ahead |= shiftSW(ahead) | shiftSE(ahead);
	side[10] = popcount(men & 0x0fffffff & ~ahead);
	side[11] = nMen + nKings === 1 ? 1 : 0;
}

/**
 * Fill `out` (FEATURE_COUNT long) with the features of the position with
 * the mover's pieces `mover` moving up against `other` (the tables'
 * orientation; see `features`).
 */
export function featuresUp(mover: number, other: number, kings: number, out: Float64Array): void {
	const phase = popcount(mover | other) / 24;
	const rest = 1 - phase;
	sideTerms(mover, other, kings, sideA);
	sideTerms(reverseBits(other), reverseBits(mover), reverseBits(kings), sideB);
	for (let i = 0; i < SIDE_COUNT; i++) {
		const d = sideA[i] - sideB[i];
		out[i] = d * phase;
		out[SIDE_COUNT + i] = d * rest;
	}
	out[2 * SIDE_COUNT] = phase;
	out[2 * SIDE_COUNT + 1] = rest;
}

/** Black's forward cones: CONE of the square turned half a circle, turned back. */
export const CONE_DOWN = new Int32Array(32);
for (let s = 0; s < 32; s++) CONE_DOWN[s] = reverseBits(CONE[31 - s]);

/**
 * The weighted sum of the features vector of a position for its side to
 * move (`features`) with `w`, without writing the vector or turning the
 * board: White's terms are measured moving up, Black's moving down with
 * every mask and direction turned, which gives the same counts as
 * sideTerms on the turned board (so the same products, added in the same
 * order: the same number to the last bit; eval.test.ts checks it).
 *
 * Written for V8's optimizing compiler, which runs it at every leaf of the
 * search: the sets are counted with countBits (always inlined: popcount
 * would be called, thirty times), and the masks are literals (a module
 * constant is loaded and checked at each use): a1-h8 files 0x81818181,
 * ranks 1 and 8 0x0000000f and 0xf0000000, ranks 5-7 0x0ffff000 (Black's
 * 2-4: 0x000ffff0), ranks whose number has bit 1, 2, 4 set 0xf0f0f0f0,
 * 0xff00ff00, 0xffff0000 (Black's, counted from rank 8: 0x0f0f0f0f,
 * 0x00ff00ff, 0x0000ffff).
 *
 * The sum is written to out[0], not returned: V8 does not inline a
 * function this long, and a double returned from a call is a new heap
 * number, one allocation a leaf (the search's collector then ran 5% of
 * its time).
 */
export function weightedSum(white: number, black: number, kings: number, whiteToMove: boolean, w: Float64Array, out: Float64Array): void {
	const occ = white | black;
	const empty = ~occ;
	const wm = white & ~kings;
	const bm = black & ~kings;
	const wk = white & kings;
	const bk = black & kings;
	const eNE = shiftNE(empty);
	const eNW = shiftNW(empty);
	const eSE = shiftSE(empty);
	const eSW = shiftSW(empty);
	// Steps of the men onto free squares, and those that hand the man to an adjacent enemy piece.
	const wNE = shiftNE(wm) & empty;
	const wNW = shiftNW(wm) & empty;
	const bSW = shiftSW(bm) & empty;
	const bSE = shiftSE(bm) & empty;
	const bNE = shiftNE(black);
	const bNW = shiftNW(black);
	const bSE2 = shiftSE(black);
	const bSW2 = shiftSW(black);
	const wNE2 = shiftNE(white);
	const wNW2 = shiftNW(white);
	const wSE2 = shiftSE(white);
	const wSW2 = shiftSW(white);
	const wLocked = wm & ~(eSW | eSE);
	const bLocked = bm & ~(eNE | eNW);
	const t = BITS_16;
	// White's count minus Black's, each side's own way up the board.
	const t0 = countBits(t, wm) - countBits(t, bm);
	const t1 = countBits(t, wk) - countBits(t, bk);
	// Tempo, the sum of the men's ranks: those on ranks with bit 1, 2, 4 set (counted from the own back rank).
	const t2 =
		countBits(t, wm & (0xf0f0f0f0 | 0)) +
		2 * countBits(t, wm & (0xff00ff00 | 0)) +
		4 * countBits(t, wm & (0xffff0000 | 0)) -
		(countBits(t, bm & 0x0f0f0f0f) + 2 * countBits(t, bm & 0x00ff00ff) + 4 * countBits(t, bm & 0x0000ffff));
	const wGiving = countBits(t, wNE & (bSW2 | (bSE2 & eNW) | (bNW & eSE))) + countBits(t, wNW & (bSE2 | (bSW2 & eNE) | (bNE & eSW)));
	const bGiving = countBits(t, bSW & (wNE2 | (wNW2 & eSE) | (wSE2 & eNW))) + countBits(t, bSE & (wNW2 | (wNE2 & eSW) | (wSW2 & eNE)));
	const t3 = countBits(t, wNE) + countBits(t, wNW) - wGiving - (countBits(t, bSW) + countBits(t, bSE) - bGiving);
	const t4 = wGiving - bGiving;
	const t5 =
		countBits(t, (shiftNE(wk) | shiftNW(wk) | shiftSE(wk) | shiftSW(wk)) & empty) -
		countBits(t, (shiftNE(bk) | shiftNW(bk) | shiftSE(bk) | shiftSW(bk)) & empty);
	const t6 = countBits(t, wm & (0x81818181 | 0)) - countBits(t, bm & (0x81818181 | 0));
	const t7 = countBits(t, wm & 0x0000000f) - countBits(t, bm & (0xf0000000 | 0));
	const t8 = countBits(t, wLocked) - countBits(t, bLocked);
	const t9 = countBits(t, wLocked & (0x81818181 | 0) & 0x0ffff000) - countBits(t, bLocked & (0x81818181 | 0) & 0x000ffff0);
	// Runaway men: only those whose squares ahead are free can be (their cone starts there).
	const cone = CONE;
	let wRunaway = 0;
	for (let m = wm & ~(shiftSW(occ) | shiftSE(occ)) & 0x0fffffff; m !== 0; m &= (m - 1) | 0)
		if ((cone[31 - Math.clz32(m & ((0 - m) | 0))] & occ) === 0) wRunaway++;
	const coneDown = CONE_DOWN;
	let bRunaway = 0;
	for (let m = bm & ~(shiftNE(occ) | shiftNW(occ)) & (0xfffffff0 | 0); m !== 0; m &= (m - 1) | 0)
		if ((coneDown[31 - Math.clz32(m & ((0 - m) | 0))] & occ) === 0) bRunaway++;
	const t10 = wRunaway - bRunaway;
	// One piece left: a set with one bit.
	const t11 = (white !== 0 && (white & ((white - 1) | 0)) === 0 ? 1 : 0) - (black !== 0 && (black & ((black - 1) | 0)) === 0 ? 1 : 0);
	const phase = countBits(t, occ) / 24;
	const rest = 1 - phase;
	// The mover's minus the other's (b - a, never -(a - b): no negative zero).
	const d0 = whiteToMove ? t0 : 0 - t0;
	const d1 = whiteToMove ? t1 : 0 - t1;
	const d2 = whiteToMove ? t2 : 0 - t2;
	const d3 = whiteToMove ? t3 : 0 - t3;
	const d4 = whiteToMove ? t4 : 0 - t4;
	const d5 = whiteToMove ? t5 : 0 - t5;
	const d6 = whiteToMove ? t6 : 0 - t6;
	const d7 = whiteToMove ? t7 : 0 - t7;
	const d8 = whiteToMove ? t8 : 0 - t8;
	const d9 = whiteToMove ? t9 : 0 - t9;
	const d10 = whiteToMove ? t10 : 0 - t10;
	const d11 = whiteToMove ? t11 : 0 - t11;
	// Unrolled (SIDE_COUNT = 12), in featuresUp's order.
	let s = w[0] * (d0 * phase);
	s += w[1] * (d1 * phase);
	s += w[2] * (d2 * phase);
	s += w[3] * (d3 * phase);
	s += w[4] * (d4 * phase);
	s += w[5] * (d5 * phase);
	s += w[6] * (d6 * phase);
	s += w[7] * (d7 * phase);
	s += w[8] * (d8 * phase);
	s += w[9] * (d9 * phase);
	s += w[10] * (d10 * phase);
	s += w[11] * (d11 * phase);
	s += w[12] * (d0 * rest);
	s += w[13] * (d1 * rest);
	s += w[14] * (d2 * rest);
	s += w[15] * (d3 * rest);
	s += w[16] * (d4 * rest);
	s += w[17] * (d5 * rest);
	s += w[18] * (d6 * rest);
	s += w[19] * (d7 * rest);
	s += w[20] * (d8 * rest);
	s += w[21] * (d9 * rest);
	s += w[22] * (d10 * rest);
	s += w[23] * (d11 * rest);
	s += w[24] * phase;
	s += w[25] * rest;
	out[0] = s;
}

/** Features of a position for its side to move. */
export function features(white: number, black: number, kings: number, whiteToMove: boolean, out: Float64Array): void {
	if (whiteToMove) featuresUp(white, black, kings, out);
	else featuresUp(reverseBits(black), reverseBits(white), reverseBits(kings), out);
}
