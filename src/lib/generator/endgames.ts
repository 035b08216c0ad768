/**
 * Endgame puzzles mined from the tablebase: positions where the side to
 * move wins and, at every one of its turns along the tables' best line
 * (the loser defending as long as it can), exactly one move keeps the win.
 * Positions are drawn at random (a seed) from the tables given; each is
 * kept once (up to the colour flip). A line the 15-move rule of play would
 * cut short is not a puzzle. The result is plain data: the caller prints
 * it or writes it out; the bank is not touched.
 */
import { makeFen, applyMove, moveToString } from '../engine';
import type { Position } from '../engine';
import { rng } from '../random';
import { canonical } from '../tablebase/symmetry';
import { materialName, materialOfBits } from '../tablebase/material';
import { bestMove, tablebaseReport } from '../tablebase/report';
import { samplePosition } from '../tablebase/sample';
import type { Table, TableSet } from '../tablebase/table';

export interface EndgamePuzzle {
	fen: string;
	/** The material, side to move first (`2K+1 v 1K+1`). */
	material: string;
	/** Win in n (the winner's moves). */
	n: number;
	/** The whole line in full notation, the winner's moves and the replies. */
	solution: string[];
	/** Legal moves at the start (more than one: the winning one has to be found). */
	choices: number;
}

export interface MineOptions {
	seed: number;
	/** Puzzles wanted. */
	count: number;
	minN: number;
	maxN: number;
	/** Positions drawn at most, so a run always ends. */
	maxTries: number;
}

export const DEFAULT_MINE_OPTIONS: MineOptions = { seed: 1, count: 20, minN: 2, maxN: 10, maxTries: 200_000 };

/** The line if every winner's turn on it has exactly one winning move (and the first turn a choice). */
export function uniqueWinLine(tables: TableSet, start: Position): { n: number; line: string[]; choices: number } | undefined {
	const report = tablebaseReport(tables, start);
	if (!report || report.verdict.kind !== 'win' || report.verdict.n === 0 || report.moves.length < 2 || report.beyondDrawRule) return undefined;
	const n = report.verdict.n;
	const line: string[] = [];
	let pos = start;
	let here = report;
	for (let ply = 0; ply < 2 * n; ply++) {
		const winnerToMove = ply % 2 === 0;
		if (winnerToMove && here.moves.filter((m) => m.verdict.kind === 'win').length !== 1) return undefined;
		const move = bestMove(here.verdict, here.moves);
		if (!move) return undefined;
		line.push(moveToString(move));
		pos = applyMove(pos, move);
		// After the loser's last reply the winner has no move: the game is won.
		if (ply === 2 * n - 1) break;
		const next = tablebaseReport(tables, pos);
		if (!next) return undefined;
		here = next;
	}
	return { n, line, choices: report.moves.length };
}

/** Mines puzzles from `source` (the tables positions are drawn from), reading values through `tables`. */
export function mineEndgames(tables: TableSet, source: readonly Table[], options: Partial<MineOptions> = {}): EndgamePuzzle[] {
	const o = { ...DEFAULT_MINE_OPTIONS, ...options };
	const random = rng(o.seed);
	const seen = new Set<string>();
	const out: EndgamePuzzle[] = [];
	for (let i = 0; i < o.maxTries && out.length < o.count; i++) {
		const { position } = samplePosition(source, random);
		const key = canonical(position).join(',');
		if (seen.has(key)) continue;
		seen.add(key);
		const found = uniqueWinLine(tables, position);
		if (!found || found.n < o.minN || found.n > o.maxN) continue;
		const [mover, other, kings] = canonical(position);
		out.push({ fen: makeFen(position), material: materialName(materialOfBits(mover, other, kings)), n: found.n, solution: found.line, choices: found.choices });
	}
	return out;
}
