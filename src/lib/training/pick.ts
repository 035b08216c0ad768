/**
 * Choosing puzzles by rating: "next puzzle" near the player's level, and
 * the rising ladders of Puzzle Streak and Storm. Pure: the candidates, the
 * target and the random source are passed in.
 */
import { puzzleRating, type RatedPuzzle } from './puzzle-rating';

export interface Candidate extends RatedPuzzle {
	id: string;
	themes: readonly string[];
}

/** How far from the player's rating "easier" and "harder" aim. */
export const LEVEL_OFFSET = { easier: -200, normal: 0, harder: 200 } as const;
export type Level = keyof typeof LEVEL_OFFSET;

/** Among this many nearest puzzles one is chosen at random, so the same rating does not always give the same puzzle. */
const SPREAD = 8;

/**
 * An unplayed puzzle rated near `rating` (moved by `level`), or null when
 * none is left. `candidates` is already narrowed by the user's filters.
 */
export function pickNear<T extends Candidate>(
	candidates: readonly T[],
	rating: number,
	level: Level,
	played: ReadonlySet<string>,
	random: () => number
): T | null {
	const target = rating + LEVEL_OFFSET[level];
	const open = candidates.filter((c) => !played.has(c.id));
	if (!open.length) return null;
	const nearest = open
		.map((c) => ({ c, d: Math.abs(puzzleRating(c) - target) }))
		.sort((a, b) => a.d - b.d || (a.c.id < b.c.id ? -1 : 1))
		.slice(0, SPREAD);
	return nearest[Math.floor(random() * nearest.length)].c;
}

/**
 * A ladder of `length` distinct puzzles whose ratings rise from `from` in
 * steps of `step`: each rung takes a random one of the few puzzles nearest
 * its rating that no earlier rung took. Shorter when the bank runs out.
 */
export function ladder<T extends Candidate>(candidates: readonly T[], from: number, step: number, length: number, random: () => number): T[] {
	const taken = new Set<string>();
	const rungs: T[] = [];
	for (let k = 0; k < length; k++) {
		const next = pickNear(candidates, from + k * step, 'normal', taken, random);
		if (!next) break;
		taken.add(next.id);
		rungs.push(next);
	}
	// Nearest-first can pick a slightly easier puzzle after a harder one; a run must never get easier.
	return rungs.sort((a, b) => puzzleRating(a) - puzzleRating(b));
}
