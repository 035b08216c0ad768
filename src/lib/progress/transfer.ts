/**
 * The export file of all progress, and what importing one changes. Pure:
 * reading and checking a file (size, JSON, format, version, every record),
 * making one from the device's rows, and merging a file's rows with the
 * device's. The store (./store) reads and writes IndexedDB around these in
 * ONE transaction, so a bad file, or a write that fails half-way (quota),
 * changes nothing.
 */
import { version as packageVersion } from '../../../package.json';
import {
	isPlainObject,
	problemPath,
	arrayOf,
	attemptRecord,
	dailyRecord,
	int,
	nullable,
	object,
	optional,
	oneOf,
	ratingRecord,
	reviewRecord,
	runRecord,
	settingsRecord,
	settingsRecordV1,
	studyRecord,
	text,
	twelveGameRecord,
	twelveRecord,
	playedGameFileRecord,
	gameReviewFileRecord,
	gameReviewFileRecordV5,
	ownPuzzleFileRecord
} from './validate';
import type { ProgressError } from './errors';
import { SCHEMA_VERSION, TABLES, type ExportTable } from './schema';
import {
	DEFAULT_SETTINGS,
	type Attempt,
	type DailyResult,
	type RatingRecord,
	type Result,
	type ReviewCard,
	type RunRecord,
	type Settings,
	type StudyProgress,
	type TwelveGameSave,
	type TwelveRun,
	type PlayedGame,
	type StoredGameReview,
	type StoredOwnPuzzle
} from './types';
import { replayRatings } from '../training/rating';
import { learnKey, mergeLearn, type LearnRecord } from './lessons';
import { learnRecords } from './lessons-check';

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

export interface TableCounts {
	added: number;
	updated: number;
	unchanged: number;
}
export interface ImportSummary {
	mode: ImportMode;
	tables: Record<ExportTable, TableCounts>;
}
export type ImportOutcome = Result<ImportSummary, ImportError>;

const fail = (error: ImportError): { ok: false; error: ImportError } => ({ ok: false, error });
const TOO_LARGE: ImportError = { kind: 'too-large', maxBytes: MAX_IMPORT_BYTES };

const dataShapeV1 = {
	attempts: arrayOf(attemptRecord, 200_000),
	daily: arrayOf(dailyRecord, 100_000),
	reviews: arrayOf(reviewRecord, 100_000),
	twelve: arrayOf(twelveRecord, 100_000),
	studies: arrayOf(studyRecord, 10_000),
	settings: nullable(settingsRecordV1)
};

const dataShapeV2 = {
	...dataShapeV1,
	settings: nullable(settingsRecord),
	ratings: arrayOf(ratingRecord, 200_000),
	runs: arrayOf(runRecord, 100_000)
};

const dataShapeV3 = { ...dataShapeV2, twelveGames: arrayOf(twelveGameRecord, 100) };

const dataShapeV4 = { ...dataShapeV3, games: arrayOf(playedGameFileRecord, 100_000) };

const dataShapeV5 = { ...dataShapeV4, gameReviews: arrayOf(gameReviewFileRecordV5, 10_000), ownPuzzles: arrayOf(ownPuzzleFileRecord, 100_000) };

const dataShape = { ...dataShapeV5, gameReviews: arrayOf(gameReviewFileRecord, 10_000) };

type FileVersion = 1 | 2 | 3 | 4 | 5 | 6;
/** The course's part (issue 35, progress/lessons.ts): optional in a file of any format, checked as strictly; a file without it has none. */
const withLessons = <S extends object>(shape: S) => ({ ...shape, lessons: optional(learnRecords) });
const DATA_SHAPES = {
	1: withLessons(dataShapeV1),
	2: withLessons(dataShapeV2),
	3: withLessons(dataShapeV3),
	4: withLessons(dataShapeV4),
	5: withLessons(dataShapeV5),
	6: withLessons(dataShape)
} as const;
const fileShape = (version: FileVersion) =>
	object({
		format: oneOf([EXPORT_FORMAT] as const),
		version: oneOf([version] as const),
		app: text(50),
		exportedAt: text(40),
		schema: int(1, 1_000_000),
		data: object(DATA_SHAPES[version])
	});
