/**
 * The engine as a player: a move and a judgement for any position.
 *
 * In order: a position without a legal move has none; a position of up
 * to 5 pieces whose tables are loaded is answered by them (./tables.ts:
 * the fastest win, the longest loss, a drawing move); the exact solver
 * gets a short, node-bounded try at the root (a proved win is then played
 * fastest, a proved loss defended longest); otherwise the search
 * (./search.ts) deepens within the move's budget, with the endgame tables
 * answering positions of up to 5 pieces inside it. A level below the
 * strongest chooses among the near-best root moves (./levels.ts).
 *
 * The budget is a node count (movetime x NODES_PER_MS, so the same seed and
 * options give the same move on any machine) with a wall-clock deadline of
 * twice the movetime as a guard on a slow or busy one. Time is read only
 * through the `now` passed in.
 */
import { applyMove, legalMoves, popcount, zobristLo, type Aim, type GameHistory, type Move, type Position } from '../engine';
import { rng } from '../random';
import { solve } from '../solver/solve';
import { TranspositionTable } from '../solver/tt';
import { MAX_TABLE_PIECES } from '../tablebase/probe';
import type { TableSet } from '../tablebase/table';
import { defaultEvaluator, expectedScore, russianEvaluator, type Evaluator } from './eval';
import { levelOf, STRONGEST } from './levels';
import { PROVED, Searcher, WIN, type RootLine } from './search';
import { tableAnswer } from './tables';
import type { EngineLine, EngineScore } from './types';
import { DEFAULT_PLAYER_TT_MEGABYTES, PlayerTable } from './tt';

/** Nodes per millisecond of movetime: about what the search does on one core of the development machine. */
export const NODES_PER_MS = 1000;
export const DEFAULT_MOVETIME_MS = 1000;

export interface Thought {
	/** The chosen move (null: no legal move). */
	move: Move | null;
	score: EngineScore;
	/** Deepest completed iteration (0 when the solver or a single move settled it). */
	depth: number;
	nodes: number;
	/** Best first: up to multiPv lines (at least the chosen move's). */
	lines: EngineLine[];
	/** What settled the score: the solver's proof, the search (tables or a forced end seen), or an estimate. */
	source: 'solver' | 'search' | 'estimate' | 'none';
	/** Nodes searched in all, an iteration cut short by the budget included (speed figures). */
	searched?: number;
	/** True when the endgame tables answered the position itself (exact: a draw scores 50%). */
	tablebase?: boolean;
}

export interface ThinkOptions {
	movetimeMs?: number;
	/** 1-8 (default the strongest). */
	level?: number;
	seed?: number;
	/** Lines to give exact scores and report (analyse). */
	multiPv?: number;
	/** Override the level's depth (tests). */
	maxDepth?: number;
	/** Override the node budget (tests). */
	nodeLimit?: number;
	/** Budget by the clock alone: movetime of wall-clock time, no node budget (benchmarks). */
	timeOnly?: boolean;
	/** Budget by nodes alone, without the wall-clock guard (matches: the same games on a busy machine). */
	nodesOnly?: boolean;
	/** The clock in milliseconds (default: performance.now). */
	now?: () => number;
	history?: GameHistory;
	/** Giveaway (default) or ordinary checkers: the evaluation, the end of the game and the solver follow it; the tables are giveaway's only. */
	aim?: Aim;
	tablebase?: TableSet;
	/** Skip the solver's try at the root. */
	noSolver?: boolean;
	/** After each completed iteration, the best lines so far (for a live display). */
	onIteration?: (info: { depth: number; nodes: number; lines: EngineLine[] }) => void;
}

/**
 * The user's score of a search score (side to move's view), counted as the
 * solver counts (docs/cli.md): a win p plies away is a win in ceil(p / 2),
 * the winner's own moves; a loss p plies away is one more than the
 * opponent's win after the move, floor(p / 2) + 1. In giveaway a win ends
 * on the winner's turn (p even) and a loss on the opponent's (p odd); in
 * ordinary checkers the other way round.
 */
export function scoreOf(score: number): EngineScore {
	if (score >= PROVED) return { kind: 'win', n: (WIN - score + 1) >> 1 };
	if (score <= -PROVED) return { kind: 'loss', n: ((WIN + score) >> 1) + 1 };
	return { kind: 'estimate', evaluation: score, percent: Math.round(100 * expectedScore(score)) };
}

export function scoreText(s: EngineScore): string {
	return s.kind === 'estimate' ? `${s.percent}%` : `${s.kind} in ${s.n}`;
}

/** The moves of a line of move indices from a position. */
function movesOf(pos: Position, pv: readonly number[]): Move[] {
	const out: Move[] = [];
	let p = pos;
	for (const i of pv) {
		const moves = legalMoves(p);
		if (i < 0 || i >= moves.length) break;
		const m = moves[i];
		out.push(m);
		p = applyMove(p, m);
	}
	return out;
}

function lineOf(pos: Position, moves: readonly Move[], l: RootLine): EngineLine {
	return { move: moves[l.move], score: scoreOf(l.score), line: movesOf(pos, l.pv) };
}

export class Player {
	private readonly searcher: Searcher;
	/** The ordinary-checkers searcher, made on first use (it shares the table). */
	private russianSearcher: Searcher | undefined;
	private readonly table: PlayerTable;
	private solverTable: TranspositionTable | undefined;

	constructor(options: { ttMegabytes?: number; evaluator?: Evaluator } = {}) {
		this.table = new PlayerTable(options.ttMegabytes ?? DEFAULT_PLAYER_TT_MEGABYTES);
		this.searcher = new Searcher(this.table, options.evaluator ?? defaultEvaluator());
	}

