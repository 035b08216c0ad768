/**
 * The board model: the linear features of ./features.ts plus two kinds of
 * tables, each entry weighted by the opening and the ending phase (pieces
 * on the board out of 24, and its complement):
 *
 * - piece-square tables (`pst`): a weight for each kind of piece (own
 *   man, own king, the opponent's man, the opponent's king) on each of the
 *   32 squares;
 * - patterns over board regions (`patterns`, after Scan's idea): the board
 *   is covered by 9 overlapping regions of 4 files by 4 ranks (8 dark
 *   squares each, ranks 1-4, 3-6, 5-8 by files a-d, c-f, e-h); each
 *   region's men (empty, own man, opponent's man on each square: 3^8 =
 *   6561 configurations) index a table of weights. Kings count in the
 *   features and the piece-square tables, not in the patterns.
 *
 * All from the side to move's view, on a board turned so that it moves up
 * (./features.ts). A layout says which tables a model has; the parameters
 * are in one vector: the linear weights, then the tables' (open, end)
 * pairs. `modelRow` writes the fit's view of a position (the non-zero
 * inputs); `BoardModel.evaluate` is the search's, allocation-free, and the
 * same sum.
 */
import { popcount } from '../engine/internal';
import { reverseBits } from '../tablebase/symmetry';
import { FEATURE_COUNT, featuresUp, weightedSum } from './features';

export interface ModelLayout {
	pst: boolean;
	patterns: boolean;
}

export const PST_KINDS = 4;
export const PST_SIZE = PST_KINDS * 32 * 2;
export const REGIONS = 9;
export const REGION_SQUARES = 8;
export const CONFIGS = 6561;
export const PATTERN_SIZE = REGIONS * CONFIGS * 2;

/** The offsets of a layout's parts in the parameter vector, and its length. */
export function layoutOffsets(layout: ModelLayout): { pst: number; patterns: number; size: number } {
	const pst = FEATURE_COUNT;
	const patterns = pst + (layout.pst ? PST_SIZE : 0);
	return { pst, patterns, size: patterns + (layout.patterns ? PATTERN_SIZE : 0) };
}

/** Region r's first rank (0, 2 or 4) and first column of squares (0, 1 or 2: files a-d, c-f, e-h). */
const REGION_RANK = [0, 0, 0, 2, 2, 2, 4, 4, 4];
const REGION_COL = [0, 1, 2, 0, 1, 2, 0, 1, 2];
/** Bit shift of region r's k-th rank's two squares. */
const SHIFT = new Int32Array(REGIONS * 4);
for (let r = 0; r < REGIONS; r++) for (let k = 0; k < 4; k++) SHIFT[r * 4 + k] = 4 * (REGION_RANK[r] + k) + REGION_COL[r];
/**
 * TRIT[k * 16 + v]: the ternary digits of a region's k-th rank, v = its
 * two own-man bits | its two opponent-man bits << 2 (square 2k + t of the
 * region has digit 1 for an own man, 2 for the opponent's, times 3^(2k+t)).
 */
const TRIT = new Int32Array(4 * 16);
for (let k = 0; k < 4; k++)
	for (let v = 0; v < 16; v++) {
		let d = 0;
		for (let t = 0; t < 2; t++) {
			const own = (v >> t) & 1;
			const opp = (v >> (2 + t)) & 1;
			d += (own ? 1 : opp ? 2 : 0) * 3 ** (2 * k + t);
		}
		TRIT[k * 16 + v] = d;
	}

/** Region r's configuration index for own men `own` and the opponent's `opp` (both moving-up view). */
export function regionIndex(r: number, own: number, opp: number): number {
	let idx = 0;
	for (let k = 0; k < 4; k++) {
		const s = SHIFT[r * 4 + k];
		idx += TRIT[k * 16 + (((own >>> s) & 3) | (((opp >>> s) & 3) << 2))];
	}
	return idx;
}

/** The squares of region r, in digit order (for tests and the docs). */
export function regionSquares(r: number): number[] {
	const out: number[] = [];
	for (let k = 0; k < 4; k++) for (let t = 0; t < 2; t++) out.push(SHIFT[r * 4 + k] + t);
	return out;
}

/** The fit's view of a position: its non-zero inputs (parameter index, value). */
export interface ModelRow {
	index: Int32Array;
	value: Float64Array;
	length: number;
}

export function newRow(): ModelRow {
	return { index: new Int32Array(FEATURE_COUNT + 64 + 2 * REGIONS), value: new Float64Array(FEATURE_COUNT + 64 + 2 * REGIONS), length: 0 };
}

const scratch = new Float64Array(FEATURE_COUNT);

