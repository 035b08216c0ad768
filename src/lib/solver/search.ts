/**
 * The proof search: can the side to move force a win within n of its own
 * moves? A depth-bounded AND/OR search (OR: our moves, AND: every reply),
 * with the transposition table recording proved bounds, enhanced
 * transposition cutoffs at AND nodes, and move ordering that tries first
 * the moves leaving the opponent the fewest replies (in giveaway, forcing
 * moves are what wins).
 *
 * Sound by construction: it answers true only when every branch is proved,
 * false only when every move is refuted within the bound. Running out of
 * budget throws OutOfBudget; the caller turns that into `unknown`.
 *
 * Positions travel as (white, black, kings, whiteToMove, hash) numbers and
 * moves live in per-ply MoveLists: no allocation inside the search.
 */
import {
	applyListed,
	countMoves,
	generateMoves,
	hasCapture,
	hasMove,
	MoveList,
	NEXT,
	popcount,
	shiftNE,
	shiftNW,
	shiftSE,
	shiftSW,
	squareFile,
	squareRank,
	zobristLo,
	zobristLoDelta
} from '../engine/internal';
import type { Aim } from '../engine';
import { reverseBits } from '../tablebase/symmetry';
import type { TableSet } from '../tablebase/table';
import { MAX_TABLE_PIECES } from '../tablebase/probe';
import { NONE, TranspositionTable } from './tt';

export class OutOfBudget extends Error {
	constructor() {
		super('out of budget');
	}
}

export interface Budget {
	/** Stop after this many nodes. */
	nodeLimit?: number;
	/** Stop after this many milliseconds from `setBudget`. */
	timeoutMs?: number;
	/** Polled now and then; true stops the search (cancellation). */
	shouldStop?: () => boolean;
}

const MAX_PLY = 256;
const MAX_MOVES = 256;
const CHECK_EVERY = 4096;
/** A bound no search reaches: "no win in fewer than this" for a draw or a loss. */
const NO_WIN = 254;
/** Replacement rank of a tablebase answer in the table (0-63): worth many nodes. */
const TABLEBASE_WORK = 40;
/** Below this depth a cutoff saves less than the table lookups cost. */
const ETC_MIN_DEPTH = 3;

export class ProofSearch {
	readonly giveaway: boolean;
	nodes = 0;
	/** Positions answered by the tablebase. */
	tablebaseHits = 0;
	/** Exact giveaway verdicts for positions of few pieces (undefined: none). */
	private tablebase: TableSet | undefined;
	private nodeLimit = Infinity;
	private deadline = Infinity;
	private shouldStop: (() => boolean) | undefined;
	private nextCheck = CHECK_EVERY;
	private readonly lists: MoveList[] = [];
	private readonly scratch = new MoveList();
	// Children of the OR node at each ply, computed once for ordering; grown
	// on demand so that a solver for a small position costs little to create.
	private plies = 0;
	private childW = new Int32Array(0);
	private childB = new Int32Array(0);
	private childK = new Int32Array(0);
	private childH = new Int32Array(0);
	private order = new Int32Array(0);
	private readonly score = new Int32Array(MAX_MOVES);

	constructor(
		readonly tt: TranspositionTable,
		aim: Aim
	) {
		this.giveaway = aim === 'giveaway';
		this.ensurePly(8);
	}

	private ensurePly(ply: number): void {
		if (ply < this.plies) return;
		if (ply >= MAX_PLY) throw new OutOfBudget(); // deeper than any bound we accept
		const plies = Math.min(MAX_PLY, Math.max(ply + 1, this.plies * 2));
		const grow = (old: Int32Array) => {
			const fresh = new Int32Array(plies * MAX_MOVES);
			fresh.set(old);
			return fresh;
		};
		this.childW = grow(this.childW);
		this.childB = grow(this.childB);
		this.childK = grow(this.childK);
		this.childH = grow(this.childH);
		this.order = grow(this.order);
		while (this.lists.length < 2 * plies + 2) this.lists.push(new MoveList());
		this.plies = plies;
	}

