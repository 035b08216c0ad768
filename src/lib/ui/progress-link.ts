/**
 * The pages' one handle on progress: record attempts, read statuses and
 * the streak. It stays this small so pages never touch the database
 * directly; until the device store is opened it does nothing.
 */
export interface AttemptInput {
	puzzleId: string;
	result: 'solved' | 'failed';
	timeMs: number;
	moves: string[];
	hintUsed: boolean;
	daily: boolean;
	/** The day it counts for (the daily puzzle's date); default today. */
	date?: string;
}

export type PuzzleStatus = 'solved' | 'failed';

export interface TwelveRunInput {
	square: string;
	moves: string[];
	result: 'solved' | 'failed';
	/** The proved minimal number of White moves. */
	optimum: number;
}

export interface ProgressLink {
	recordAttempt(a: AttemptInput): Promise<void>;
	/** The latest result of each puzzle tried, among `ids`. */
	statuses(ids: readonly string[]): Promise<Map<string, PuzzleStatus>>;
	streak(today: string): Promise<{ current: number; best: number }>;
	dailyResult(date: string): Promise<PuzzleStatus | null>;
	recordTwelveRun(run: TwelveRunInput): Promise<void>;
}

const nothing: ProgressLink = {
	recordAttempt: async () => {},
	statuses: async () => new Map(),
	streak: async () => ({ current: 0, best: 0 }),
	dailyResult: async () => null,
	recordTwelveRun: async () => {}
};

let current: ProgressLink = nothing;

/** Set by the app shell once the device store is open. */
export function connectProgress(link: ProgressLink): void {
	current = link;
}

export const progress: ProgressLink = {
	recordAttempt: (a) => current.recordAttempt(a),
	statuses: (ids) => current.statuses(ids),
	streak: (today) => current.streak(today),
	dailyResult: (date) => current.dailyResult(date),
	recordTwelveRun: (run) => current.recordTwelveRun(run)
};
