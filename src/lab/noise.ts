/**
 * The search's own noise (`engine noise`, issue 33 item 3): how much a move
 * of the strongest level at the review's budget loses against a search with
 * K times the nodes, per phase of the game.
 *
 * The positions are game positions of the labelled dataset that no proof
 * settles (where the review shows an estimate), at most one a game and
 * phase, drawn with a seed. In each, the review's search (the strongest
 * level, MS x 1000 nodes, no root solver, the tables) chooses a move; the
 * deeper search (K x MS x 1000 nodes, the same options) chooses its own.
 * Where they differ, the deeper search looks at the position after each,
 * and the loss is how much lower the chosen move's expected result is than
 * the deeper choice's (percentage points, never below 0); where they agree
 * it is 0. Beside it, the review's own drop of that move at its budget
 * (the position's score before minus the mover's score after, never below
 * 0): what the review shows for a move its own search would play.
 *
 * Every budget is a node count and every search starts from an empty
 * table, so a position's figures are the same on any thread or machine.
 */
import { Game, makeFen, moveToString, popcount, sameMove, START, type Move, type Position } from '../lib/engine';
import { Player, type ThinkOptions } from '../lib/engine-player/player';
import { phaseOf, PHASES, type Phase } from '../lib/engine-player/trust';
import { EVAL_LIMIT, type Evaluator } from '../lib/engine-player/eval';
import type { EngineScore } from '../lib/engine-player/types';
import type { TableSet } from '../lib/tablebase/table';
import { rng, shuffle } from '../lib/random';
import { gamePositions, type Dataset } from './dataset-file';

/** A position to measure: the game's moves from the start (the draw rules need them). */
export interface NoiseTask {
	index: number;
	moves: Move[];
}

export interface NoiseResult {
	index: number;
	fen: string;
	pieces: number;
	phase: Phase;
	/** The review's search's move and the deeper search's. */
	move: string;
	deeper: string;
	/** Points the move loses against the deeper search's choice, as the deeper search sees it (0 when the same move). */
	loss: number;
	/** The review's own drop of the move at its budget (points, at least 0). */
	reviewDrop: number;
}

export interface NoiseOptions {
	/** The review's budget (MS x 1000 nodes). */
	movetimeMs: number;
	/** The deeper search has this many times the nodes. */
	factor: number;
	tablebase?: TableSet;
	evaluator?: Evaluator;
}

/** The expected result in percent of an engine score (the side to move's). */
function expected(s: EngineScore): number {
	return s.kind === 'win' ? 100 : s.kind === 'loss' ? 0 : s.percent;
}

/**
 * Up to `perPhase` positions of each phase from the dataset's games, none
 * settled by a proof (no exact result, no forced end in its label's
 * search), at most one a game and phase, the games taken in a seeded order.
 */
export function noiseSample(dataset: Dataset, perPhase: number, seed: number): NoiseTask[] {
	const order = Int32Array.from(dataset.games.keys());
	const random = rng(seed);
	shuffle(order, random);
	const left: Record<Phase, number> = { opening: perPhase, middle: perPhase, end: perPhase };
	const tasks: NoiseTask[] = [];
	for (const gi of order) {
		if (PHASES.every((p) => left[p] === 0)) break;
		const g = dataset.games[gi];
		const byPhase = new Map<Phase, number[]>();
		for (const p of gamePositions(g)) {
			if (p.label.exact !== null || Math.abs(p.label.score) > EVAL_LIMIT) continue;
			const phase = phaseOf(popcount(p.position.white | p.position.black));
			if (!byPhase.has(phase)) byPhase.set(phase, []);
			byPhase.get(phase)!.push(p.ply);
		}
		for (const phase of PHASES) {
			const plies = byPhase.get(phase);
			if (!plies || left[phase] === 0) continue;
			const ply = plies[Math.floor(random() * plies.length)];
			tasks.push({ index: tasks.length, moves: g.moves.slice(0, ply) });
			left[phase]--;
		}
	}
	return tasks;
}

/** Measures positions; holds the two players one thread reuses. */
export class NoiseMeter {
	private readonly review: Player;
	private readonly deep: Player;

	constructor(private readonly o: NoiseOptions) {
		this.review = new Player({ ttMegabytes: 16, evaluator: o.evaluator });
		this.deep = new Player({ ttMegabytes: 16, evaluator: o.evaluator });
	}

	private options(game: Game, movetimeMs: number): ThinkOptions {
		return { movetimeMs, nodesOnly: true, noSolver: true, seed: 0, tablebase: this.o.tablebase, history: game.history() };
	}

	/** The mover's expected result after `move`, by a search of the position after it. */
	private after(player: Player, game: Game, move: Move, movetimeMs: number): number {
		const next = new Game(game.start);
		for (const m of game.moves) next.play(m);
		if (!next.play(move)) throw new Error('noise: an illegal move');
		const outcome = next.outcome();
		if (outcome) return outcome.result === 'draw' ? 50 : outcome.result === (game.position.whiteToMove ? 'white' : 'black') ? 100 : 0;
		return 100 - expected(player.think(next.position, this.options(next, movetimeMs)).score);
	}

