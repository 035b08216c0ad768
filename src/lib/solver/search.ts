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
import { countMoves, generateMoves, hasCapture, hasMove, MoveList } from '../engine/movegen';
import { RAY_LENGTH, RAY_SQUARES, RAY_START, popcount, shiftNE, shiftNW, shiftSE, shiftSW } from '../engine/squares';
import { ZOBRIST_LO, ZOBRIST_SIDE_LO, zobristLo } from '../engine/zobrist';
import type { Aim } from '../engine/position';
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

export class ProofSearch {
	readonly giveaway: boolean;
	nodes = 0;
	private nodeLimit = Infinity;
	private deadline = Infinity;
	private shouldStop: (() => boolean) | undefined;
	private nextCheck = CHECK_EVERY;
	private readonly lists: MoveList[] = [];
	private readonly scratch = new MoveList();
	// Children of the OR node at each ply, computed once for ordering.
	private readonly childW = new Int32Array(MAX_PLY * MAX_MOVES);
	private readonly childB = new Int32Array(MAX_PLY * MAX_MOVES);
	private readonly childK = new Int32Array(MAX_PLY * MAX_MOVES);
	private readonly childH = new Int32Array(MAX_PLY * MAX_MOVES);
	private readonly order = new Int32Array(MAX_PLY * MAX_MOVES);
	private readonly score = new Int32Array(MAX_MOVES);

	constructor(
		readonly tt: TranspositionTable,
		aim: Aim
	) {
		this.giveaway = aim === 'giveaway';
		for (let i = 0; i < 2 * MAX_PLY + 2; i++) this.lists.push(new MoveList());
	}

	setBudget(budget: Budget): void {
		this.nodes = 0;
		this.nextCheck = CHECK_EVERY;
		this.nodeLimit = budget.nodeLimit ?? Infinity;
		this.deadline = budget.timeoutMs !== undefined ? performance.now() + budget.timeoutMs : Infinity;
		this.shouldStop = budget.shouldStop;
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
		const tt = this.tt;
		let ttBest = -1;
		if (tt.probe(h, w, b, k, wtm)) {
			if (tt.hi <= n) return true;
			if (tt.lo > n) return false;
			ttBest = tt.best;
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
		if (n === 1) return this.winInOne(w, b, k, wtm, h, ply, list, count);
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
	private winInOne(w: number, b: number, k: number, wtm: boolean, h: number, ply: number, list: MoveList, count: number): boolean {
		const replyList = this.lists[2 * ply + 1];
		for (let i = 0; i < count; i++) {
			this.child(w, b, k, wtm, h, list, i);
			const cw = this.rw;
			const cb = this.rb;
			const ck = this.rk;
			let won: boolean;
			if (!this.giveaway) won = !hasMove(cw, cb, ck, !wtm);
			else if (!hasCapture(cw, cb, ck, !wtm) && quietTargets(wtm ? cw : cb, cw | cb, ck, wtm) >= 2) {
				// The opponent may answer quietly, which fills one square and takes
				// nothing: with two squares to step to we would still have a move.
				won = false;
			} else {
				const replies = generateMoves(cw, cb, ck, !wtm, replyList);
				won = replies > 0;
				for (let r = 0; won && r < replies; r++) {
					this.child(cw, cb, ck, !wtm, 0, replyList, r);
					if (hasMove(this.rw, this.rb, this.rk, wtm)) won = false;
				}
			}
			if (won) {
				this.tt.store(h, w, b, k, wtm, 0, 1, i, 1);
				return true;
			}
		}
		this.tt.store(h, w, b, k, wtm, 2, NONE, -1, 1);
		return false;
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
		if (count > 1) for (let i = 0; i < count; i++) {
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

	private child(w: number, b: number, k: number, wtm: boolean, h: number, list: MoveList, i: number): void {
		const from = list.from[i];
		const to = list.to[i];
		const cap = list.captured[i];
		const moveBits = (1 << from) ^ (1 << to);
		const wasKing = (k & (1 << from)) !== 0;
		const kind = wtm ? 0 : 2;
		let ch = h ^ ZOBRIST_SIDE_LO;
		ch ^= ZOBRIST_LO[(kind + (wasKing ? 1 : 0)) * 32 + from];
		ch ^= ZOBRIST_LO[(kind + (wasKing || list.promotes[i] === 1 ? 1 : 0)) * 32 + to];
		if (wtm) {
			w ^= moveBits;
			b &= ~cap;
		} else {
			b ^= moveBits;
			w &= ~cap;
		}
		if (cap !== 0) {
			const oppKind = wtm ? 2 : 0;
			for (let c = cap; c !== 0; c &= c - 1) {
				const sq = 31 - Math.clz32(c & -c);
				ch ^= ZOBRIST_LO[(oppKind + ((k >>> sq) & 1)) * 32 + sq];
			}
		}
		if (wasKing) k ^= moveBits;
		else if (list.promotes[i] === 1) k |= 1 << to;
		k &= ~cap;
		this.rw = w;
		this.rb = b;
		this.rk = k;
		this.rh = ch;
	}
}

/**
 * How many distinct empty squares the pieces `own` (of the side moving up
 * when `up`) could step to, counting up to 2 (all the caller needs).
 */
function quietTargets(own: number, occ: number, kings: number, up: boolean): number {
	const empty = ~occ;
	const men = own & ~kings;
	let targets = (up ? shiftNE(men) | shiftNW(men) : shiftSE(men) | shiftSW(men)) & empty;
	if (popcount(targets) >= 2) return 2;
	for (let k = own & kings; k !== 0; k &= k - 1) {
		const sq = 31 - Math.clz32(k & -k);
		for (let d = 0; d < 4; d++) {
			const base = RAY_START[sq * 4 + d];
			const len = RAY_LENGTH[sq * 4 + d];
			for (let i = 0; i < len; i++) {
				const bit = 1 << RAY_SQUARES[base + i];
				if ((occ & bit) !== 0) break;
				targets |= bit;
			}
		}
		if (popcount(targets) >= 2) return 2;
	}
	return popcount(targets);
}
