/**
 * The records kept on the device. These shapes are what IndexedDB holds and
 * what an export file carries (without the local auto-increment keys).
 * Times are epoch milliseconds (numbers index and serialize cleanly); days are
 * local calendar dates `YYYY-MM-DD` chosen by the caller.
 */
import type { StormRun } from '../training/storm';
import type { StreakRun } from '../training/streak';
import type { PersonalPuzzle } from '../review/puzzle';
import type { StoredReviewData } from '../review/stored';
import type { Proved } from '../review/review';

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export type Outcome = 'solved' | 'failed';
export const OUTCOMES: readonly Outcome[] = ['solved', 'failed'];

/** One finished try at a puzzle. */
export interface Attempt {
	/** Local auto-increment key; absent before the write and in export files. */
	id?: number;
	puzzleId: string;
	/** Local date of the try (for a daily puzzle: the day it was the daily one). */
	date: string;
	/** When the try ended. */
	at: number;
	result: Outcome;
	timeMs: number;
	/** Moves the user played, in the engine's notation. */
	moves: string[];
	hintUsed: boolean;
	daily: boolean;
}

/** The daily puzzle of one local day. */
export interface DailyResult {
	date: string;
	puzzleId: string;
	/** Result of the first try that day: what "solved at first try" means. */
	firstResult: Outcome;
	/** Solved on some try that day: what the streak counts. */
	solved: boolean;
	attempts: number;
	firstAt: number;
	solvedAt: number | null;
}

export type ReviewKind = 'puzzle' | 'study';
export const REVIEW_KINDS: readonly ReviewKind[] = ['puzzle', 'study'];

/** FSRS states as ts-fsrs numbers them: New, Learning, Review, Relearning. */
export type CardState = 0 | 1 | 2 | 3;

/** A spaced-repetition card: a failed puzzle or a study quiz position. */
export interface ReviewCard {
	/** `puzzle:<puzzleId>` or `study:<studyId>#<node>` (see reviewId). */
	id: string;
	kind: ReviewKind;
	/** The puzzle id or the study id. */
	ref: string;
	/** The quiz position inside a study (the caller's id for it); null for puzzles. */
	node: string | null;
	createdAt: number;
	due: number;
	stability: number;
	difficulty: number;
	elapsedDays: number;
	scheduledDays: number;
	learningSteps: number;
	reps: number;
	lapses: number;
	state: CardState;
	lastReview: number | null;
}

export type TwelveResult = 'won' | 'lost' | 'drawn' | 'abandoned';
export const TWELVE_RESULTS: readonly TwelveResult[] = ['won', 'lost', 'drawn', 'abandoned'];

/** One game of twelve men against one, from a chosen square. */
export interface TwelveRun {
	id?: number;
	/** Square of the lone piece, e.g. `c3`. */
	square: string;
	date: string;
	at: number;
	/** Every move of the game, both sides, in notation. */
	moves: string[];
	result: TwelveResult;
	/** Moves the user made. */
	playerMoves: number;
	/** The solver's proved minimum for that square, when known. */
	optimum: number | null;
}

/**
 * A 12-against-1 game in progress on one square, kept so it is resumed
 * there. The game is the trainer's own JSON (moves in notation and what is
 * proved about them); the trainer checks it by replaying it when it resumes.
 */
export interface TwelveGameSave {
	/** Square of the black man, e.g. `f8`: one game in progress per square. */
	square: string;
	/** When it was saved. */
	at: number;
	game: { plies: unknown[] } & Record<string, unknown>;
}

/** How a game against the app ended, from the user's side; null while it is in progress. */
export type PlayedResult = 'won' | 'lost' | 'drawn' | 'resigned';
export const PLAYED_RESULTS: readonly PlayedResult[] = ['won', 'lost', 'drawn', 'resigned'];

/**
 * A game against the app on /play: the one in progress (`result` null, kept
 * so a reload resumes it) or a finished one (kept for the list and PDN
 * export). The moves are in notation from `fen`; the page replays them
 * through the engine when it reads the game back.
 */
