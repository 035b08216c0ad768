/**
 * The export file's shape: its format and version, the data it carries,
 * what a refusal says, and the rows a merge reads and writes. Types and
 * constants only (transfer.ts reads, makes and merges files).
 */
import { version as packageVersion } from '../../../package.json';
import type { ProgressError } from './errors';
import type { LearnRecord } from './lessons';
import type { TableCounts } from './merge';
import type { ExportTable } from './schema';
import type {
	Attempt,
	DailyResult,
	PlayedGame,
	RatingRecord,
	Result,
	ReviewCard,
	RunRecord,
	Settings,
	StoredGameReview,
	StoredOwnPuzzle,
	StudyProgress,
	TwelveGameSave,
	TwelveRun
} from './types';

export const EXPORT_FORMAT = 'poddavki-progress';
/**
 * Version of the file format (not of the database schema). 2 added the
 * rating history, the finished Streak and Storm runs and the training
 * settings; 3 the 12-against-1 games in progress; 4 the games against the
 * app (/play); 5 the game reviews and the personal puzzles; 6 (issue 31,
 * "format 6" below) an ordinary-checkers review's aim and proofs as data
 * only. Files of formats 1 to 5 are still read (as having none of what
 * came later). The course's records (`lessons`, issue 35) are an optional
 * part of a file of any format, not a format of their own.
 */
export const EXPORT_VERSION = 6;
/**
 * Larger files are refused unread: years of daily play take well under 1 MB;
 * the game reviews kept (at most MAX_GAME_REVIEWS, about 40 KB for a game
 * of 40 moves) take up to about 4 MB more.
 */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;
export const APP_VERSION: string = packageVersion;

export interface ProgressData {
	attempts: Omit<Attempt, 'id'>[];
	daily: DailyResult[];
	reviews: ReviewCard[];
	twelve: Omit<TwelveRun, 'id'>[];
	studies: StudyProgress[];
	settings: Settings | null;
	ratings: Omit<RatingRecord, 'id'>[];
	runs: Omit<RunRecord, 'id'>[];
	/** The 12-against-1 game in progress of each square. */
	twelveGames: TwelveGameSave[];
	/** Games against the app: finished, and the one in progress. */
	games: PlayedGame[];
	/** Reviews of games, one per game (format 5). */
	gameReviews: StoredGameReview[];
	/** Personal puzzles from the user's games (format 5); their review cards are in `reviews`. */
	ownPuzzles: StoredOwnPuzzle[];
	/** The course's lessons and drills (progress/lessons.ts): an optional part of the file, none when a file lacks it. */
	lessons?: LearnRecord[];
}

export interface ProgressExport {
	format: typeof EXPORT_FORMAT;
	version: typeof EXPORT_VERSION;
	/** Version of the app that wrote the file. */
	app: string;
	/** ISO 8601. */
	exportedAt: string;
	/** Database schema version the data came from (informative). */
	schema: number;
	data: ProgressData;
}

/**
 * Why a file was refused, as a code with the figures a message needs (as
 * the engine's FenError): no prose here. The interface words it in the
 * user's language (src/lib/i18n/progress.ts, progImportError).
 */
export type ImportError =
	/** Over `maxBytes` (MAX_IMPORT_BYTES). */
	| { kind: 'too-large'; maxBytes: number }
	/** Not JSON at all (a damaged or wrong file). */
	| { kind: 'not-json' }
	/** JSON, but not a progress file of this app. */
	| { kind: 'foreign' }
	/** A progress file from a newer app (format `version`; this one reads up to `supported`): update the app first. */
	| { kind: 'newer-version'; version: number; supported: number }
	/**
	 * A progress file with something wrong at `path` (`file.data.attempts[0].at`):
	 * a record that fails validation, no valid format version (`file.version`),
	 * or, with `duplicate`, the same record a second time.
	 */
	| { kind: 'invalid'; path: string; duplicate?: true }
	/** The file was fine but saving failed (`cause.kind` quota: no room); nothing was changed. */
	| { kind: 'write-failed'; cause: ProgressError };

export type ImportErrorKind = ImportError['kind'];

/** merge: keep what the device has and add what the file adds; replace: the file's progress instead of the device's. */
export type ImportMode = 'merge' | 'replace';
export type ImportInput = string | Blob;

export interface ImportSummary {
	mode: ImportMode;
	tables: Record<ExportTable, TableCounts>;
}
export type ImportOutcome = Result<ImportSummary, ImportError>;

/** The device's rows, validated, as the store reads them for an export. */
export interface DeviceRows {
	attempts: Attempt[];
	daily: DailyResult[];
	reviews: ReviewCard[];
	twelve: TwelveRun[];
	studies: StudyProgress[];
	settings: Settings | null;
	ratings: RatingRecord[];
	runs: RunRecord[];
	twelveGames: TwelveGameSave[];
	games: PlayedGame[];
	gameReviews: StoredGameReview[];
	ownPuzzles: StoredOwnPuzzle[];
	lessons: LearnRecord[];
}

/** What the device holds, as a merge needs it. */
export interface DeviceState {
	/** Keys of every stored attempt and twelve game, valid or not: a corrupt row is never duplicated by an import. */
	attemptKeys: ReadonlySet<string>;
	twelveKeys: ReadonlySet<string>;
	runKeys: ReadonlySet<string>;
	/** Keys of every stored rating row, valid or not. */
	ratingKeys: ReadonlySet<string>;
	/** The valid rating rows, with their local keys: a merge that adds games rewrites them. */
	ratings: readonly RatingRecord[];
	/** The valid keyed rows; a corrupt one is overwritten by the file's. */
	daily: readonly DailyResult[];
	reviews: readonly ReviewCard[];
	studies: readonly StudyProgress[];
	twelveGames: readonly TwelveGameSave[];
	games: readonly PlayedGame[];
	gameReviews: readonly StoredGameReview[];
	ownPuzzles: readonly StoredOwnPuzzle[];
	lessons: readonly LearnRecord[];
	/** Whether the device has saved settings of its own. */
	hasSettings: boolean;
}

/** The rows an import writes: added (new keys) and put (new or merged). */
export interface ImportWrites {
	/** Replace: every table is cleared first. */
	clear: boolean;
	addAttempts: Omit<Attempt, 'id'>[];
	addTwelve: Omit<TwelveRun, 'id'>[];
	putDaily: DailyResult[];
	putReviews: ReviewCard[];
	putStudies: StudyProgress[];
	putSettings: Settings | null;
	addRuns: Omit<RunRecord, 'id'>[];
	/** Rating rows: new ones without a key, the device's rewritten ones with theirs. */
	putRatings: RatingRecord[];
	putTwelveGames: TwelveGameSave[];
	putGames: PlayedGame[];
	putGameReviews: StoredGameReview[];
	putOwnPuzzles: StoredOwnPuzzle[];
	putLessons: LearnRecord[];
}
