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
 */
export const BOUND_EXACT = 3;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

const VALID = 1;
const WHITE_TO_MOVE = 2;
const BYTES_PER_ENTRY = 18;

export const DEFAULT_PLAYER_TT_MEGABYTES = 16;

export class PlayerTable {
	readonly entries: number;
	private readonly mask: number;
	/** Entry i: data[4i .. 4i+3] = white, black, kings, info; info = flags | bound << 2 | depth << 4 | (move + 1) << 12. */
	private readonly data: Int32Array;
	private readonly scores: Int16Array;

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
		this.data = new Int32Array(n * 4);
		this.scores = new Int16Array(n);
	}

	clear(): void {
		this.data.fill(0);
	}

	/** Look the position up; on a hit fills score/depth/bound/move and returns true. */
	probe(hash: number, white: number, black: number, kings: number, wtm: boolean): boolean {
		const d = this.data;
		const e = hash & this.mask & ~1;
		const flags = VALID | (wtm ? WHITE_TO_MOVE : 0);
		let s = -1;
		if ((d[4 * e + 3] & 3) === flags && d[4 * e] === white && d[4 * e + 1] === black && d[4 * e + 2] === kings) s = e;
		else if ((d[4 * e + 7] & 3) === flags && d[4 * e + 4] === white && d[4 * e + 5] === black && d[4 * e + 6] === kings) s = e + 1;
		if (s < 0) return false;
		const v = d[4 * s + 3];
		this.bound = (v >>> 2) & 3;
		this.depth = (v >>> 4) & 255;
		this.move = ((v >>> 12) & 255) - 1;
		this.score = this.scores[s];
		return true;
	}

	/** Record a search result; depth 0-255, move -1 (none) to 254. */
	store(hash: number, white: number, black: number, kings: number, wtm: boolean, score: number, bound: number, depth: number, move: number): void {
		const d = this.data;
		const e = hash & this.mask & ~1;
		const flags = VALID | (wtm ? WHITE_TO_MOVE : 0);
		let s: number;
		if ((d[4 * e + 3] & 3) === flags && d[4 * e] === white && d[4 * e + 1] === black && d[4 * e + 2] === kings) s = e;
		else if ((d[4 * e + 7] & 3) === flags && d[4 * e + 4] === white && d[4 * e + 5] === black && d[4 * e + 6] === kings) s = e + 1;
		else if ((d[4 * e + 3] & VALID) === 0 || ((d[4 * e + 3] >>> 4) & 255) <= depth) {
			// The deeper entry steps down to the always-replaced slot.
			d[4 * e + 4] = d[4 * e];
			d[4 * e + 5] = d[4 * e + 1];
			d[4 * e + 6] = d[4 * e + 2];
			d[4 * e + 7] = d[4 * e + 3];
			this.scores[e + 1] = this.scores[e];
			s = e;
		} else s = e + 1;
		if (move < 0 && (d[4 * s + 3] & 3) === flags && d[4 * s] === white && d[4 * s + 1] === black && d[4 * s + 2] === kings) {
			// Keep the move an earlier search found.
			move = ((d[4 * s + 3] >>> 12) & 255) - 1;
		}
		if (depth > 255) depth = 255;
		d[4 * s] = white;
		d[4 * s + 1] = black;
		d[4 * s + 2] = kings;
		d[4 * s + 3] = flags | (bound << 2) | (depth << 4) | ((move + 1) << 12);
		this.scores[s] = score;
	}
}
