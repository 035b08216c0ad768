/**
 * The review of a game: every move judged from the mover's view, by the
 * engine's estimate and, where the solver (or the endgame tables inside it)
 * proves the result before and after the move, by the proved change.
 *
 * Each position of the game is looked at once, with a fixed budget: a
 * quick bounded solve first (a proved win or loss is exact), else the
 * engine's search (`nodesOnly`, so the same game and seed give the same
 * review on any machine). A position's evaluation is the previous move's
 * "after". Where the position before a move is a proved win and the quick
 * solve says nothing about the position after it, a larger bounded solve of
 * that position decides whether the win was kept, thrown away or not
 * proved either way; where a move walks into a proved loss, a larger solve
 * of the position before decides whether another move held.
 *
 * Between the two, the swings the estimate sees (a drop of a mistake or
 * more that the phase tells apart, swingDrop; or a forced result the
 * engine's search found and the quick solve did not prove) get a longer
 * proof search of their unproved positions
 * (DEEP_PROOF_NODES each, the largest swings first, at most DEEP_SWINGS),
 * with progress: a win thrown away that the solver proves in a few seconds
 * is proved, not left to the estimate (issue 34, bug 5).
 *
 * Counting is the solver's (docs/cli.md): `win in 7 -> loss in 4` says the
 * solver proved the mover's win in 7 before the move and the opponent's
 * win in 4 after it (the mover's loss in 4).
 */
import { Game, legalMoves, playLine, sameMove, type Aim, type EndReason, type LineError, type Move, type PdnGame, type Position } from '$lib/engine';
import { Player } from '$lib/engine-player/player';
import type { EngineScore } from '$lib/engine-player/types';
import { puzzleBound } from '$lib/puzzle/judge';
import { solve, type SolveResult } from '$lib/solver/solve';
import { TranspositionTable } from '$lib/solver/tt';
import type { TableSet } from '$lib/tablebase/table';
import { trustOf } from '$lib/engine-player/trust';
import { classOfEstimateDrop, MISTAKE_DROP, sideAccuracy, type MoveClass } from './classify';

/** Engine budget per position (a node budget of MS x 1000; docs/engine.md, "Game review"). */
export const DEFAULT_REVIEW_MOVETIME_MS = 60;
/** The quick solve of every position. */
export const QUICK_SOLVE_NODES = 20_000;
/** The larger solve that settles a proved win's fate, or whether a move held. */
export const PROOF_NODES = 300_000;
/** The longer proof search of each unproved position of a swing the estimate sees. */
export const DEEP_PROOF_NODES = 1_500_000;
/**
 * Swings proved with the longer search, the largest first. 3: with the
 * net evaluation a game shows more drops of 10 points and more than the
 * first evaluation did (the bench game: 5 past the phase's bar, none
 * proved at 1,500,000 nodes), and each costs two solves of
 * DEEP_PROOF_NODES (about 1.2 s each on the 2-core machine, 4 times that
 * on a phone): `bench --review` 15.2 s with 6, 8.2 s with 3, 5.7 s with 2.
 */
export const DEEP_SWINGS = 3;
/** Longest win the quick solve looks for. */
export const QUICK_SOLVE_MAX_MOVES = 20;
/** Key moments: at most this many of the largest swings. */
export const KEY_MOMENTS = 5;

export interface ReviewOptions {
	movetimeMs?: number;
	seed?: number;
	quickSolveNodes?: number;
	proofNodes?: number;
	/** The longer proof search of the swings (0: none). */
	deepProofNodes?: number;
	tablebase?: TableSet;
	/** A player to reuse (its table is reused too); default a new one. */
	player?: Player;
	/** Engine table size for a new player. */
	ttMegabytes?: number;
}

/** What the solver proved about a position, from the side to move's view; `none`: neither side wins within `within` moves. */
export type Proved = { kind: 'win'; n: number } | { kind: 'loss'; n: number } | { kind: 'none'; within: number };

export interface Proof {
	/** The mover's proved result before the move (`none`: no loss within the bound, some move held). */
	before: Proved;
	/** The mover's proved result after the move (`none`: no win within the bound). */
	after: Proved;
	/** The winning move the mover missed and its line (fastest win first), when the position before was a proved win. */
	missed: { move: Move; line: Move[] } | null;
}

