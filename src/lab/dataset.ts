/**
 * The labelled dataset (`engine dataset`, the file format in
 * ./dataset-file.ts): self-play games from random and book-like openings
 * at several levels, the strongest with deeper searches too; every quiet
 * position after a random opening, or from the second move of a book-like
 * one on, labelled with the game's result, the
 * strongest level's search score at LABEL_NODES, and the exact result
 * where the endgame tables or a short solver run settle it. Then random
 * positions of the tables and the positions of the bank's proofs.
 *
 * Game number i depends only on (seed, i): every budget is a node count
 * and every search starts from an empty table, so any number of threads,
 * in any order, and a run resumed after an interruption, give the same
 * bytes.
 */
import { applyMove, Game, makePosition, parseFen, parseMove, popcount, START, type Move, type Position } from '../lib/engine';
import { loadBank } from '../lib/bank/load-node';
import { rng } from '../lib/random';
import { solve } from '../lib/solver/solve';
import { TranspositionTable } from '../lib/solver/tt';
import type { TableSet } from '../lib/tablebase/table';
import { probe } from '../lib/tablebase/probe';
import { EVAL_LIMIT, evaluatorOf, type Evaluator, type ModelFile } from '../lib/engine-player/eval';
import linear26 from './data/weights-linear-26.json';
import { levelOf, STRONGEST } from '../lib/engine-player/levels';
import { Player, type Thought } from '../lib/engine-player/player';
import type { EngineScore } from '../lib/engine-player/types';
import { labelled, WIN_BASE, type DatasetGame, type DatasetPosition, type Exact, type ExactBy, type Label } from './dataset-file';
import { MAX_GAME_PLIES } from './match';

/** The committed dataset (docs/engine.md, "The dataset"): `engine fit --data` reads it. */
export const DATASET_PATH = 'src/lab/data/dataset.pdds.gz';
/** Nodes of the strongest level's search that scores every labelled position (without the root solver). */
export const LABEL_NODES = 5000;
/** The movers' transposition table (cleared before every move). */
export const DATASET_TT_MEGABYTES = 4;
/** Positions of up to this many pieces get a short solver run. */
export const SOLVE_PIECES = 12;
export const SOLVE_NODES = 4000;
export const SOLVE_MAX_MOVES = 12;
/** A book-like opening's positions are labelled from this ply on (not the start and its replies, met in every such game). */
export const BOOK_LABEL_FROM = 2;
/** The strongest level's deeper games: nodes a move. */
export const DEEP_NODES = 25_000;

export interface GamePlan {
	opening: 'random' | 'book';
	openingPlies: number;
	level: number;
	/** Node budget a move after the opening. */
	nodes: number;
	/** Seed of the levels' temperature draws. */
	seed: number;
}

/**
 * Game i's plan: half random openings (4-12 random plies), half book-like
 * (6-16 plies of level 6 at 3,000 nodes: near-best moves, a seeded draw);
 * then 44% the strongest level at LABEL_NODES a move, 12% at DEEP_NODES,
 * 44% a level 3-7 with its share of 20,000 nodes (at least 2,000).
 */
export function gamePlan(seed: number, index: number): GamePlan {
	const random = rng((Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
	const opening = random() < 0.5 ? 'random' : 'book';
	const openingPlies = opening === 'random' ? 4 + Math.floor(random() * 9) : 6 + Math.floor(random() * 11);
	const r = random();
	let level = STRONGEST;
	let nodes = LABEL_NODES;
	if (r >= 0.44 && r < 0.56) nodes = DEEP_NODES;
	else if (r >= 0.56) {
		level = 3 + Math.floor(random() * 5);
		nodes = Math.max(2000, Math.round(20_000 * levelOf(level).nodeShare));
	}
	return { opening, openingPlies, level, nodes, seed: Math.floor(random() * 2 ** 31) };
}

/** The stored score of an engine score (dataset-file.ts). */
export function storedScore(s: EngineScore): number {
	if (s.kind === 'win') return WIN_BASE - s.n;
	if (s.kind === 'loss') return -(WIN_BASE - s.n);
	return Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, s.evaluation));
}

/** The evaluation the committed dataset was played and scored with: the first learned one, 26 linear weights. */
export const DATASET_WEIGHTS: ModelFile = linear26 as ModelFile;

export interface DatasetContext {
	tablebase: TableSet;
	/** The evaluation the games are played and scored with (default DATASET_WEIGHTS). */
	evaluator?: Evaluator;
}

/** Makes games; holds the players and tables one thread reuses. */
export class GameMaker {
	private readonly label: Player;
	private readonly mover: Player;
	private readonly solverTable = new TranspositionTable(4);

	constructor(private readonly ctx: DatasetContext) {
		const evaluator = ctx.evaluator ?? evaluatorOf(DATASET_WEIGHTS);
		this.label = new Player({ ttMegabytes: DATASET_TT_MEGABYTES, evaluator });
		this.mover = new Player({ ttMegabytes: DATASET_TT_MEGABYTES, evaluator });
	}

