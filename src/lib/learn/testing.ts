/** The solver in-process as the course's oracle (tests, and the e2e specs that need the answers). */
import type { LearnOracle } from './goals';
import { runTask } from '../solver/tasks';

export function inProcessLearnOracle(timeoutMs = 60_000): LearnOracle {
	return {
		async winningMoves(fen, maxMoves) {
			return runTask({ kind: 'winning-moves', fen, options: { maxMoves, timeoutMs } }).moves;
		},
		async solve(fen, maxMoves) {
			const a = runTask({ kind: 'solve', fen, options: { maxMoves, timeoutMs } });
			return { verdict: a.verdict, line: a.line };
		}
	};
}