export interface PlayedGame {
	/** `g-<startedAt>`: one row per game. */
	id: string;
	startedAt: number;
	/** When it was last saved (the end, once finished). */
	at: number;
	/** The app's level, 1-8. */
	level: number;
	/** The side the user plays. */
	color: 'white' | 'black';
	/** The start position. */
	fen: string;
	moves: string[];
	result: PlayedResult | null;
	/** The engine's end reason (`no-pieces`, `blocked`, a draw rule), `resigned` or `time` (a side's clock ran out); null while in progress. */
	reason: string | null;
	/**
	 * A timed game's clock: the time control, each side's time left and
	 * when they were read (the side to move's time runs on from then).
	 * Absent: no clock (and in games saved before clocks).
	 */
	clock?: PlayedClock;
	/** false: take-backs were switched off for the game; absent: allowed. */
	takebacks?: boolean;
	/**
	 * One owner per game in progress (as the runs have): a step that grows
	 * with every save and the tab playing it. Local (never in an export file);
	 * absent in games saved before them.
	 */
	step?: number;
	owner?: string;
}

/** A timed game's clock as kept (see PlayedGame.clock). */
export interface PlayedClock {
	initialMs: number;
	incrementMs: number;
	white: number;
	black: number;
	since: number;
}

/** What became of a save of a game against the app (see ProgressStore.saveGame). */
export type GameWriteResult = 'saved' | 'finished' | 'stale' | 'elsewhere';

export interface QuizResult {
	/** The caller's id of the quiz position inside the study (a ply or a path). */
	node: string;
	/** Latest result. */
	result: Outcome;
	at: number;
	attempts: number;
}

export interface StudyProgress {
	studyId: string;
	lastPly: number;
	updatedAt: number;
	quiz: QuizResult[];
}

/** The player's rating after one rated try: a row of the rating history. */
export interface RatingRecord {
	/** Local auto-increment key; absent in export files. */
	id?: number;
	puzzleId: string;
	/** When the try ended (the attempt's time, or just after the row before). */
	at: number;
	/** The puzzle's fixed rating (training/puzzle-rating) when it was played. */
	puzzleRating: number;
	/** The rated result: solved without a mistake, a hint or the solution. */
	solved: boolean;
	/** The player's Glicko-2 rating, deviation, volatility and rated games after this try. */
	rating: number;
	rd: number;
	vol: number;
	games: number;
}

export type RunKind = 'streak' | 'storm';
export const RUN_KINDS: readonly RunKind[] = ['streak', 'storm'];

/** A finished Puzzle Streak or Storm run. */
export interface RunRecord {
	id?: number;
	kind: RunKind;
	/** Local date the run ended. */
	date: string;
	startedAt: number;
	/** When it ended. */
	at: number;
	/** Puzzles solved. */
	score: number;
	mistakes: number;
	/** Most correct answers in a row. */
	bestCombo: number;
	/** The run's id (training/runs): a run is recorded once. Absent in records from before ids. */
	runId?: string;
}

/** The run in progress of a kind, as the page left it. */
export type ActiveRun = { kind: 'streak'; run: StreakRun } | { kind: 'storm'; run: StormRun };

export type TrainingLevel = 'easier' | 'normal' | 'harder';
export const TRAINING_LEVELS: readonly TrainingLevel[] = ['easier', 'normal', 'harder'];

export type ThemeSetting = 'system' | 'light' | 'dark';
export type OrientationSetting = 'auto' | 'white' | 'black';

export const NOTATIONS = ['algebraic', 'numeric'] as const;
export const BOARD_THEMES = ['classic', 'green', 'slate'] as const;
/** `auto`: normal speed, or no flights when the system asks for reduced motion. */
export const MOTION_SPEEDS = ['auto', 'off', 'fast', 'normal', 'slow'] as const;

/** How the interface shows things (ui/display): moves and squares, the board's colours, flights, sounds. */
export interface DisplaySettings {
	/** Algebraic (`c3-d4`) or numeric (`22-18`, PDN's 1-32). */
	notation: (typeof NOTATIONS)[number];
	board: (typeof BOARD_THEMES)[number];
	speed: (typeof MOTION_SPEEDS)[number];
	/** Move sounds (made by Web Audio; off by default). */
	sounds: boolean;
}

