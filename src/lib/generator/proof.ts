/**
 * The proof a generated puzzle must pass: the same one verify-bank runs,
 * with its cost counted, so the bank stays cheap to verify.
 */
import { applyMove, legalMoves, type Move, type Position, moveToString } from '../engine';
import { solve, verdictText, winningMoves } from '../solver/solve';
import type { TranspositionTable } from '../solver/tt';

export type ProofFailure = 'not a win in N' | 'line not best play' | 'not unique' | 'too costly to verify';

export interface ProofAttempt {
	proof: Proof | null;
	failure?: ProofFailure;
	nodes: number;
}

export interface Proof {
	n: number;
	key: Move;
	line: Move[];
	/** Nodes of the root proof (the verdict and line, fresh table). */
	proofNodes: number;
	/** Nodes of the whole re-proof as verify-bank does it. */
	verifyNodes: number;
}

/**
 * Re-prove the puzzle exactly as verifyPuzzle does (verdict at N, the line
 * pair by pair, uniqueness within N + 4), counting nodes, with a cleared
 * table. `proof` is null if anything fails or the budget runs out, with
 * the reason in `failure`; `nodes` is what the attempt cost either way.
 * The uniqueness proof stops at a second winning first move: for a unique
 * puzzle that changes nothing, and a position with two wins is dropped
 * without proving the rest.
 */
export function proveLikeVerifier(pos: Position, n: number, tt: TranspositionTable, nodeBudget: number): ProofAttempt {
	tt.clear();
	let spent = 0;
	const left = () => nodeBudget - spent;
	const fail = (failure: ProofFailure): ProofAttempt => ({ proof: null, failure: spent >= nodeBudget ? 'too costly to verify' : failure, nodes: spent });
	const root = solve(pos, { maxMoves: n, tt, nodeLimit: left() });
	spent += root.nodes;
	if (verdictText(root.verdict) !== `win in ${n}` || root.line.length !== 2 * n) return fail('not a win in N');
	let cur = pos;
	const positions = [pos];
	for (const m of root.line) positions.push((cur = applyMove(cur, m)));
	if (legalMoves(cur).length !== 0) return fail('line not best play');
	for (let k = 2; k < positions.length; k += 2) {
		const rest = n - k / 2;
		const r = solve(positions[k], { maxMoves: rest, tt, nodeLimit: Math.max(1, left()) });
		spent += r.nodes;
		if (verdictText(r.verdict) !== `win in ${rest}`) return fail('line not best play');
	}
	let uniqueNodes = 0;
	const verdicts = winningMoves(pos, {
		maxMoves: n + 4,
		tt,
		nodeLimit: Math.max(1, left()),
		stopAfterWins: 2,
		onProgress: (_, nodes) => (uniqueNodes = nodes)
	});
	const wins = verdicts.filter((v) => v.verdict.kind === 'win');
	if (wins.length > 1) {
		spent += uniqueNodes;
		return fail('not unique');
	}
	if (verdicts.some((v) => v.verdict.kind === 'unknown')) {
		spent = nodeBudget;
		return fail('too costly to verify');
	}
	spent += uniqueNodes;
	if (wins.length !== 1 || moveToString(wins[0].move) !== moveToString(root.line[0])) return fail('not unique');
	if (spent > nodeBudget) return fail('too costly to verify');
	return { proof: { n, key: root.line[0], line: root.line, proofNodes: root.nodes, verifyNodes: spent }, nodes: spent };
}
