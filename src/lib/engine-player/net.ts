/**
 * A small network as the search's evaluation (a weights file with
 * `"model": "net"`, fitted by `engine fit --model net-pst`, src/lab/net.ts):
 * the linear features (./features.ts), one hidden layer of H rectified
 * units over the 128 piece-square inputs (own man, own king, the
 * opponent's man, the opponent's king on each of the 32 squares, the side
 * to move moving up) and the phase, and a piece-square table beside it:
 *
 *     z = linear . features + sum_h v[h] * max(0, b[h] + phase * p[h] + sum_active W[input][h])
 *         (+ sum_active phase * pst[input].open + (1 - phase) * pst[input].end, when it has a table)
 *
 * with phase = pieces on the board / 24; the value is z in search units.
 */
import { popcount } from '../engine/internal';
import { FEATURE_COUNT, featuresUp, weightedSum } from './features';

export const NET_INPUTS = 128;

export interface NetFile {
	model: 'net';
	hidden: number;
	features: string[];
	/** pst: a piece-square table beside the hidden layer, (open, end) per input, in the output directly. */
	params: { linear: number[]; w: number[]; b: number[]; p: number[]; v: number[]; pst?: number[] };
	fit?: unknown;
}

/** TERN[v]: the 4 bits of v as base-3 digits 1 (own men; twice for the opponent's). */
export const TERN = new Int32Array(16);
for (let v = 0; v < 16; v++) for (let t = 0; t < 4; t++) if ((v >> t) & 1) TERN[v] += 3 ** t;
/** TERN of the 4 bits reversed: a rank's men as the board turned half a circle reads them. */
export const TERN_REV = new Int32Array(16);
for (let v = 0; v < 16; v++) for (let t = 0; t < 4; t++) if ((v >> t) & 1) TERN_REV[v] += 3 ** (3 - t);

const isNumbers = (a: unknown, n: number): a is number[] => Array.isArray(a) && a.length === n && a.every((x) => typeof x === 'number' && Number.isFinite(x));

/** The evaluation sums this many of a row's values at a time, in locals (V8 keeps them in registers; 6 measured faster than 9). */
const CHUNK = 6;
/** Most table rows a board adds: 8 ranks of men and a king on each of the 32 squares. */
const MAX_ROWS = 40;
/** Where the king inputs' rows start in the table (after the ranks' 8 x 81). */
const KING_ROWS = 8 * 81;

/**
 * A net file as the evaluation reads it. Rows of `stride` values: the
 * piece-square (open, end) sums, the first layer's H, then zeros up to a
 * multiple of CHUNK. Rows rank * 81 + configuration: a rank's men summed
 * ahead; then row KING_ROWS + input: one input's own.
 */
export interface NetTables {
	readonly stride: number;
	/** The linear features' weights. */
	readonly lin: Float64Array;
	readonly table: Float64Array;
	/** Per piece count n (phase n / 24): 0, 0, then b[h] + phase * p[h], in rows of `stride`. */
	readonly bias: Float64Array;
	/** v[h] / 2, where h's value sits in a row (index h + 2). */
	readonly halfV: Float64Array;
}