export interface PlyReview {
	/** 1-based. */
	ply: number;
	move: Move;
	/** The mover is White. */
	white: boolean;
	/** The only legal move (no choice: left out of the accuracy). */
	forced: boolean;
	/** The mover's score before the move (the position's best) and after it. */
	before: EngineScore;
	after: EngineScore;
	/** The mover's expected result in percent before and after; drop = max(0, before - after). */
	expectedBefore: number;
	expectedAfter: number;
	drop: number;
	class: MoveClass;
	/** Where the change of result is proved. */
	proof: Proof | null;
	/** The engine's (or solver's) best move before this one, with its line, when it differs from the move played. */
	better: { move: Move; line: Move[]; score: EngineScore } | null;
}

export interface GameReview {
	plies: PlyReview[];
	/** White's expected result in percent at each position, the start first (the evaluation graph). */
	whiteExpected: number[];
	/** Per side in percent (null: no move with a choice). */
	accuracy: { white: number | null; black: number | null };
	/** Plies of the largest swings (mistakes and blunders, proved ones first), in game order. */
	keyMoments: number[];
}

export interface ReviewProgress {
	/** Positions looked at so far, of `total` (the game's plies + 1). */
	done: number;
	total: number;
	/** Once every position was looked at: the swings proved with the longer search so far, of `total`. */
	deep?: { done: number; total: number };
	/**
	 * Sent once, with the first `deep` progress, when there are swings to
	 * prove: the review as the first pass judges it, for the page to show
	 * while the longer proof search goes on (it may prove some of its
	 * estimates). The review returned at the end replaces it.
	 */
	interim?: GameReview;
}

/** The aim a PDN game is reviewed under: PDN's default is ordinary checkers, but a game without an Aim tag is taken as giveaway (the trainer's game). */
export function reviewAimOf(game: Pick<PdnGame, 'tags' | 'aim'>): Aim {
	return game.tags.Aim !== undefined ? game.aim : 'giveaway';
}

/** A game: its start, its moves and its aim (default giveaway; `russian` for ordinary checkers, as Petrov's 1827 game). */
export type ReviewInput = { start: Position; moves: readonly Move[]; aim?: Aim };

/** A move that is not legal where it is played, or after the game ended. */
export class ReviewBadGame extends Error {
	constructor(readonly ply: number) {
		super(`the move at ply ${ply} cannot be played`);
		this.name = 'ReviewBadGame';
	}
}

interface PositionEval {
	score: EngineScore;
	expected: number;
	proved: Proved | null;
	best: Move | null;
	line: Move[];
}

export function flipScore(s: EngineScore): EngineScore {
	if (s.kind === 'win') return { kind: 'loss', n: s.n };
	if (s.kind === 'loss') return { kind: 'win', n: s.n };
	return { kind: 'estimate', evaluation: -s.evaluation, percent: 100 - s.percent };
}

/** A proved result seen from the other side (the side to move's after a move, from the mover's view, and back). */
export function flipProved(p: Proved): Proved {
	return p.kind === 'win' ? { kind: 'loss', n: p.n } : p.kind === 'loss' ? { kind: 'win', n: p.n } : p;
}

export function expectedOf(s: EngineScore): number {
	return s.kind === 'win' ? 100 : s.kind === 'loss' ? 0 : s.percent;
}

export function provedText(p: Proved, side: 'before' | 'after'): string {
	if (p.kind !== 'none') return `${p.kind} in ${p.n}`;
	return side === 'before' ? 'no loss' : 'no win';
}

/**
 * The proof of a result's change as text, made from its data (a proof is
 * kept as its results, never as text): `win in 7 -> loss in 4`,
 * `win in 7 -> no win`, `no loss -> loss in 4`. The CLI prints it and the
 * page's `data-proof` carries it; the page's words come from i18n.
 */
export function proofText(before: Proved, after: Proved): string {
	return `${provedText(before, 'before')} -> ${provedText(after, 'after')}`;
}

function provedOf(r: SolveResult, bound: number): Proved | null {
	if (r.verdict.kind !== 'unknown') return r.verdict;
	if (r.noResultWithin !== null && r.noResultWithin >= bound) return { kind: 'none', within: r.noResultWithin };
	return null;
}

function fromSolve(r: SolveResult): PositionEval | null {
	if (r.verdict.kind === 'unknown' || r.line.length === 0) return null;
	const score: EngineScore = r.verdict;
	return { score, expected: expectedOf(score), proved: r.verdict, best: r.line[0], line: r.line };
}

/** The reviewer: the player, the solver's table, the options. */
class Reviewer {
	readonly player: Player;
	private readonly tt = new TranspositionTable(16);
	readonly movetimeMs: number;
	readonly quickNodes: number;
	readonly proofNodes: number;
	readonly deepNodes: number;