	measure(task: NoiseTask): NoiseResult {
		const game = new Game(START);
		for (const m of task.moves) if (!game.play(m)) throw new Error(`noise: position ${task.index}: an illegal move`);
		const pos: Position = game.position;
		const ms = this.o.movetimeMs;
		const chosen = this.review.think(pos, this.options(game, ms));
		const deeper = this.deep.think(pos, this.options(game, ms * this.o.factor));
		if (!chosen.move || !deeper.move) throw new Error(`noise: position ${task.index} has no move`);
		const loss = sameMove(chosen.move, deeper.move)
			? 0
			: Math.max(0, this.after(this.deep, game, deeper.move, ms * this.o.factor) - this.after(this.deep, game, chosen.move, ms * this.o.factor));
		const reviewDrop = Math.max(0, expected(chosen.score) - this.after(this.review, game, chosen.move, ms));
		const pieces = popcount(pos.white | pos.black);
		return {
			index: task.index,
			fen: makeFen(pos),
			pieces,
			phase: phaseOf(pieces),
			move: moveToString(chosen.move),
			deeper: moveToString(deeper.move),
			loss,
			reviewDrop
		};
	}
}

export function noiseLine(r: NoiseResult): string {
	return `${r.fen}\t${r.phase}\t${r.move}\t${r.deeper}\tloss ${r.loss}\treview drop ${r.reviewDrop}`;
}

/** The value below which a share q of the sorted values lie (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
	return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : NaN;
}

export interface NoiseSummary {
	phase: Phase | 'all';
	positions: number;
	/** Share of positions where both searches chose the same move, percent. */
	same: number;
	mean: number;
	median: number;
	p90: number;
	p95: number;
	max: number;
	/** Percent of moves losing at least 5, 10 and 20 points. */
	atLeast5: number;
	atLeast10: number;
	atLeast20: number;
	reviewMean: number;
	reviewP90: number;
	/** The review's own drop that 1 move in 20 of its own search's reaches (the 95th percentile, points). */
	reviewP95: number;
	/** Percent of the review's own drops of at least 10 points (what it would call a mistake). */
	reviewAtLeast10: number;
}

export function summarise(results: readonly NoiseResult[], phase: Phase | 'all'): NoiseSummary {
	const rs = phase === 'all' ? results : results.filter((r) => r.phase === phase);
	const n = rs.length;
	const losses = rs.map((r) => r.loss).sort((a, b) => a - b);
	const drops = rs.map((r) => r.reviewDrop).sort((a, b) => a - b);
	const pct = (k: number) => (n ? Math.round((1000 * k) / n) / 10 : NaN);
	const mean = (xs: number[]) => (xs.length ? Math.round((10 * xs.reduce((a, b) => a + b, 0)) / xs.length) / 10 : NaN);
	return {
		phase,
		positions: n,
		same: pct(rs.filter((r) => r.move === r.deeper).length),
		mean: mean(losses),
		median: quantile(losses, 0.5),
		p90: quantile(losses, 0.9),
		p95: quantile(losses, 0.95),
		max: n ? losses[n - 1] : NaN,
		atLeast5: pct(losses.filter((x) => x >= 5).length),
		atLeast10: pct(losses.filter((x) => x >= 10).length),
		atLeast20: pct(losses.filter((x) => x >= 20).length),
		reviewMean: mean(drops),
		reviewP90: quantile(drops, 0.9),
		reviewP95: quantile(drops, 0.95),
		reviewAtLeast10: pct(drops.filter((x) => x >= 10).length)
	};
}

export function summaryLine(s: NoiseSummary): string {
	return (
		`${s.phase}: ${s.positions} positions, the same move ${s.same}%; loss mean ${s.mean}, median ${s.median}, 90th percentile ${s.p90}, ` +
		`95th ${s.p95}, max ${s.max}; at least 5 points ${s.atLeast5}%, 10 ${s.atLeast10}%, 20 ${s.atLeast20}%; ` +
		`the review's own drop of the move: mean ${s.reviewMean}, 90th percentile ${s.reviewP90}, 95th ${s.reviewP95}, at least 10 points ${s.reviewAtLeast10}%`
	);
}

/**
 * The noise file the app reads (engine-player/noise.json, `engine noise
 * --out FILE`): the command, the SHA-256 of the weights file searched
 * with, the budgets, and each phase's summary.
 */
export interface NoiseFile {
	about: string;
	command: string;
	weights: string;
	movetimeMs: number;
	factor: number;
	phases: NoiseSummary[];
}

export const NOISE_ABOUT =
	"The search's own noise per phase: in positions of the dataset's games no proof settles, how much the move of the strongest level at the review's budget loses against a search with `factor` times the nodes, and the review's own drop of that move (what the review shows for a move its own search plays). engine noise --out writes it.";

export function noiseFile(results: readonly NoiseResult[], command: string, weightsSha256: string, o: { movetimeMs: number; factor: number }): NoiseFile {
	return { about: NOISE_ABOUT, command, weights: weightsSha256, movetimeMs: o.movetimeMs, factor: o.factor, phases: PHASES.map((p) => summarise(results, p)) };
}

/** A result back from its noiseLine (the per-position lines the command prints); null for any other line. */
export function parseNoiseLine(line: string, index: number): NoiseResult | null {
	const f = line.split('\t');
	if (f.length !== 6 || !PHASES.includes(f[1] as Phase)) return null;
	const loss = /^loss (\d+)$/.exec(f[4]);
	const drop = /^review drop (\d+)$/.exec(f[5]);
	if (!loss || !drop) return null;
	const pieces = (f[0].match(/[a-h][1-8]/g) ?? []).length;
	return { index, fen: f[0], pieces, phase: f[1] as Phase, move: f[2], deeper: f[3], loss: Number(loss[1]), reviewDrop: Number(drop[1]) };
}