/** The tables of a net file; an error if the file is damaged. */
export function netTables(file: NetFile): NetTables {
	const H = file.hidden;
	const q = file.params;
	if (!Number.isInteger(H) || H < 1 || H > 256 || typeof q !== 'object' || q === null) throw new Error('the net file is damaged');
	if (
		!isNumbers(q.linear, FEATURE_COUNT) ||
		!isNumbers(q.w, NET_INPUTS * H) ||
		!isNumbers(q.b, H) ||
		!isNumbers(q.p, H) ||
		!isNumbers(q.v, H) ||
		(q.pst !== undefined && !isNumbers(q.pst, 2 * NET_INPUTS))
	)
		throw new Error('the net file is damaged');
	const S = Math.ceil((H + 2) / CHUNK) * CHUNK;
	const bias = new Float64Array(25 * S);
	for (let n = 0; n <= 24; n++) {
		const phase = n / 24;
		for (let h = 0; h < H; h++) bias[n * S + 2 + h] = q.b[h] + phase * q.p[h];
	}
	const halfV = new Float64Array(S);
	for (let h = 0; h < H; h++) halfV[h + 2] = q.v[h] / 2;
	const t = new Float64Array((KING_ROWS + NET_INPUTS) * S);
	for (let i = 0; i < NET_INPUTS; i++) {
		const o = (KING_ROWS + i) * S;
		if (q.pst) {
			t[o] = q.pst[2 * i];
			t[o + 1] = q.pst[2 * i + 1];
		}
		for (let h = 0; h < H; h++) t[o + 2 + h] = q.w[i * H + h];
	}
	for (let r = 0; r < 8; r++)
		for (let c = 0; c < 81; c++) {
			let x = c;
			for (let d = 0; d < 4; d++, x = Math.floor(x / 3)) {
				const digit = x % 3;
				if (digit === 0) continue;
				const input = (digit === 1 ? 0 : 64) + 4 * r + d;
				for (let h = 0; h < S; h++) t[(r * 81 + c) * S + h] += t[(KING_ROWS + input) * S + h];
			}
		}
	return { stride: S, lin: Float64Array.from(q.linear), table: t, bias, halfV };
}

/**
 * The net as the search's evaluation: allocation-free. The men's first-layer
 * sums are looked up a rank at a time (each rank's 3^4 configurations of
 * own and opposing men, summed ahead), kings added one by one: about 8
 * vector additions where one a piece would be 20. A position's rows are
 * listed first, then summed CHUNK values at a time in locals, then the
 * rectified units added to the output: the same additions in the same
 * order as before that (a unit's bias, its ranks' rows, its kings'
 * columns), so the same values to the last bit (fixed-nodes.test.ts keeps
 * the net's trees from before); netPlain below is the formula written
 * out, which it equals in search units (net.test.ts). The search runs
 * the same computation in WebAssembly where it can (./net-wasm.ts).
 */
export class NetEvaluator {
	readonly tables: NetTables;
	private readonly lin: Float64Array;
	/** Scratch: weightedSum's result. */
	private readonly sum = new Float64Array(1);
	private readonly table: Float64Array;
	private readonly bias: Float64Array;
	private readonly halfV: Float64Array;
	/** Scratch: the offsets of a position's rows in `table`. */
	private readonly offsets = new Int32Array(MAX_ROWS);
	private readonly stride: number;

	constructor(
		file: NetFile,
		private readonly limit: number
	) {
		const t = netTables(file);
		this.tables = t;
		this.lin = t.lin;
		this.table = t.table;
		this.bias = t.bias;
		this.halfV = t.halfV;
		this.stride = t.stride;
	}

