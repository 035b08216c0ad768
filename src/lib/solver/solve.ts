/**
 * Verdicts for positions: `win in N` / `loss in N` with N minimal (counted
 * as in docs/cli.md), per-move verdicts, the best line, and a
 * heuristic move for positions nothing is proved about.
 *
 * Minimality comes from iterative deepening: N is tried 0, 1, 2, ... and
 * the first bound that proves is the answer, every smaller one having been
 * refuted.
 */
import { legalMoves, applyMove, type Aim, type Move, type Position } from '../engine';
import { countMoves, MoveList } from '../engine/internal';
import { OutOfBudget, ProofSearch, type Budget } from './search';
import { ProofNumberSearch, type ProofNumberTable } from './proof-numbers';
import { TranspositionTable, DEFAULT_TT_MEGABYTES } from './tt';
import type { TableSet } from '../tablebase/table';

export type Verdict = { kind: 'win'; n: number } | { kind: 'loss'; n: number } | { kind: 'unknown' };

/**
 * Which search proves the bounds. 'alpha-beta' (the default): ProofSearch
 * alone, cheapest per node and the one every page uses. 'proof-number':
 * df-pn over it (proof-numbers.ts), many times faster on 12 against 1
 * (docs/twelve.md) but slower per position on easy ones, and it settles a
 * list of move verdicts all at the last bound rather than move by move; so
 * only callers that meet those positions choose it (the 12-against-1
 * practice and CLI).
 */
export type SearchMethod = 'alpha-beta' | 'proof-number';

export interface SolveOptions extends Budget {
	aim?: Aim;
	/** Largest N tried (default 20). */
	maxMoves?: number;
	ttMegabytes?: number;
	/** A table to reuse between calls (it must be for the same aim). */
	tt?: TranspositionTable;
	/** The search that proves the bounds (default 'alpha-beta'). */
	search?: SearchMethod;
	/** With search 'proof-number': its table to reuse between calls (same aim as tt); else one is made when a search needs it. */
	pnTable?: ProofNumberTable;
	/**
	 * Endgame tables (giveaway only): positions of up to 5 pieces whose
	 * table is here are answered exactly instead of searched.
	 */
	tablebase?: TableSet;
	/** Called after each finished bound, e.g. for a progress bar. */
	onProgress?: (bound: number, nodes: number) => void;
	/**
	 * The N the verdict is expected to have (e.g. from a stored table): a
	 * schedule hint only. Bound target - 1 is refuted first, then target is
	 * proved. For an odd N this skips the proof at N + 1 (12 against 1: a
	 * third less work); for an even one it trades the costly proof of N
	 * after N - 2 for a refutation of N - 1 (less at e7, more at b8: the
	 * slowest square gets faster). The verdict stays the minimal proved N
	 * whatever the hint says.
	 */
	target?: number;
	/**
	 * Prove a result within this bound first, before the bounds below it:
	 * a proved "win (or loss) in at most B" comes early (12 against 1: a
	 * fraction of a second), then N is made exact. Once the winner is known
	 * only its side is searched. The verdict is the same either way.
	 */
	boundFirst?: number;
	/** Called when boundFirst is proved: the side to move wins (or loses) in at most `atMost`. */
	onBound?: (kind: 'win' | 'loss', atMost: number) => void;
}

/** A proved bound of an unfinished verdict: the side to move wins (or loses) in at most n. */
export interface ProvedBound {
	kind: 'win' | 'loss';
	n: number;
}

export interface SolveResult {
	verdict: Verdict;
	/** Best play from the position (empty when unknown). */
	line: Move[];
	nodes: number;
	/** Positions the tablebase answered (0 without one). */
	tablebaseHits: number;
	ms: number;
	/**
	 * When the verdict is unknown: the largest N proved to hold no result,
	 * neither side winning within N moves (null: not even N = 0 was
	 * settled before the budget ran out). Equal to maxMoves when the search
	 * was complete rather than cut short. Null for a proved verdict.
	 */
	noResultWithin: number | null;
	/** When the verdict is unknown: a bound proved from above (see SolveOptions.boundFirst), else null. */
	atMost: ProvedBound | null;
}

export const DEFAULT_MAX_MOVES = 20;

export function verdictText(v: Verdict): string {
	return v.kind === 'unknown' ? 'unknown' : `${v.kind} in ${v.n}`;
}