/** The inputs of the position `mover` (moving up) against `other`. */
export function modelRow(layout: ModelLayout, mover: number, other: number, kings: number, row: ModelRow): void {
	const off = layoutOffsets(layout);
	featuresUp(mover, other, kings, scratch);
	let n = 0;
	for (let i = 0; i < FEATURE_COUNT; i++) {
		if (scratch[i] === 0) continue;
		row.index[n] = i;
		row.value[n++] = scratch[i];
	}
	const phase = popcount(mover | other) / 24;
	const rest = 1 - phase;
	const put = (i: number) => {
		row.index[n] = i;
		row.value[n++] = phase;
		row.index[n] = i + 1;
		row.value[n++] = rest;
	};
	if (layout.pst) {
		const boards = [mover & ~kings, mover & kings, other & ~kings, other & kings];
		for (let kind = 0; kind < PST_KINDS; kind++)
			for (let b = boards[kind]; b !== 0; b &= (b - 1) | 0) put(off.pst + ((kind * 32 + (31 - Math.clz32(b & ((0 - b) | 0)))) << 1));
	}
	if (layout.patterns) {
		const own = mover & ~kings;
		const opp = other & ~kings;
		for (let r = 0; r < REGIONS; r++) put(off.patterns + ((r * CONFIGS + regionIndex(r, own, opp)) << 1));
	}
	row.length = n;
}

/** Search units (hundredths of a logit) of a model sum, clamped as every evaluation is. */
function units(s: number, limit: number): number {
	const v = Math.round(s * 100);
	// An integer (`| 0`), never -0 (Math.round of a small negative value), which V8 would box.
	return (v > limit ? limit : v < -limit ? -limit : v) | 0;
}

/** The board model with its parameters: the search's evaluation. */
export class BoardModel {
	private readonly lin = new Float64Array(FEATURE_COUNT);
	/** Scratch: weightedSum's result. */
	private readonly sum = new Float64Array(1);
	private readonly pst: Float64Array;
	private readonly pat: Float64Array;
	private readonly tables: boolean;

	constructor(
		readonly layout: ModelLayout,
		params: ArrayLike<number>,
		private readonly limit: number
	) {
		const off = layoutOffsets(layout);
		if (params.length !== off.size) throw new Error(`expected ${off.size} parameters, got ${params.length}`);
		for (let i = 0; i < FEATURE_COUNT; i++) this.lin[i] = params[i];
		this.pst = Float64Array.from({ length: layout.pst ? PST_SIZE : 0 }, (_, i) => params[off.pst + i]);
		this.pat = Float64Array.from({ length: layout.patterns ? PATTERN_SIZE : 0 }, (_, i) => params[off.patterns + i]);
		this.tables = layout.pst || layout.patterns;
	}

	/** The side to move's evaluation in search units. */
	evaluate(white: number, black: number, kings: number, whiteToMove: boolean): number {
		// The linear part on the board as it stands (./features.ts); only the tables turn it.
		weightedSum(white, black, kings, whiteToMove, this.lin, this.sum);
		const s = this.sum[0];
		if (!this.tables) return units(s, this.limit);
		return whiteToMove ? this.tablesUp(s, white, black, kings) : this.tablesUp(s, reverseBits(black), reverseBits(white), reverseBits(kings));
	}

	/** The linear sum `s` plus the tables' terms, the side to move moving up. */
	private tablesUp(s: number, mover: number, other: number, kings: number): number {
		let open = 0;
		let end = 0;
		if (this.layout.pst) {
			const t = this.pst;
			for (let b = mover & ~kings; b !== 0; b &= (b - 1) | 0) {
				const i = (31 - Math.clz32(b & ((0 - b) | 0))) << 1;
				open += t[i];
				end += t[i + 1];
			}
			for (let b = mover & kings; b !== 0; b &= (b - 1) | 0) {
				const i = (32 + 31 - Math.clz32(b & ((0 - b) | 0))) << 1;
				open += t[i];
				end += t[i + 1];
			}
			for (let b = other & ~kings; b !== 0; b &= (b - 1) | 0) {
				const i = (64 + 31 - Math.clz32(b & ((0 - b) | 0))) << 1;
				open += t[i];
				end += t[i + 1];
			}
			for (let b = other & kings; b !== 0; b &= (b - 1) | 0) {
				const i = (96 + 31 - Math.clz32(b & ((0 - b) | 0))) << 1;
				open += t[i];
				end += t[i + 1];
			}
		}
		if (this.layout.patterns) {
			const t = this.pat;
			const own = mover & ~kings;
			const opp = other & ~kings;
			for (let r = 0, base = 0; r < REGIONS; r++, base += CONFIGS) {
				const s4 = r << 2;
				let idx = 0;
				for (let k = 0; k < 4; k++) {
					const sh = SHIFT[s4 + k];
					idx += TRIT[(k << 4) + (((own >>> sh) & 3) | (((opp >>> sh) & 3) << 2))];
				}
				const i = (base + idx) << 1;
				open += t[i];
				end += t[i + 1];
			}
		}
		const phase = popcount(mover | other) / 24;
		s += phase * open + (1 - phase) * end;
		return units(s, this.limit);
	}
}