const FILE_SHAPES = { 1: fileShape(1), 2: fileShape(2), 3: fileShape(3), 4: fileShape(4), 5: fileShape(5), 6: fileShape(6) } as const;

/** What format 5 added: none in an older file. */
const NO_REVIEWS = (): Pick<ProgressData, 'gameReviews' | 'ownPuzzles'> => ({ gameReviews: [], ownPuzzles: [] });

/** A file of format 1 as format 6 reads it: no rating history, no runs, no games, no reviews, the default training settings. */
function fromVersion1(file: ProgressExport): ProgressExport {
	const d = file.data as Omit<ProgressData, 'ratings' | 'runs' | 'settings' | 'twelveGames' | 'games' | 'gameReviews' | 'ownPuzzles'> & {
		settings: Omit<Settings, 'training'> | null;
	};
	const settings = d.settings && { ...d.settings, training: { ...DEFAULT_SETTINGS.training } };
	return { ...file, version: EXPORT_VERSION, data: { ...d, settings, ratings: [], runs: [], twelveGames: [], games: [], ...NO_REVIEWS() } };
}

/** A file of format 2 as format 6 reads it: no games in progress, no games against the app, no reviews. */
function fromVersion2(file: ProgressExport): ProgressExport {
	return { ...file, version: EXPORT_VERSION, data: { ...file.data, twelveGames: [], games: [], ...NO_REVIEWS() } };
}

/** A file of format 3 as format 6 reads it: no games against the app, no reviews. */
function fromVersion3(file: ProgressExport): ProgressExport {
	return { ...file, version: EXPORT_VERSION, data: { ...file.data, games: [], ...NO_REVIEWS() } };
}

/** A file of format 4 as format 6 reads it: no game reviews, no personal puzzles. */
function fromVersion4(file: ProgressExport): ProgressExport {
	return { ...file, version: EXPORT_VERSION, data: { ...file.data, ...NO_REVIEWS() } };
}

// ---- format 6 (issue 31): what changed from format 5, in one place ----
//
// - A game review may say `aim: "russian"` (its key is of that aim); format 5
//   kept only giveaway reviews.
// - A proof is its data (`before`, `after`, `missed`); the text format 5
//   carried beside it is dropped when read (review.ts proofText makes it).
// - What this device proved of a record (`check`), a game's owner tab and
//   step are local: never written to a file; a file's reviews and personal
//   puzzles come in as unproved (./store.ts re-proves them, issue 31).
// - Times from a file are clamped to the present when it is imported
//   (`clampToPresent`): a date in 2200 neither evicts new reviews nor hides
//   new games and tries.

/** A proof without the text format 5 kept beside its data. */
function proofAsData<T extends StoredGameReview>(r: T): T {
	if (!r.review.plies.some((p) => p.proof && Object.hasOwn(p.proof, 'text'))) return r;
	const plies = r.review.plies.map((p) => (p.proof ? { ...p, proof: { before: p.proof.before, after: p.proof.after, missed: p.proof.missed } } : p));
	return { ...r, review: { ...r.review, plies } };
}

/** A file of format 5 as format 6 reads it: the proofs as data only. */
function fromVersion5(file: ProgressExport): ProgressExport {
	return { ...file, version: EXPORT_VERSION, data: { ...file.data, gameReviews: file.data.gameReviews.map(proofAsData) } };
}