/** What solve and winningMoves ask of a search: ProofSearch alone, or ProofNumberSearch over it. */
type Searcher = Pick<ProofSearch, 'giveaway' | 'nodes' | 'tablebaseHits' | 'setBudget' | 'winWithin' | 'everyReplyWins'>;

function searcherFor(options: SolveOptions): Searcher {
	const tt = options.tt ?? new TranspositionTable(options.ttMegabytes ?? DEFAULT_TT_MEGABYTES);
	const s = new ProofSearch(tt, options.aim ?? 'giveaway');
	s.useTablebase(options.tablebase);
	s.setBudget(options);
	return options.search === 'proof-number' ? new ProofNumberSearch(s, options.pnTable) : s;
}

/** Win distance of the side to move if at most maxN, else -1 (throws OutOfBudget). */
function exactWin(s: Searcher, pos: Position, maxN: number): number {
	for (let n = 0; n <= maxN; n++) if (s.winWithin(pos.white, pos.black, pos.kings, pos.whiteToMove, n)) return n;
	return -1;
}

/** Whether the move wins within n moves for the side playing it. */
function moveWinsWithin(s: Searcher, pos: Position, move: Move, n: number): boolean {
	const after = applyMove(pos, move);
	return s.everyReplyWins(after.white, after.black, after.kings, after.whiteToMove, n - 1);
}

/** Loss within n: the side to move has a move, and every move lets the opponent win within n - 1. */
function lossWithin(s: Searcher, pos: Position, moves: Move[], n: number, giveaway: boolean): boolean {
	if (moves.length === 0) return !giveaway && n >= 0;
	if (n === 0) return false;
	return moves.every((m) => {
		const after = applyMove(pos, m);
		return s.winWithin(after.white, after.black, after.kings, after.whiteToMove, n - 1);
	});
}

/** Bounds below this are all tried; above it, every second one (see verdictOf). */
const DENSE_BOUNDS = 6;

/**
 * The bound tried after n was refuted: every one up to DENSE_BOUNDS, then
 * every second; with a target, target - 1 and target themselves are never
 * skipped (a refutation one bound below orders the proof well).
 */
export function nextBound(n: number, maxMoves: number, target?: number): number {
	let next = n < DENSE_BOUNDS ? n + 1 : n + 2;
	if (target !== undefined && n < target && next > target - 1) next = n < target - 1 ? target - 1 : target;
	return Math.min(next, maxMoves);
}

/** How far the bounds went: `refuted` is the largest N proved to hold no result (-1: none yet); `atMost` a bound proved from above. */
interface Progress {
	refuted: number;
	atMost: ProvedBound | null;
}

function verdictOf(s: Searcher, pos: Position, maxMoves: number, progress: Progress, options: SolveOptions): Verdict {
	const { onProgress, target } = options;
	const moves = legalMoves(pos);
	const win = (n: number) => s.winWithin(pos.white, pos.black, pos.kings, pos.whiteToMove, n);
	const loss = (n: number) => lossWithin(s, pos, moves, n, s.giveaway);
	let start = 0;
	// A bound proved first fixes the winner: the loser cannot win as well.
	// Refuted, it is a bound below which no search is needed.
	if (options.boundFirst !== undefined) {
		const b = Math.min(Math.max(options.boundFirst, 0), maxMoves);
		const kind = win(b) ? 'win' : loss(b) ? 'loss' : null;
		if (kind) {
			progress.atMost = { kind, n: b };
			options.onBound?.(kind, b);
		} else {
			progress.refuted = b;
			onProgress?.(b, s.nodes);
			if (b === maxMoves) return { kind: 'unknown' };
			start = b + 1;
		}
	}
	const known = progress.atMost;
	const holds = (kind: 'win' | 'loss', n: number) => (known !== null && n >= known.n ? known.kind === kind : kind === 'win' ? win(n) : loss(n));
	// Iterative deepening. Past the first few bounds a refuted bound costs
	// about twice the one before it, so bounds go up two at a time; when one
	// proves, the bound just below is tried too. Both verdicts are monotone
	// (a win within n is a win within n + 1), so N stays minimal.
	for (let n = start; n <= maxMoves;) {
		const kind = known?.kind !== 'loss' && holds('win', n) ? 'win' : known?.kind !== 'win' && holds('loss', n) ? 'loss' : null;
		if (kind) {
			let best = n;
			for (let m = n - 1; m > progress.refuted && holds(kind, m); m--) best = m;
			return { kind, n: best };
		}
		progress.refuted = n;
		onProgress?.(n, s.nodes);
		if (n === maxMoves) break;
		n = nextBound(n, known ? Math.min(known.n, maxMoves) : maxMoves, target);
	}
	return { kind: 'unknown' };
}

