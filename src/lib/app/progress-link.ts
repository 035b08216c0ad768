/**
 * The pages' one handle on progress, so pages never touch the database
 * directly: the writes (ProgressWrites), what a tab keeps of its own game
 * or run (ProgressKeeps) and the reads, each a call of the device store's
 * (ProgressStore, $lib/progress/store.ts, made of one part per record
 * family). Until the shell has opened the device store (./progress-connect)
 * it does nothing.
 * Its types are the store's own ($lib/progress), less what the store adds
 * itself (the time of a record).
 *
 * Every write goes through one outbox (./outbox): a write the device refuses
 * is kept and said on screen (the shell's SaveAlert), never lost in silence.
 * A new kind of write is a method of `ProgressWrites` (plain JSON data in,
 * the time of the event last) and a topic in `WRITES`; the rest follows.
 */
import type {
	AnyRun,
	AttemptInput,
	GameWriteResult,
	Outcome,
	PlayedGame,
	ReviewCard,
	ReviewSummary,
	Settings,
	SettingsPatch,
	StoredGameReview,
	StoredOwnPuzzle,
	StudyProgress,
	StudyUpdate,
	TwelveGameSave,
	TwelveRunInput,
	LearnRecord
} from '$lib/progress';
import type { DistributiveOmit } from '$lib/engine';
import type { PersonalPuzzle } from '$lib/review/puzzle';
import type { OwnPuzzleProof, ReprovedReview } from '$lib/review/reprove';
import { ProgressError } from '$lib/progress/errors';
import type { SaveTopic } from '$lib/i18n/saves';
import { askAfterFirstSave } from '$lib/progress/persistence';
import { Outbox, type OutboxKeeper } from './outbox';

/** A finished try at a puzzle; the link stamps the time. */
export type AttemptReport = Omit<AttemptInput, 'at'>;
/** A finished 12-against-1 game; the link stamps the time, the store the day. */
export type TwelveRunReport = Omit<TwelveRunInput, 'at' | 'date'>;
/** A lesson's or a drill's record of the course (/learn); the link stamps the time. */
export type LearnReport = DistributiveOmit<LearnRecord, 'at'>;
/** What is kept of a study: where it was left and the latest result of each quiz position. */
export type StudyRecord = Pick<StudyProgress, 'lastPly'> & { quiz: { node: string; result: Outcome }[] };

/**
 * Every write of progress. Arguments are JSON data (a write waiting to be
 * saved is kept in the tab's session storage); `at` is when it happened, in
 * ms since the epoch (a replay records that time, not the retry's).
 */
export interface ProgressWrites {
	recordAttempt(a: AttemptReport, at: number): Promise<void>;
	recordTwelveRun(run: TwelveRunReport, at: number): Promise<void>;
	saveStudyProgress(studyId: string, update: StudyUpdate, at: number): Promise<void>;
	saveSettings(patch: SettingsPatch, at: number): Promise<void>;
	/** A Streak or Storm run in progress, kept so a reload resumes it. */
	saveActiveRun(run: AnyRun, at: number): Promise<void>;
	/** A run that is over, recorded once (it stops being the run in progress). */
	finishRun(run: AnyRun, at: number): Promise<void>;
	/**
	 * Personal puzzles made from a game's review: each new one is kept with
	 * `at` as its time and gets a review card due at once (one already kept
	 * stays as it was).
	 */
	addOwnPuzzles(puzzles: PersonalPuzzle[], at: number): Promise<void>;
	/** Forgets a personal puzzle and its review card. */
	removeOwnPuzzle(id: string, at: number): Promise<void>;
	/** The course's lessons and drills (a stored record keeps its best stars). */
	saveLearn(records: LearnReport[], at: number): Promise<void>;
}

/**
 * What is kept for convenience rather than recorded: the 12-against-1 game in
 * progress of a square, saved after every move. These skip the outbox (a
 * save that fails only means the game is not resumed, and the next move
 * saves it again; queued, they would fill the unsaved-progress alert).
 */
export interface ProgressKeeps {
	/** The game in progress on its square (`ifNone`: only where the square has none), kept so it is resumed. */
	saveTwelveGame(square: string, game: TwelveGameSave['game'], ifNone: boolean, at: number): Promise<void>;
	/** The square's game in progress is over (won, or started again). */
	removeTwelveGame(square: string, at: number): Promise<void>;
	/**
	 * A game against the app (/play), in progress or finished, saved after
	 * every move under its id: refused (a result, not an error) when it is
	 * finished, another tab's, or past this step (ProgressStore.saveGame).
	 */
	saveGame(game: PlayedGame, at: number): Promise<GameWriteResult>;
	removeGame(id: string, at: number): Promise<void>;
	/** A game's review (a review made before the stored one changes nothing), kept so it opens at once next time. */
	saveGameReview(review: StoredGameReview, at: number): Promise<void>;
	removeGameReview(key: string, at: number): Promise<void>;
	/** What this device proved of a personal puzzle or a review it kept unproved (issue 31; review/reprove.ts). */
	recordOwnPuzzleProof(id: string, createdAt: number, proof: OwnPuzzleProof, at: number): Promise<void>;
	recordReviewProof(key: string, reviewedAt: number, proved: ReprovedReview, at: number): Promise<void>;
}

