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

/** A study's quiz answer: `node` is the quiz position's id inside the study. */
export interface StudyQuizInput {
	node: string;
	result: 'solved' | 'failed';
}

export interface StudyRecord {
	/** The ply of the last position viewed. */
	lastPly: number;
	/** The latest result of each quiz position answered. */
	quiz: StudyQuizInput[];
}

export interface ProgressLink {
	recordAttempt(a: AttemptInput): Promise<void>;
	/** The latest result of each puzzle tried, among `ids`. */
	statuses(ids: readonly string[]): Promise<Map<string, PuzzleStatus>>;
	streak(today: string): Promise<{ current: number; best: number }>;
	dailyResult(date: string): Promise<PuzzleStatus | null>;
	recordTwelveRun(run: TwelveRunInput): Promise<void>;
	saveStudyProgress(studyId: string, update: { lastPly?: number; quiz?: StudyQuizInput[] }): Promise<void>;
	/** What is kept of each study opened, among `ids`. */
	studyProgress(ids: readonly string[]): Promise<Map<string, StudyRecord>>;
}

const nothing: ProgressLink = {
	recordAttempt: async () => {},
	statuses: async () => new Map(),
	streak: async () => ({ current: 0, best: 0 }),
	dailyResult: async () => null,
	recordTwelveRun: async () => {},
	saveStudyProgress: async () => {},
	studyProgress: async () => new Map()
};

let current: ProgressLink = nothing;

/** Set by the app shell once the device store is open. */
export function connectProgress(link: ProgressLink): void {
	current = link;
	connected();
}

let connected: () => void = () => {};
const ready = new Promise<void>((resolve) => (connected = resolve));
/** How long reads and study writes wait for the store (a page's first read comes before the shell has opened it). */
const STORE_WAIT_MS = 3000;
const whenConnected = (): Promise<unknown> => Promise.race([ready, new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS))]);

export const progress: ProgressLink = {
	recordAttempt: (a) => current.recordAttempt(a),
	statuses: async (ids) => {
		await whenConnected();
		return current.statuses(ids);
	},
	streak: async (today) => {
		await whenConnected();
		return current.streak(today);
	},
	dailyResult: async (date) => {
		await whenConnected();
		return current.dailyResult(date);
	},
	recordTwelveRun: (run) => current.recordTwelveRun(run),
	saveStudyProgress: async (studyId, update) => {
		await whenConnected();
		return current.saveStudyProgress(studyId, update);
	},
	studyProgress: async (ids) => {
		await whenConnected();
		return current.studyProgress(ids);
	}
};