	/** Answer positions of up to 5 pieces from these tables when they hold them (giveaway only). */
	useTablebase(tables: TableSet | undefined): void {
		this.tablebase = this.giveaway ? tables : undefined;
	}

	setBudget(budget: Budget): void {
		this.nodes = 0;
		this.nextCheck = CHECK_EVERY;
		this.nodeLimit = budget.nodeLimit ?? Infinity;
		this.deadline = budget.timeoutMs !== undefined ? performance.now() + budget.timeoutMs : Infinity;
		this.shouldStop = budget.shouldStop;
	}

	/** Counts a node of a search built on this one (ProofNumberSearch), with the same budget. */
	tick(): void {
		if (++this.nodes >= this.nextCheck) this.checkBudget();
	}

	/** Whether endgame tables answer positions of few pieces. */
	get hasTablebase(): boolean {
		return this.tablebase !== undefined;
	}

	/** The OR node itself, for ProofNumberSearch at its frontier (ply 0: no frame of this search may be open). */
	orNode(w: number, b: number, k: number, wtm: boolean, h: number, n: number, ply: number): boolean {
		return this.or(w, b, k, wtm, h, n, ply);
	}

	private checkBudget(): void {
		this.nextCheck = this.nodes + CHECK_EVERY;
		if (this.nodes >= this.nodeLimit || performance.now() >= this.deadline || this.shouldStop?.()) throw new OutOfBudget();
	}

	hash(white: number, black: number, kings: number, wtm: boolean): number {
		return zobristLo(white, black, kings, wtm);
	}

	/** Whether the side to move wins within n of its moves (n >= 0). */
	winWithin(white: number, black: number, kings: number, wtm: boolean, n: number): boolean {
		return this.or(white | 0, black | 0, kings | 0, wtm, this.hash(white, black, kings, wtm), n, 0);
	}

	/**
	 * Whether, after our move, every reply of the opponent (to move in the
	 * given position) leaves us winning within n moves. False if the
	 * opponent has no reply in giveaway (it has won), true in Russian.
	 */
	everyReplyWins(white: number, black: number, kings: number, wtm: boolean, n: number): boolean {
		const h = this.hash(white, black, kings, wtm);
		const list = this.lists[1];
		const count = generateMoves(white | 0, black | 0, kings | 0, wtm, list);
		if (count === 0) return !this.giveaway;
		return this.and(white | 0, black | 0, kings | 0, wtm, h, n, 0, list, count);
	}