/** A device's rows as a file carries them: without what is local (what was proved here, a game's owner and step). */
function fileRows(rows: Pick<DeviceRows, 'games' | 'gameReviews' | 'ownPuzzles'>): Pick<ProgressData, 'games' | 'gameReviews' | 'ownPuzzles'> {
	return {
		games: rows.games.map(({ step: _step, owner: _owner, ...g }) => g),
		gameReviews: rows.gameReviews.map(({ check: _check, ...r }) => proofAsData(r)),
		ownPuzzles: rows.ownPuzzles.map(({ check: _check, ...p }) => p)
	};
}

const UNPROVED = { state: 'unproved' } as const;

/**
 * A checked file's data as the device takes it in at `now`: its times
 * clamped to the present, its reviews and personal puzzles unproved until
 * this device proves them.
 */
export function importedData(file: ProgressExport, now: number): ProgressData {
	const d = clampToPresent(file.data, now);
	return {
		...d,
		gameReviews: d.gameReviews.map((r) => ({ ...proofAsData(r), check: UNPROVED })),
		ownPuzzles: d.ownPuzzles.map((p) => ({ ...p, check: UNPROVED }))
	};
}

/**
 * The data with every time after `now` moved to just before it, in the
 * same order (the latest to `now`, each earlier one a millisecond before):
 * nothing from a file is dated in the future, and no two records that
 * differed in time come to share one. A card's `due` is a plan, not a
 * date something happened: it stays.
 */
export function clampToPresent(d: ProgressData, now: number): ProgressData {
	const future = new Set<number>();
	const see = (t: number | null | undefined) => {
		if (typeof t === 'number' && t > now) future.add(t);
	};
	const times = {
		attempts: (a: { at: number }) => [a.at],
		daily: (r: DailyResult) => [r.firstAt, r.solvedAt],
		reviews: (c: ReviewCard) => [c.createdAt, c.lastReview],
		twelve: (r: { at: number }) => [r.at],
		studies: (s: StudyProgress) => [s.updatedAt, ...s.quiz.map((q) => q.at)],
		ratings: (r: { at: number }) => [r.at],
		runs: (r: { startedAt: number; at: number }) => [r.startedAt, r.at],
		twelveGames: (g: TwelveGameSave) => [g.at],
		games: (g: PlayedGame) => [g.startedAt, g.at],
		gameReviews: (r: StoredGameReview) => [r.reviewedAt],
		ownPuzzles: (p: StoredOwnPuzzle) => [p.createdAt],
		lessons: (r: LearnRecord) => [r.at]
	};
	for (const [table, of] of Object.entries(times) as [keyof typeof times, (x: never) => (number | null)[]][])
		for (const row of (d[table] ?? []) as never[]) for (const t of of(row)) see(t);
	if (future.size === 0) return d;
	const order = [...future].sort((a, b) => a - b);
	const moved = new Map(order.map((t, i) => [t, now - (order.length - 1 - i)]));
	const c = <T extends number | null>(t: T): T => (t !== null && moved.has(t) ? (moved.get(t) as T) : t);
	return {
		...d,
		attempts: d.attempts.map((a) => ({ ...a, at: c(a.at) })),
		daily: d.daily.map((r) => ({ ...r, firstAt: c(r.firstAt), solvedAt: c(r.solvedAt) })),
		reviews: d.reviews.map((r) => ({ ...r, createdAt: c(r.createdAt), lastReview: c(r.lastReview) })),
		twelve: d.twelve.map((r) => ({ ...r, at: c(r.at) })),
		studies: d.studies.map((s) => ({ ...s, updatedAt: c(s.updatedAt), quiz: s.quiz.map((q) => ({ ...q, at: c(q.at) })) })),
		ratings: d.ratings.map((r) => ({ ...r, at: c(r.at) })),
		runs: d.runs.map((r) => ({ ...r, startedAt: c(r.startedAt), at: c(r.at) })),
		twelveGames: d.twelveGames.map((g) => ({ ...g, at: c(g.at) })),
		games: d.games.map((g) => ({ ...g, startedAt: c(g.startedAt), at: c(g.at) })),
		gameReviews: d.gameReviews.map((r) => ({ ...r, reviewedAt: c(r.reviewedAt) })),
		ownPuzzles: d.ownPuzzles.map((p) => ({ ...p, createdAt: c(p.createdAt) })),
		...(d.lessons ? { lessons: d.lessons.map((r) => ({ ...r, at: c(r.at) })) } : {})
	};
}