/**
 * Best play from a proved position: the winner takes a fastest win, the
 * loser the reply that lasts longest.
 */
function bestLine(s: Searcher, pos: Position, verdict: Verdict, budget: Budget): Move[] {
	const line: Move[] = [];
	if (verdict.kind === 'unknown') return line;
	// The line gets a budget of its own, as large as the verdict's; if even
	// that runs out, the moves chosen so far are still best play.
	s.setBudget(budget);
	try {
		extendLine(s, pos, verdict, line);
	} catch (e) {
		if (!(e instanceof OutOfBudget)) throw e;
	}
	return line;
}

function extendLine(s: Searcher, pos: Position, verdict: Verdict & { n: number }, line: Move[]): void {
	let winnerToMove = verdict.kind === 'win';
	let n = verdict.n; // moves the winner still needs
	let current = pos;
	while (true) {
		const moves = legalMoves(current);
		if (moves.length === 0) break;
		let chosen: Move | undefined;
		if (winnerToMove) {
			chosen = moves.find((m) => moveWinsWithin(s, current, m, n));
			n -= 1;
		} else {
			// The loser picks the reply after which the winner needs longest.
			let longest = -1;
			for (const m of moves) {
				const after = applyMove(current, m);
				const d = exactWin(s, after, n);
				if (d > longest) {
					longest = d;
					chosen = m;
				}
			}
			n = longest;
		}
		if (!chosen) break; // cannot happen for a proved verdict; stop rather than loop
		line.push(chosen);
		current = applyMove(current, chosen);
		winnerToMove = !winnerToMove;
	}
}

export function solve(pos: Position, options: SolveOptions = {}): SolveResult {
	const t0 = performance.now();
	const s = searcherFor(options);
	let verdict: Verdict = { kind: 'unknown' };
	const progress: Progress = { refuted: -1, atMost: null };
	try {
		verdict = verdictOf(s, pos, options.maxMoves ?? DEFAULT_MAX_MOVES, progress, options);
	} catch (e) {
		if (!(e instanceof OutOfBudget)) throw e;
	}
	const nodes = s.nodes;
	const line = bestLine(s, pos, verdict, options);
	// bestLine resets the count only when it searches (a proved verdict).
	const noResultWithin = verdict.kind === 'unknown' && progress.refuted >= 0 ? progress.refuted : null;
	return {
		verdict,
		line,
		nodes: verdict.kind === 'unknown' ? nodes : nodes + s.nodes,
		tablebaseHits: s.tablebaseHits,
		ms: performance.now() - t0,
		noResultWithin,
		atMost: verdict.kind === 'unknown' ? progress.atMost : null
	};
}

export type MoveVerdict = { kind: 'win'; n: number } | { kind: 'no-win' } | { kind: 'unknown' };

export interface MoveVerdictResult {
	move: Move;
	verdict: MoveVerdict;
}

/** What winningMoves may spend on each move (besides the whole call's budget). */
export interface PerMoveBudget {
	nodeLimit?: number;
	timeoutMs?: number;
}

export interface WinningMovesOptions extends SolveOptions {
	/** Enough wins found: the rest stay unknown. */
	stopAfterWins?: number;
	/**
	 * Each move's own budget, over all bounds: a move that runs out of it is
	 * settled as unknown and the others go on (a hard move no longer eats
	 * the time of the easy ones).
	 */
	perMove?: PerMoveBudget;
	/** Called as each move's verdict is settled (proved, or unknown when its budget ran out), with every settled move so far. */
	onSettled?: (settled: readonly MoveVerdictResult[]) => void;
}

/**
 * For every legal move: `win in N` (N minimal, the side playing it),
 * `no-win` (proved not to win within maxMoves) or `unknown` (budget ran out).
 * Each move is handed to `onSettled` as soon as its verdict is known.
 */
