/**
 * The pages' one handle on progress: record attempts, read results and the
 * streak. It stays this small so pages never touch the database directly;
 * until the shell has opened the device store (./connect) it does nothing.
 * Its types are the store's own ($lib/progress), less what the store adds
 * itself (the time of a record).
 */
import type { AttemptInput, Outcome, StudyProgress, StudyUpdate, TwelveRunInput } from '$lib/progress';

/** A finished try at a puzzle; the store stamps the time. */
export type AttemptReport = Omit<AttemptInput, 'at'>;
/** A finished 12-against-1 game; the store stamps the time and the day. */
export type TwelveRunReport = Omit<TwelveRunInput, 'at' | 'date'>;
/** What is kept of a study: where it was left and the latest result of each quiz position. */
export type StudyRecord = Pick<StudyProgress, 'lastPly'> & { quiz: { node: string; result: Outcome }[] };

export interface ProgressLink {
	recordAttempt(a: AttemptReport): Promise<void>;
	/** The latest result of each puzzle tried, among `ids`. */
	statuses(ids: readonly string[]): Promise<Map<string, Outcome>>;
	streak(today: string): Promise<{ current: number; best: number }>;
	dailyResult(date: string): Promise<Outcome | null>;
	recordTwelveRun(run: TwelveRunReport): Promise<void>;
	saveStudyProgress(studyId: string, update: StudyUpdate): Promise<void>;
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