// ---- end of format 6 ----

const attemptKey = (a: { puzzleId: string; at: number }) => `${a.puzzleId}\u0000${a.at}`;
const twelveKey = (r: { square: string; at: number }) => `${r.square}\u0000${r.at}`;
const ratingKey = (r: { puzzleId: string; at: number }) => `${r.puzzleId}\u0000${r.at}`;
const runKey = (r: { kind: string; at: number }) => `${r.kind}\u0000${r.at}`;

function duplicate<T>(items: readonly T[], key: (item: T) => string): number {
	const seen = new Set<string>();
	for (let i = 0; i < items.length; i++) {
		const k = key(items[i]);
		if (seen.has(k)) return i;
		seen.add(k);
	}
	return -1;
}

function byteLength(s: string): number {
	return new TextEncoder().encode(s).length;
}

/** Checks a file's text completely; nothing is written. */
export function parseProgressExport(textInput: string): Result<ProgressExport, ImportError> {
	// A UTF-16 string is at least as many bytes as characters: cheap early refusal.
	if (textInput.length > MAX_IMPORT_BYTES || byteLength(textInput) > MAX_IMPORT_BYTES) return fail(TOO_LARGE);
	let json: unknown;
	try {
		json = JSON.parse(textInput.charCodeAt(0) === 0xfeff ? textInput.slice(1) : textInput);
	} catch {
		return fail({ kind: 'not-json' });
	}
	if (!isPlainObject(json) || json.format !== EXPORT_FORMAT) return fail({ kind: 'foreign' });
	const version = json.version;
	if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return fail({ kind: 'invalid', path: 'file.version' });
	if (version > EXPORT_VERSION) return fail({ kind: 'newer-version', version, supported: EXPORT_VERSION });
	const problem = FILE_SHAPES[version as FileVersion](json, 'file');
	if (problem) return fail({ kind: 'invalid', path: problemPath(problem) });
	const read = json as unknown as ProgressExport;
	const file =
		version === 1
			? fromVersion1(read)
			: version === 2
				? fromVersion2(read)
				: version === 3
					? fromVersion3(read)
					: version === 4
						? fromVersion4(read)
						: version === 5
							? fromVersion5(read)
							: read;
	const d = file.data;
	const dupes: [string, number][] = [
		['attempts', duplicate(d.attempts, attemptKey)],
		['daily', duplicate(d.daily, (x) => x.date)],
		['reviews', duplicate(d.reviews, (x) => x.id)],
		['twelve', duplicate(d.twelve, twelveKey)],
		['studies', duplicate(d.studies, (x) => x.studyId)],
		['ratings', duplicate(d.ratings, ratingKey)],
		['runs', duplicate(d.runs, runKey)],
		['twelveGames', duplicate(d.twelveGames, (x) => x.square)],
		['games', duplicate(d.games, (x) => x.id)],
		['gameReviews', duplicate(d.gameReviews, (x) => x.key)],
		['ownPuzzles', duplicate(d.ownPuzzles, (x) => x.id)],
		['lessons', duplicate(d.lessons ?? [], learnKey)]
	];
	for (const [table, i] of dupes) if (i >= 0) return fail({ kind: 'invalid', path: `file.data.${table}[${i}]`, duplicate: true });
	return { ok: true, value: file };
}

/** Reads and checks a file (a File from an <input type=file>, or its text). */
export async function readProgressFile(input: ImportInput): Promise<Result<ProgressExport, ImportError>> {
	if (typeof input !== 'string') {
		if (input.size > MAX_IMPORT_BYTES) return fail(TOO_LARGE);
		input = await input.text();
	}
	return parseProgressExport(input);
}