	constructor(
		readonly options: ReviewOptions,
		readonly aim: Aim
	) {
		this.player = options.player ?? new Player({ ttMegabytes: options.ttMegabytes ?? 16 });
		this.movetimeMs = options.movetimeMs ?? DEFAULT_REVIEW_MOVETIME_MS;
		this.quickNodes = options.quickSolveNodes ?? QUICK_SOLVE_NODES;
		this.proofNodes = options.proofNodes ?? PROOF_NODES;
		this.deepNodes = options.deepProofNodes ?? DEEP_PROOF_NODES;
	}

	/** A position not proved by the solver, searched again with the longer budget: proved, or what it rules out. */
	deepen(pos: Position, e: PositionEval): PositionEval {
		const deeper = this.solve(pos, QUICK_SOLVE_MAX_MOVES, this.deepNodes);
		const solved = fromSolve(deeper);
		if (solved) return solved;
		const p = provedOf(deeper, QUICK_SOLVE_MAX_MOVES);
		// An unknown verdict proves at most "no result within": kept only when it reaches further than what was known.
		if (p?.kind !== 'none') return e;
		return e.proved?.kind === 'none' && e.proved.within >= p.within ? e : { ...e, proved: p };
	}

	solve(pos: Position, maxMoves: number, nodeLimit: number): SolveResult {
		return solve(pos, { maxMoves, nodeLimit, tt: this.tt, tablebase: this.options.tablebase, aim: this.aim });
	}

	evaluate(pos: Position, game: Game): PositionEval {
		const outcome = game.outcome();
		if (outcome) {
			if (outcome.result === 'draw') return { score: { kind: 'estimate', evaluation: 0, percent: 50 }, expected: 50, proved: null, best: null, line: [] };
			const won = outcome.result === (pos.whiteToMove ? 'white' : 'black');
			const end = { kind: won ? 'win' : 'loss', n: 0 } as const;
			return { score: end, expected: won ? 100 : 0, proved: end, best: null, line: [] };
		}
		const quick = this.solve(pos, QUICK_SOLVE_MAX_MOVES, this.quickNodes);
		const solved = fromSolve(quick);
		if (solved) return solved;
		const t = this.player.think(pos, {
			movetimeMs: this.movetimeMs,
			seed: this.options.seed ?? 0,
			nodesOnly: true,
			noSolver: true,
			history: game.history(),
			tablebase: this.options.tablebase,
			aim: this.aim
		});
		return {
			score: t.score,
			expected: expectedOf(t.score),
			proved: provedOf(quick, QUICK_SOLVE_MAX_MOVES),
			best: t.move,
			line: t.lines[0]?.line ?? (t.move ? [t.move] : [])
		};
	}
}

/** Where a game ended by the rules before its last move: after ply `ply` (a draw by rule, a side without a move), `after` plies later. */
export interface GameEnd {
	ply: number;
	reason: EndReason;
	after: number;
}

/**
 * The part of a game a review covers (issue 31): its moves up to the end of
 * the game by the rules, with that end when moves go on after it (a game
 * drawn by threefold repetition is no longer played: what follows is no
 * part of it), or the first move that cannot be played and why. The CLI's
 * `review` and the review page both take it, so both answer alike.
 */
export function reviewableGame(
	start: Position,
	moves: readonly (string | Move)[],
	aim: Aim = 'giveaway'
): { ok: true; moves: Move[]; end: GameEnd | null } | { ok: false; error: LineError } {
	const line = playLine(start, moves, { aim });
	if (line.ok) return { ok: true, moves: line.value.moves, end: null };
	if (line.error.kind !== 'game-over') return { ok: false, error: line.error };
	const ply = line.error.ply - 1;
	const before = playLine(start, moves.slice(0, ply), { aim });
	if (!before.ok) return { ok: false, error: before.error };
	return { ok: true, moves: before.value.moves, end: { ply, reason: line.error.outcome.reason, after: moves.length - ply } };
}

/**
 * Review a game. `onProgress` after each position; `shouldStop` is asked
 * before each position, and a true answer ends the review with null.
 * Throws ReviewBadGame for a move that cannot be played.
 */
