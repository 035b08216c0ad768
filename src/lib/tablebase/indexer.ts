/**
 * The index function: a one-to-one numbering of every placement of a
 * material (mover = White, moving up; see material.ts), with no gaps.
 *
 * Pieces are placed group by group, each group as a set numbered in the
 * combinatorial number system (colex rank: sum of C(x_i, i + 1) over its
 * squares x_0 < x_1 < ...), counting only squares the group may use:
 *
 * 1. mover men on squares 0..27 (a man never stands on its promotion rank);
 *    split into those on rank 1 (squares 0..3) and the rest (4..27),
 * 2. other men on squares 4..31 not taken by mover men,
 * 3. mover kings on the squares still free,
 * 4. other kings on the squares still free.
 *
 * Groups 3 and 4 always have 32 - men (and then minus kings) squares to
 * choose from. Group 2 does not: mover men on rank 1 do not take its
 * squares. So the men are numbered per count `r` of mover men on rank 1:
 * block r holds C(4, r) * C(24, a - r) * C(28 - (a - r), b) placements.
 */
import { lowestBit, popcount } from '../engine';
import type { Material } from './material';

/** BINOMIAL[n * 6 + k] = C(n, k) for n <= 32, k <= 5. */
const BINOMIAL = new Int32Array(33 * 6);
for (let n = 0; n <= 32; n++) {
	for (let k = 0; k <= 5; k++) {
		BINOMIAL[n * 6 + k] = k === 0 ? 1 : n === 0 ? 0 : BINOMIAL[(n - 1) * 6 + k - 1] + BINOMIAL[(n - 1) * 6 + k];
	}
}

export function binomial(n: number, k: number): number {
	return n < 0 || k < 0 || k > 5 || n > 32 ? 0 : BINOMIAL[n * 6 + k];
}

/** Squares below sq, as a mask. */
function below(sq: number): number {
	return ~(-1 << sq);
}

const RANK_1 = 0x0000000f;
const MOVER_MEN_UP = 0x0ffffff0;

/**
 * COMBINATIONS[n * 6 + k][r]: the k-subset of 0..n-1 with colex rank r, as
 * a bit mask (colex order is the numeric order of the masks). Made on first
 * use; at most C(32, 4) entries each.
 */
const COMBINATIONS: (Int32Array | undefined)[] = [];

function combinations(n: number, k: number): Int32Array {
	const key = n * 6 + k;
	let table = COMBINATIONS[key];
	if (table) return table;
	table = new Int32Array(BINOMIAL[key]);
	let i = 0;
	// Colex order: by the top element, then the rest in colex order below it.
	const fill = (below: number, k: number, high: number): void => {
		if (k === 0) {
			table![i++] = high;
			return;
		}
		for (let top = k - 1; top < below; top++) fill(top, k - 1, high | (1 << top));
	};
	fill(n, k, 0);
	COMBINATIONS[key] = table;
	return table;
}

/** Spreads relative positions over the squares not in `occupied` (a zero inserted at each occupied square, lowest first). */
function insertGaps(rel: number, occupied: number): number {
	for (let x = occupied; x !== 0; x &= x - 1) {
		const o = lowestBit(x);
		const low = rel & below(o);
		rel = low | ((rel ^ low) << 1);
	}
	return rel;
}

export class Indexer {
	readonly size: number;
	private readonly a: number;
	private readonly b: number;
	private readonly c: number;
	private readonly d: number;
	/** Per count r of mover men on rank 1: first men index and block size. */
	private readonly blockStart: Int32Array;
	private readonly blockSize: Int32Array;
	private readonly moverKingChoices: number;
	private readonly otherKingChoices: number;

	// Result of `unindex`: the position, White (the mover) to move.
	white = 0;
	black = 0;
	kings = 0;

