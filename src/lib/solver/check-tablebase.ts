/**
 * The solver's own proof against a tablebase verdict (the solver searches
 * without the tables). Its bound is the table's N plus one, so a proof it
 * finds must be N exactly (it still finds N by iterative deepening); about
 * a draw it must prove nothing within a few moves.
 */
import type { Position } from '../engine';
import type { TablebaseVerdict } from '../tablebase/values';
import { solve, type Verdict } from './solve';
import type { TranspositionTable } from './tt';

export type Agreement = 'agree' | 'disagree' | 'open';

export function checkWithSolver(
	pos: Position,
	tb: TablebaseVerdict,
	options: { nodeLimit: number; tt: TranspositionTable; drawMoves?: number }
): { agreement: Agreement; solver: Verdict } {
	const maxMoves = tb.kind === 'draw' ? (options.drawMoves ?? 4) : tb.n + 1;
	const solver = solve(pos, { maxMoves, nodeLimit: options.nodeLimit, tt: options.tt }).verdict;
	if (tb.kind === 'draw') return { agreement: solver.kind === 'unknown' ? 'agree' : 'disagree', solver };
	if (solver.kind === 'unknown') return { agreement: 'open', solver };
	return { agreement: solver.kind === tb.kind && solver.n === tb.n ? 'agree' : 'disagree', solver };
}
