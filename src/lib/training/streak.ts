/**
 * Puzzle Streak: puzzles of rising difficulty; the first mistake ends the
 * run; one skip per run. The run is plain data, so it is stored after every
 * step and survives a reload. Every change is one step further (./runs).
 */
import { ladder, type Candidate } from './pick';
import { played, stepped, type RunMeta } from './runs';

export interface StreakRun extends RunMeta {
	kind: 'streak';
	/** Puzzle ids, easiest first. */
	puzzles: string[];
	/** The puzzle being played. */
	index: number;
	/** Puzzles solved in this run. */
	score: number;
	skipUsed: boolean;
	state: 'playing' | 'over';
	/** Wall-clock time of the start and the end: the record's date only, never a duration. */
	startedAt: number;
	endedAt?: number;
}

/** Ratings of the ladder: from an easy start, 35 points a rung, long enough that nobody runs out. */
export const STREAK_START = 900;
export const STREAK_STEP = 35;
export const STREAK_LENGTH = 80;

export function startStreak(candidates: readonly Candidate[], random: () => number, now: number, id?: string): StreakRun {
	const puzzles = ladder(candidates, STREAK_START, STREAK_STEP, STREAK_LENGTH, random).map((c) => c.id);
	return {
		kind: 'streak',
		...(id ? { id } : {}),
		step: 0,
		results: [],
		puzzles,
		index: 0,
		score: 0,
		skipUsed: false,
		state: puzzles.length ? 'playing' : 'over',
		startedAt: now
	};
}

export function currentPuzzle(run: StreakRun): string | null {
	return run.state === 'playing' ? (run.puzzles[run.index] ?? null) : null;
}

/** The run after the current puzzle was solved (the run ends when the ladder does). */
export function streakSolved(run: StreakRun, now: number, moves?: readonly string[]): StreakRun {
	if (run.state !== 'playing') return run;
	const index = run.index + 1;
	const step = played(run.puzzles[run.index], 'solved', moves);
	// No `endedAt: undefined` key: the run is stored, and a stored record has no undefined fields.
	return stepped(run, index >= run.puzzles.length ? { index, score: run.score + 1, state: 'over', endedAt: now } : { index, score: run.score + 1 }, step);
}

/** One wrong move ends the run (so does giving up: the puzzle on screen counts as missed). */
export function streakFailed(run: StreakRun, now: number, moves?: readonly string[]): StreakRun {
	if (run.state !== 'playing') return run;
	return stepped(run, { state: 'over', endedAt: now }, played(run.puzzles[run.index], 'failed', moves));
}

export const canSkip = (run: StreakRun) => run.state === 'playing' && !run.skipUsed && run.index + 1 < run.puzzles.length;

/** Skips the current puzzle (once per run): no point, no end. */
export function streakSkipped(run: StreakRun): StreakRun {
	if (!canSkip(run)) return run;
	return stepped(run, { index: run.index + 1, skipUsed: true }, played(run.puzzles[run.index], 'skipped'));
}

/** The current puzzle is no longer in the bank: passed over without a point, a mistake or the skip (the run ends, won, if it was the last). */
export function streakRetired(run: StreakRun, now: number): StreakRun {
	if (run.state !== 'playing') return run;
	const index = run.index + 1;
	return stepped(run, index >= run.puzzles.length ? { index, state: 'over', endedAt: now } : { index }, played(run.puzzles[run.index], 'retired'));
}
