/** Figures computed from the records, pure: the store reads, these count. */
import { addDays, dayNumber } from './dates';
import type { Attempt, DailyResult, Outcome } from './types';

export interface PuzzleStatus {
	attempts: number;
	solved: number;
	failed: number;
	/** Result of the latest try; null when never tried. */
	last: Outcome | null;
	lastAt: number | null;
	/** Result of the first try; null when never tried. */
	first: Outcome | null;
}

export interface Bucket {
	attempts: number;
	solved: number;
	failed: number;
	/** solved / attempts; null with no attempt. */
	accuracy: number | null;
}

export interface Stats {
	/** Every try. */
	attempts: Bucket;
	puzzles: {
		tried: number;
		/** Solved on some try. */
		solved: number;
		/** Tried and never solved. */
		unsolved: number;
		solvedFirstTry: number;
		/** solvedFirstTry / tried. */
		firstTryAccuracy: number | null;
	};
	/** Tries by theme of the puzzle (a try counts in each of its themes); needs a lookup. */
	byTheme: Record<string, Bucket>;
	/** Tries by difficulty 1..5; needs a lookup. */
	byDifficulty: Record<string, Bucket>;
	/** Tries of puzzles the lookup does not know (e.g. removed from the bank). */
	unknownPuzzles: number;
	time: {
		totalMs: number;
		/** Mean time of a try. */
		meanMs: number | null;
		/** Median time of a solved try. */
		medianSolvedMs: number | null;
	};
	hintsUsed: number;
}

/** What stats needs to know about a puzzle: a bank Puzzle fits. */
export type PuzzleLookup = (id: string) => { themes: readonly string[]; difficulty: number } | undefined;

export interface Streak {
	/** Consecutive days with the daily puzzle solved, up to today (or yesterday when today is not done yet). */
	current: number;
	best: number;
	todaySolved: boolean;
	/** Last day of the current streak, null when it is 0. */
	lastDay: string | null;
}

const emptyBucket = (): Bucket => ({ attempts: 0, solved: 0, failed: 0, accuracy: null });

function add(b: Bucket, result: Outcome): void {
	b.attempts++;
	if (result === 'solved') b.solved++;
	else b.failed++;
	b.accuracy = b.solved / b.attempts;
}

function byTime(a: Attempt, b: Attempt): number {
	return a.at - b.at || (a.id ?? 0) - (b.id ?? 0);
}

export function puzzleStatuses(ids: readonly string[], attempts: readonly Attempt[]): Map<string, PuzzleStatus> {
	const out = new Map<string, PuzzleStatus>();
	for (const id of ids) out.set(id, { attempts: 0, solved: 0, failed: 0, last: null, lastAt: null, first: null });
	for (const a of [...attempts].sort(byTime)) {
		const s = out.get(a.puzzleId);
		if (!s) continue;
		s.attempts++;
		if (a.result === 'solved') s.solved++;
		else s.failed++;
		s.first ??= a.result;
		s.last = a.result;
		s.lastAt = a.at;
	}
	return out;
}

function median(values: number[]): number | null {
	if (!values.length) return null;
	const v = [...values].sort((a, b) => a - b);
	const mid = v.length >> 1;
	return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

export function computeStats(attempts: readonly Attempt[], lookup?: PuzzleLookup): Stats {
	const all = emptyBucket();
	// Keyed by names from the bank: no prototype, so no name is already "there".
	const byTheme: Record<string, Bucket> = Object.create(null);
	const byDifficulty: Record<string, Bucket> = Object.create(null);
	const perPuzzle = puzzleStatuses([...new Set(attempts.map((a) => a.puzzleId))], attempts);
	let unknownPuzzles = 0;
	let totalMs = 0;
	let hintsUsed = 0;
	const solvedTimes: number[] = [];
	for (const a of attempts) {
		add(all, a.result);
		totalMs += a.timeMs;
		if (a.hintUsed) hintsUsed++;
		if (a.result === 'solved') solvedTimes.push(a.timeMs);
		if (!lookup) continue;
		const info = lookup(a.puzzleId);
		if (!info) {
			unknownPuzzles++;
			continue;
		}
		for (const theme of new Set(info.themes)) add((byTheme[theme] ??= emptyBucket()), a.result);
		add((byDifficulty[String(info.difficulty)] ??= emptyBucket()), a.result);
	}
	const statuses = [...perPuzzle.values()];
	const solved = statuses.filter((s) => s.solved > 0).length;
	const solvedFirstTry = statuses.filter((s) => s.first === 'solved').length;
	return {
		attempts: all,
		puzzles: {
			tried: statuses.length,
			solved,
			unsolved: statuses.length - solved,
			solvedFirstTry,
			firstTryAccuracy: statuses.length ? solvedFirstTry / statuses.length : null
		},
		byTheme,
		byDifficulty,
		unknownPuzzles,
		time: { totalMs, meanMs: attempts.length ? totalMs / attempts.length : null, medianSolvedMs: median(solvedTimes) },
		hintsUsed
	};
}

/** Streaks of days whose daily puzzle was solved, as of `today`. */
export function computeStreak(days: readonly DailyResult[], today: string): Streak {
	const todayN = dayNumber(today);
	// A result dated after today (a clock moved back) does not count yet.
	const solved = [...new Set(days.filter((d) => d.solved).map((d) => dayNumber(d.date)))].filter((n) => n <= todayN).sort((a, b) => a - b);
	let best = 0;
	let run = 0;
	for (let i = 0; i < solved.length; i++) {
		run = i > 0 && solved[i] === solved[i - 1] + 1 ? run + 1 : 1;
		best = Math.max(best, run);
	}
	const last = solved.length ? solved[solved.length - 1] : null;
	const alive = last !== null && todayN - last <= 1;
	return {
		current: alive ? run : 0,
		best,
		todaySolved: last === todayN,
		lastDay: alive && last !== null ? addDays(today, last - todayN) : null
	};
}
