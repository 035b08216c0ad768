/**
 * What the tables say about a position for the analysis board: its
 * verdict, every legal move's verdict (for the side that makes it), and
 * how long the tables' best line runs with kings alone moving, since the
 * tables ignore the 15-move rule of play (../../../docs/rules.md).
 */
import type { Position } from '../engine';
import { applyMove, KINGS_ONLY_PLIES, legalMoves, type Move, popcount } from '../engine';
import { canonical } from './symmetry';
import { materialOfBits, material, pieces, swapSides, keyOf, type Material } from './material';
import { MAX_TABLE_PIECES, probe } from './probe';
import type { TableSet } from './table';
import { valueOfVerdict, verdictOfValue, type TablebaseVerdict } from './values';

/** Plies with only kings moving and no capture after which play calls a draw: 15 moves by each side. */
export const KING_RUN_DRAW_PLIES = KINGS_ONLY_PLIES; // the engine's rule (Game)

export interface MoveReport {
	move: Move;
	/** The verdict for the side making the move, once it is made. */
	verdict: TablebaseVerdict;
}

export interface TablebaseReport {
	verdict: TablebaseVerdict;
	/** Every legal move, in the engine's order. */
	moves: MoveReport[];
	/** The best line's longest run of plies with only kings moving and no capture. */
	kingRun: number;
	/** True when that run reaches the 15-move rule: in a game the win (or loss) would be a draw first. */
	beyondDrawRule: boolean;
}

/** The verdict for the mover of a move whose result the opponent has `child`. */
export function throughMove(child: TablebaseVerdict): TablebaseVerdict {
	return child.kind === 'draw' ? child : verdictOfValue(valueOfVerdict(child) + 1);
}

/** Each legal move with its verdict, or undefined when a table is missing. */
function movesOf(tables: TableSet, pos: Position): MoveReport[] | undefined {
	const out: MoveReport[] = [];
	for (const move of legalMoves(pos)) {
		const child = probe(tables, applyMove(pos, move));
		if (!child) return undefined;
		out.push({ move, verdict: throughMove(child) });
	}
	return out;
}

/** The move best play makes: the fastest win, the slowest loss, a drawing move. */
export function bestMove(verdict: TablebaseVerdict, moves: readonly MoveReport[]): Move | undefined {
	let best: MoveReport | undefined;
	for (const m of moves) {
		if (m.verdict.kind !== verdict.kind) continue;
		if (m.verdict.kind === 'draw') return m.move;
		if (m.verdict.kind === 'win' && m.verdict.n === (verdict as { n: number }).n) return m.move;
		if (m.verdict.kind === 'loss' && (!best || m.verdict.n > (best.verdict as { n: number }).n)) best = m;
	}
	return best?.move;
}

/**
 * The tables' report on a position, or undefined when it has more pieces
 * than the tables or a table it needs is not loaded.
 */
export function tablebaseReport(tables: TableSet, pos: Position): TablebaseReport | undefined {
	const verdict = probe(tables, pos);
	if (!verdict) return undefined;
	const moves = movesOf(tables, pos);
	if (!moves) return undefined;
	const kingRun = verdict.kind === 'draw' ? 0 : longestKingRun(tables, pos, verdict, moves);
	return { verdict, moves, kingRun, beyondDrawRule: kingRun >= KING_RUN_DRAW_PLIES };
}

/** Along the best line to the end, the longest run of quiet king moves. */
function longestKingRun(tables: TableSet, start: Position, verdict: TablebaseVerdict, moves: MoveReport[]): number {
	let pos = start;
	let v: TablebaseVerdict | undefined = verdict;
	let list: MoveReport[] | undefined = moves;
	let run = 0;
	let longest = 0;
	// A decided line ends within the tables' longest game (under 253 plies).
	for (let ply = 0; ply < 256 && v && list && v.kind !== 'draw'; ply++) {
		const move = bestMove(v, list);
		if (!move) break;
		const kingQuiet = move.captured === 0 && ((pos.kings >>> move.from) & 1) === 1;
		run = kingQuiet ? run + 1 : 0;
		longest = Math.max(longest, run);
		pos = applyMove(pos, move);
		v = probe(tables, pos);
		list = v && v.kind !== 'draw' ? movesOf(tables, pos) : undefined;
	}
	return longest;
}

/**
 * The 5-piece tables a report on `pos` may read: from the side to move's
 * view and the other's, every material of the same piece count per side
 * with no more men (men only promote; captures lead to fewer pieces, in
 * the shipped tables). Empty for positions of up to 4 pieces or over 5.
 */
export function packMaterialsFor(pos: Position): Material[] {
	if (popcount(pos.white | pos.black) !== MAX_TABLE_PIECES) return [];
	const [mover, other, kings] = canonical(pos);
	const m = materialOfBits(mover, other, kings);
	const out = new Map<number, Material>();
	const moverCount = m.moverMen + m.moverKings;
	const otherCount = m.otherMen + m.otherKings;
	for (let a = 0; a <= m.moverMen; a++)
		for (let b = 0; b <= m.otherMen; b++) {
			const x = material(a, moverCount - a, b, otherCount - b);
			if (pieces(x) !== MAX_TABLE_PIECES) continue;
			out.set(keyOf(x), x);
			out.set(keyOf(swapSides(x)), swapSides(x));
		}
	return [...out.values()];
}
