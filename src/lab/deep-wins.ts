/**
 * Positions from real play where the solver proves a deep win: the side to
 * move wins in 5 to 12, and at most a third of its legal moves keep a win
 * (within 12). Made from the engine's own games (not the bank): level 6
 * self-play, or games between two of the lower levels drawn for each game
 * (`levels`), every budget a node count, so a seed gives the same set. The
 * strongest level must find a winning move in them (`engine deep-wins --check`).
 */
import { applyMove, hasCapture, legalMoves, makeFen, moveToString, popcount, START, type Position } from '../lib/engine';
import { rng } from '../lib/random';
import { solve, winningMoves } from '../lib/solver/solve';
import { TranspositionTable } from '../lib/solver/tt';
import type { TableSet } from '../lib/tablebase/table';
import { playGame, type Mover } from './match';
import { Player } from '../lib/engine-player/player';

export interface DeepWin {
	fen: string;
	/** The side to move wins in n (minimal). */
	n: number;
	/** Every move that keeps a win within 12, full notation, sorted. */
	winning: string[];
	legal: number;
}

export const DEEP_MIN = 5;
export const DEEP_MAX = 12;

export interface DeepWinOptions {
	seed: number;
	/** Engine nodes per self-play move. */
	nodes: number;
	/** Solver nodes per position tried. */
	solverNodes: number;
	/** Fewest and most pieces for a position to be tried. */
	minPieces: number;
	maxPieces: number;
	tablebase?: TableSet;
	/**
	 * Games between levels instead of level 6 self-play: each side's level
	 * drawn from min-max for each game, thinking `movetimeMs` as a node
	 * budget (as in a match); `nodes` is then unused.
	 */
	levels?: { min: number; max: number; movetimeMs: number };
}

export const DEEP_WIN_DEFAULTS: Omit<DeepWinOptions, 'seed' | 'tablebase'> = { nodes: 5000, solverNodes: 200_000, minPieces: 7, maxPieces: 16 };

/** The deep wins of game number `game` (from a short random opening). */
export function deepWinsOfGame(game: number, o: DeepWinOptions, player = new Player({ ttMegabytes: 4 }), tt = new TranspositionTable(16)): DeepWin[] {
	const random = rng((o.seed * 7907 + game) >>> 0);
	let start = START;
	const plies = 2 + Math.floor(random() * 6);
	for (let i = 0; i < plies; i++) {
		const moves = legalMoves(start);
		if (!moves.length) return [];
		start = applyMove(start, moves[Math.floor(random() * moves.length)]);
	}
	const seed = Math.floor(random() * 2 ** 31);
	let white: Mover;
	let black: Mover;
	const lv = o.levels;
	if (lv) {
		const levelOf = () => lv.min + Math.floor(random() * (lv.max - lv.min + 1));
		const mover =
			(level: number): Mover =>
			(g) =>
				player.think(g.position, { level, seed, movetimeMs: lv.movetimeMs, nodesOnly: true, history: g.history(), tablebase: o.tablebase }).move;
		white = mover(levelOf());
		black = mover(levelOf());
	} else {
		white = black = (g) => player.think(g.position, { level: 6, seed, nodeLimit: o.nodes, history: g.history(), tablebase: o.tablebase }).move;
	}
	const played = playGame(start, white, black);
	const out: DeepWin[] = [];
	for (const p of played.positions) {
		const found = deepWin(p, o, tt);
		if (found) out.push(found);
	}
	return out;
}

/** The position's entry if it is a deep win as defined above, else null. */
export function deepWin(p: Position, o: Omit<DeepWinOptions, 'seed' | 'nodes'>, tt: TranspositionTable): DeepWin | null {
	const pieces = popcount(p.white | p.black);
	if (pieces < o.minPieces || pieces > o.maxPieces) return null;
	if (hasCapture(p.white, p.black, p.kings, p.whiteToMove)) return null;
	const moves = legalMoves(p);
	if (moves.length < 3) return null;
	tt.clear();
	const v = solve(p, { maxMoves: DEEP_MAX, nodeLimit: o.solverNodes, tt, tablebase: o.tablebase }).verdict;
	if (v.kind !== 'win' || v.n < DEEP_MIN) return null;
	tt.clear();
	const verdicts = winningMoves(p, { maxMoves: DEEP_MAX, nodeLimit: o.solverNodes * 4, tt, tablebase: o.tablebase });
	if (verdicts.some((r) => r.verdict.kind === 'unknown')) return null;
	const winning = verdicts.filter((r) => r.verdict.kind === 'win').map((r) => moveToString(r.move));
	if (winning.length === 0 || 3 * winning.length > moves.length) return null;
	return { fen: makeFen(p), n: v.n, winning: winning.sort(), legal: moves.length };
}

/** One line of the committed set: FEN, `win in N`, the winning moves, the number of legal moves (tab-separated). */
export function deepWinLine(d: DeepWin): string {
	return `${d.fen}\twin in ${d.n}\t${d.winning.join(' ')}\t${d.legal}`;
}

export function parseDeepWinLine(line: string): DeepWin | null {
	const parts = line.split('\t');
	if (parts.length !== 4) return null;
	const m = /^win in (\d+)$/.exec(parts[1]);
	if (!m) return null;
	return { fen: parts[0], n: Number(m[1]), winning: parts[2].split(' '), legal: Number(parts[3]) };
}
