/**
 * The engine's transposition table: fixed size, buckets of two entries
 * (the first kept by depth, the second always replaced), like the solver's
 * (../solver/tt.ts). Each entry holds the whole position, so a hash
 * collision is only ever a miss, never another position's score.
 *
 * Per position: a score with its bound (exact, lower, upper), the depth it
 * was searched to and the index of the best move in the engine's move
 * order (generateMoves), for ordering and for lines. Scores of proved
 * results are stored relative to the position (plies from it), not from
 * the root; the search converts.
 *
 * Clearing does not write the table: each entry carries the generation it
 * was stored in, clear() starts a new one, and an entry of an older
 * generation is empty in every respect (a probe misses it, a store treats
 * its slot as free). Only when the generations run out is the memory
 * zeroed. So a search that clears first (every move) finds the table as
 * if zeroed, without writing its megabytes each time.
 */
export const BOUND_EXACT = 3;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

const VALID = 1;
const WHITE_TO_MOVE = 2;
/** Info bits 20-31: the entry's generation (1-4095; 0 is never current, so zeroed memory is empty). */
const GENERATION_SHIFT = 20;
const LAST_GENERATION = 4095;
/** The bits an entry of this generation and side to move has set as they are: its generation, VALID, WHITE_TO_MOVE. */
const KEY_BITS = (LAST_GENERATION << GENERATION_SHIFT) | VALID | WHITE_TO_MOVE;
/** The table's size in entries is set as if each took this much (the count fixes the search's results). */
const BYTES_PER_ENTRY = 18;
/** Ints per bucket of two entries: both positions and infos, then both scores, padded to 64 bytes (one cache line, not two). */
const BUCKET_INTS = 16;
const SCORE_AT = 8;

export const DEFAULT_PLAYER_TT_MEGABYTES = 16;

export class PlayerTable {
	readonly entries: number;
	private readonly mask: number;
	/**
	 * Bucket j (entries 2j and 2j + 1) at data[16j ..]: white, black, kings,
	 * info of the first entry, the same of the second, then the two scores;
	 * info = flags | bound << 2 | depth << 4 | (move + 1) << 12 | generation << 20.
	 */
	private readonly data: Int32Array;
	/** Entries of other generations are empty. */
	private generation = 1;

	// The last successful probe.
	score = 0;
	depth = 0;
	bound = 0;
	move = -1;

	constructor(megabytes: number = DEFAULT_PLAYER_TT_MEGABYTES) {
		let n = 2;
		while (n * 2 * BYTES_PER_ENTRY <= megabytes * 1024 * 1024) n *= 2;
		this.entries = n;
		this.mask = n - 1;
		this.data = new Int32Array((n / 2) * BUCKET_INTS);
	}

	/** Empty the table: a new generation (the memory is zeroed once every 4095). */
	clear(): void {
		if (this.generation === LAST_GENERATION) {
			this.data.fill(0);
			this.generation = 1;
		} else this.generation++;
	}

	/** Look the position up; on a hit fills score/depth/bound/move and returns true. */
	probe(hash: number, white: number, black: number, kings: number, wtm: boolean): boolean {
		const d = this.data;
		const e = (hash & this.mask) >>> 1;
		const at = e * BUCKET_INTS;
		const flags = (this.generation << GENERATION_SHIFT) | VALID | (wtm ? WHITE_TO_MOVE : 0);
		let s = -1;
		if ((d[at + 3] & KEY_BITS) === flags && d[at] === white && d[at + 1] === black && d[at + 2] === kings) s = 0;
		else if ((d[at + 7] & KEY_BITS) === flags && d[at + 4] === white && d[at + 5] === black && d[at + 6] === kings) s = 1;
		if (s < 0) return false;
		const v = d[at + 4 * s + 3];
		this.bound = (v >>> 2) & 3;
		this.depth = (v >>> 4) & 255;
		this.move = ((v >>> 12) & 255) - 1;
		this.score = d[at + SCORE_AT + s];
		return true;
	}

	/** Record a search result; depth 0-255, move -1 (none) to 254. */
	store(hash: number, white: number, black: number, kings: number, wtm: boolean, score: number, bound: number, depth: number, move: number): void {
		const d = this.data;
		const at = ((hash & this.mask) >>> 1) * BUCKET_INTS;
		const current = (this.generation << GENERATION_SHIFT) | VALID;
		const flags = current | (wtm ? WHITE_TO_MOVE : 0);
		let s: number;
		if ((d[at + 3] & KEY_BITS) === flags && d[at] === white && d[at + 1] === black && d[at + 2] === kings) s = 0;
		else if ((d[at + 7] & KEY_BITS) === flags && d[at + 4] === white && d[at + 5] === black && d[at + 6] === kings) s = 1;
		else if ((d[at + 3] & (KEY_BITS & ~WHITE_TO_MOVE)) !== current || ((d[at + 3] >>> 4) & 255) <= depth) {
			// The first slot is empty (an older generation's is) or no deeper:
			// its entry steps down to the always-replaced slot.
			d[at + 4] = d[at];
			d[at + 5] = d[at + 1];
			d[at + 6] = d[at + 2];
			d[at + 7] = d[at + 3];
			d[at + SCORE_AT + 1] = d[at + SCORE_AT];
			s = 0;
		} else s = 1;
		const q = at + 4 * s;
		if (move < 0 && (d[q + 3] & KEY_BITS) === flags && d[q] === white && d[q + 1] === black && d[q + 2] === kings) {
			// Keep the move an earlier search found.
			move = ((d[q + 3] >>> 12) & 255) - 1;
		}
		if (depth > 255) depth = 255;
		d[q] = white;
		d[q + 1] = black;
		d[q + 2] = kings;
		d[q + 3] = flags | (bound << 2) | (depth << 4) | ((move + 1) << 12);
		// Scores were Int16: keep their range (they always fit: |score| < 32 768).
		d[at + SCORE_AT + s] = (score << 16) >> 16;
	}
}
