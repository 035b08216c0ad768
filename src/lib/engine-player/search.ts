/**
 * The engine's search: iterative deepening alpha-beta (negamax) with
 * principal variation search, aspiration windows (from depth 4, single line
 * only: +-30, widened fourfold on a fail, open past 2000), a transposition
 * table (./tt.ts; it cuts off at non-PV nodes, and at PV nodes only with an
 * exact table answer), move ordering by the table's move, then two killer
 * moves per ply and a history table. Positions of up to 5 pieces are
 * answered exactly by the endgame tables (giveaway only).
 *
 * Extensions (a move searched one ply deeper than its depth allows):
 * - a forced move: the only legal move, at the root and in the tree;
 * - a capture: always at the root; in the tree only below ply
 *   2 x iteration depth + 6, so long capture races cannot run away;
 * - a quiet move after which the opponent must capture: at the root and
 *   below ply GIVING_EXTENSION_PLIES (4).
 * Reductions (late-move reductions): in a non-PV node of depth 3 or more,
 * a quiet move from the fourth on that is not extended and forces no
 * capture is searched one ply shallower (two from the ninth on at depth 5
 * or more) with a null window, and again at full depth if it beats alpha.
 * No other pruning (no null move, no futility). At the horizon a quiescence
 * search plays out captures only: a side that must capture cannot stand
 * pat, one that need not stands on its evaluation.
 *
 * Scores are from the side to move's view in evaluation units (./eval.ts);
 * a position whose side to move has no legal move is won for it in
 * giveaway: WIN - ply, so faster wins score higher and a proved loss is
 * defended longest (in ordinary checkers, `useAim('russian')`, it is lost:
 * ply - WIN, and the giveaway tables are not used). The draw rules are the
 * engine's (KINGS_ONLY_PLIES; the game before the root comes as the
 * engine's GameHistory, from `Game.history()`): 15 king-only moves each is
 * 0, and so is a repetition (see node(): a position met before inside the
 * search, or twice in the game before the root).
 *
 * Positions travel as (white, black, kings, whiteToMove, hash) numbers in
 * one reused record per ply (`Frame`); moves live in one MoveList per ply
 * and ordering scores in typed arrays: nothing is allocated in the search.
 * Time is passed in (`now`) and read every CHECK_EVERY nodes, so tests can
 * bound a search by nodes or depth and get the same answer every time.
 * Scores and windows are negated as `0 - x`, never `-x`: the negation of a
 * 0 is -0, not an integer to V8, whose compiled code then deoptimizes and
 * carries scores as doubles from there on.
 */
import { KINGS_ONLY_PLIES, type Aim, type GameHistory } from '../engine';
import { applyListed, generateCaptureMoves, generateMoves, hasCapture, hasMove, MoveList, NEXT, popcount, zobristLo, zobristLoDelta } from '../engine/internal';
import { reverseBits } from '../tablebase/symmetry';
import type { TableSet } from '../tablebase/table';
import { MAX_TABLE_PIECES } from '../tablebase/probe';
import { EVAL_LIMIT, type Evaluator } from './eval';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, PlayerTable } from './tt';

/** The score of having no legal move now (a win in giveaway); WIN - n: after n plies. */
export const WIN = 30_000;
export const MAX_PLY = 120;
/** Scores beyond this (either sign) are proved results, not estimates. */
export const PROVED = WIN - 2 * MAX_PLY - 300;
const INF = 32_000;
const MAX_MOVES = 256;
const CHECK_EVERY = 1024;
/** A table answer is exact whatever the depth. */
const EXACT_DEPTH = 250;
/** Near the root (up to this ply), a quiet move that forces a capture is extended. */
const GIVING_EXTENSION_PLIES = 4;
const ASPIRATION = 30;

/**
 * A score as the table keeps it: a proved result counted from the position,
 * not from the root. The adjustment is added whatever the score (0 to an
 * estimate), not in a branch of its own: V8 compiles arithmetic only once
 * it has run, and the first proved result would otherwise throw the
 * search's compiled code away, in a recursive search again and again (a
 * cold second's search was deoptimized hundreds of times).
 */
function toTable(score: number, ply: number): number {
	const up = score > PROVED ? ply : 0;
	const down = score < -PROVED ? ply : 0;
	return score + up - down;
}

