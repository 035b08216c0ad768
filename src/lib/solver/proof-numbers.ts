/**
 * Depth-first proof-number search (df-pn, after Nagai 2002) for the
 * question the alpha-beta search answers: does the side to move win within
 * n of its own moves?
 *
 * The alpha-beta search settles one move completely before it tries the
 * next, so a wrong first move at a deep node costs a whole refutation. Here
 * every node carries a proof number (how many leaves must still be proved
 * to prove it) and a disproof number, and the search always works on the
 * most promising leaf, switching between moves as the numbers change. On 12
 * against 1 that is the difference between minutes and a second: White's
 * winning move is seldom the first tried, and Black (one man, one or two
 * replies) is cheap to cover.
 *
 * Sound by construction: a node is proved or disproved only from exact
 * facts: the proved bounds of the transposition table, the alpha-beta
 * search at the frontier (bounds up to PN_FRONTIER, where it is faster),
 * the endgame tables, the lower bound of `loneBound`, and the rules at the
 * end of the game. Everything else in the table is only a guide for the
 * order of work, so a lost or overwritten entry costs time, never a wrong
 * answer. Proofs and disproofs are written to the transposition table,
 * where the line and later searches find them.
 *
 * Nodes are (position, bound) pairs: the bound falls by one at each of the
 * attacker's moves, so the graph has no cycles even where kings could go
 * round in circles.
 */
import { applyListed, generateMoves, MoveList, NEXT, popcount, zobristLoDelta } from '../engine/internal';
import { MAX_TABLE_PIECES } from '../tablebase/probe';
import { cannotWinWithin, loneBound, type Budget, type ProofSearch } from './search';
import { NONE } from './tt';

/** The proof-number table's size unless one is given: enough for 12 against 1 (c7, the longest, needs about 130 000 entries). */
export const DEFAULT_PN_MEGABYTES = 16;

/** Bounds up to this are answered by the alpha-beta search, which is faster there. */
export const PN_FRONTIER = 3;

/** "Infinite" proof or disproof number: proved or disproved. Sums saturate here. */
const INF = 1 << 28;
const INTS_PER_ENTRY = 8;
const BYTES_PER_ENTRY = INTS_PER_ENTRY * 4;
const MAX_MOVES = 256;

const add = (a: number, b: number): number => (a + b >= INF ? INF : a + b);

/**
 * Proof and disproof numbers of (position, bound) pairs, fixed size, two
 * entries a bucket: the one with more work under it is kept, the other
 * replaced. Only a guide (see above): it holds no verdict the search
 * relies on except through the transposition table.
 */
export class ProofNumberTable {
	readonly entries: number;
	private readonly mask: number;
	/** Entry i at data[8i .. 8i+7]: white, black, kings, key (valid | wtm << 1 | bound << 2), pn, dn, work. */
	readonly data: Int32Array;

	constructor(megabytes: number) {
		let n = 2;
		while (n * 2 * BYTES_PER_ENTRY <= megabytes * 1024 * 1024) n *= 2;
		this.entries = n;
		this.mask = n - 1;
		this.data = new Int32Array(n * INTS_PER_ENTRY);
	}

	clear(): void {
		this.data.fill(0);
	}

	/** The entry's offset, or -1 - (the offset to write a new entry at). */
	slot(hash: number, w: number, b: number, k: number, wtm: boolean, n: number): number {
		const d = this.data;
		const key = 1 | (wtm ? 2 : 0) | (n << 2);
		const i = ((hash ^ Math.imul(n, 0x9e3779b1)) & this.mask & ~1) * INTS_PER_ENTRY;
		if (d[i + 3] === key && d[i] === w && d[i + 1] === b && d[i + 2] === k) return i;
		const j = i + INTS_PER_ENTRY;
		if (d[j + 3] === key && d[j] === w && d[j + 1] === b && d[j + 2] === k) return j;
		// Replace the entry with less work under it.
		return -1 - (d[j + 6] <= d[i + 6] ? j : i);
	}

	store(hash: number, w: number, b: number, k: number, wtm: boolean, n: number, pn: number, dn: number, work: number): void {
		let s = this.slot(hash, w, b, k, wtm, n);
		if (s < 0) s = -1 - s;
		const d = this.data;
		d[s] = w;
		d[s + 1] = b;
		d[s + 2] = k;
		d[s + 3] = 1 | (wtm ? 2 : 0) | (n << 2);
		d[s + 4] = pn;
		d[s + 5] = dn;
		d[s + 6] = Math.min(work, 0x7fffffff);
	}
}

/** A frame's children: positions with their hashes and numbers, one pool per depth of the search. */
class Frame {
	readonly w = new Int32Array(MAX_MOVES);
	readonly b = new Int32Array(MAX_MOVES);
	readonly k = new Int32Array(MAX_MOVES);
	readonly h = new Int32Array(MAX_MOVES);
	readonly pn = new Int32Array(MAX_MOVES);
	readonly dn = new Int32Array(MAX_MOVES);
	readonly list = new MoveList();
}

