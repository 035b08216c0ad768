/**
 * Transposition table of fixed size (no growth, whatever the search does).
 * Each entry holds the whole position (three bitboards and the side to
 * move), so a hash collision can never lend one position's verdict to
 * another: a lookup that does not match the position is a miss.
 *
 * Per position it keeps what has been proved about the win distance of
 * the side to move (in its own moves): `lo` = no win in fewer than lo
 * moves, `hi` = a win in at most hi moves (NONE = not proved), plus the
 * move that proved the win, for ordering and for lines.
 *
 * Buckets of two entries: the first keeps the entry with the most proved
 * work, the second is always replaced.
 */
export const NONE = 255;

const VALID = 1;
const WHITE_TO_MOVE = 2;

export const DEFAULT_TT_MEGABYTES = 32;
const BYTES_PER_ENTRY = 16;

export class TranspositionTable {
	readonly entries: number;
	private readonly mask: number;
	/**
	 * Entry i at data[4i .. 4i+3]: white, black, kings, info, where info =
	 * flags (2 bits) | lo << 2 | hi << 10 | (best + 1) << 18 | work << 26.
	 * One array with the two entries of a bucket side by side: a probe
	 * touches one cache line.
	 */
	private readonly data: Int32Array;

	// Result of the last successful probe.
	lo = 0;
	hi = NONE;
	best = -1;

	constructor(megabytes: number = DEFAULT_TT_MEGABYTES) {
		let n = 2;
		while (n * 2 * BYTES_PER_ENTRY <= megabytes * 1024 * 1024) n *= 2;
		this.entries = n;
		this.mask = n - 1;
		this.data = new Int32Array(n * 4);
	}

	clear(): void {
		this.data.fill(0);
	}

	private slot(hash: number, white: number, black: number, kings: number, wtm: boolean): number {
		const d = this.data;
		const i = (hash & this.mask & ~1) << 2;
		const flags = VALID | (wtm ? WHITE_TO_MOVE : 0);
		if ((d[i + 3] & 3) === flags && d[i] === white && d[i + 1] === black && d[i + 2] === kings) return i;
		if ((d[i + 7] & 3) === flags && d[i + 4] === white && d[i + 5] === black && d[i + 6] === kings) return i + 4;
		return -1;
	}

	/** Look the position up; on a hit, fills lo/hi/best and returns true. */
	probe(hash: number, white: number, black: number, kings: number, wtm: boolean): boolean {
		const s = this.slot(hash, white | 0, black | 0, kings | 0, wtm);
		if (s < 0) return false;
		const v = this.data[s + 3];
		this.lo = (v >>> 2) & 255;
		this.hi = (v >>> 10) & 255;
		this.best = ((v >>> 18) & 255) - 1;
		return true;
	}

	/**
	 * Record proved bounds, merged with what the entry already knew:
	 * lo only rises, hi only falls. `work` (0-63) ranks entries for replacement.
	 */
	store(hash: number, white: number, black: number, kings: number, wtm: boolean, lo: number, hi: number, best: number, work: number): void {
		white |= 0;
		black |= 0;
		kings |= 0;
		const d = this.data;
		let s = this.slot(hash, white, black, kings, wtm);
		if (s >= 0) {
			const v = d[s + 3];
			lo = Math.max(lo, (v >>> 2) & 255);
			const oldHi = (v >>> 10) & 255;
			// Keep the move of the shortest proved win; otherwise the newest hint.
			if (oldHi < hi || (oldHi === hi && best < 0)) {
				best = ((v >>> 18) & 255) - 1;
				hi = oldHi;
			}
			work = Math.max(work, v >>> 26);
		} else {
			const i = (hash & this.mask & ~1) << 2;
			if ((d[i + 3] & VALID) === 0 || d[i + 3] >>> 26 <= work) {
				// The kept entry steps down to the always-replaced slot.
				d[i + 4] = d[i];
				d[i + 5] = d[i + 1];
				d[i + 6] = d[i + 2];
				d[i + 7] = d[i + 3];
				s = i;
			} else s = i + 4;
		}
		if (work > 63) work = 63;
		if (best > 253) best = -1;
		d[s] = white;
		d[s + 1] = black;
		d[s + 2] = kings;
		d[s + 3] = VALID | (wtm ? WHITE_TO_MOVE : 0) | (lo << 2) | (hi << 10) | ((best + 1) << 18) | (work << 26);
	}
}