	/** OR node: the side to move looks for a move that wins within n. */
	private or(w: number, b: number, k: number, wtm: boolean, h: number, n: number, ply: number): boolean {
		if (++this.nodes >= this.nextCheck) this.checkBudget();
		if (ply >= this.plies) this.ensurePly(ply);
		if (this.giveaway && loneBound(wtm ? w : b, wtm ? b : w, wtm) > n) return false;
		// The frontier is cheaper to recompute than to look up: no table there.
		if (n === 1) return this.winInOne(w, b, k, wtm, ply);
		if (this.giveaway && cannotWinWithin(wtm ? w : b, w | b, k, wtm, n)) return false;
		const tt = this.tt;
		let ttBest = -1;
		if (tt.probe(h, w, b, k, wtm)) {
			if (tt.hi <= n) return true;
			if (tt.lo > n) return false;
			ttBest = tt.best;
		}
		// After the table (which keeps what a probe said): a probe costs as
		// much as a few dozen nodes.
		if (this.tablebase !== undefined && popcount(w | b) <= MAX_TABLE_PIECES) {
			const v = wtm ? this.tablebase.valueOf(w, b, k) : this.tablebase.valueOf(reverseBits(b), reverseBits(w), reverseBits(k));
			if (v >= 0) {
				this.tablebaseHits++;
				// The value byte: odd = win in (v - 1) / 2, otherwise no win at all.
				const win = (v & 1) === 1 ? (v - 1) / 2 : NO_WIN;
				tt.store(h, w, b, k, wtm, win, win === NO_WIN ? NONE : win, ttBest, TABLEBASE_WORK);
				return win <= n;
			}
		}
		const list = this.lists[2 * ply];
		const count = generateMoves(w, b, k, wtm, list);
		if (count === 0) {
			// No legal move: a win in 0 in giveaway, never a win in Russian.
			if (this.giveaway) tt.store(h, w, b, k, wtm, 0, 0, -1, 0);
			else tt.store(h, w, b, k, wtm, NONE, NONE, -1, 63);
			return this.giveaway;
		}
		if (n === 0) {
			tt.store(h, w, b, k, wtm, 1, NONE, -1, 0);
			return false;
		}
		// Make every move once; order by the opponent's number of replies.
		const base = ply * MAX_MOVES;
		const score = this.score;
		let m = 0;
		if (count > MAX_MOVES) throw new OutOfBudget(); // never seen; stay sound if it happens
		for (let i = 0; i < count; i++) {
			this.child(w, b, k, wtm, h, list, i);
			const cw = this.rw;
			const cb = this.rb;
			const ck = this.rk;
			const ch = this.rh;
			const replies = countMoves(cw, cb, ck, !wtm, this.scratch);
			if (replies === 0) {
				if (this.giveaway) continue; // the opponent would have won
				tt.store(h, w, b, k, wtm, 1, 1, i, n);
				return true;
			}
			this.childW[base + i] = cw;
			this.childB[base + i] = cb;
			this.childK[base + i] = ck;
			this.childH[base + i] = ch;
			score[i] = i === ttBest ? -1 : replies;
			// Insertion sort by score into order[base .. base + m].
			let j = m++;
			while (j > 0 && score[this.order[base + j - 1]] > score[i]) {
				this.order[base + j] = this.order[base + j - 1];
				j--;
			}
			this.order[base + j] = i;
		}
		const replyList = this.lists[2 * ply + 1];
		// On failure, remember the move that took the most work to refute:
		// the likeliest to win when the next iteration allows one move more.
		let hardest = -1;
		let hardestWork = -1;
		for (let j = 0; j < m; j++) {
			const i = this.order[base + j];
			const cw = this.childW[base + i];
			const cb = this.childB[base + i];
			const ck = this.childK[base + i];
			const replies = generateMoves(cw, cb, ck, !wtm, replyList);
			const before = this.nodes;
			if (this.and(cw, cb, ck, !wtm, this.childH[base + i], n - 1, ply, replyList, replies)) {
				tt.store(h, w, b, k, wtm, 0, n, i, n);
				return true;
			}
			if (this.nodes - before > hardestWork) {
				hardestWork = this.nodes - before;
				hardest = i;
			}
		}
		tt.store(h, w, b, k, wtm, n + 1, NONE, hardest, n);
		return false;
	}

	/**
	 * The frontier, where most nodes are: a win in one move needs a move
	 * after which the opponent has replies and none leaves us a move
	 * (giveaway), or a move that leaves the opponent none (Russian). Move
	 * ordering would cost as much as the test itself, so there is none.
	 */
	private winInOne(w: number, b: number, k: number, wtm: boolean, ply: number): boolean {
		const list = this.lists[2 * ply];
		const count = generateMoves(w, b, k, wtm, list);
		if (count === 0) return this.giveaway;
		const replyList = this.lists[2 * ply + 1];
		for (let i = 0; i < count; i++) {
			this.applyBits(w, b, k, wtm, list, i);
			const cw = this.rw;
			const cb = this.rb;
			const ck = this.rk;
			if (!this.giveaway) {
				if (!hasMove(cw, cb, ck, !wtm)) return true;
				continue;
			}
			// One reply fills one square. If it cannot capture, all our pieces
			// stay; if it can, our edge pieces still do. Two step squares among
			// those pieces leave us a move after any reply: no win this way.
			const own = wtm ? cw : cb;
			const empty = ~(cw | cb);
			if (popcount(stepTargets(own & EDGE, empty, ck, wtm)) >= 2) continue;
			if (!hasCapture(cw, cb, ck, !wtm) && popcount(stepTargets(own, empty, ck, wtm)) >= 2) continue;
			const replies = generateMoves(cw, cb, ck, !wtm, replyList);
			let won = replies > 0;
			for (let r = 0; won && r < replies; r++) {
				this.applyBits(cw, cb, ck, !wtm, replyList, r);
				if (hasMove(this.rw, this.rb, this.rk, wtm)) won = false;
			}
			if (won) return true;
		}
		return false;
	}

