/**
 * 12 against 1 practice: the square chosen for the black man, its proved
 * row of the table, and the puzzle the player plays from it. A finished try
 * becomes a 12-against-1 game for progress.
 */
import type { Puzzle, TwelveSquare } from '$lib/bank/types';
import type { TwelveRunReport } from '$lib/features/progress/link';
import type { PuzzleFinish } from '$lib/features/puzzle/controller.svelte';
import { twelvePuzzle } from './puzzle';

export class TwelveController {
	/** The square of the black man, e.g. `f8`; null until chosen. */
	chosen = $state<string | null>(null);
	readonly byName: ReadonlyMap<string, TwelveSquare>;

	constructor(readonly table: readonly TwelveSquare[]) {
		this.byName = new Map(table.map((r) => [r.square, r]));
	}

	get row(): TwelveSquare | null {
		return this.chosen === null ? null : (this.byName.get(this.chosen) ?? null);
	}

	/** Only a winning square is a puzzle; a losing one is explained instead. */
	get puzzle(): Puzzle | null {
		const row = this.row;
		return row && row.verdict.kind === 'win' ? twelvePuzzle(row) : null;
	}

	choose(square: string): void {
		this.chosen = square;
	}
}

/** A finished try as the game progress keeps: won when solved, the user's moves counted from the whole game. */
export function twelveRun(row: TwelveSquare, f: PuzzleFinish): TwelveRunReport {
	return {
		square: row.square,
		moves: f.moves,
		result: f.result === 'solved' ? 'won' : 'lost',
		playerMoves: Math.ceil(f.moves.length / 2),
		optimum: row.verdict.n
	};
}
