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
import { reverseBits } from '../tablebase/symmetry';
import { FEATURE_COUNT, weightedSum } from './features';

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
const TERN = new Int32Array(16);
for (let v = 0; v < 16; v++) for (let t = 0; t < 4; t++) if ((v >> t) & 1) TERN[v] += 3 ** t;

const isNumbers = (a: unknown, n: number): a is number[] => Array.isArray(a) && a.length === n && a.every((x) => typeof x === 'number' && Number.isFinite(x));

/**
 * The net as the search's evaluation: allocation-free. The men's first-layer
 * sums are looked up a rank at a time (each rank's 3^4 configurations of
 * own and opposing men, summed ahead), kings added one by one: about 8
 * vector additions where one a piece would be 20.
 */
export class NetEvaluator {
	private readonly lin = new Float64Array(FEATURE_COUNT);
	/** rank * 81 + configuration, times H + 2: the men's summed first-layer columns, then their piece-square (open, end) sums. */
	private readonly rows: Float64Array;
	/** Per input: its first-layer column then its piece-square (open, end): H + 2 values. */
	private readonly col: Float64Array;
	private readonly b: Float64Array;
	private readonly p: Float64Array;
	private readonly v: Float64Array;
	private readonly acc: Float64Array;
	private readonly hidden: number;

	constructor(
		file: NetFile,
		private readonly limit: number
	) {
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
		this.hidden = H;
		this.lin.set(q.linear);
		this.b = Float64Array.from(q.b);
		this.p = Float64Array.from(q.p);
		this.v = Float64Array.from(q.v);
		this.acc = new Float64Array(H + 2);
		const S = H + 2;
		this.col = new Float64Array(NET_INPUTS * S);
		for (let i = 0; i < NET_INPUTS; i++) {
			for (let h = 0; h < H; h++) this.col[i * S + h] = q.w[i * H + h];
			if (q.pst) {
				this.col[i * S + H] = q.pst[2 * i];
				this.col[i * S + H + 1] = q.pst[2 * i + 1];
			}
		}
		this.rows = new Float64Array(8 * 81 * S);
		for (let r = 0; r < 8; r++)
			for (let c = 0; c < 81; c++) {
				let x = c;
				for (let t = 0; t < 4; t++, x = Math.floor(x / 3)) {
					const digit = x % 3;
					if (digit === 0) continue;
					const input = (digit === 1 ? 0 : 64) + 4 * r + t;
					for (let h = 0; h < S; h++) this.rows[(r * 81 + c) * S + h] += this.col[input * S + h];
				}
			}
	}

	/** The side to move's evaluation in search units. */
	evaluate(white: number, black: number, kings: number, whiteToMove: boolean): number {
		const s = weightedSum(white, black, kings, whiteToMove, this.lin);
		return whiteToMove ? this.up(s, white, black, kings) : this.up(s, reverseBits(black), reverseBits(white), reverseBits(kings));
	}

	/** The linear sum `s` plus the net's terms, the side to move moving up. */
	private up(s: number, mover: number, other: number, kings: number): number {
		const H = this.hidden;
		const S = H + 2;
		const acc = this.acc;
		const rows = this.rows;
		const phase = popcount(mover | other) / 24;
		for (let h = 0; h < H; h++) acc[h] = this.b[h] + phase * this.p[h];
		acc[H] = 0;
		acc[H + 1] = 0;
		const own = mover & ~kings;
		const opp = other & ~kings;
		for (let r = 0; r < 8; r++) {
			const c = TERN[(own >>> (4 * r)) & 15] + 2 * TERN[(opp >>> (4 * r)) & 15];
			if (c === 0) continue;
			const base = (r * 81 + c) * S;
			for (let h = 0; h < S; h++) acc[h] += rows[base + h];
		}
		if (kings !== 0) {
			this.add(mover & kings, 32);
			this.add(other & kings, 96);
		}
		let z = s + phase * acc[H] + (1 - phase) * acc[H + 1];
		for (let h = 0; h < H; h++) if (acc[h] > 0) z += this.v[h] * acc[h];
		const v = Math.round(z * 100);
		return v > this.limit ? this.limit : v < -this.limit ? -this.limit : v;
	}

	private add(board: number, kind: number): void {
		const S = this.hidden + 2;
		const acc = this.acc;
		const col = this.col;
		for (let b = board; b !== 0; b &= b - 1) {
			const base = (kind + 31 - Math.clz32(b & -b)) * S;
			for (let h = 0; h < S; h++) acc[h] += col[base + h];
		}
	}
}