	/** The position after move i of list, left in rw/rb/rk (no hash). */
	private applyBits(w: number, b: number, k: number, wtm: boolean, list: MoveList, i: number): void {
		applyListed(w, b, k, wtm, list, i);
		this.rw = NEXT.white;
		this.rb = NEXT.black;
		this.rk = NEXT.kings;
	}

	/**
	 * AND node: the opponent is to move in (w, b, k, wtm) with `count`
	 * replies in `list`; true if after each of them we win within n.
	 */
	private and(w: number, b: number, k: number, wtm: boolean, h: number, n: number, ply: number, list: MoveList, count: number): boolean {
		const tt = this.tt;
		const giveaway = this.giveaway;
		if (n === 0) {
			// We must have no legal move after every reply (giveaway only).
			if (!giveaway) return false;
			for (let i = 0; i < count; i++) {
				this.child(w, b, k, wtm, h, list, i);
				if (hasMove(this.rw, this.rb, this.rk, !wtm)) return false;
			}
			return true;
		}
		// Enhanced transposition cutoff: a reply already known to refute.
		if (count > 1 && n >= ETC_MIN_DEPTH)
			for (let i = 0; i < count; i++) {
				this.child(w, b, k, wtm, h, list, i);
				if (tt.probe(this.rh, this.rw, this.rb, this.rk, !wtm) && tt.lo > n) return false;
			}
		for (let i = 0; i < count; i++) {
			this.child(w, b, k, wtm, h, list, i);
			if (!this.or(this.rw, this.rb, this.rk, !wtm, this.rh, n, ply + 1)) return false;
			// `or` reused lists of deeper plies only; list (this ply) is intact.
		}
		return true;
	}

	// The position after move i of list, left in rw/rb/rk/rh.
	private rw = 0;
	private rb = 0;
	private rk = 0;
	private rh = 0;

	/** The position after move i of list with its hash, left in rw/rb/rk/rh. */
	private child(w: number, b: number, k: number, wtm: boolean, h: number, list: MoveList, i: number): void {
		this.applyBits(w, b, k, wtm, list, i);
		this.rh = h ^ zobristLoDelta(k, wtm, list.from[i], list.to[i], list.captured[i], list.promotes[i] === 1);
	}
}

/** Squares on the board's edge: a piece there can never be captured. */
const EDGE = Array.from({ length: 32 }, (_, sq) => sq).reduce((m, sq) => {
	const f = squareFile(sq);
	const r = squareRank(sq);
	return f === 0 || f === 7 || r === 0 || r === 7 ? m | (1 << sq) : m;
}, 0);

/**
 * Distinct empty squares next to the given pieces that they could step to:
 * forward for men (of the side moving up when `up`), any direction for
 * kings. Only adjacent squares count, so one newly occupied square removes
 * at most one of them; that is what makes the bounds below sound.
 */
function stepTargets(pieces: number, empty: number, kings: number, up: boolean): number {
	const men = pieces & ~kings;
	const k = pieces & kings;
	let t = up ? shiftNE(men) | shiftNW(men) : shiftSE(men) | shiftSW(men);
	if (k !== 0) t |= shiftNE(k) | shiftNW(k) | shiftSE(k) | shiftSW(k);
	return t & empty;
}