/** A table's score counted from the root again (toTable's inverse). */
function fromTable(score: number, ply: number): number {
	const up = score < -PROVED ? ply : 0;
	const down = score > PROVED ? ply : 0;
	return score + up - down;
}

export class SearchStopped extends Error {
	constructor() {
		super('search stopped');
	}
}

export interface SearchLimits {
	/** Deepest iteration (plies before extensions). */
	maxDepth: number;
	/** Stop after about this many nodes. */
	nodeLimit: number;
	/** Stop when now() reaches this. */
	deadline: number;
	now: () => number;
	/** Root moves given exact scores, best first (1: only the best). */
	multiPv: number;
	/** Keep deepening when the root has one legal move (analysis: the judgement of a forced move matters; play stops at depth 4). */
	judgeForcedMove?: boolean;
	/**
	 * Do not start another iteration once this many nodes are spent (an
	 * iteration costs a few times the one before it).
	 */
	softNodeLimit?: number;
	/** Called after each completed iteration. */
	onIteration?: (info: IterationInfo) => void;
}

export interface RootLine {
	/** Index of the move in generateMoves order (= legalMoves order). */
	move: number;
	score: number;
	/** Move indices from the root, each in its position's generateMoves order. */
	pv: number[];
}

export interface IterationInfo {
	depth: number;
	lines: RootLine[];
	nodes: number;
}

export interface SearchResult {
	/** Best first; the first `multiPv` have exact scores. */
	lines: RootLine[];
	depth: number;
	nodes: number;
	/** Every root move's score at the last iteration (upper bounds for the weaker ones), by move index. */
	rootScores: number[];
	/** Nodes searched in all, the iteration cut short included (`nodes` counts to the last completed one). */
	searched?: number;
}

/**
 * A position in the tree and what its draw rules need: one record per ply,
 * reused (the parent fills its child's before searching it), so a node call
 * allocates nothing.
 */
class Frame {
	white = 0;
	black = 0;
	kings = 0;
	whiteToMove = true;
	/** zobristLo of the position. */
	hash = 0;
	/** Plies of king-only moves without capture leading here (the game's before the root included). */
	kingsOnly = 0;
	constructor(readonly ply: number) {}
}

/** The root's moves for one search: their children, their order (best first) and their last scores. */
interface Root {
	/** Move indices (generateMoves order), best first. */
	order: number[];
	/** Each move's child position and hash, by move index. */
	white: Int32Array;
	black: Int32Array;
	kings: Int32Array;
	hash: Int32Array;
	/** The king-only run each move leaves (0 after a capture or a man's move). */
	kingsOnly: Int32Array;
	/** Scores of the last pass (exact for the lines searched with an open window, bounds for the rest), by move index. */
	scores: number[];
}

export class Searcher {
	nodes = 0;
	private tablebase: TableSet | undefined;
	private readonly lists: MoveList[] = [];
	private readonly frames: Frame[] = [];
	private readonly orderScore = new Int32Array(MAX_PLY * MAX_MOVES);
	private readonly killers = new Int32Array(MAX_PLY * 2);
	private readonly history = new Int32Array(2 * 32 * 32);
	private readonly pvTable = new Uint8Array(MAX_PLY * MAX_PLY);
	private readonly pvLength = new Uint8Array(MAX_PLY + 1);
	/** Hashes of the positions on the path (after the game's history). */
	private readonly hashes = new Int32Array(MAX_PLY + 1024);
	private base = 0;
	private nodeLimit = Infinity;
	private deadline = Infinity;
	private now: () => number = () => 0;
	private nextCheck = CHECK_EVERY;
	private mayStop = false;
	private rootDepth = 1;
	/** Ordinary checkers: the side to move with no legal move loses (and the giveaway tables do not apply). */
	private russian = false;

	constructor(
		readonly table: PlayerTable,
		readonly evaluator: Evaluator
	) {
		for (let i = 0; i <= MAX_PLY; i++) {
			this.lists.push(new MoveList());
			this.frames.push(new Frame(i));
		}
	}

	/** Positions of up to 5 pieces are answered from these tables when they hold them (giveaway only). */
	useTablebase(tables: TableSet | undefined): void {
		this.tablebase = tables;
	}