/** What each write is about, for the alert when it is not saved (and the list of write names). */
export const WRITES = {
	recordAttempt: 'attempt',
	recordTwelveRun: 'twelve',
	saveStudyProgress: 'study',
	saveSettings: 'settings',
	saveActiveRun: 'run',
	finishRun: 'run',
	addOwnPuzzles: 'ownPuzzle',
	removeOwnPuzzle: 'ownPuzzle',
	saveLearn: 'lesson'
} as const satisfies Record<keyof ProgressWrites, SaveTopic>;

export interface ProgressReads {
	/** The latest result of each puzzle tried, among `ids`. */
	statuses(ids: readonly string[]): Promise<Map<string, Outcome>>;
	streak(today: string): Promise<{ current: number; best: number }>;
	dailyResult(date: string): Promise<Outcome | null>;
	/** What is kept of each study opened, among `ids`. */
	studyProgress(ids: readonly string[]): Promise<Map<string, StudyRecord>>;
	/** The square's 12-against-1 game in progress (its JSON), or null. */
	twelveGame(square: string): Promise<TwelveGameSave['game'] | null>;
	/** The games against the app, latest first (the one in progress among them, with no result). */
	games(): Promise<PlayedGame[]>;
	/** The stored review of key `key` (review/stored.ts reviewKey), or null; fromStoredReview turns it into a GameReview. */
	gameReview(key: string): Promise<StoredGameReview | null>;
	/** The keys of every stored review. */
	gameReviewKeys(): Promise<string[]>;
	/** The personal puzzles, newest first. */
	ownPuzzles(): Promise<StoredOwnPuzzle[]>;
	ownPuzzle(id: string): Promise<StoredOwnPuzzle | null>;
	/** The review cards due at `now` (ms), most overdue first; none while reviews are off or paused. */
	dueReviews(now: number): Promise<ReviewCard[]>;
	/** The personal puzzles and reviews this device keeps but has not proved (from a file). */
	unprovedClaims(): Promise<{ ownPuzzles: StoredOwnPuzzle[]; gameReviews: StoredGameReview[] }>;
	/** Makes this tab (`owner`) the owner of the game in progress `id`; the game as stored (a finished one as it is), or null. */
	claimGame(id: string, owner: string): Promise<PlayedGame | null>;
	/** The course's lesson and drill records. */
	learnRecords(): Promise<LearnRecord[]>;
}

// ---- reads added for the features that reached the store themselves (issue 24) ----

export interface ProgressSettingsReads {
	/** The stored settings; null without a device store. */
	settings(): Promise<Settings | null>;
	/** The review queue at `now` (ms): enabled, paused, how many due; null without a device store. */
	reviewSummary(now: number): Promise<ReviewSummary | null>;
	/** When the puzzle's review card is due (ms), or null: no card, reviews off or paused, or no store. */
	puzzleReviewDue(puzzleId: string): Promise<number | null>;
}

// ---- end of the issue-24 reads ----

/** What the shell connects: the device store behind reads and writes. */
export type ProgressConnection = ProgressReads & ProgressSettingsReads & ProgressWrites & ProgressKeeps;

export type WriteName = keyof ProgressWrites;
/** A write's arguments without its time. */
export type WriteArgs<K extends WriteName> = Parameters<ProgressWrites[K]> extends [...infer A, number] ? A : never;
/** One write as data, as the outbox keeps it. */
export type ProgressWrite = { [K in WriteName]: { name: K; args: WriteArgs<K> } }[WriteName];

/** What pages call: the reads, and each write answering true when stored, false when kept for later (the shell says so). */
export type ProgressLink = ProgressReads &
	ProgressSettingsReads & { [K in WriteName]: (...args: WriteArgs<K>) => Promise<boolean> } & {
		/** True when kept, false when not (no store, or it refused). */
		[K in Exclude<keyof ProgressKeeps, 'saveGame'>]: (...args: Parameters<ProgressKeeps[K]> extends [...infer A, number] ? A : never) => Promise<boolean>;
	} & {
		/** What the store did with the game (saved, or why not), or null when it could not be kept (no store, or it failed). */
		saveGame(game: PlayedGame): Promise<GameWriteResult | null>;
	};

const notOpen = async (): Promise<never> => {
	throw new ProgressError('storage', 'The progress store is not open.');
};

/** The names of the keeps (the link's methods are made from these lists: the first screen loads this file, every byte counts). */
const KEEPS = [
	'saveTwelveGame',
	'removeTwelveGame',
	'removeGame',
	'saveGameReview',
	'removeGameReview',
	'recordOwnPuzzleProof',
	'recordReviewProof'
] as const satisfies readonly (keyof ProgressKeeps)[];
/** Every keep is in KEEPS (but saveGame, which answers with what became of the game): a type error here names the one missing. */
const keepsListed: [Exclude<keyof ProgressKeeps, (typeof KEEPS)[number] | 'saveGame'>] extends [never]
	? true
	: Exclude<keyof ProgressKeeps, (typeof KEEPS)[number] | 'saveGame'> = true;
