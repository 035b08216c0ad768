/** Records built from what the trainer reports, and their next state, pure. */
import { localDate } from './dates';
import type { StormRun } from '../training/storm';
import type { StreakRun } from '../training/streak';
import { runIdOf } from '../training/runs';
import type { Attempt, DailyResult, Outcome, RunRecord, StudyProgress, TwelveRun } from './types';

export type Instant = Date | number;
export const ms = (t: Instant): number => (typeof t === 'number' ? t : t.getTime());

export interface AttemptInput {
	puzzleId: string;
	result: Outcome;
	timeMs: number;
	moves: readonly string[];
	hintUsed: boolean;
	daily: boolean;
	/** When the try ended. */
	at: Instant;
	/** The day it counts for; default: the local date of `at`. Pass the daily puzzle's date for a daily try. */
	date?: string;
	/**
	 * A rated try, at a puzzle of this rating: it moves the player's rating
	 * if it is the first try at the puzzle (a puzzle already seen is casual).
	 * Absent: casual.
	 */
	rated?: { puzzleRating: number };
}

export type TwelveRunInput = Omit<TwelveRun, 'id' | 'date' | 'at' | 'moves'> & { moves: readonly string[]; at: Instant; date?: string };

export interface StudyUpdate {
	lastPly?: number;
	/** Results of quiz positions answered now. */
	quiz?: readonly { node: string; result: Outcome }[];
}

export function makeAttempt(input: AttemptInput): Attempt {
	const at = ms(input.at);
	return {
		puzzleId: input.puzzleId,
		date: input.date ?? localDate(at),
		at,
		result: input.result,
		timeMs: Math.round(input.timeMs),
		moves: [...input.moves],
		hintUsed: input.hintUsed,
		daily: input.daily
	};
}

export function makeTwelveRun(input: TwelveRunInput): TwelveRun {
	const at = ms(input.at);
	return {
		square: input.square,
		date: input.date ?? localDate(at),
		at,
		moves: [...input.moves],
		result: input.result,
		playerMoves: input.playerMoves,
		optimum: input.optimum
	};
}

/**
 * The day's daily result after a daily try. The first puzzle tried as the
 * day's daily one stays it: a try at another returns `existing` unchanged.
 */
export function nextDailyResult(existing: DailyResult | undefined, a: Attempt): DailyResult {
	const solved = a.result === 'solved';
	if (!existing) return { date: a.date, puzzleId: a.puzzleId, firstResult: a.result, solved, attempts: 1, firstAt: a.at, solvedAt: solved ? a.at : null };
	if (existing.puzzleId !== a.puzzleId) return existing;
	return {
		...existing,
		attempts: existing.attempts + 1,
		solved: existing.solved || solved,
		solvedAt: existing.solvedAt ?? (solved ? a.at : null)
	};
}

/** Study progress after an update: quiz answers merged by position, the latest result kept. */
export function nextStudyProgress(existing: StudyProgress | undefined, studyId: string, update: StudyUpdate, at: number): StudyProgress {
	const quiz = new Map((existing?.quiz ?? []).map((q) => [q.node, q]));
	for (const q of update.quiz ?? []) {
		const before = quiz.get(q.node);
		quiz.set(q.node, { node: q.node, result: q.result, at, attempts: (before?.attempts ?? 0) + 1 });
	}
	return { studyId, lastPly: update.lastPly ?? existing?.lastPly ?? 0, updatedAt: at, quiz: [...quiz.values()] };
}

/**
 * Whether `update`, made at `at`, is already in `progress`: a replayed write
 * carries its first time, and each quiz answer it holds keeps that time.
 */
export function studyUpdateStored(progress: StudyProgress, update: StudyUpdate, at: number): boolean {
	if (progress.updatedAt !== at || (update.lastPly !== undefined && update.lastPly !== progress.lastPly)) return false;
	const quiz = new Map(progress.quiz.map((q) => [q.node, q]));
	return (update.quiz ?? []).every((q) => quiz.get(q.node)?.at === at && quiz.get(q.node)?.result === q.result);
}

/** What is kept of a finished Streak or Storm run. */
export function makeRunRecord(run: StreakRun | StormRun): RunRecord {
	const at = run.endedAt ?? run.startedAt;
	// Wall-clock times are only the record's date: a clock set back during the run must not make it end before it began.
	const startedAt = Math.min(run.startedAt, at);
	const runId = runIdOf(run);
	if (run.kind === 'storm')
		return { kind: 'storm', date: localDate(at), startedAt, at, score: run.score, mistakes: run.mistakes, bestCombo: run.bestCombo, runId };
	// A streak ends at its one mistake, unless it ran through its whole ladder (or was given up: counted as a mistake too).
	const mistakes = run.index < run.puzzles.length ? 1 : 0;
	return { kind: 'streak', date: localDate(at), startedAt, at, score: run.score, mistakes, bestCombo: run.score, runId };
}