	/** The aim of the next searches; ordinary checkers turns a position without a move into a loss and leaves the tables out. */
	useAim(aim: Aim): void {
		this.russian = aim === 'russian';
	}

	/** The score of having no legal move at `ply`. */
	private noMove(ply: number): number {
		return this.russian ? ply - WIN : WIN - ply;
	}

	/** Forget everything learnt (table, killers, history): the next search depends on nothing before it. */
	reset(): void {
		this.table.clear();
		this.killers.fill(0);
		this.history.fill(0);
	}

	private check(): void {
		this.nextCheck = this.nodes + CHECK_EVERY;
		if (this.mayStop && (this.nodes >= this.nodeLimit || this.now() >= this.deadline)) throw new SearchStopped();
	}

	/**
	 * Iterative deepening from a position. The moves are those of
	 * generateMoves (the caller handles a position without any). The last
	 * completed iteration is the answer; the first one always completes.
	 */
	search(white: number, black: number, kings: number, wtm: boolean, limits: SearchLimits, history?: GameHistory): SearchResult {
		white |= 0;
		black |= 0;
		kings |= 0;
		this.nodes = 0;
		this.nextCheck = CHECK_EVERY;
		this.nodeLimit = limits.nodeLimit;
		this.deadline = limits.deadline;
		this.now = limits.now;
		this.mayStop = false;
		const past = history?.hashes ?? [];
		const keep = Math.min(past.length, this.hashes.length - MAX_PLY - 1);
		for (let i = 0; i < keep; i++) this.hashes[i] = past[past.length - keep + i];
		this.base = keep;
		const rootKingsOnly = history?.kingsOnlyPlies ?? 0;

		const h = zobristLo(white, black, kings, wtm);
		const list = this.lists[0];
		const count = generateMoves(white, black, kings, wtm, list);
		if (count === 0) return { lines: [], depth: 0, nodes: 0, rootScores: [] };
		if (count > MAX_MOVES) throw new Error('too many moves');
		const multiPv = Math.max(1, Math.min(limits.multiPv, count));

		// Root moves: the child position of each, and their order (best first).
		const root: Root = {
			order: [],
			white: new Int32Array(count),
			black: new Int32Array(count),
			kings: new Int32Array(count),
			hash: new Int32Array(count),
			kingsOnly: new Int32Array(count),
			scores: new Array(count).fill(-INF)
		};
		const order = root.order;
		for (let i = 0; i < count; i++) {
			applyListed(white, black, kings, wtm, list, i);
			root.white[i] = NEXT.white;
			root.black[i] = NEXT.black;
			root.kings[i] = NEXT.kings;
			root.hash[i] = h ^ zobristLoDelta(kings, wtm, list.from[i], list.to[i], list.captured[i], list.promotes[i] === 1);
			root.kingsOnly[i] = list.captured[i] === 0 && (kings & (1 << list.from[i])) !== 0 ? rootKingsOnly + 1 : 0;
			order.push(i);
		}
		if (this.table.probe(h, white, black, kings, wtm) && this.table.move >= 0 && this.table.move < count) {
			const m = this.table.move;
			order.splice(order.indexOf(m), 1);
			order.unshift(m);
		}
		const rootScores = root.scores;
		this.hashes[this.base] = h;
		const first = this.frames[1];
		first.whiteToMove = !wtm;

		let done: SearchResult | null = null;
		let prevBest = 0;
		const maxDepth = Math.max(1, Math.min(limits.maxDepth, MAX_PLY - 20));
		for (let depth = 1; depth <= maxDepth; depth++) {
			this.rootDepth = depth;
			const lines: RootLine[] = [];
			try {
				for (let slot = 0; slot < multiPv; slot++) {
					let alpha = -INF;
					let beta = INF;
					let delta = ASPIRATION;
					if (slot === 0 && multiPv === 1 && depth >= 4 && Math.abs(prevBest) < EVAL_LIMIT) {
						alpha = prevBest - delta;
						beta = prevBest + delta;
					}
					for (;;) {
						const r = this.rootPass(root, slot, depth, alpha, beta);
						if (r.score <= alpha && alpha > -INF) {
							delta *= 4;
							alpha = delta > 2000 ? -INF : Math.max(-INF, r.score - delta);
							continue;
						}
						if (r.score >= beta && beta < INF) {
							delta *= 4;
							beta = delta > 2000 ? INF : Math.min(INF, r.score + delta);
							continue;
						}
						// Move the slot's best move to the slot (stable for the rest).
						const at = order.indexOf(r.move, slot);
						order.splice(at, 1);
						order.splice(slot, 0, r.move);
						lines.push({ move: r.move, score: r.score, pv: r.pv });
						break;
					}
				}
			} catch (e) {
				if (!(e instanceof SearchStopped)) throw e;
				break;
			}
			this.mayStop = true;
			// The rest of the moves after the exact slots, by their (bound) scores; ties keep the old order.
			const rest = order.slice(multiPv).sort((a, b) => rootScores[b] - rootScores[a]);
			order.splice(multiPv, order.length - multiPv, ...rest);
			prevBest = lines[0].score;
			done = { lines, depth, nodes: this.nodes, rootScores: rootScores.slice() };
			limits.onIteration?.({ depth, lines, nodes: this.nodes });
			if (count === 1 && depth >= 4 && !limits.judgeForcedMove) break;
			// A proved result is settled once the iteration reaches past it.
			if (Math.abs(prevBest) >= PROVED && WIN - Math.abs(prevBest) < depth && multiPv === 1) break;
			if (limits.softNodeLimit !== undefined && this.nodes >= limits.softNodeLimit) break;
			if (this.nodes >= this.nodeLimit || this.now() >= this.deadline) break;
		}
		done!.searched = this.nodes;
		return done!;
	}