export function winningMoves(pos: Position, options: WinningMovesOptions = {}): MoveVerdictResult[] {
	const s = searcherFor(options);
	const maxMoves = options.maxMoves ?? DEFAULT_MAX_MOVES;
	const moves = legalMoves(pos);
	const results: MoveVerdictResult[] = moves.map((move) => ({ move, verdict: { kind: 'unknown' } }));
	const open = new Set(results);
	const settled: MoveVerdictResult[] = [];
	const settle = (r: MoveVerdictResult) => {
		open.delete(r);
		settled.push(r);
		options.onSettled?.(settled.slice());
	};
	// The call's own deadline; without perMove the searcher keeps it (searcherFor).
	const endAt = options.timeoutMs === undefined ? Infinity : performance.now() + options.timeoutMs;
	const perMove = options.perMove;
	const spent = new Map(results.map((r) => [r, { nodes: 0, ms: 0 }]));
	let totalNodes = 0;
	/** One move at one bound, within what is left of its budget and the call's. */
	const tryMove = (r: MoveVerdictResult, n: number): boolean | 'out-of-move-budget' | 'out-of-budget' => {
		if (!perMove) return moveWinsWithin(s, pos, r.move, n);
		const used = spent.get(r)!;
		const now = performance.now();
		const moveLeftMs = (perMove.timeoutMs ?? Infinity) - used.ms;
		const moveLeftNodes = (perMove.nodeLimit ?? Infinity) - used.nodes;
		const callLeftMs = endAt - now;
		const callLeftNodes = (options.nodeLimit ?? Infinity) - totalNodes;
		if (callLeftMs <= 0 || callLeftNodes <= 0) return 'out-of-budget';
		if (moveLeftMs <= 0 || moveLeftNodes <= 0) return 'out-of-move-budget';
		const moveBound = moveLeftMs <= callLeftMs && moveLeftNodes <= callLeftNodes;
		s.setBudget({
			timeoutMs: Number.isFinite(Math.min(moveLeftMs, callLeftMs)) ? Math.min(moveLeftMs, callLeftMs) : undefined,
			nodeLimit: Number.isFinite(Math.min(moveLeftNodes, callLeftNodes)) ? Math.min(moveLeftNodes, callLeftNodes) : undefined,
			shouldStop: options.shouldStop
		});
		try {
			return moveWinsWithin(s, pos, r.move, n);
		} catch (e) {
			if (!(e instanceof OutOfBudget)) throw e;
			return moveBound ? 'out-of-move-budget' : 'out-of-budget';
		} finally {
			used.nodes += s.nodes;
			used.ms += performance.now() - now;
			totalNodes += s.nodes;
		}
	};
	try {
		// Deepen all moves together, so a quick win is not stuck behind a slow one.
		const enough = () => results.length - open.size >= (options.stopAfterWins ?? Infinity);
		let cut = false;
		deepen: for (let n = 1; n <= maxMoves && open.size && !enough(); n++) {
			for (const r of [...open]) {
				const won = tryMove(r, n);
				if (won === 'out-of-budget') {
					cut = true;
					break deepen;
				}
				if (won === 'out-of-move-budget') settle(r);
				else if (won) {
					r.verdict = { kind: 'win', n };
					settle(r);
					if (enough()) break;
				}
			}
			options.onProgress?.(n, perMove ? totalNodes : s.nodes);
		}
		// The moves still open were searched to the end of every bound: none wins within maxMoves.
		if (!cut && !enough())
			for (const r of [...open]) {
				r.verdict = { kind: 'no-win' };
				settle(r);
			}
	} catch (e) {
		if (!(e instanceof OutOfBudget)) throw e;
	}
	return results;
}

const mobilityScratch = new MoveList();

/**
 * A move for positions the solver has not proved anything about, after the
 * giveaway literature's advice: keep your own options many and the
 * opponent's few, and never hand the opponent an immediate win.
 */
export function heuristicMove(pos: Position, aim: Aim = 'giveaway'): Move | undefined {
	const moves = legalMoves(pos);
	let best: Move | undefined;
	let bestScore = -Infinity;
	for (const m of moves) {
		const after = applyMove(pos, m);
		const replies = legalMoves(after);
		let score: number;
		if (replies.length === 0) score = aim === 'giveaway' ? -1e6 : 1e6;
		else {
			let worstForUs = Infinity;
			for (const r of replies) {
				const next = applyMove(after, r);
				const ours = countMoves(next.white, next.black, next.kings, next.whiteToMove, mobilityScratch);
				const value = ours === 0 ? (aim === 'giveaway' ? 1e5 : -1e5) : ours;
				worstForUs = Math.min(worstForUs, value);
			}
			score = worstForUs - 2 * replies.length;
		}
		if (score > bestScore) {
			bestScore = score;
			best = m;
		}
	}
	return best;
}