	/** The exact result of a position where the tables, the labelling search (`score`) or a short solver run settle it. */
	exact(p: Position, score: EngineScore): { exact: Exact; by: ExactBy } {
		const pieces = popcount(p.white | p.black);
		if (pieces <= 5) {
			const v = probe(this.ctx.tablebase, p);
			if (v) return { exact: v.kind, by: 'tables' };
		}
		if (score.kind !== 'estimate') return { exact: score.kind, by: 'search' };
		if (pieces <= SOLVE_PIECES) {
			this.solverTable.clear();
			const v = solve(p, { maxMoves: SOLVE_MAX_MOVES, nodeLimit: SOLVE_NODES, tt: this.solverTable, tablebase: this.ctx.tablebase }).verdict;
			if (v.kind === 'win' || v.kind === 'loss') return { exact: v.kind, by: 'solver' };
		}
		return { exact: null, by: null };
	}

	private labelThought(game: Game): Thought {
		return this.label.think(game.position, {
			level: STRONGEST,
			nodeLimit: LABEL_NODES,
			noSolver: true,
			tablebase: this.ctx.tablebase,
			history: game.history()
		});
	}

	game(seed: number, index: number): DatasetGame {
		const plan = gamePlan(seed, index);
		const random = rng(plan.seed);
		const game = new Game(START, 'giveaway');
		const labelFrom = plan.opening === 'book' ? BOOK_LABEL_FROM : plan.openingPlies;
		const labels: Label[] = [];
		const labelHere = (): Thought | null => {
			if (game.length < labelFrom || !labelled(game.position)) return null;
			const t = this.labelThought(game);
			labels.push({ score: storedScore(t.score), ...this.exact(game.position, t.score) });
			return t;
		};
		let outcome = game.outcome();
		while (!outcome) {
			if (game.length >= MAX_GAME_PLIES) {
				outcome = { result: 'draw', reason: 'kings-only' };
				break;
			}
			const t = labelHere();
			let move: Move | null;
			if (game.length < plan.openingPlies) {
				if (plan.opening === 'random') {
					const moves = game.legalMoves();
					move = moves[Math.floor(random() * moves.length)];
				} else move = this.mover.think(game.position, { level: 6, seed: plan.seed, nodeLimit: 3000, noSolver: true, history: game.history() }).move;
			} else if (t && plan.level === STRONGEST && plan.nodes === LABEL_NODES) move = t.move;
			else
				move = this.mover.think(game.position, {
					level: plan.level,
					seed: plan.seed,
					nodeLimit: plan.nodes,
					history: game.history(),
					tablebase: this.ctx.tablebase
				}).move;
			if (!move || !game.play(move)) throw new Error(`game ${index}: no legal move chosen at ply ${game.length}`);
			outcome = game.outcome();
		}
		// The last position too, when the game ended by a draw rule with moves left.
		labelHere();
		return {
			opening: plan.opening,
			openingPlies: Math.min(plan.openingPlies, game.length),
			labelFrom,
			level: plan.level,
			nodes: plan.nodes,
			result: outcome.result,
			moves: game.moves,
			labels
		};
	}
}

/** Random quiet positions of 3-5 pieces the tables hold, with their exact results. */
export function tablebasePositions(tables: TableSet, count: number, seed: number): DatasetPosition[] {
	const random = rng(seed);
	const out: DatasetPosition[] = [];
	for (let tries = 0; out.length < count && tries < count * 20; tries++) {
		const n = 3 + Math.floor(random() * 3);
		let white = 0;
		let black = 0;
		let kings = 0;
		for (let placed = 0; placed < n;) {
			const sq = Math.floor(random() * 32);
			const bit = 1 << sq;
			if ((white | black) & bit) continue;
			const isWhite = placed === 0 ? true : placed === 1 ? false : random() < 0.5;
			const king = random() < 0.3 || (isWhite ? sq >= 28 : sq < 4);
			if (isWhite) white |= bit;
			else black |= bit;
			if (king) kings |= bit;
			placed++;
		}
		const pos = makePosition(white, black, kings, random() < 0.5);
		if (!labelled(pos)) continue;
		const v = probe(tables, pos);
		if (!v) continue;
		out.push({ white: pos.white, black: pos.black, kings: pos.kings, whiteToMove: pos.whiteToMove, source: 'tablebase', exact: v.kind, by: 'tables' });
	}
	return out;
}

/** Every quiet position of every giveaway puzzle's solution line, with its proved result (the winner moves at even plies). */
export function bankPositions(path = 'puzzles'): DatasetPosition[] {
	const { bank, errors } = loadBank(path);
	if (errors.length) throw new Error('the bank has errors; run: npm run -s cli -- bank --check');
	const out: DatasetPosition[] = [];
	const seen = new Set<string>();
	const add = (p: Position, exact: Exact) => {
		const key = `${p.white},${p.black},${p.kings},${p.whiteToMove}`;
		if (seen.has(key) || !labelled(p)) return;
		seen.add(key);
		out.push({ white: p.white, black: p.black, kings: p.kings, whiteToMove: p.whiteToMove, source: 'bank', exact, by: 'bank' });
	};
	for (const puzzle of bank.puzzles) {
		if (puzzle.aim !== 'giveaway') continue;
		const r = parseFen(puzzle.fen);
		if (!r.ok) continue;
		let pos: Position = r.value;
		add(pos, 'win');
		for (let i = 0; i < puzzle.solution.length; i++) {
			const m = parseMove(pos, puzzle.solution[i]);
			if (!m.ok) break;
			pos = applyMove(pos, m.value);
			add(pos, i % 2 === 1 ? 'win' : 'loss');
		}
	}
	return out;
}
