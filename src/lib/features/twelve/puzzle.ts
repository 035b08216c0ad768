/** A 12-against-1 square as a puzzle, so the practice page reuses the puzzle player. */
import type { Puzzle, TwelveSquare } from '$lib/bank/types';

export function twelvePuzzle(row: TwelveSquare): Puzzle {
	return {
		id: `twelve-${row.square}`,
		fen: row.fen,
		aim: 'giveaway',
		claim: `win in ${row.verdict.n}`,
		unique: false,
		solution: row.line,
		themes: ['twelve-against-one', 'many-against-few'],
		difficulty: 5,
		source: { en: '12 against 1, proved by this app', ru: '12 против 1, доказано приложением' },
		hints: { en: [], ru: [] }
	};
}
