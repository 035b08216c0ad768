/**
 * The solver as a judge needs it: the verdict of one position with the best
 * line. In the app that is the worker, through the client (`workerOracle`);
 * tests use the same search in-process (./testing).
 */
import type { Aim, Move } from '../engine';
import type { SolverClient } from './client';
import type { Verdict } from './solve';

export interface SolveOracle {
	/** `noResultWithin`: see SolveResult (maxMoves: an unknown verdict searched to the end, neither side wins within it). */
	solve(fen: string, aim: Aim, maxMoves: number): Promise<{ verdict: Verdict; line: Move[]; noResultWithin: number | null }>;
	/** Stop the search in flight (its promise then rejects with SolverCancelled). */
	cancel?(): void;
}

export interface WorkerOracleOptions {
	/** How long one judgement may take. */
	timeoutMs: number;
	onProgress?: (bound: number, nodes: number) => void;
}

export function workerOracle(client: Pick<SolverClient, 'request' | 'cancel'>, options: WorkerOracleOptions): SolveOracle {
	return {
		async solve(fen, aim, maxMoves) {
			const answer = await client.request({ kind: 'solve', fen, options: { aim, maxMoves, timeoutMs: options.timeoutMs } }, options.onProgress);
			return { verdict: answer.verdict, line: answer.line, noResultWithin: answer.noResultWithin };
		},
		cancel: () => client.cancel()
	};
}
