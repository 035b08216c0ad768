/**
 * Export of all progress to one JSON file, and its import. An import is
 * checked whole (size, JSON, format, version, every record) before anything
 * is written, then written in ONE transaction: a bad file, or a write that
 * fails half-way (quota), changes nothing.
 */
import { version as packageVersion } from '../../../package.json';
import { isPlainObject, problemPath, arrayOf, attemptRecord, dailyRecord, int, nullable, object, oneOf, reviewRecord, settingsRecord, studyRecord, text, twelveRecord } from './validate';
import { ProgressError, toProgressError } from './errors';
import { SCHEMA_VERSION, TABLES, type TableName } from './schema';
import type { ProgressStore } from './store';
import type { Attempt, DailyResult, Result, ReviewCard, Settings, StudyProgress, TwelveRun } from './types';

export const EXPORT_FORMAT = 'poddavki-progress';
/** Version of the file format (not of the database schema). */
export const EXPORT_VERSION = 1;
/** Larger files are refused unread: years of daily play take well under 1 MB. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const APP_VERSION: string = packageVersion;

export interface ProgressData {
	attempts: Omit<Attempt, 'id'>[];
	daily: DailyResult[];
	reviews: ReviewCard[];
	twelve: Omit<TwelveRun, 'id'>[];
	studies: StudyProgress[];
	settings: Settings | null;
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

export type ImportErrorKind =
	/** Over MAX_IMPORT_BYTES. */
	| 'too-large'
	/** Not JSON at all (a damaged or wrong file). */
	| 'not-json'
	/** JSON, but not a progress file of this app. */
	| 'foreign'
	/** A progress file from a newer app: update the app first. */
	| 'newer-version'
	/** A progress file with a record that fails validation (`path` says where). */
	| 'invalid'
	/** The file was fine but saving failed (e.g. quota); nothing was changed. */
	| 'write-failed';

export interface ImportError {
	kind: ImportErrorKind;
	message: string;
	path?: string;
	cause?: ProgressError;
}

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
	tables: Record<TableName, TableCounts>;
}
export type ImportOutcome = Result<ImportSummary, ImportError>;

const fail = (kind: ImportErrorKind, message: string, path?: string): { ok: false; error: ImportError } => ({
	ok: false,
	error: path === undefined ? { kind, message } : { kind, message, path }
});

const dataShape = object({
	attempts: arrayOf(attemptRecord, 200_000),
	daily: arrayOf(dailyRecord, 100_000),
	reviews: arrayOf(reviewRecord, 100_000),
	twelve: arrayOf(twelveRecord, 100_000),
	studies: arrayOf(studyRecord, 10_000),
	settings: nullable(settingsRecord)
});

const fileShape = object({
	format: oneOf([EXPORT_FORMAT] as const),
	version: oneOf([EXPORT_VERSION] as const),
	app: text(50),
	exportedAt: text(40),
	schema: int(1, 1_000_000),
	data: dataShape
});

const attemptKey = (a: { puzzleId: string; at: number }) => `${a.puzzleId}\u0000${a.at}`;
const twelveKey = (r: { square: string; at: number }) => `${r.square}\u0000${r.at}`;

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
	if (textInput.length > MAX_IMPORT_BYTES || byteLength(textInput) > MAX_IMPORT_BYTES)
		return fail('too-large', `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; a progress file is much smaller.`);
	let json: unknown;
	try {
		json = JSON.parse(textInput.charCodeAt(0) === 0xfeff ? textInput.slice(1) : textInput);
	} catch {
		return fail('not-json', 'The file is not a progress file: it is not valid JSON (damaged or of another kind).');
	}
	if (!isPlainObject(json) || json.format !== EXPORT_FORMAT)
		return fail('foreign', 'The file is not a progress file of this app.');
	const version = json.version;
	if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
		return fail('invalid', 'The progress file has no valid format version.', 'version');
	if (version > EXPORT_VERSION)
		return fail('newer-version', `The file was made by a newer version of the app (format ${version}; this one reads up to ${EXPORT_VERSION}). Update the app, then import it.`);
	const problem = fileShape(json, 'file');
	if (problem) return fail('invalid', `The progress file is damaged: ${problem}`, problemPath(problem));
	const file = json as unknown as ProgressExport;
	const d = file.data;
	const dupes: [string, number][] = [
		['attempts', duplicate(d.attempts, attemptKey)],
		['daily', duplicate(d.daily, (x) => x.date)],
		['reviews', duplicate(d.reviews, (x) => x.id)],
		['twelve', duplicate(d.twelve, twelveKey)],
		['studies', duplicate(d.studies, (x) => x.studyId)]
	];
	for (const [table, i] of dupes)
		if (i >= 0) return fail('invalid', `The progress file is damaged: file.data.${table}[${i}]: the same record appears twice`, `file.data.${table}[${i}]`);
	return { ok: true, value: file };
}

