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
	private readonly white: Int32Array;
	private readonly black: Int32Array;
	private readonly kings: Int32Array;
	/** flags (2 bits) | lo << 2 | hi << 10 | best + 1 << 18 | work << 26 */
	private readonly info: Int32Array;

	// Result of the last successful probe.
	lo = 0;
	hi = NONE;
	best = -1;

	constructor(megabytes: number = DEFAULT_TT_MEGABYTES) {
		let n = 2;
		while (n * 2 * BYTES_PER_ENTRY <= megabytes * 1024 * 1024) n *= 2;
		this.entries = n;
		this.mask = n - 1;
		this.white = new Int32Array(n);
		this.black = new Int32Array(n);
		this.kings = new Int32Array(n);
		this.info = new Int32Array(n);
	}

	clear(): void {
		this.info.fill(0);
	}

	private slot(hash: number, white: number, black: number, kings: number, wtm: boolean): number {
		const i = hash & this.mask & ~1;
		const flags = VALID | (wtm ? WHITE_TO_MOVE : 0);
		for (let s = i; s < i + 2; s++) {
			if ((this.info[s] & 3) === flags && this.white[s] === white && this.black[s] === black && this.kings[s] === kings)
				return s;
		}
		return -1;
	}

	/** Look the position up; on a hit, fills lo/hi/best and returns true. */
	probe(hash: number, white: number, black: number, kings: number, wtm: boolean): boolean {
		const s = this.slot(hash, white | 0, black | 0, kings | 0, wtm);
		if (s < 0) return false;
		const v = this.info[s];
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
		let s = this.slot(hash, white, black, kings, wtm);
		if (s >= 0) {
			const v = this.info[s];
			lo = Math.max(lo, (v >>> 2) & 255);
			const oldHi = (v >>> 10) & 255;
			if (oldHi <= hi) {
				hi = oldHi;
				if (best < 0 || oldHi < hi) best = ((v >>> 18) & 255) - 1;
			}
			work = Math.max(work, v >>> 26);
		} else {
			const i = hash & this.mask & ~1;
			if ((this.info[i] & VALID) === 0 || this.info[i] >>> 26 <= work) {
				// The kept entry steps down to the always-replaced slot.
				this.white[i + 1] = this.white[i];
				this.black[i + 1] = this.black[i];
				this.kings[i + 1] = this.kings[i];
				this.info[i + 1] = this.info[i];
				s = i;
			} else s = i + 1;
		}
		if (work > 63) work = 63;
		if (best > 253) best = -1;
		this.white[s] = white;
		this.black[s] = black;
		this.kings[s] = kings;
		this.info[s] = VALID | (wtm ? WHITE_TO_MOVE : 0) | (lo << 2) | (hi << 10) | ((best + 1) << 18) | (work << 26);
	}
}