	/** The side to move's evaluation in search units. */
	evaluate(white: number, black: number, kings: number, whiteToMove: boolean): number {
		weightedSum(white, black, kings, whiteToMove, this.lin, this.sum);
		const s = this.sum[0];
		const S = this.stride;
		const offsets = this.offsets;
		const wm = white & ~kings;
		const bm = black & ~kings;
		let count = 0;
		if (whiteToMove) {
			for (let r = 0; r < 8; r++) {
				const c = TERN[(wm >>> (4 * r)) & 15] + 2 * TERN[(bm >>> (4 * r)) & 15];
				if (c !== 0) offsets[count++] = (r * 81 + c) * S;
			}
			for (let b = white & kings; b !== 0; b &= (b - 1) | 0) offsets[count++] = (KING_ROWS + 32 + 31 - Math.clz32(b & ((0 - b) | 0))) * S;
			for (let b = black & kings; b !== 0; b &= (b - 1) | 0) offsets[count++] = (KING_ROWS + 96 + 31 - Math.clz32(b & ((0 - b) | 0))) * S;
		} else {
			// Black moving up is the board turned: its rank 7 - r, each rank's squares reversed, square q at 31 - q (highest first).
			for (let r = 7; r >= 0; r--) {
				const c = TERN_REV[(bm >>> (4 * r)) & 15] + 2 * TERN_REV[(wm >>> (4 * r)) & 15];
				if (c !== 0) offsets[count++] = ((7 - r) * 81 + c) * S;
			}
			for (let b = black & kings; b !== 0; b ^= 1 << (31 - Math.clz32(b))) offsets[count++] = (KING_ROWS + 32 + Math.clz32(b)) * S;
			for (let b = white & kings; b !== 0; b ^= 1 << (31 - Math.clz32(b))) offsets[count++] = (KING_ROWS + 96 + Math.clz32(b)) * S;
		}
		const n = popcount(white | black);
		const phase = n / 24;
		const t = this.table;
		const bias = this.bias;
		const half = this.halfV;
		let z = s;
		for (let h = 0; h < S; h += CHUNK) {
			const o = n * S + h;
			let a0 = bias[o];
			let a1 = bias[o + 1];
			let a2 = bias[o + 2];
			let a3 = bias[o + 3];
			let a4 = bias[o + 4];
			let a5 = bias[o + 5];
			for (let i = 0; i < count; i++) {
				const p = offsets[i] + h;
				a0 += t[p];
				a1 += t[p + 1];
				a2 += t[p + 2];
				a3 += t[p + 3];
				a4 += t[p + 4];
				a5 += t[p + 5];
			}
			// v[h] * max(0, a) as v[h] / 2 * (a + |a|): the same product without a branch (0 where a <= 0, as is a padding's).
			if (h === 0) z = z + phase * a0 + (1 - phase) * a1;
			else {
				z += half[h] * (a0 + Math.abs(a0));
				z += half[h + 1] * (a1 + Math.abs(a1));
			}
			z += half[h + 2] * (a2 + Math.abs(a2));
			z += half[h + 3] * (a3 + Math.abs(a3));
			z += half[h + 4] * (a4 + Math.abs(a4));
			z += half[h + 5] * (a5 + Math.abs(a5));
		}
		const v = Math.round(z * 100);
		// An integer (`| 0`), never -0 (Math.round of a small negative value), which V8 would box.
		return (v > this.limit ? this.limit : v < -this.limit ? -this.limit : v) | 0;
	}
}

/**
 * The net's value `z` as its formula reads (module comment), for the tests:
 * the side to move's pieces `mover` moving up against `other`, the linear
 * features written out (featuresUp), each piece's first-layer column and
 * piece-square entry added one by one. NetEvaluator's value is this,
 * rounded to search units, up to the order of its additions.
 */
export function netPlain(file: NetFile, mover: number, other: number, kings: number): number {
	const H = file.hidden;
	const q = file.params;
	const f = new Float64Array(FEATURE_COUNT);
	featuresUp(mover, other, kings, f);
	let z = 0;
	for (let i = 0; i < FEATURE_COUNT; i++) z += q.linear[i] * f[i];
	const phase = popcount(mover | other) / 24;
	const acc = q.b.map((b, h) => b + phase * q.p[h]);
	const boards = [mover & ~kings, mover & kings, other & ~kings, other & kings];
	for (let kind = 0; kind < 4; kind++)
		for (let sq = 0; sq < 32; sq++) {
			if (((boards[kind] >>> sq) & 1) === 0) continue;
			const input = kind * 32 + sq;
			for (let h = 0; h < H; h++) acc[h] += q.w[input * H + h];
			if (q.pst) z += phase * q.pst[2 * input] + (1 - phase) * q.pst[2 * input + 1];
		}
	for (let h = 0; h < H; h++) z += q.v[h] * Math.max(0, acc[h]);
	return z;
}