	/** One pass over the root moves from `slot` on, within (alpha, beta): the best of them, with its line. */
	private rootPass(root: Root, slot: number, depth: number, alpha: number, beta: number): { move: number; score: number; pv: number[] } {
		const list = this.lists[0];
		const order = root.order;
		const count = order.length;
		const child = this.frames[1];
		let best = -INF;
		let bestMove = order[slot];
		let bestPv: number[] = [bestMove];
		const single = count === 1;
		for (let j = slot; j < count; j++) {
			const i = order[j];
			child.white = root.white[i];
			child.black = root.black[i];
			child.kings = root.kings[i];
			child.hash = root.hash[i];
			child.kingsOnly = root.kingsOnly[i];
			const captured = list.captured[i] !== 0;
			let ext = 0;
			if (single || captured) ext = 1;
			else if (hasCapture(child.white, child.black, child.kings, child.whiteToMove)) ext = 1;
			const d = depth - 1 + ext;
			let score: number;
			if (j === slot) score = 0 - this.node(child, d, 0 - beta, 0 - alpha, true);
			else {
				score = 0 - this.node(child, d, -1 - alpha, 0 - alpha, false);
				if (score > alpha && score < beta) score = 0 - this.node(child, d, 0 - beta, 0 - alpha, true);
			}
			root.scores[i] = score;
			if (score > best) {
				best = score;
				bestMove = i;
				bestPv = [i];
				for (let p = 1; p < this.pvLength[1]; p++) bestPv.push(this.pvTable[MAX_PLY + p]);
				if (score > alpha) alpha = score;
				if (score >= beta) break;
			}
		}
		return { move: bestMove, score: best, pv: bestPv };
	}

	/** Exact score from the endgame tables, or null when they do not hold the position. */
	private tableScore(w: number, b: number, k: number, wtm: boolean, ply: number): number | null {
		const tb = this.tablebase;
		if (tb === undefined || this.russian || popcount(w | b) > MAX_TABLE_PIECES) return null;
		const v = wtm ? tb.valueOf(w, b, k) : tb.valueOf(reverseBits(b), reverseBits(w), reverseBits(k));
		if (v < 0) return null;
		if (v === 0) return 0;
		// 1 + plies to the end; an even ply count is a win for the side to move.
		const plies = v - 1;
		return (plies & 1) === 0 ? WIN - ply - plies : -(WIN - ply - plies);
	}