export class ProofNumberSearch {
	private readonly frames: Frame[] = [];
	private readonly replies = new MoveList();
	/** Numbers of the last node evaluated or searched. */
	private pn = 0;
	private dn = 0;

	#table: ProofNumberTable | undefined;

	/** `table`: a table to keep between searches, else one of `megabytes` made on first need (small searches never need one). */
	constructor(
		readonly search: ProofSearch,
		table?: ProofNumberTable,
		private readonly megabytes = DEFAULT_PN_MEGABYTES
	) {
		this.#table = table;
	}

	get table(): ProofNumberTable {
		return (this.#table ??= new ProofNumberTable(this.megabytes));
	}

	get giveaway(): boolean {
		return this.search.giveaway;
	}

	/** Nodes of both searches since the budget was set. */
	get nodes(): number {
		return this.search.nodes;
	}

	get tablebaseHits(): number {
		return this.search.tablebaseHits;
	}

	setBudget(budget: Budget): void {
		this.search.setBudget(budget);
	}

	/** Whether the side to move wins within n of its moves (n >= 0). */
	winWithin(white: number, black: number, kings: number, wtm: boolean, n: number): boolean {
		const s = this.search;
		if (n <= PN_FRONTIER) return s.winWithin(white, black, kings, wtm, n);
		const w = white | 0;
		const b = black | 0;
		const k = kings | 0;
		const h = s.hash(w, b, k, wtm);
		this.evalOr(w, b, k, wtm, h, n);
		if (this.pn !== 0 && this.dn !== 0) this.searchOr(w, b, k, wtm, h, n, INF - 1, INF - 1, 0);
		return this.pn === 0;
	}

	/**
	 * Whether, after our move, every reply of the opponent (to move in the
	 * given position) leaves us winning within n moves (as ProofSearch's).
	 */
	everyReplyWins(white: number, black: number, kings: number, wtm: boolean, n: number): boolean {
		const s = this.search;
		if (n <= PN_FRONTIER) return s.everyReplyWins(white, black, kings, wtm, n);
		const w = white | 0;
		const b = black | 0;
		const k = kings | 0;
		this.evalAnd(w, b, k, wtm, s.hash(w, b, k, wtm), n);
		if (this.pn !== 0 && this.dn !== 0) this.searchAnd(w, b, k, wtm, s.hash(w, b, k, wtm), n, INF - 1, INF - 1, 0);
		return this.pn === 0;
	}

	private frame(depth: number): Frame {
		while (this.frames.length <= depth) this.frames.push(new Frame());
		return this.frames[depth];
	}

	/** The positions after each of the frame's `count` listed moves, with their hashes, into the frame. */
	private children(f: Frame, w: number, b: number, k: number, wtm: boolean, h: number, count: number): void {
		for (let i = 0; i < count; i++) {
			applyListed(w, b, k, wtm, f.list, i);
			f.w[i] = NEXT.white;
			f.b[i] = NEXT.black;
			f.k[i] = NEXT.kings;
			f.h[i] = h ^ zobristLoDelta(k, wtm, f.list.from[i], f.list.to[i], f.list.captured[i], f.list.promotes[i] === 1);
		}
	}

	private proved(): void {
		this.pn = 0;
		this.dn = INF;
	}

	private disproved(): void {
		this.pn = INF;
		this.dn = 0;
	}

	/**
	 * The numbers of an OR node (the attacker to move, bound n) without
	 * searching it: exact where something cheap settles it, else the table's
	 * guide, else 1 and 1.
	 */
	private evalOr(w: number, b: number, k: number, wtm: boolean, h: number, n: number): void {
		const s = this.search;
		const tt = s.tt;
		if (tt.probe(h, w, b, k, wtm)) {
			if (tt.hi <= n) return this.proved();
			if (tt.lo > n) return this.disproved();
		}
		if (s.giveaway) {
			const own = wtm ? w : b;
			if (loneBound(own, wtm ? b : w, wtm) > n || cannotWinWithin(own, w | b, k, wtm, n)) return this.disproved();
		}
		if (n <= PN_FRONTIER || (s.hasTablebase && popcount(w | b) <= MAX_TABLE_PIECES)) {
			if (s.orNode(w, b, k, wtm, h, n, 0)) this.proved();
			else this.disproved();
			return;
		}
		const slot = this.table.slot(h, w, b, k, wtm, n);
		if (slot >= 0) {
			this.pn = this.table.data[slot + 4];
			this.dn = this.table.data[slot + 5];
		} else {
			this.pn = 1;
			this.dn = 1;
		}
	}

	/** The numbers of an AND node (the defender to move; the attacker's bound after its reply n), from its children's. */
	private evalAnd(w: number, b: number, k: number, wtm: boolean, h: number, n: number): void {
		const list = this.replies;
		const count = generateMoves(w, b, k, wtm, list);
		// No reply: the defender has won (giveaway) or lost (Russian).
		if (count === 0) return this.search.giveaway ? this.disproved() : this.proved();
		let pn = 0;
		let dn = INF;
		for (let i = 0; i < count; i++) {
			applyListed(w, b, k, wtm, list, i);
			const cw = NEXT.white;
			const cb = NEXT.black;
			const ck = NEXT.kings;
			this.evalOr(cw, cb, ck, !wtm, h ^ zobristLoDelta(k, wtm, list.from[i], list.to[i], list.captured[i], list.promotes[i] === 1), n);
			if (this.dn === 0) return this.disproved();
			pn = add(pn, this.pn);
			if (this.dn < dn) dn = this.dn;
		}
		this.pn = pn;
		this.dn = dn;
	}

	/** Search an OR node until it is settled or its numbers reach the thresholds; leaves its numbers in pn/dn. */
	private searchOr(w: number, b: number, k: number, wtm: boolean, h: number, n: number, thpn: number, thdn: number, depth: number): void {
		const s = this.search;
		s.tick();
		const before = s.nodes;
		const f = this.frame(depth);
		const count = generateMoves(w, b, k, wtm, f.list);
		if (count === 0) {
			// No legal move: a win in 0 in giveaway, never a win in Russian.
			if (s.giveaway) {
				s.tt.store(h, w, b, k, wtm, 0, 0, -1, 0);
				return this.proved();
			}
			s.tt.store(h, w, b, k, wtm, NONE, NONE, -1, 63);
			return this.disproved();
		}
		if (count > MAX_MOVES) throw new RangeError('more moves than a frame holds');
		this.children(f, w, b, k, wtm, h, count);
		for (let i = 0; i < count; i++) {
			this.evalAnd(f.w[i], f.b[i], f.k[i], !wtm, f.h[i], n - 1);
			f.pn[i] = this.pn;
			f.dn[i] = this.dn;
			if (this.pn === 0) break;
		}
		while (true) {
			let pn = INF;
			let pn2 = INF;
			let dn = 0;
			let best = -1;
			for (let i = 0; i < count; i++) {
				const p = f.pn[i];
				if (p < pn) {
					pn2 = pn;
					pn = p;
					best = i;
				} else if (p < pn2) pn2 = p;
				dn = add(dn, f.dn[i]);
				if (p === 0) break;
			}
			const work = s.nodes - before;
			if (pn === 0) {
				s.tt.store(h, w, b, k, wtm, 0, n, best, Math.min(n, 63));
				this.table.store(h, w, b, k, wtm, n, 0, INF, work);
				return this.proved();
			}
			if (dn === 0) {
				s.tt.store(h, w, b, k, wtm, n + 1, NONE, -1, Math.min(n, 63));
				this.table.store(h, w, b, k, wtm, n, INF, 0, work);
				return this.disproved();
			}
			if (pn >= thpn || dn >= thdn) {
				this.table.store(h, w, b, k, wtm, n, pn, dn, work);
				this.pn = pn;
				this.dn = dn;
				return;
			}
			this.searchAnd(f.w[best], f.b[best], f.k[best], !wtm, f.h[best], n - 1, Math.min(thpn, pn2 + 1), thdn - dn + f.dn[best], depth + 1);
			f.pn[best] = this.pn;
			f.dn[best] = this.dn;
		}
	}

	/** Search an AND node (see evalAnd) until it is settled or its numbers reach the thresholds. */
	private searchAnd(w: number, b: number, k: number, wtm: boolean, h: number, n: number, thpn: number, thdn: number, depth: number): void {
		const f = this.frame(depth);
		const count = generateMoves(w, b, k, wtm, f.list);
		if (count === 0) return this.search.giveaway ? this.disproved() : this.proved();
		if (count > MAX_MOVES) throw new RangeError('more replies than a frame holds');
		this.children(f, w, b, k, wtm, h, count);
		for (let i = 0; i < count; i++) {
			this.evalOr(f.w[i], f.b[i], f.k[i], !wtm, f.h[i], n);
			if (this.dn === 0) return this.disproved();
			f.pn[i] = this.pn;
			f.dn[i] = this.dn;
		}
		while (true) {
			let pn = 0;
			let dn = INF;
			let dn2 = INF;
			let best = -1;
			for (let i = 0; i < count; i++) {
				const q = f.dn[i];
				pn = add(pn, f.pn[i]);
				if (q < dn) {
					dn2 = dn;
					dn = q;
					best = i;
				} else if (q < dn2) dn2 = q;
				if (q === 0) break;
			}
			if (dn === 0) return this.disproved();
			if (pn === 0) return this.proved();
			if (pn >= thpn || dn >= thdn) {
				this.pn = pn;
				this.dn = dn;
				return;
			}
			this.searchOr(f.w[best], f.b[best], f.k[best], !wtm, f.h[best], n, thpn - pn + f.pn[best], Math.min(thdn, dn2 + 1), depth + 1);
			f.pn[best] = this.pn;
			f.dn[best] = this.dn;
		}
	}
}
