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
import { popcount, shiftNE, shiftNW, shiftSE, shiftSW, squareFile, squareRank } from '../engine/internal';
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

/** Squares a man on sq moving up could ever pass through on its way to the far rank (its forward cone). */
const CONE = new Int32Array(32);
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

/** Scratch: one side's raw terms. */
const side = new Float64Array(SIDE_COUNT);

/** One side's terms, that side (`own`) moving up. */
function sideTerms(own: number, opp: number, kings: number): void {
	const occ = own | opp;
	const empty = ~occ;
	const men = own & ~kings;
	const k = own & kings;
	const nMen = popcount(men);
	const nKings = popcount(k);
	side[0] = nMen;
	side[1] = nKings;
	let tempo = 0;
	for (let r = 1; r < 8; r++) tempo += r * popcount(men & (0xf << (4 * r)));
	side[2] = tempo;
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
	let runaway = 0;
	for (let m = men & 0x0fffffff; m !== 0; m &= m - 1) {
		const s = 31 - Math.clz32(m & -m);
		if ((CONE[s] & occ) === 0) runaway++;
	}
	side[10] = runaway;
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
	sideTerms(mover, other, kings);
	for (let i = 0; i < SIDE_COUNT; i++) out[i] = side[i];
	sideTerms(reverseBits(other), reverseBits(mover), reverseBits(kings));
	for (let i = 0; i < SIDE_COUNT; i++) {
		const d = out[i] - side[i];
		out[i] = d * phase;
		out[SIDE_COUNT + i] = d * rest;
	}
	out[2 * SIDE_COUNT] = phase;
	out[2 * SIDE_COUNT + 1] = rest;
}

/** Features of a position for its side to move. */
export function features(white: number, black: number, kings: number, whiteToMove: boolean, out: Float64Array): void {
	if (whiteToMove) featuresUp(white, black, kings, out);
	else featuresUp(reverseBits(black), reverseBits(white), reverseBits(kings), out);
}