export function reviewGame(
	input: ReviewInput,
	options: ReviewOptions = {},
	onProgress?: (p: ReviewProgress) => void,
	shouldStop?: () => boolean
): GameReview | null {
	const aim = input.aim ?? 'giveaway';
	const line = playLine(input.start, input.moves, { aim });
	if (!line.ok) throw new ReviewBadGame(line.error.ply);
	const { positions, moves } = line.value;
	const r = new Reviewer(options, aim);
	const total = positions.length;
	const evals: PositionEval[] = [];
	const replay = new Game(input.start, aim);
	for (let k = 0; k < total; k++) {
		if (shouldStop?.()) return null;
		if (k > 0) replay.play(moves[k - 1]);
		evals.push(r.evaluate(positions[k], replay));
		onProgress?.({ done: k + 1, total });
	}
	// The swings, largest first; a position proved may show a swing beside it (a win found before a move the estimate liked), so they are looked for again after each.
	const proved = new Set<number>();
	while (r.deepNodes > 0 && proved.size < DEEP_SWINGS) {
		const swings = swingsToProve(evals, (k) => swingDrop(positions[k], aim)).filter((k) => !proved.has(k));
		if (swings.length === 0) break;
		if (proved.size === 0 && onProgress) {
			// The first pass's review to show meanwhile (judged on a copy: the judgement writes what its larger solves settle).
			const interim = judgeGame(r, positions, moves, [...evals], shouldStop);
			if (!interim) return null;
			onProgress({ done: total, total, deep: { done: 0, total: Math.min(swings.length, DEEP_SWINGS) }, interim });
		}
		const k = swings[0];
		proved.add(k);
		for (const j of [k, k + 1]) {
			if (shouldStop?.()) return null;
			if (!isDecided(evals[j])) evals[j] = r.deepen(positions[j], evals[j]);
		}
		const left = Math.min(swings.length - 1, DEEP_SWINGS - proved.size);
		onProgress?.({ done: total, total, deep: { done: proved.size, total: proved.size + left } });
	}
	return judgeGame(r, positions, moves, evals, shouldStop);
}

/** Every move judged from the evaluations (`evals` takes what the judgement's larger solves settle), then the review's summary; null when stopped. */
function judgeGame(r: Reviewer, positions: readonly Position[], moves: readonly Move[], evals: PositionEval[], shouldStop?: () => boolean): GameReview | null {
	const plies: PlyReview[] = [];
	const counted: boolean[] = [];
	for (let k = 0; k < moves.length; k++) {
		if (shouldStop?.()) return null;
		// The judgement may settle the position after the move with a larger solve: the next move's "before" then knows it too.
		const judged = judge(r, k, positions, moves, evals[k], evals[k + 1]);
		plies.push(judged.ply);
		counted.push(judged.counts);
		evals[k + 1] = judged.after;
	}
	return summarise(plies, counted, evals, positions);
}

/** The solver (or the game's end) proved who wins. */
const isDecided = (e: { proved: Proved | null }): boolean => e.proved?.kind === 'win' || e.proved?.kind === 'loss';

/**
 * The smallest drop by estimate before move `k` that is a swing worth the
 * longer proof search: a mistake's, or more where the phase tells apart
 * only larger drops (engine-player/trust.ts: its calibration and the
 * search's own noise). A smaller drop is within what the review's own
 * search reads on the moves it would play itself; proving it would spend
 * the deep budget on noise.
 */
export function swingDrop(pos: Position, aim: Aim): number {
	return Math.max(MISTAKE_DROP, trustOf(pos, aim).tellApart ?? MISTAKE_DROP);
}

/**
 * The moves (0-based) whose swing the estimate sees and the solver has not
 * settled: a drop of at least `least(k)` in the mover's expected result
 * (MISTAKE_DROP unless given), a jump of MISTAKE_DROP or more between a
 * proved result and an estimate, or a forced result the engine's search
 * found on either side; the largest first.
 */
export function swingsToProve(
	evals: readonly { expected: number; score: EngineScore; proved: Proved | null }[],
	least: (k: number) => number = () => MISTAKE_DROP
): number[] {
	const found: { k: number; drop: number }[] = [];
	for (let k = 0; k + 1 < evals.length; k++) {
		const [before, after] = [evals[k], evals[k + 1]];
		if (isDecided(before) && isDecided(after)) continue;
		const drop = before.expected - (100 - after.expected);
		const searched = (e: typeof before) => !isDecided(e) && e.score.kind !== 'estimate';
		// A proved result beside an estimate far from it: the graph would jump unexplained.
		const beside = (isDecided(before) || isDecided(after)) && Math.abs(drop) >= MISTAKE_DROP;
		if (drop >= least(k) || beside || searched(before) || searched(after)) found.push({ k, drop: Math.abs(drop) });
	}
	return found.sort((a, b) => b.drop - a.drop || a.k - b.k).map((f) => f.k);
}

