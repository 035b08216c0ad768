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
import { lowestBit, popcount } from '../engine/squares';
import type { Material } from './material';

/** BINOMIAL[n * 6 + k] = C(n, k) for n <= 32, k <= 5. */
const BINOMIAL = new Float64Array(33 * 6);
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

/** The relative squares of rank r among k chosen from n, written into out[0..k). */
function unrankColex(r: number, k: number, n: number, out: Int32Array): void {
	let x = n - 1;
	for (let i = k; i >= 1; i--) {
		while (BINOMIAL[x * 6 + i] > r) x--;
		out[i - 1] = x;
		r -= BINOMIAL[x * 6 + i];
		x--;
	}
}

/** The square of relative rank `rel` among squares >= base not in occupied (sorted walk). */
function selectFree(rel: number, base: number, occupied: number): number {
	let s = rel + base;
	for (let x = occupied & ~below(base); x !== 0; x &= x - 1) {
		const o = lowestBit(x);
		if (o <= s) s++;
		else break;
	}
	return s;
}

export class Indexer {
	readonly size: number;
	private readonly a: number;
	private readonly b: number;
	private readonly c: number;
	private readonly d: number;
	/** Per count r of mover men on rank 1: first men index and block size. */
	private readonly blockStart: Float64Array;
	private readonly blockSize: Float64Array;
	private readonly menCount: number;
	private readonly moverKingChoices: number;
	private readonly otherKingChoices: number;
	private readonly rel = new Int32Array(5);

	// Result of `unindex`: the position, White (the mover) to move.
	white = 0;
	black = 0;
	kings = 0;

	constructor(readonly material: Material) {
		const a = (this.a = material.moverMen);
		const b = (this.b = material.otherMen);
		this.c = material.moverKings;
		this.d = material.otherKings;
		this.blockStart = new Float64Array(6);
		this.blockSize = new Float64Array(6);
		let total = 0;
		for (let r = 0; r <= Math.min(a, 4); r++) {
			this.blockStart[r] = total;
			this.blockSize[r] = binomial(4, r) * binomial(24, a - r) * binomial(28 - (a - r), b);
			total += this.blockSize[r];
		}
		this.menCount = total;
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
		const rel = this.rel;
		const r5 = i % this.otherKingChoices;
		i = (i - r5) / this.otherKingChoices;
		const r4 = i % this.moverKingChoices;
		let men = (i - r4) / this.moverKingChoices;
		let r = 0;
		while (men >= this.blockStart[r] + this.blockSize[r]) r++;
		men -= this.blockStart[r];
		const otherCount = BINOMIAL[(28 - this.a + r) * 6 + this.b];
		const r3 = men % otherCount;
		men = (men - r3) / otherCount;
		const highCount = BINOMIAL[24 * 6 + this.a - r];
		const r2 = men % highCount;
		const r1 = (men - r2) / highCount;

		let low = 0;
		unrankColex(r1, r, 4, rel);
		for (let k = 0; k < r; k++) low |= 1 << rel[k];
		let high = 0;
		unrankColex(r2, this.a - r, 24, rel);
		for (let k = 0; k < this.a - r; k++) high |= 1 << (rel[k] + 4);
		let otherMen = 0;
		unrankColex(r3, this.b, 28 - (this.a - r), rel);
		for (let k = 0; k < this.b; k++) otherMen |= 1 << selectFree(rel[k], 4, high);
		const occMen = low | high | otherMen;
		const free = 32 - this.a - this.b;
		let moverKings = 0;
		unrankColex(r4, this.c, free, rel);
		for (let k = 0; k < this.c; k++) moverKings |= 1 << selectFree(rel[k], 0, occMen);
		let otherKings = 0;
		unrankColex(r5, this.d, free - this.c, rel);
		const occ = occMen | moverKings;
		for (let k = 0; k < this.d; k++) otherKings |= 1 << selectFree(rel[k], 0, occ);
		this.white = low | high | moverKings;
		this.black = otherMen | otherKings;
		this.kings = moverKings | otherKings;
	}
}
