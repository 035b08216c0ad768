/**
 * Puzzle Streak: puzzles of rising difficulty; the first mistake ends the
 * run; one skip per run. The run is plain data, so it is stored after every
 * step and survives a reload.
 */
import { ladder, type Candidate } from './pick';

export interface StreakRun {
	kind: 'streak';
	/** Puzzle ids, easiest first. */
	puzzles: string[];
	/** The puzzle being played. */
	index: number;
	/** Puzzles solved in this run. */
	score: number;
	skipUsed: boolean;
	state: 'playing' | 'over';
	startedAt: number;
	endedAt?: number;
}

/** Ratings of the ladder: from an easy start, 35 points a rung, long enough that nobody runs out. */
export const STREAK_START = 900;
export const STREAK_STEP = 35;
export const STREAK_LENGTH = 80;

export function startStreak(candidates: readonly Candidate[], random: () => number, now: number): StreakRun {
	const puzzles = ladder(candidates, STREAK_START, STREAK_STEP, STREAK_LENGTH, random).map((c) => c.id);
	return { kind: 'streak', puzzles, index: 0, score: 0, skipUsed: false, state: puzzles.length ? 'playing' : 'over', startedAt: now };
}

export function currentPuzzle(run: StreakRun): string | null {
	return run.state === 'playing' ? (run.puzzles[run.index] ?? null) : null;
}

/** The run after the current puzzle was solved (the run ends when the ladder does). */
export function streakSolved(run: StreakRun, now: number): StreakRun {
	if (run.state !== 'playing') return run;
	const index = run.index + 1;
	const next: StreakRun = { ...run, index, score: run.score + 1 };
	// No `endedAt: undefined` key: the run is stored, and a stored record has no undefined fields.
	return index >= run.puzzles.length ? { ...next, state: 'over', endedAt: now } : next;
}

/** One wrong move ends the run. */
export function streakFailed(run: StreakRun, now: number): StreakRun {
	if (run.state !== 'playing') return run;
	return { ...run, state: 'over', endedAt: now };
}

export const canSkip = (run: StreakRun) => run.state === 'playing' && !run.skipUsed && run.index + 1 < run.puzzles.length;

/** Skips the current puzzle (once per run): no point, no end. */
export function streakSkipped(run: StreakRun): StreakRun {
	if (!canSkip(run)) return run;
	return { ...run, index: run.index + 1, skipUsed: true };
}
