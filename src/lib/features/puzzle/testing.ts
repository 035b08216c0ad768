/** A puzzle made from a won position, for the puzzle tests: the solver's best line is its solution. */
import { moveToString } from '$lib/engine';
import type { Puzzle } from '$lib/bank/types';
import { runTask } from '$lib/solver/tasks';

export function puzzleFor(fen: string, maxMoves = 6): Puzzle {
	const a = runTask({ kind: 'solve', fen, options: { maxMoves } });
	if (a.verdict.kind !== 'win') throw new Error(`${fen} is not a win`);
	return {
		id: 'test',
		fen,
		aim: 'giveaway',
		claim: `win in ${a.verdict.n}`,
		unique: false,
		solution: a.line.map(moveToString),
		themes: ['sacrifice'],
		difficulty: 1,
		source: { en: 't', ru: 't' },
		hints: { en: [], ru: [] }
	};
}
