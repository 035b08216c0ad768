/** The proving part of verify-bank, as a job for a worker thread (or the calling thread). */
import { verifyPuzzle, verifyTwelveSquare, type VerifyOptions } from '../lib/bank/verify';
import type { Puzzle, TwelveSquare } from '../lib/bank/types';
import { TranspositionTable } from '../lib/solver/tt';

/** Puzzles to prove in order with one table; then, optionally, squares of the 12-against-1 table. */
export interface VerifyTask {
	puzzles: Puzzle[];
	twelve?: TwelveSquare[];
}

export interface VerifyResult {
	puzzles: { id: string; problems: string[]; ms: number }[];
	twelve: { square: string; problems: string[] }[];
}

export const verifyItem = {
	setup(options: VerifyOptions): { options: VerifyOptions; tt: TranspositionTable } {
		return { options, tt: new TranspositionTable(options.ttMegabytes ?? 64) };
	},
	run(state: { options: VerifyOptions; tt: TranspositionTable }, task: VerifyTask): VerifyResult {
		const puzzles = task.puzzles.map((p) => {
			const t = performance.now();
			const problems = verifyPuzzle(p, state.options, state.tt);
			return { id: p.id, problems, ms: performance.now() - t };
		});
		const twelve = (task.twelve ?? []).map((row) => ({ square: row.square, problems: verifyTwelveSquare(row, state.options, state.tt) }));
		return { puzzles, twelve };
	}
};
