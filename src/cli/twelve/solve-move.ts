/**
 * One verdict of the proved tree (`twelve-tree`): the position after a
 * White move, Black to move, solved exactly, with Black's reply. A worker
 * thread keeps its tables from task to task (faster, the same verdicts).
 */
import { moveToString, parseFen } from '../../lib/engine';
import { solve } from '../../lib/solver/solve';
import { ProofNumberTable } from '../../lib/solver/proof-numbers';
import { TranspositionTable } from '../../lib/solver/tt';
import { MAX_TREE_N, type TreeVerdict } from '../../lib/puzzle/twelve-tree';

export interface MoveTask {
	/** Black to move. */
	fen: string;
}

export interface MoveResult {
	fen: string;
	/** null: no result within MAX_TREE_N for either side. */
	verdict: TreeVerdict | null;
	/** Black's longest defence (a loss) or the first move of its fastest win; null: Black has no move. */
	reply: string | null;
	nodes: number;
	ms: number;
}

export interface SolveMoveSetup {
	ttMegabytes: number;
	pnMegabytes: number;
}

export function moveSolver(setup: SolveMoveSetup): (task: MoveTask) => MoveResult {
	const tt = new TranspositionTable(setup.ttMegabytes);
	const pnTable = new ProofNumberTable(setup.pnMegabytes);
	return (task) => {
		const parsed = parseFen(task.fen);
		if (!parsed.ok || parsed.value.whiteToMove) throw new Error(`twelve-tree: not a position with Black to move: ${task.fen}`);
		const r = solve(parsed.value, { maxMoves: MAX_TREE_N, tt, search: 'proof-number', pnTable });
		if (r.verdict.kind === 'unknown') return { fen: task.fen, verdict: null, reply: null, nodes: r.nodes, ms: r.ms };
		return { fen: task.fen, verdict: r.verdict, reply: r.line[0] ? moveToString(r.line[0]) : null, nodes: r.nodes, ms: r.ms };
	};
}