	constructor(readonly material: Material) {
		const a = (this.a = material.moverMen);
		const b = (this.b = material.otherMen);
		this.c = material.moverKings;
		this.d = material.otherKings;
		this.blockStart = new Int32Array(6);
		this.blockSize = new Int32Array(6);
		let total = 0;
		for (let r = 0; r <= Math.min(a, 4); r++) {
			this.blockStart[r] = total;
			this.blockSize[r] = binomial(4, r) * binomial(24, a - r) * binomial(28 - (a - r), b);
			total += this.blockSize[r];
		}
		const free = 32 - a - b;
		this.moverKingChoices = binomial(free, this.c);
		this.otherKingChoices = binomial(free - this.c, this.d);
		this.size = total * this.moverKingChoices * this.otherKingChoices;
	}

	/** Index of a position of this material with White (the mover) to move. */
	index(white: number, black: number, kings: number): number {
		const moverMen = white & ~kings;
		const otherMen = black & ~kings;
		const low = moverMen & RANK_1;
		const high = moverMen & MOVER_MEN_UP;
		const r = popcount(low);
		let r1 = 0;
		let j = 0;
		for (let x = low; x !== 0; x &= x - 1) r1 += BINOMIAL[lowestBit(x) * 6 + ++j];
		let r2 = 0;
		j = 0;
		for (let x = high; x !== 0; x &= x - 1) r2 += BINOMIAL[(lowestBit(x) - 4) * 6 + ++j];
		let r3 = 0;
		j = 0;
		for (let x = otherMen; x !== 0; x &= x - 1) {
			const s = lowestBit(x);
			r3 += BINOMIAL[(s - 4 - popcount(high & below(s))) * 6 + ++j];
		}
		const men = this.blockStart[r] + (r1 * BINOMIAL[24 * 6 + this.a - r] + r2) * BINOMIAL[(28 - this.a + r) * 6 + this.b] + r3;
		let occ = moverMen | otherMen;
		let r4 = 0;
		j = 0;
		for (let x = white & kings; x !== 0; x &= x - 1) {
			const s = lowestBit(x);
			r4 += BINOMIAL[(s - popcount(occ & below(s))) * 6 + ++j];
		}
		occ |= white & kings;
		let r5 = 0;
		j = 0;
		for (let x = black & kings; x !== 0; x &= x - 1) {
			const s = lowestBit(x);
			r5 += BINOMIAL[(s - popcount(occ & below(s))) * 6 + ++j];
		}
		return (men * this.moverKingChoices + r4) * this.otherKingChoices + r5;
	}

	/** The position of an index, left in white/black/kings (White to move). */
	unindex(i: number): void {
		// Integer arithmetic throughout (sizes stay below 2^31): V8 keeps it in registers.
		const okc = this.otherKingChoices;
		const mkc = this.moverKingChoices;
		let q = (i / okc) | 0;
		const r5 = i - q * okc;
		let men = (q / mkc) | 0;
		const r4 = q - men * mkc;
		let r = 0;
		while (men >= this.blockStart[r] + this.blockSize[r]) r++;
		men -= this.blockStart[r];
		const otherCount = BINOMIAL[(28 - this.a + r) * 6 + this.b];
		q = (men / otherCount) | 0;
		const r3 = men - q * otherCount;
		const highCount = BINOMIAL[24 * 6 + this.a - r];
		const r1 = (q / highCount) | 0;
		const r2 = q - r1 * highCount;
		const low = combinations(4, r)[r1];
		const high = combinations(24, this.a - r)[r2] << 4;
		const otherMen = insertGaps(combinations(28 - (this.a - r), this.b)[r3] << 4, high);
		const occMen = low | high | otherMen;
		const free = 32 - this.a - this.b;
		const moverKings = insertGaps(combinations(free, this.c)[r4], occMen);
		const otherKings = insertGaps(combinations(free - this.c, this.d)[r5], occMen | moverKings);
		this.white = low | high | moverKings;
		this.black = otherMen | otherKings;
		this.kings = moverKings | otherKings;
	}
}