	private searcherFor(aim: Aim): Searcher {
		if (aim === 'giveaway') return this.searcher;
		if (!this.russianSearcher) {
			this.russianSearcher = new Searcher(this.table, russianEvaluator());
			this.russianSearcher.useAim('russian');
		}
		return this.russianSearcher;
	}

	think(pos: Position, options: ThinkOptions = {}): Thought {
		const aim = options.aim ?? 'giveaway';
		const moves = legalMoves(pos);
		if (moves.length === 0) return { move: null, score: { kind: aim === 'giveaway' ? 'win' : 'loss', n: 0 }, depth: 0, nodes: 0, lines: [], source: 'none' };
		const tablebase = aim === 'giveaway' ? options.tablebase : undefined;
		const level = levelOf(options.level ?? STRONGEST);
		const movetime = options.movetimeMs ?? DEFAULT_MOVETIME_MS;
		const now = options.now ?? (() => performance.now());
		const budget = options.timeOnly ? Infinity : (options.nodeLimit ?? Math.max(2000, Math.round(movetime * NODES_PER_MS * level.nodeShare)));
		const multiPv = Math.max(options.multiPv ?? 1, level.temperature > 0 ? level.candidates : 1);
		let solverNodes = 0;

		// The tables first: exact, and instant.
		if (tablebase && popcount(pos.white | pos.black) <= MAX_TABLE_PIECES) {
			const t = tableAnswer(tablebase, pos, options.history?.kingsOnlyPlies ?? 0);
			if (t) {
				const lines = options.multiPv !== undefined ? t.lines.slice(0, Math.max(1, options.multiPv)) : t.lines.slice(0, 1);
				return { move: t.move, score: t.score, depth: 0, nodes: 0, lines, source: 'search', tablebase: true };
			}
		}

		// The solver first: a short proof is worth more than any estimate. Its
		// share of the move's nodes grows with the time a move; the wall-clock
		// guard stops it as it stops the search.
		const start = now();
		const deadline = options.timeOnly ? start + movetime : options.nodeLimit !== undefined || options.nodesOnly ? Infinity : start + 2 * movetime;
		if (!options.noSolver && level.solverShare > 0 && (options.multiPv ?? 1) === 1) {
			this.solverTable ??= new TranspositionTable(8);
			this.solverTable.clear();
			const r = solve(pos, {
				maxMoves: 20,
				nodeLimit: Math.max(1000, Math.round(level.solverShare * (options.nodeLimit ?? movetime * NODES_PER_MS))),
				shouldStop: deadline === Infinity ? undefined : () => now() >= deadline,
				tt: this.solverTable,
				tablebase,
				aim
			});
			solverNodes = r.nodes;
			if (r.verdict.kind !== 'unknown' && r.line.length > 0) {
				const score: EngineScore = r.verdict;
				return { move: r.line[0], score, depth: 0, nodes: solverNodes, lines: [{ move: r.line[0], score, line: r.line }], source: 'solver' };
			}
		}

		const searcher = this.searcherFor(aim);
		searcher.reset();
		searcher.useTablebase(tablebase);
		const result = searcher.search(
			pos.white,
			pos.black,
			pos.kings,
			pos.whiteToMove,
			{
				maxDepth: options.maxDepth ?? level.maxDepth,
				nodeLimit: Math.max(1000, budget - solverNodes),
				softNodeLimit: Number.isFinite(budget) ? Math.max(500, Math.floor((budget - solverNodes) / 2)) : undefined,
				deadline,
				now,
				multiPv,
				// Lines asked for (analysis): a forced move is judged as deep as any other position.
				judgeForcedMove: options.multiPv !== undefined,
				onIteration: options.onIteration
					? (info) => options.onIteration!({ depth: info.depth, nodes: info.nodes + solverNodes, lines: info.lines.map((l) => lineOf(pos, moves, l)) })
					: undefined
			},
			options.history
		);
		const lines: EngineLine[] = result.lines.map((l) => lineOf(pos, moves, l));
		const chosen = this.choose(pos, result.lines, level.temperature, level.margin, options.seed ?? 0);
		const source = Math.abs(chosen.score) >= PROVED ? 'search' : 'estimate';
		return {
			move: moves[chosen.move],
			score: scoreOf(chosen.score),
			depth: result.depth,
			nodes: result.nodes + solverNodes,
			searched: (result.searched ?? result.nodes) + solverNodes,
			lines: options.multiPv !== undefined ? lines.slice(0, options.multiPv) : lines.filter((l) => l.move === moves[chosen.move]),
			source
		};
	}

	/** The best line, or for a level with a temperature a seeded draw among the near-best. */
	private choose(pos: Position, lines: readonly RootLine[], temperature: number, margin: number, seed: number): RootLine {
		const best = lines[0];
		if (temperature <= 0 || lines.length === 1 || best.score >= PROVED) return best;
		const pool = lines.filter((l) => l.score >= best.score - margin && l.score > -PROVED);
		if (pool.length <= 1) return best;
		const weights = pool.map((l) => Math.exp((l.score - best.score) / temperature));
		const total = weights.reduce((a, b) => a + b, 0);
		const random = rng((Math.imul(seed | 0, 0x9e3779b1) ^ zobristLo(pos.white, pos.black, pos.kings, pos.whiteToMove)) >>> 0);
		let x = random() * total;
		for (let i = 0; i < pool.length; i++) {
			x -= weights[i];
			if (x <= 0) return pool[i];
		}
		return pool[pool.length - 1];
	}
}