/**
 * The review of move `k` from the evaluations before and after it. It
 * changes neither: the position after, as a larger solve may have settled
 * it, comes back as `after` for the caller to carry to the next move.
 */
function judge(
	r: Reviewer,
	k: number,
	positions: readonly Position[],
	moves: readonly Move[],
	before: PositionEval,
	next: PositionEval
): { ply: PlyReview; after: PositionEval; counts: boolean } {
	let settled = next;
	const move = moves[k];
	const forced = legalMoves(positions[k]).length === 1;
	let proof: Proof | null = null;
	let cls: MoveClass | null = null;
	let pb: Proved | null = before.proved;
	let pa: Proved | null = next.proved ? flipProved(next.proved) : null;

	// A proved win before: settle the position after with a larger solve.
	if (pb?.kind === 'win' && pa === null) {
		const bound = puzzleBound(pb.n);
		const deeper = r.solve(positions[k + 1], bound, r.proofNodes);
		const p = provedOf(deeper, bound);
		if (p) {
			pa = flipProved(p);
			settled = fromSolve(deeper) ?? { ...next, proved: p };
		}
	}
	// A proved loss after a position not proved lost: did another move hold?
	if (pa?.kind === 'loss' && (pb === null || (pb.kind === 'none' && pb.within < pa.n + 1))) {
		const bound = pa.n + puzzleBound(1);
		const deeper = r.solve(positions[k], bound, r.proofNodes);
		pb = provedOf(deeper, bound) ?? pb;
	}
	if (pb && pa) {
		if (pb.kind === 'win') {
			if (pa.kind === 'win') cls = pa.n <= pb.n ? 'best' : 'good';
			else {
				cls = 'blunder';
				proof = { before: pb, after: pa, missed: before.best ? { move: before.best, line: before.line } : null };
			}
		} else if (pb.kind === 'loss') {
			// Lost whatever is played: the longest defence is best, any other still loses.
			if (pa.kind === 'loss') cls = pa.n >= pb.n - 1 ? 'best' : 'good';
		} else if (pa.kind === 'loss' && pb.within >= pa.n + 1) {
			cls = 'blunder';
			proof = { before: pb, after: pa, missed: null };
		}
	} else if (pa?.kind === 'win') cls = 'best';

	const after = flipScore(settled.score);
	const expectedBefore = before.expected;
	const expectedAfter = proof?.after.kind === 'loss' ? 0 : 100 - settled.expected;
	const isBest = forced || (before.best !== null && sameMove(before.best, move));
	let drop = Math.max(0, expectedBefore - expectedAfter);
	const trust = trustOf(positions[k], r.aim);
	// The accuracy counts a move with a choice whose class is proved or whose drop is read where the estimate beats a coin.
	const counts = !forced && (cls !== null || trust.reads);
	if (cls === null) cls = isBest ? 'best' : classOfEstimateDrop(drop, trust.tellApart);
	if (isBest && !proof) drop = 0;
	const ply: PlyReview = {
		ply: k + 1,
		move,
		white: positions[k].whiteToMove,
		forced,
		before: before.score,
		after,
		expectedBefore,
		expectedAfter,
		drop,
		class: cls,
		proof,
		better: before.best && !isBest ? { move: before.best, line: before.line, score: before.score } : null
	};
	return { ply, after: settled, counts };
}

function summarise(plies: PlyReview[], counted: readonly boolean[], evals: readonly PositionEval[], positions: readonly Position[]): GameReview {
	const drops = (white: boolean) => plies.filter((p, k) => p.white === white && counted[k]).map((p) => p.drop);
	const swings = plies
		.filter((p) => p.class === 'mistake' || p.class === 'blunder')
		.sort((a, b) => Number(b.proof !== null) - Number(a.proof !== null) || b.drop - a.drop || a.ply - b.ply)
		.slice(0, KEY_MOMENTS)
		.map((p) => p.ply)
		.sort((a, b) => a - b);
	return {
		plies,
		whiteExpected: evals.map((e, k) => (positions[k].whiteToMove ? e.expected : 100 - e.expected)),
		accuracy: { white: sideAccuracy(drops(true)), black: sideAccuracy(drops(false)) },
		keyMoments: swings
	};
}
