/** The real solver in-process, for tests of what judges moves. */
import type { SolveOracle } from './oracle';
import { runTask } from './tasks';

/** Counts its calls, so a test can see that the stored line needed no search. */
export function inProcessOracle(): SolveOracle & { calls: number } {
	return {
		calls: 0,
		async solve(fen, aim, maxMoves) {
			this.calls++;
			const a = runTask({ kind: 'solve', fen, options: { aim, maxMoves, timeoutMs: 10_000 } });
			return { verdict: a.verdict, line: a.line, noResultWithin: a.noResultWithin };
		}
	};
}
