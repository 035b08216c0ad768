/** The judge's solver in the app: the solver worker, through its client. */
import type { SolverClient } from '$lib/solver/client';
import type { Oracle } from './judge';

/** Long enough for a hard 12-against-1 position on a phone; the page shows progress. */
export const JUDGE_TIMEOUT_MS = 60_000;

export function workerOracle(client: Pick<SolverClient, 'request'>, onProgress?: (bound: number, nodes: number) => void): Oracle {
	return {
		async solve(fen, aim, maxMoves) {
			const answer = await client.request({ kind: 'solve', fen, options: { aim, maxMoves, timeoutMs: JUDGE_TIMEOUT_MS } }, onProgress);
			if (answer.kind !== 'solve') throw new Error(`unexpected solver answer: ${answer.kind}`);
			return { verdict: answer.verdict, line: answer.line };
		}
	};
}
