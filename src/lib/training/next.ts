/**
 * "Next puzzle": an unsolved puzzle near the player's rating, within the
 * filters the user came from. Pure: the bank's summaries, the results and
 * the random source are passed in.
 */
import { matchesFilters, type LastResult, type PuzzleFilters } from './filters';
import { pickNear, type Candidate, type Level } from './pick';

export interface NextOptions {
	filters: PuzzleFilters;
	/** The latest result of each puzzle tried. */
	lastResult: (id: string) => LastResult;
	rating: number;
	level: Level;
	/** The puzzle on screen: never offered again as the next one. */
	currentId?: string;
	random: () => number;
}

/**
 * The next puzzle, or null when the filters leave none. Solved puzzles are
 * passed over unless the user asked for solved ones (status filter), which
 * then win: the filters always hold.
 */
export function nextNearLevel<T extends Candidate>(puzzles: readonly T[], o: NextOptions): T | null {
	const within = puzzles.filter((p) => matchesFilters(p, o.filters, o.lastResult(p.id)));
	const skip = new Set<string>(o.currentId === undefined ? [] : [o.currentId]);
	if (o.filters.status !== 'solved') for (const p of within) if (o.lastResult(p.id) === 'solved') skip.add(p.id);
	return pickNear(within, o.rating, o.level, skip, o.random);
}
