/**
 * The export file of all progress, and what importing one changes. Pure:
 * reading and checking a file (size, JSON, format, version, every record),
 * making one from the device's rows, and merging a file's rows with the
 * device's. Each record family keeps its own part beside its store part
 * (checks, the order a file lists its rows, merge rules: puzzles-check.ts
 * and puzzles-transfer.ts, studies.ts, twelve.ts, games-transfer.ts,
 * settings.ts, lessons.ts); here they are put together in the file's
 * order. The store (./store) reads and writes IndexedDB around these in
 * ONE transaction, so a bad file, or a write that fails half-way (quota),
 * changes nothing. Types and constants: transfer-types.ts.
 */
import { isPlainObject, problemPath, arrayOf, int, nullable, object, optional, oneOf, text } from './validate';
import { attemptRecord, dailyRecord, ratingRecord, reviewRecord, runRecord } from './puzzles-check';
import { gameReviewFileRecord, gameReviewFileRecordV5, ownPuzzleFileRecord, playedGameFileRecord } from './games-check';
import { twelveGameRecord, twelveRecord } from './twelve-check';
import { mergeSettings, settingsRecord, settingsRecordV1 } from './settings';
import { mergeStudy, studyRecord } from './studies';
import { mergeTwelveGame, twelveKey } from './twelve';
import { attemptKey, fileDaily, fileRatings, fileRuns, mergeCard, mergeDaily, mergeRatings, ratingKey, runKey } from './puzzles-transfer';
import { fileRows, mergeGame, mergeGameReview, mergeOwnPuzzle, proofAsData, unprovedRows } from './games-transfer';
import { addNew, byKey, duplicate, fileByTime, mergeKeyed, type TableCounts } from './merge';
import { SCHEMA_VERSION, TABLES, type ExportTable } from './schema';
import {
	DEFAULT_SETTINGS,
	type DailyResult,
	type PlayedGame,
	type Result,
	type ReviewCard,
	type Settings,
	type StoredGameReview,
	type StoredOwnPuzzle,
	type StudyProgress,
	type TwelveGameSave
} from './types';
import { learnKey, mergeLearn, type LearnRecord } from './lessons';
import { learnRecords } from './lessons-check';
import {
	APP_VERSION,
	EXPORT_FORMAT,
	EXPORT_VERSION,
	MAX_IMPORT_BYTES,
	type DeviceRows,
	type DeviceState,
	type ImportError,
	type ImportSummary,
	type ImportInput,
	type ImportWrites,
	type ProgressData,
	type ProgressExport
} from './transfer-types';

export * from './transfer-types';
export type { TableCounts };
export { attemptKey, twelveKey, ratingKey, runKey };

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

/** A file of format 5 as format 6 reads it: the proofs as data only. */
function fromVersion5(file: ProgressExport): ProgressExport {
	return { ...file, version: EXPORT_VERSION, data: { ...file.data, gameReviews: file.data.gameReviews.map(proofAsData) } };
}

/**
 * A checked file's data as the device takes it in at `now`: its times
 * clamped to the present, its reviews and personal puzzles unproved until
 * this device proves them.
 */
export function importedData(file: ProgressExport, now: number): ProgressData {
	const d = clampToPresent(file.data, now);
	return { ...d, ...unprovedRows(d) };
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

/** The export file of `rows`, made at `now` by app version `appVersion`. */
export function makeProgressExport(rows: DeviceRows, now: number, appVersion = APP_VERSION): ProgressExport {
	const data: ProgressData = {
		attempts: fileByTime(rows.attempts),
		daily: fileDaily(rows.daily),
		reviews: rows.reviews,
		twelve: fileByTime(rows.twelve),
		studies: rows.studies,
		settings: rows.settings,
		ratings: fileRatings(rows.ratings),
		runs: fileRuns(rows.runs),
		twelveGames: [...rows.twelveGames].sort((a, b) => (a.square < b.square ? -1 : a.square > b.square ? 1 : 0)),
		...fileRows(rows),
		lessons: [...rows.lessons].sort((a, b) => byKey(learnKey(a), learnKey(b)))
	};
	return { format: EXPORT_FORMAT, version: EXPORT_VERSION, app: appVersion, exportedAt: new Date(now).toISOString(), schema: SCHEMA_VERSION, data };
}

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
	return {
		writes: {
			clear: false,
			addAttempts: addNew(tables.attempts, d.attempts, mine.attemptKeys, attemptKey),
			addTwelve: addNew(tables.twelve, d.twelve, mine.twelveKeys, twelveKey),
			putDaily: mergeKeyed(tables.daily, d.daily, mine.daily, (x) => x.date, mergeDaily),
			putReviews: mergeKeyed(tables.reviews, d.reviews, mine.reviews, (x) => x.id, mergeCard),
			putStudies: mergeKeyed(tables.studies, d.studies, mine.studies, (x) => x.studyId, mergeStudy),
			putSettings: mergeSettings(tables.settings, d.settings, mine.hasSettings),
			addRuns: addNew(tables.runs, d.runs, mine.runKeys, runKey),
			putRatings: mergeRatings(tables.ratings, d.ratings, mine.ratingKeys, mine.ratings),
			putTwelveGames: mergeKeyed(tables.twelveGames, d.twelveGames, mine.twelveGames, (x) => x.square, mergeTwelveGame),
			putGames: mergeKeyed(tables.games, d.games, mine.games, (x) => x.id, mergeGame),
			putGameReviews: mergeKeyed(tables.gameReviews, d.gameReviews, mine.gameReviews, (x) => x.key, mergeGameReview),
			putOwnPuzzles: mergeKeyed(tables.ownPuzzles, d.ownPuzzles, mine.ownPuzzles, (x) => x.id, mergeOwnPuzzle),
			// A lesson or drill: the best stars of both, the later place in a lesson (progress/lessons.ts).
			putLessons: mergeKeyed(tables.lessons, d.lessons ?? [], mine.lessons, learnKey, mergeLearn)
		},
		summary: { mode: 'merge', tables }
	};
}
