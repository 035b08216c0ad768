/**
 * Labelled positions for the evaluation's fit, all made by our own tools:
 * the endgame tables (exact), the solver's proofs (the bank's puzzles, and
 * self-play positions it settles within a small budget) and self-play
 * results for the rest. Only quiet positions are kept (the side to move
 * has no capture): the search never evaluates any other.
 */
import { applyMove, hasCapture, legalMoves, makePosition, popcount, START, type Position } from '../lib/engine';
import { rng } from '../lib/random';
import { solve } from '../lib/solver/solve';
import { TranspositionTable } from '../lib/solver/tt';
import type { TableSet } from '../lib/tablebase/table';
import { probe } from '../lib/tablebase/probe';
import type { Evaluator } from '../lib/engine-player/eval';
import { FEATURE_COUNT, features } from '../lib/engine-player/features';
import type { Sample } from './fit';
import { playGame, type Mover } from './match';
import { Player } from '../lib/engine-player/player';

function quiet(p: Position): boolean {
	return !hasCapture(p.white, p.black, p.kings, p.whiteToMove) && legalMoves(p).length > 0;
}

export function sampleOf(p: Position, y: number, source: Sample['source']): Sample {
	const x = new Float64Array(FEATURE_COUNT);
	features(p.white, p.black, p.kings, p.whiteToMove, x);
	return { x, y, pieces: popcount(p.white | p.black), source };
}

/** Random quiet positions of `minPieces`-`maxPieces` pieces labelled by the tables (positions they do not hold are skipped). */
export function tablebaseSamples(tables: TableSet, count: number, seed: number, minPieces = 3, maxPieces = 5): Sample[] {
	const random = rng(seed);
	const out: Sample[] = [];
	for (let tries = 0; out.length < count && tries < count * 20; tries++) {
		const n = minPieces + Math.floor(random() * (maxPieces - minPieces + 1));
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
		if (!quiet(pos)) continue;
		const v = probe(tables, pos);
		if (!v) continue;
		out.push(sampleOf(pos, v.kind === 'win' ? 1 : v.kind === 'loss' ? 0 : 0.5, 'tablebase'));
	}
	return out;
}

/** The sample of a quiet position (null when the side to move must capture or cannot move). */
export function quietSample(p: Position, y: number, source: Sample['source']): Sample | null {
	return quiet(p) ? sampleOf(p, y, source) : null;
}

export interface SelfPlayOptions {
	games: number;
	seed: number;
	/** Search nodes per move. */
	nodes: number;
	/** Solver nodes tried on positions of up to `solvePieces` pieces (0: none). */
	solverNodes: number;
	solvePieces: number;
	evaluator: Evaluator;
	tablebase?: TableSet;
	/** Called after each game (progress). */
	onGame?: (done: number) => void;
}

/**
 * Self-play games from short random openings, at a level with a
 * temperature so that games differ; every quiet position is labelled by
 * the game's result, or by the solver when it proves the position.
 * Returns the samples and the games' index of each (to hold games out whole).
 */
export function selfPlaySamples(o: SelfPlayOptions): { samples: Sample[]; game: number[] } {
	const random = rng(o.seed);
	const player = new Player({ ttMegabytes: 4, evaluator: o.evaluator });
	const tt = new TranspositionTable(4);
	const samples: Sample[] = [];
	const gameOf: number[] = [];
	for (let g = 0; g < o.games; g++) {
		let start = START;
		const plies = 2 + Math.floor(random() * 5);
		for (let i = 0; i < plies; i++) {
			const moves = legalMoves(start);
			if (!moves.length) break;
			start = applyMove(start, moves[Math.floor(random() * moves.length)]);
		}
		if (!legalMoves(start).length) continue;
		const seed = Math.floor(random() * 2 ** 31);
		const mover: Mover = (game) =>
			player.think(game.position, { level: 6, seed, nodeLimit: o.nodes, history: game.history(), tablebase: o.tablebase, noSolver: true }).move;
		const played = playGame(start, mover, mover);
		const result = played.outcome.result;
		for (const p of played.positions) {
			if (!quiet(p)) continue;
			let y = result === 'draw' ? 0.5 : (result === 'white') === p.whiteToMove ? 1 : 0;
			let source: Sample['source'] = 'self-play';
			const pieces = popcount(p.white | p.black);
			if (o.solverNodes > 0 && pieces <= o.solvePieces) {
				tt.clear();
				const v = solve(p, { maxMoves: 12, nodeLimit: o.solverNodes, tt, tablebase: o.tablebase }).verdict;
				if (v.kind !== 'unknown') {
					y = v.kind === 'win' ? 1 : 0;
					source = 'solver';
				}
			}
			samples.push(sampleOf(p, y, source));
			gameOf.push(g);
		}
		o.onGame?.(g + 1);
	}
	return { samples, game: gameOf };
}