void keepsListed;
const WRITE_NAMES = Object.keys(WRITES) as WriteName[];

const none = async () => null;
const no = async () => [];
const noMap = async () => new Map();
/** Every read, by name, with what it finds before the shell connects the store. */
const NO_READS: ProgressReads & ProgressSettingsReads = {
	statuses: noMap,
	streak: async () => ({ current: 0, best: 0 }),
	dailyResult: none,
	studyProgress: noMap,
	twelveGame: none,
	games: no,
	gameReview: none,
	gameReviewKeys: no,
	ownPuzzles: no,
	ownPuzzle: none,
	unprovedClaims: async () => ({ ownPuzzles: [], gameReviews: [] }),
	claimGame: none,
	settings: none,
	reviewSummary: none,
	puzzleReviewDue: none,
	dueReviews: no,
	learnRecords: no
};
const READS = Object.keys(NO_READS) as (keyof (ProgressReads & ProgressSettingsReads))[];

/** Before the shell connects the store: reads find nothing; writes and keeps find no method (see `method`) and fail. */
let current = NO_READS as ProgressConnection;

type AnyMethod = (...args: unknown[]) => Promise<unknown>;
/** The connected store's method `name`; before it is connected, a write or keep fails (a write then waits in the outbox). */
const method = (name: string): AnyMethod => (current as unknown as Record<string, AnyMethod | undefined>)[name] ?? notOpen;

let connected: () => void = () => {};
const ready = new Promise<void>((resolve) => (connected = resolve));
/** How long reads and writes wait for the store (a page's first read comes before the shell has opened it). */
const STORE_WAIT_MS = 3000;
const whenConnected = (): Promise<unknown> => Promise.race([ready, new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS))]);

export function isProgressWrite(value: unknown): value is ProgressWrite {
	if (!value || typeof value !== 'object') return false;
	const { name, args } = value as { name?: unknown; args?: unknown };
	return typeof name === 'string' && Object.hasOwn(WRITES, name) && Array.isArray(args);
}

/** Something is stored now: the first save of the page asks the browser to keep it (progress/persistence.ts). */
const afterSave = askAfterFirstSave();

const SESSION_KEY = 'poddavki.unsaved';
const sessionKeeper: OutboxKeeper = {
	read: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SESSION_KEY)),
	write: (value) => {
		if (typeof sessionStorage === 'undefined') return;
		if (value === null) sessionStorage.removeItem(SESSION_KEY);
		else sessionStorage.setItem(SESSION_KEY, value);
	}
};

/** The app's one outbox of progress writes (the shell's SaveAlert shows and replays it). */
export const outbox = new Outbox<ProgressWrite>({
	apply: async (write, at) => {
		await whenConnected();
		await method(write.name).apply(current, [...write.args, at]);
		afterSave();
	},
	now: () => Date.now(),
	isWrite: isProgressWrite,
	keeper: sessionKeeper
});

// Writes kept through a reload are replayed once the store has had its chance to open.
if (outbox.state.waiting.length) void outbox.retry();

/** Set by the app shell once the device store is open. */
export function connectProgress(link: ProgressConnection): void {
	current = link;
	connected();
	if (outbox.state.waiting.length) void outbox.retry();
}

/** A read after the writes made before it (a write waiting for the store is replayed first). */
async function read<T>(body: () => Promise<T>): Promise<T> {
	await whenConnected();
	await outbox.idle();
	return body();
}

const write =
	<K extends WriteName>(name: K) =>
	(...args: WriteArgs<K>): Promise<boolean> =>
		outbox.save({ name, args } as unknown as ProgressWrite);

/** A keep (ProgressKeeps): straight to the store once it is open, its failure only reported. */
async function keep(body: (at: number) => Promise<void>): Promise<boolean> {
	return (await keepAnswer(body)) !== null;
}

/** A keep that answers: the store's answer, or null when it could not keep it. */
async function keepAnswer<T>(body: (at: number) => Promise<T>): Promise<NonNullable<T> | true | null> {
	const at = Date.now();
	await whenConnected();
	try {
		return (await body(at)) ?? true;
	} catch {
		return null;
	}
}

/**
 * Reads pass their arguments on (after the writes before them); writes go
 * through the outbox; keeps pass their arguments on with the time last.
 */
export const progress = Object.fromEntries([
	...READS.map((name) => [name, (...args: unknown[]) => read(() => method(name).apply(current, args))]),
	...WRITE_NAMES.map((name) => [name, write(name)]),
	...KEEPS.map((name) => [name, (...args: unknown[]) => keep((at) => method(name).apply(current, [...args, at]) as Promise<void>)]),
	['saveGame', (game: PlayedGame) => keepAnswer((at) => method('saveGame').apply(current, [game, at]) as Promise<GameWriteResult>)]
]) as ProgressLink;