export interface Settings {
	/** null: follow the browser. */
	language: 'ru' | 'en' | null;
	theme: ThemeSetting;
	/** Kept from the first format; unused (the move sounds are `display.sounds`). */
	sound: boolean;
	orientation: OrientationSetting;
	review: {
		/** On for a new user; failed puzzles become cards only while this is on (switching it on queues the earlier failures). */
		enabled: boolean;
		/** Cards keep being made, but none is offered until resumed. */
		paused: boolean;
	};
	training: {
		/** New puzzle tries are rated (the first try at a puzzle moves the rating); false: casual. */
		rated: boolean;
		/** "Next puzzle" aims below, at or above the player's rating. */
		level: TrainingLevel;
		/** Streak and Storm move on by themselves after an answer (after a pause to read it); false: only on a tap. Absent: true. */
		autoAdvance?: boolean;
	};
	/** Absent (older devices and files): the defaults of ui/display. */
	display?: DisplaySettings;
	/** The engine's judgement panel (features/eval) is on; absent: on. */
	evaluation?: boolean;
	/** The engine's best move is drawn as an arrow on the board (features/eval); absent: on. */
	evalArrow?: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
	language: null,
	theme: 'system',
	sound: true,
	orientation: 'auto',
	review: Object.freeze({ enabled: true, paused: false }),
	training: Object.freeze({ rated: true, level: 'normal' })
}) as Readonly<Settings>;

/** A partial update of the settings; `review` and `training` may be partial too. */
export type SettingsPatch = Partial<Omit<Settings, 'review' | 'training'>> & {
	review?: Partial<Settings['review']>;
	training?: Partial<Settings['training']>;
};

/** A stored row that failed validation: skipped by every read, kept on disk. */
export interface CorruptRecord {
	table: string;
	key: unknown;
	reason: string;
}

/**
 * What this device proved of a stored record's claims (issue 31): nothing a
 * file says is shown as proved until the solver proves it here. Local: never
 * in an export file; an import sets `unproved`, and a record from before
 * this has none (unproved too). `proved` at `at`: every claim the page shows
 * as proved was proved on this device (a review's proofs that were not are
 * taken out: `dropped`); `refuted`: the solver proved the claim false and
 * found `found` instead.
 */
export type ClaimCheck = { state: 'unproved' } | { state: 'proved'; at: number; dropped?: number } | { state: 'refuted'; at: number; found: Proved };

/** A record's claims are shown as proved only when this device proved them. */
export const isProvedHere = (r: { check?: ClaimCheck }): boolean => r.check?.state === 'proved';

/** What a stored game review is of: a game against the app, a PDN game pasted or opened, a study's main line, a play-out. */
export type GameReviewSource = { kind: 'game'; gameId: string } | { kind: 'pdn'; title: string } | { kind: 'study'; studyId: string } | { kind: 'playout' };

/**
 * The review of a game, kept so it opens at once next time (v5). Plain
 * JSON: the game's moves and the review's are in full notation, never the
 * engine's Move objects; review/stored.ts turns it back into a GameReview,
 * replaying every move.
 */
export interface StoredGameReview {
	/** review/stored.ts reviewKey(fen, moves): one review per game. */
	key: string;
	source: GameReviewSource;
	/** The start position. */
	fen: string;
	moves: string[];
	/** The engine's budget per position it was reviewed with. */
	movetimeMs: number;
	reviewedAt: number;
	review: StoredReviewData;
	/** Reviewed as ordinary checkers (its key says so too); absent: giveaway. */
	aim?: 'russian';
	/** What this device proved of its proofs (local). */
	check?: ClaimCheck;
}

/** A personal puzzle (from the user's own game) as kept on the device (v5), with when it was made and what this device proved of it (local). */
export type StoredOwnPuzzle = PersonalPuzzle & { createdAt: number; check?: ClaimCheck };
