/**
 * The course's solver (goals.ts's LearnOracle) in the solver's worker, one
 * request at a time: the exercise controller asks in turn (the accepted
 * moves of the position on the board, then a wrong move's refutation or the
 * opponent's defence), and a new request would cancel the one in flight.
 */
import type { LearnOracle } from '$lib/learn/goals';
import type { SolverPort } from '$lib/app/solver-handle';

/** Far more than a lesson's small positions take (milliseconds); only a stalled worker reaches it. */
const TIMEOUT_MS = 30_000;

export function workerLearnOracle(port: SolverPort): LearnOracle {
	return {
		async winningMoves(fen, maxMoves) {
			return (await port.request({ kind: 'winning-moves', fen, options: { maxMoves, timeoutMs: TIMEOUT_MS } })).moves;
		},
		async solve(fen, maxMoves) {
			const a = await port.request({ kind: 'solve', fen, options: { maxMoves, timeoutMs: TIMEOUT_MS } });
			return { verdict: a.verdict, line: a.line };
		}
	};
}