export function serializeProgress(file: ProgressExport): string {
	return JSON.stringify(file, null, 1);
}

/** `poddavki-progress-YYYY-MM-DD.json` for the day given. */
export function progressFileName(date: string): string {
	return `${EXPORT_FORMAT}-${date}.json`;
}

const byTime = (a: { at: number; id?: number }, b: { at: number; id?: number }) => a.at - b.at || (a.id ?? 0) - (b.id ?? 0);

const withoutId = <T extends { id?: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;

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

const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The export file of `rows`, made at `now` by app version `appVersion`. */
export function makeProgressExport(rows: DeviceRows, now: number, appVersion = APP_VERSION): ProgressExport {
	const data: ProgressData = {
		attempts: [...rows.attempts].sort((a, b) => a.at - b.at).map(withoutId),
		daily: [...rows.daily].sort((a, b) => (a.date < b.date ? -1 : 1)),
		reviews: rows.reviews,
		twelve: [...rows.twelve].sort((a, b) => a.at - b.at).map(withoutId),
		studies: rows.studies,
		settings: rows.settings,
		ratings: [...rows.ratings].sort(byTime).map(withoutId),
		// A run's id stays on the device (it keeps a second tab from recording a run twice): the file's runs are as in format 2.
		runs: [...rows.runs].sort(byTime).map(({ id: _id, runId: _runId, ...rest }) => rest),
		twelveGames: [...rows.twelveGames].sort((a, b) => (a.square < b.square ? -1 : a.square > b.square ? 1 : 0)),
		...fileRows({
			games: [...rows.games].sort((a, b) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
			gameReviews: [...rows.gameReviews].sort((a, b) => a.reviewedAt - b.reviewedAt || byKey(a.key, b.key)),
			ownPuzzles: [...rows.ownPuzzles].sort((a, b) => a.createdAt - b.createdAt || byKey(a.id, b.id))
		}),
		lessons: [...rows.lessons].sort((a, b) => byKey(learnKey(a), learnKey(b)))
	};
	return { format: EXPORT_FORMAT, version: EXPORT_VERSION, app: appVersion, exportedAt: new Date(now).toISOString(), schema: SCHEMA_VERSION, data };
}

// ---- merging one record with the device's: each rule is idempotent (importing twice changes nothing more) ----

function mergeDaily(mine: DailyResult, theirs: DailyResult): DailyResult {
	if (mine.puzzleId !== theirs.puzzleId) return mine;
	const first = theirs.firstAt < mine.firstAt ? theirs : mine;
	const solvedAts = [mine.solvedAt, theirs.solvedAt].filter((t): t is number => t !== null);
	return {
		...mine,
		firstResult: first.firstResult,
		firstAt: first.firstAt,
		attempts: Math.max(mine.attempts, theirs.attempts),
		solved: mine.solved || theirs.solved,
		solvedAt: solvedAts.length ? Math.min(...solvedAts) : null
	};
}

function mergeCard(mine: ReviewCard, theirs: ReviewCard): ReviewCard {
	const m = mine.lastReview ?? -1;
	const t = theirs.lastReview ?? -1;
	return t > m || (t === m && theirs.reps > mine.reps) ? theirs : mine;
}

function mergeStudy(mine: StudyProgress, theirs: StudyProgress): StudyProgress {
	const quiz = new Map(mine.quiz.map((q) => [q.node, q]));
	for (const q of theirs.quiz) {
		const m = quiz.get(q.node);
		if (!m) quiz.set(q.node, q);
		else if (q.at > m.at) quiz.set(q.node, { ...q, attempts: Math.max(q.attempts, m.attempts) });
		else quiz.set(q.node, { ...m, attempts: Math.max(q.attempts, m.attempts) });
	}
	const later = theirs.updatedAt > mine.updatedAt ? theirs : mine;
	return { studyId: mine.studyId, lastPly: later.lastPly, updatedAt: later.updatedAt, quiz: [...quiz.values()] };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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

export { attemptKey, twelveKey, ratingKey, runKey };

function emptyCounts(): Record<ExportTable, TableCounts> {
	return Object.fromEntries(TABLES.map((t) => [t, { added: 0, updated: 0, unchanged: 0 }])) as Record<ExportTable, TableCounts>;
}

/** A replace: the file's progress instead of the device's. */
export function replaceWrites(d: ProgressData): { writes: ImportWrites; summary: ImportSummary } {
	const tables = emptyCounts();
	tables.attempts.added = d.attempts.length;
	tables.daily.added = d.daily.length;
	tables.reviews.added = d.reviews.length;
	tables.twelve.added = d.twelve.length;
	tables.studies.added = d.studies.length;
	tables.settings.added = d.settings ? 1 : 0;
	tables.ratings.added = d.ratings.length;
	tables.runs.added = d.runs.length;
	tables.twelveGames.added = d.twelveGames.length;
	tables.games.added = d.games.length;
	tables.gameReviews.added = d.gameReviews.length;
	tables.ownPuzzles.added = d.ownPuzzles.length;
	tables.lessons.added = d.lessons?.length ?? 0;
	return {
		writes: {
			clear: true,
			addAttempts: d.attempts.map((a) => ({ ...a })),
			addTwelve: d.twelve.map((r) => ({ ...r })),
			putDaily: d.daily,
			putReviews: d.reviews,
			putStudies: d.studies,
			putSettings: d.settings,
			addRuns: d.runs.map((r) => ({ ...r })),
			putRatings: d.ratings.map((r) => ({ ...r })),
			putTwelveGames: d.twelveGames,
			putGames: d.games,
			putGameReviews: d.gameReviews,
			putOwnPuzzles: d.ownPuzzles,
			putLessons: d.lessons ?? []
		},
		summary: { mode: 'replace', tables }
	};
}

/** A merge: keep what the device has and add what the file adds. */
export function mergeWrites(d: ProgressData, mine: DeviceState): { writes: ImportWrites; summary: ImportSummary } {
	const tables = emptyCounts();
	const addAttempts = d.attempts.filter((a) => !mine.attemptKeys.has(attemptKey(a)));
	tables.attempts = { added: addAttempts.length, updated: 0, unchanged: d.attempts.length - addAttempts.length };
	const addTwelve = d.twelve.filter((r) => !mine.twelveKeys.has(twelveKey(r)));
	tables.twelve = { added: addTwelve.length, updated: 0, unchanged: d.twelve.length - addTwelve.length };
	const addRuns = d.runs.filter((r) => !mine.runKeys.has(runKey(r)));
	tables.runs = { added: addRuns.length, updated: 0, unchanged: d.runs.length - addRuns.length };
	const putRatings = mergeRatings(tables.ratings, d.ratings, mine);
	let putSettings: Settings | null = null;
	if (d.settings) {
		// The device's own choices win; a device that never saved any takes the file's.
		if (mine.hasSettings) tables.settings.unchanged = 1;
		else {
			putSettings = d.settings;
			tables.settings.added = 1;
		}
	}
	return {
		writes: {
			clear: false,
			addAttempts: addAttempts.map((a) => ({ ...a })),
			addTwelve: addTwelve.map((r) => ({ ...r })),
			putDaily: mergeKeyed(tables.daily, d.daily, mine.daily, (x) => x.date, mergeDaily),
			putReviews: mergeKeyed(tables.reviews, d.reviews, mine.reviews, (x) => x.id, mergeCard),
			putStudies: mergeKeyed(tables.studies, d.studies, mine.studies, (x) => x.studyId, mergeStudy),
			putSettings,
			addRuns: addRuns.map((r) => ({ ...r })),
			putRatings,
			// The later save of a square's game is the one to resume.
			putTwelveGames: mergeKeyed(
				tables.twelveGames,
				d.twelveGames,
				mine.twelveGames,
				(x) => x.square,
				later((x) => x.at)
			),
			// A finished game is final; else the game saved later (moves on) is the one kept.
			putGames: mergeKeyed(tables.games, d.games, mine.games, (x) => x.id, mergeGame),
			// The later review of a game is kept (both are of the same moves: the key says so).
			putGameReviews: mergeKeyed(
				tables.gameReviews,
				d.gameReviews,
				mine.gameReviews,
				(x) => x.key,
				later((x) => x.reviewedAt)
			),
			// A personal puzzle the device has stays as it is (the older is kept, as when it is made twice).
			putOwnPuzzles: mergeKeyed(
				tables.ownPuzzles,
				d.ownPuzzles,
				mine.ownPuzzles,
				(x) => x.id,
				earlier((x) => x.createdAt)
			),
			// A lesson or drill: the best stars of both, the later place in a lesson (progress/lessons.ts).
			putLessons: mergeKeyed(tables.lessons, d.lessons ?? [], mine.lessons, learnKey, mergeLearn)
		},
		summary: { mode: 'merge', tables }
	};
}

/** A game: the finished one over one in progress, else the one saved later (the device's on a tie). */
const mergeGame = (m: PlayedGame, t: PlayedGame): PlayedGame => {
	if ((m.result === null) !== (t.result === null)) return m.result !== null ? m : t;
	return t.at > m.at ? t : m;
};

/** A merge that keeps the record with the later time (the device's on a tie). */
const later =
	<T>(at: (x: T) => number) =>
	(m: T, t: T): T =>
		at(t) > at(m) ? t : m;

/** A merge that keeps the record with the earlier time (the device's on a tie). */
const earlier =
	<T>(at: (x: T) => number) =>
	(m: T, t: T): T =>
		at(t) < at(m) ? t : m;

/**
 * Merges keyed records: new keys are added, known ones merged. A stored row
 * that is corrupt (not among `mine`) is overwritten by the file's valid one.
 */
function mergeKeyed<T>(count: TableCounts, theirs: readonly T[], mine: readonly T[], key: (x: T) => string, merge: (mine: T, theirs: T) => T): T[] {
	const byKey = new Map(mine.map((x) => [key(x), x]));
	const out: T[] = [];
	for (const t of theirs) {
		const m = byKey.get(key(t));
		if (!m) {
			out.push(t);
			count.added++;
			continue;
		}
		const merged = merge(m, t);
		if (same(merged, m)) count.unchanged++;
		else {
			out.push(merged);
			count.updated++;
		}
	}
	return out;
}

/**
 * The rating history after a merge: the file's games the device lacks are
 * added, and when there are any, the whole history is replayed in time
 * order from the initial rating (puzzle ratings are fixed, so this is the
 * rating one device playing every game would have). Rows whose figures
 * change are rewritten; with nothing new, nothing is.
 */
function mergeRatings(count: TableCounts, theirs: readonly Omit<RatingRecord, 'id'>[], mine: DeviceState): RatingRecord[] {
	const added = theirs.filter((r) => !mine.ratingKeys.has(ratingKey(r)));
	count.added = added.length;
	count.unchanged = theirs.length - added.length;
	if (!added.length) return [];
	const all: RatingRecord[] = [...mine.ratings, ...added].sort((a, b) => a.at - b.at || (a.puzzleId < b.puzzleId ? -1 : a.puzzleId > b.puzzleId ? 1 : 0));
	const replayed = replayRatings(all);
	const out: RatingRecord[] = [];
	all.forEach((row, i) => {
		const { rating, rd, vol, games } = replayed[i];
		const next = { ...row, rating, rd, vol, games };
		if (row.id === undefined) out.push(next);
		else if (!same(next, row)) {
			out.push(next);
			count.updated++;
		}
	});
	return out;
}
