/**
 * Games between two players under the rules of play (the engine's Game:
 * the end of the game, repetition, 15 king-only moves each, three kings
 * against one), balanced openings made from a seed, and the match's
 * figures (score, Elo difference with its 95% error bar).
 */
import { applyMove, Game, legalMoves, moveToString, START, zobristLo, type Move, type Outcome, type Position } from '../lib/engine';
import { rng } from '../lib/random';
import { solve, heuristicMove } from '../lib/solver/solve';
import { TranspositionTable } from '../lib/solver/tt';
import type { TableSet } from '../lib/tablebase/table';
import { Baseline } from './baseline';
import { NODES_PER_MS, Player } from '../lib/engine-player/player';
import type { Evaluator } from '../lib/engine-player/eval';

/** Chooses a move in a game (null: none; the game is then over). */
export type Mover = (game: Game) => Move | null;

/** Longest game: a draw beyond it (the draw rules end real games long before). */
export const MAX_GAME_PLIES = 400;

export interface PlayedGame {
	outcome: Outcome;
	plies: number;
	/** Every position of the game (the start first) with the side to move's result: 1 win, 0.5 draw, 0 loss. */
	positions: Position[];
	moves: Move[];
}

/** Play from `start` until the game ends (or MAX_GAME_PLIES: a draw). */
export function playGame(start: Position, white: Mover, black: Mover, maxPlies = MAX_GAME_PLIES): PlayedGame {
	const game = new Game(start, 'giveaway');
	let outcome = game.outcome();
	while (!outcome) {
		if (game.length >= maxPlies) {
			outcome = { result: 'draw', reason: 'kings-only' };
			break;
		}
		const mover = game.position.whiteToMove ? white : black;
		const move = mover(game);
		if (!move || !game.play(move)) throw new Error(`a player chose no legal move at ply ${game.length}`);
		outcome = game.outcome();
	}
	return { outcome, plies: game.length, positions: game.positions, moves: game.moves };
}

export type Contestant = { kind: 'level'; level: number } | { kind: 'baseline' } | { kind: 'old' };

export function contestantName(c: Contestant): string {
	return c.kind === 'level' ? String(c.level) : c.kind;
}

/**
 * A mover for a contestant. Levels think within `movetimeMs` as a node
 * budget only (no wall-clock guard), so a match gives the same games on a
 * busy machine, with the committed evaluation or `evaluator`; `old` is the app's play-out opponent
 * before the engine: the solver's short search (bound 12, here the same
 * node budget) and the mobility rule when it proves nothing.
 */
export function makeMover(
	c: Contestant,
	options: { movetimeMs: number; seed: number; tablebase?: TableSet; now?: () => number; evaluator?: Evaluator }
): Mover {
	if (c.kind === 'baseline') {
		const b = new Baseline();
		return (game) => b.move(game.position);
	}
	if (c.kind === 'old') {
		const tt = new TranspositionTable(16);
		return (game) => {
			const pos = game.position;
			tt.clear();
			const r = solve(pos, { maxMoves: 12, nodeLimit: options.movetimeMs * NODES_PER_MS, tt });
			if (r.verdict.kind !== 'unknown' && r.line.length) return r.line[0];
			return heuristicMove(pos, 'giveaway') ?? null;
		};
	}
	const player = new Player({ evaluator: options.evaluator });
	return (game) =>
		player.think(game.position, {
			level: c.level,
			movetimeMs: options.movetimeMs,
			seed: options.seed,
			history: game.history(),
			tablebase: options.tablebase,
			now: options.now,
			nodesOnly: true
		}).move;
}

/**
 * `count` openings of 4-8 random plies from the start, each judged near
 * equal (45-55% for the side to move) by a short search, none twice.
 */
export function balancedOpenings(count: number, seed: number): Move[][] {
	const random = rng(seed);
	const judge = new Player({ ttMegabytes: 4 });
	const seen = new Set<number>();
	const out: Move[][] = [];
	for (let tries = 0; out.length < count && tries < count * 50; tries++) {
		const plies = 4 + Math.floor(random() * 5);
		let pos = START;
		const line: Move[] = [];
		for (let i = 0; i < plies; i++) {
			const moves = legalMoves(pos);
			if (moves.length === 0) break;
			const m = moves[Math.floor(random() * moves.length)];
			line.push(m);
			pos = applyMove(pos, m);
		}
		if (line.length < plies || legalMoves(pos).length === 0) continue;
		const key = zobristLo(pos.white, pos.black, pos.kings, pos.whiteToMove);
		if (seen.has(key)) continue;
		const t = judge.think(pos, { nodeLimit: 20_000, noSolver: true });
		if (t.score.kind !== 'estimate' || t.score.percent < 45 || t.score.percent > 55) continue;
		seen.add(key);
		out.push(line);
	}
	return out;
}

export function openingText(line: readonly Move[]): string {
	return line.map(moveToString).join(' ');
}

/** The position after an opening's moves. */
export function afterOpening(line: readonly Move[]): Position {
	return line.reduce((p, m) => applyMove(p, m), START);
}

export interface MatchFigures {
	wins: number;
	draws: number;
	losses: number;
	/** A's share of the points, 0-1. */
	score: number;
	elo: number;
	/** Half-width of the 95% interval of the Elo difference. */
	error: number;
}

/** Elo difference for a score share (clamped away from 0 and 1). */
function eloOf(p: number): number {
	return -400 * Math.log10(1 / p - 1);
}

/** The match's figures from A's point of view, with the 95% error bar from the per-game variance. */
export function matchFigures(wins: number, draws: number, losses: number): MatchFigures {
	const n = wins + draws + losses;
	if (n === 0) return { wins, draws, losses, score: 0.5, elo: 0, error: 0 };
	const score = (wins + draws / 2) / n;
	const clamp = (p: number) => Math.min(1 - 0.5 / n, Math.max(0.5 / n, p));
	// A clean sweep has no spread: then take that of a win/loss coin at the clamped score.
	const spread = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n;
	const variance = spread > 0 ? spread : clamp(score) * (1 - clamp(score));
	const se = Math.sqrt(variance / n);
	const elo = eloOf(clamp(score));
	const error = (eloOf(clamp(score + 1.96 * se)) - eloOf(clamp(score - 1.96 * se))) / 2;
	return { wins, draws, losses, score, elo, error };
}

export function figuresLine(a: string, b: string, f: MatchFigures): string {
	const elo = Math.round(f.elo);
	return `${a} vs ${b}: ${f.wins}-${f.draws}-${f.losses}, score ${(100 * f.score).toFixed(1)}%, Elo ${elo} ± ${Math.round(f.error)}`;
}