/** Reads and checks a file (a File from an <input type=file>, or its text). */
export async function readProgressFile(input: ImportInput): Promise<Result<ProgressExport, ImportError>> {
	if (typeof input !== 'string') {
		if (input.size > MAX_IMPORT_BYTES)
			return fail('too-large', `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; a progress file is much smaller.`);
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

const withoutId = <T extends { id?: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;

export async function exportProgress(store: ProgressStore, now: number, appVersion = APP_VERSION): Promise<ProgressExport> {
	store.assertUsable();
	const data = await store.db.transaction('r', [...TABLES], async () => ({
		attempts: (await store.allAttempts()).sort((a, b) => a.at - b.at).map(withoutId),
		daily: (await store.allDaily()).sort((a, b) => (a.date < b.date ? -1 : 1)),
		reviews: await store.allReviews(),
		twelve: (await store.allTwelve()).sort((a, b) => a.at - b.at).map(withoutId),
		studies: await store.allStudies(),
		settings: await store.savedSettings()
	}));
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

/** Checks the whole file, then writes it in one transaction, merged or replacing. */
export async function importProgress(store: ProgressStore, input: ImportInput, mode: ImportMode): Promise<ImportOutcome> {
	if (mode !== 'merge' && mode !== 'replace') throw new ProgressError('invalid', `import mode: expected merge or replace`);
	const parsed = await readProgressFile(input);
	if (!parsed.ok) return parsed;
	const d = parsed.value.data;
	const counts = Object.fromEntries(TABLES.map((t) => [t, { added: 0, updated: 0, unchanged: 0 }])) as Record<TableName, TableCounts>;
	const db = store.db;
	try {
		await store.write(TABLES, async () => {
			if (mode === 'replace') {
				for (const t of TABLES) await db.table(t).clear();
				await db.attempts.bulkAdd(d.attempts.map((a) => ({ ...a })));
				await db.daily.bulkAdd(d.daily);
				await db.reviews.bulkAdd(d.reviews);
				await db.twelve.bulkAdd(d.twelve.map((r) => ({ ...r })));
				await db.studies.bulkAdd(d.studies);
				if (d.settings) await db.settings.put({ key: 'settings', value: d.settings });
				counts.attempts.added = d.attempts.length;
				counts.daily.added = d.daily.length;
				counts.reviews.added = d.reviews.length;
				counts.twelve.added = d.twelve.length;
				counts.studies.added = d.studies.length;
				counts.settings.added = d.settings ? 1 : 0;
				return;
			}
			// Keys of every stored row, valid or not: a corrupt row is never duplicated by an import.
			const attemptKeys = new Set((await db.attempts.toArray()).map(attemptKey));
			const newAttempts = d.attempts.filter((a) => !attemptKeys.has(attemptKey(a)));
			await db.attempts.bulkAdd(newAttempts.map((a) => ({ ...a })));
			counts.attempts = { added: newAttempts.length, updated: 0, unchanged: d.attempts.length - newAttempts.length };

			const twelveKeys = new Set((await db.twelve.toArray()).map(twelveKey));
			const newRuns = d.twelve.filter((r) => !twelveKeys.has(twelveKey(r)));
			await db.twelve.bulkAdd(newRuns.map((r) => ({ ...r })));
			counts.twelve = { added: newRuns.length, updated: 0, unchanged: d.twelve.length - newRuns.length };

			await mergeKeyed(counts.daily, d.daily, await store.allDaily(), (x) => x.date, mergeDaily, (rows) => db.daily.bulkPut(rows));
			await mergeKeyed(counts.reviews, d.reviews, await store.allReviews(), (x) => x.id, mergeCard, (rows) => db.reviews.bulkPut(rows));
			await mergeKeyed(counts.studies, d.studies, await store.allStudies(), (x) => x.studyId, mergeStudy, (rows) => db.studies.bulkPut(rows));

			if (d.settings) {
				// The device's own choices win; a device that never saved any takes the file's.
				if (await db.settings.get('settings')) counts.settings.unchanged = 1;
				else {
					await db.settings.put({ key: 'settings', value: d.settings });
					counts.settings.added = 1;
				}
			}
		});
	} catch (e) {
		const cause = toProgressError(e);
		if (cause.kind === 'stale') throw cause;
		return { ok: false, error: { kind: 'write-failed', message: `${cause.message} The progress on this device is unchanged.`, cause } };
	}
	return { ok: true, value: { mode, tables: counts } };
}

/**
 * Merges keyed records: new keys are added, known ones merged. A stored row
 * that is corrupt (not among `mine`) is overwritten by the file's valid one.
 */
async function mergeKeyed<T>(
	count: TableCounts,
	theirs: readonly T[],
	mine: readonly T[],
	key: (x: T) => string,
	merge: (mine: T, theirs: T) => T,
	put: (rows: T[]) => Promise<unknown>
): Promise<void> {
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
	await put(out);
}
