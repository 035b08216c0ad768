/**
 * The engine's answer from the endgame tables: where a position of up to 5
 * pieces has its tables loaded, the move and the score are exact. A won
 * position is played fastest, a lost one defended longest, a drawn one
 * kept drawn (scored 50%). The tables ignore the 15-move rule of play, so a
 * win whose fastest line would let kings alone run past it (with the
 * game's own king-only run counted) is left to the search, which knows the
 * rule; so is a position whose table is not loaded.
 */
import { applyMove, legalMoves, type Move, type Position } from '../engine';
import { KING_RUN_DRAW_PLIES, tablebaseReport, throughMove, type MoveReport } from '../tablebase/report';
import { probe } from '../tablebase/probe';
import type { TableSet } from '../tablebase/table';
import { valueOfVerdict, type TablebaseVerdict } from '../tablebase/values';
import type { EngineLine, EngineScore } from './types';

/** Longest line shown (plies): a table's line to the end can run to 250. */
const LINE_PLIES = 40;

export interface TableAnswer {
	move: Move;
	score: EngineScore;
	/** Best first: every legal move with its exact score. */
	lines: EngineLine[];
}

function scoreOfVerdict(v: TablebaseVerdict): EngineScore {
	return v.kind === 'draw' ? { kind: 'estimate', evaluation: 0, percent: 50 } : v;
}

/** Ordering key, higher is better for the mover: a fast win, then a draw, then a slow loss. */
function rank(v: TablebaseVerdict): number {
	if (v.kind === 'draw') return 0;
	return v.kind === 'win' ? 10_000 - v.n : -10_000 + v.n;
}

/** The tables' best line from a position (fastest win, slowest loss, any draw), up to LINE_PLIES. */
function bestLine(tables: TableSet, start: Position): Move[] {
	const out: Move[] = [];
	let pos = start;
	for (let ply = 0; ply < LINE_PLIES; ply++) {
		const moves = legalMoves(pos);
		let best: Move | undefined;
		let bestRank = -Infinity;
		for (const m of moves) {
			const child = probe(tables, applyMove(pos, m));
			if (!child) return out;
			const r = rank(throughMove(child));
			if (r > bestRank) {
				bestRank = r;
				best = m;
			}
		}
		if (!best) break;
		out.push(best);
		pos = applyMove(pos, best);
	}
	return out;
}

/**
 * The tables' answer, or undefined when they cannot give one (more than 5
 * pieces, a table not loaded, or a decided line that the 15-move rule
 * could turn into a draw). `kingsOnlyPlies`: the game's run of king-only
 * moves so far.
 */
export function tableAnswer(tables: TableSet, pos: Position, kingsOnlyPlies = 0): TableAnswer | undefined {
	const report = tablebaseReport(tables, pos);
	if (!report || report.moves.length === 0) return undefined;
	if (report.verdict.kind !== 'draw' && report.kingRun + kingsOnlyPlies >= KING_RUN_DRAW_PLIES) return undefined;
	const sorted: MoveReport[] = [...report.moves].sort((a, b) => rank(b.verdict) - rank(a.verdict));
	const best = sorted[0];
	// The fastest win / longest loss is the first of the sorted moves; its verdict is the position's.
	if (valueOfVerdict(best.verdict) !== valueOfVerdict(report.verdict)) return undefined;
	const lines = sorted.map((m) => ({ move: m.move, score: scoreOfVerdict(m.verdict), line: [m.move, ...bestLine(tables, applyMove(pos, m.move))] }));
	return { move: best.move, score: scoreOfVerdict(report.verdict), lines };
}