/**
 * Giveaway: a proof that the side to move (own pieces `own`, moving up when
 * `up`) cannot win within n moves. Its pieces on the edge can never be
 * captured, so to end with no legal move they must all be blocked. An
 * opponent's move occupies one new square, so removes at most one of their
 * step squares; one of our own moves removes at most the step squares of
 * the piece that moves (2 for a man, 4 for a king) plus the square it lands
 * on. Over n moves each the count falls by at most n * (c + 2); if more
 * remain, we still have a move at the end.
 */
export function cannotWinWithin(own: number, occ: number, kings: number, up: boolean, n: number): boolean {
	const edge = own & EDGE;
	if (edge === 0) return false;
	const targets = popcount(stepTargets(edge, ~occ, kings, up));
	const c = (edge & kings) !== 0 ? 4 : 2;
	return targets > n * (c + 2);
}

/**
 * Giveaway, against a single piece: a lower bound on the moves the side to
 * move (own pieces `own`, moving up when `up`) needs to win. It wins when
 * it has no legal move: every piece it has is captured or blocked.
 *
 * A piece on the edge of the board cannot be captured there, so it must
 * either move off the edge, one move of its own each (a move moves one
 * piece), or stay and be blocked at the end. Staying blocked needs company:
 * a man is blocked when both squares ahead are occupied, by the lone enemy
 * piece P (and then the square behind P is occupied too, or the man could
 * capture) or by own pieces that are themselves blocked. Following that
 * from a square gives a set of squares own pieces must fill, smallest over
 * every place of P (STAY_NEEDS, computed below; kings need more, so
 * counting every piece as a man keeps the bound low). A piece on the edge
 * whose square needs more pieces than the side has can never stay blocked:
 * it must move. Pieces are never gained, so the count of such pieces is a
 * lower bound on the moves to a win.
 */
export function loneBound(own: number, opponent: number, up: boolean): number {
	if (opponent === 0 || (opponent & (opponent - 1)) !== 0) return 0;
	const count = popcount(own);
	return popcount(own & (up ? MUST_MOVE_UP[count] : MUST_MOVE_DOWN[count]));
}

/**
 * STAY_NEEDS[sq]: the fewest pieces of a side moving up in a position where
 * all of them are blocked, one of them a man on sq and the opponent has a
 * single piece (see loneBound). 1 on the last rank, where nothing is ahead.
 */
const STAY_NEEDS = Int8Array.from({ length: 32 }, (_, sq) => stayNeeds(sq));

function stayNeeds(sq: number): number {
	let fewest = Infinity;
	// p = -1: the opponent's piece is nowhere ahead.
	for (let p = -1; p < 32; p++) {
		if (p === sq) continue;
		const filled = new Set([sq]);
		const open = [sq];
		while (open.length) {
			const y = open.pop()!;
			for (const df of [-1, 1]) {
				let q = squareIndex(squareFile(y) + df, squareRank(y) + 1);
				if (q < 0) continue;
				// The enemy piece ahead: the square behind it must be filled, or the man captures.
				if (q === p) q = squareIndex(squareFile(y) + 2 * df, squareRank(y) + 2);
				if (q >= 0 && !filled.has(q)) {
					filled.add(q);
					open.push(q);
				}
			}
		}
		fewest = Math.min(fewest, filled.size);
	}
	return fewest;
}

function squareIndex(f: number, r: number): number {
	return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 4 + (f >> 1);
}

/** MUST_MOVE_UP[c]: edge squares where a piece of a side of c pieces moving up can never stay blocked; DOWN: the same turned round. */
const MUST_MOVE_UP = new Int32Array(33);
const MUST_MOVE_DOWN = new Int32Array(33);
for (let c = 0; c <= 32; c++)
	for (let sq = 0; sq < 32; sq++) {
		if (((EDGE >>> sq) & 1) === 0) continue;
		if (STAY_NEEDS[sq] > c) MUST_MOVE_UP[c] |= 1 << sq;
		if (STAY_NEEDS[31 - sq] > c) MUST_MOVE_DOWN[c] |= 1 << sq;
	}