	/** A main-search node: the position in `frame` searched to `depth` within (alpha, beta); `pvNode`: on the principal variation (an open window). */
	private node(frame: Frame, depth: number, alpha: number, beta: number, pvNode: boolean): number {
		const w = frame.white;
		const b = frame.black;
		const k = frame.kings;
		const wtm = frame.whiteToMove;
		const h = frame.hash;
		const ply = frame.ply;
		const kingsOnly = frame.kingsOnly;
		// Draws by the rules of play: 15 king-only moves each, or a repetition.
		// A position met before inside the search counts as drawn (the side
		// that steered into it can steer into it again); one met only in the
		// game before the root needs two earlier occurrences, the rules'
		// threefold repetition, or a review would call a move that lets a
		// position recur once a blunder.
		if (kingsOnly >= 4) {
			this.pvLength[ply] = ply;
			if (kingsOnly >= KINGS_ONLY_PLIES) return 0;
			const at = this.base + ply;
			let earlier = 0;
			for (let back = 2; back <= kingsOnly && at - back >= 0; back += 2)
				if (this.hashes[at - back] === h && (at - back > this.base || ++earlier >= 2)) return 0;
		}
		if (depth <= 0 || ply >= MAX_PLY - 8) return this.quiesce(w, b, k, wtm, alpha, beta, ply, pvNode);
		if (++this.nodes >= this.nextCheck) this.check();
		this.pvLength[ply] = ply;
		this.hashes[this.base + ply] = h;

		const tt = this.table;
		let ttMove = -1;
		if (tt.probe(h, w, b, k, wtm)) {
			ttMove = tt.move;
			if (tt.depth >= depth && (!pvNode || tt.depth === EXACT_DEPTH)) {
				const s = fromTable(tt.score, ply);
				if (tt.bound === BOUND_EXACT || (tt.bound === BOUND_LOWER && s >= beta) || (tt.bound === BOUND_UPPER && s <= alpha)) return s;
			}
		} else {
			const s = this.tableScore(w, b, k, wtm, ply);
			if (s !== null) {
				tt.store(h, w, b, k, wtm, toTable(s, ply), BOUND_EXACT, EXACT_DEPTH, -1);
				return s;
			}
		}

		const list = this.lists[ply];
		const count = generateMoves(w, b, k, wtm, list);
		if (count === 0) return this.noMove(ply);
		if (count > MAX_MOVES) throw new Error('too many moves');

		// Ordering: the table's move first, without scoring the rest (it often
		// cuts off alone); then history, with the killers of this ply ahead.
		const base = ply * MAX_MOVES;
		const os = this.orderScore;
		const side = wtm ? 0 : 1024;
		const hasTtMove = ttMove >= 0 && ttMove < count;
		let scored = false;

		const alpha0 = alpha;
		let best = -INF;
		let bestMove = -1;
		const single = count === 1;
		const extendGiving = ply < GIVING_EXTENSION_PLIES;
		const extendCaptures = ply < 2 * this.rootDepth + 6;
		const child = this.frames[ply + 1];
		child.whiteToMove = !wtm;
		// Added here, not where a king's quiet move needs it (see toTable).
		const kingsOnlyNext = kingsOnly + 1;
		for (let n = 0; n < count; n++) {
			let pick = -1;
			if (n === 0 && hasTtMove) pick = ttMove;
			else {
				if (!scored) {
					scored = true;
					const k1 = this.killers[2 * ply];
					const k2 = this.killers[2 * ply + 1];
					for (let i = 0; i < count; i++) {
						const key = (list.from[i] << 5) | list.to[i];
						let s = this.history[side + key];
						if (list.captured[i] === 0) {
							if (key + 1 === k1) s += 1 << 26;
							else if (key + 1 === k2) s += 1 << 25;
						}
						os[base + i] = s;
					}
					if (hasTtMove) os[base + ttMove] = -2147483648;
				}
				// Pick the best remaining move (selection: usually a cutoff comes early).
				let top = -2147483648;
				for (let i = 0; i < count; i++) {
					const s = os[base + i];
					if (s > top) {
						top = s;
						pick = i;
					}
				}
				os[base + pick] = -2147483648;
			}
			applyListed(w, b, k, wtm, list, pick);
			const cw = NEXT.white;
			const cb = NEXT.black;
			const ck = NEXT.kings;
			const captured = list.captured[pick] !== 0;
			child.white = cw;
			child.black = cb;
			child.kings = ck;
			child.hash = h ^ zobristLoDelta(k, wtm, list.from[pick], list.to[pick], list.captured[pick], list.promotes[pick] === 1);
			child.kingsOnly = !captured && (k & (1 << list.from[pick])) !== 0 ? kingsOnlyNext : 0;
			let ext = 0;
			let forcing = false;
			if (single) ext = 1;
			else if (captured) ext = extendCaptures ? 1 : 0;
			else if (extendGiving || n >= 3) {
				forcing = hasCapture(cw, cb, ck, !wtm);
				if (forcing && extendGiving) ext = 1;
			}
			const d = depth - 1 + ext;
			let score: number;
			if (n === 0) score = 0 - this.node(child, d, 0 - beta, 0 - alpha, pvNode);
			else {
				// Late quiet moves that force nothing are searched a ply shallower first.
				let r = 0;
				if (!pvNode && ext === 0 && !captured && !forcing && n >= 3 && depth >= 3) r = n >= 8 && depth >= 5 ? 2 : 1;
				score = 0 - this.node(child, d - r, -1 - alpha, 0 - alpha, false);
				if (r > 0 && score > alpha) score = 0 - this.node(child, d, -1 - alpha, 0 - alpha, false);
				if (score > alpha && score < beta && pvNode) score = 0 - this.node(child, d, 0 - beta, 0 - alpha, true);
			}
			if (score > best) {
				best = score;
				bestMove = pick;
				if (score > alpha) {
					alpha = score;
					if (pvNode) this.extendLine(ply, pick);
					if (score >= beta) {
						if (!captured) {
							const key = (list.from[pick] << 5) | list.to[pick];
							if (key + 1 !== this.killers[2 * ply]) {
								this.killers[2 * ply + 1] = this.killers[2 * ply];
								this.killers[2 * ply] = key + 1;
							}
							const hv = (this.history[side + key] += depth * depth);
							if (hv > 1 << 24) for (let i = 0; i < 2048; i++) this.history[i] >>= 1;
						}
						break;
					}
				}
			}
		}
		const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
		tt.store(h, w, b, k, wtm, toTable(best, ply), bound, depth, bestMove);
		return best;
	}

	/**
	 * The line at `ply` becomes `move` and then the child's line. Only a
	 * principal-variation node keeps its line: a null-window node's line is
	 * never read (its score is a bound; a line is taken only from a search
	 * with an open window), so it keeps just its own start (pvLength).
	 */
	private extendLine(ply: number, move: number): void {
		const row = ply * MAX_PLY;
		this.pvTable[row + ply] = move;
		const childRow = (ply + 1) * MAX_PLY;
		const len = this.pvLength[ply + 1];
		for (let p = ply + 1; p < len; p++) this.pvTable[row + p] = this.pvTable[childRow + p];
		this.pvLength[ply] = len > ply + 1 ? len : ply + 1;
	}

	/** Forced captures played out; a side that need not capture stands on its evaluation. `pvNode`: keep the line. */
	private quiesce(w: number, b: number, k: number, wtm: boolean, alpha: number, beta: number, ply: number, pvNode: boolean): number {
		if (++this.nodes >= this.nextCheck) this.check();
		this.pvLength[ply] = ply;
		const list = this.lists[ply];
		const count = generateCaptureMoves(w, b, k, wtm, list);
		if (count === 0) {
			if (!hasMove(w, b, k, wtm)) return this.noMove(ply);
			return this.evaluator.evaluate(w, b, k, wtm);
		}
		const s = this.tableScore(w, b, k, wtm, ply);
		if (s !== null) return s;
		if (ply >= MAX_PLY - 1) return this.evaluator.evaluate(w, b, k, wtm);
		let best = -INF;
		for (let i = 0; i < count; i++) {
			applyListed(w, b, k, wtm, list, i);
			const score = 0 - this.quiesce(NEXT.white, NEXT.black, NEXT.kings, !wtm, 0 - beta, 0 - alpha, ply + 1, pvNode);
			if (score > best) {
				best = score;
				if (score > alpha) {
					alpha = score;
					if (pvNode) this.extendLine(ply, i);
					if (score >= beta) break;
				}
			}
		}
		return best;
	}
}
