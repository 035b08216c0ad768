/**
 * The progress API: every read and write of the records. Each write is one
 * transaction (a failure leaves nothing half-written and throws a
 * ProgressError); each read validates its rows and skips, and reports, any
 * that are corrupt. Time always comes in as an argument.
 */
import type { ProgressDB } from './db';
import { localDate } from './dates';
import {
	makeAttempt,
	makeTwelveRun,
	ms,
	nextDailyResult,
	nextStudyProgress,
	type AttemptInput,
	type Instant,
	type StudyUpdate,
	type TwelveRunInput
} from './records';
import { ProgressError, toProgressError } from './errors';
import { gradeCard, gradeOfAttempt, newReviewCard, type ReviewGrade, REVIEW_GRADES } from './scheduler';
import { TABLES, type TableName } from './schema';
import { computeStats, computeStreak, puzzleStatuses, type PuzzleLookup, type PuzzleStatus, type Stats, type Streak } from './stats';
import type { StatusSignal } from './status';
import {
	attemptKey,
	makeProgressExport,
	mergeWrites,
	readProgressFile,
	replaceWrites,
	twelveKey,
	type ImportInput,
	type ImportMode,
	type ImportOutcome,
	type ImportWrites,
	type ProgressExport
} from './transfer';
import {
	DEFAULT_SETTINGS,
	type Attempt,
	type CorruptRecord,
	type DailyResult,
	type ReviewCard,
	type ReviewKind,
	type Settings,
	type SettingsPatch,
	type StudyProgress,
	type TwelveRun
} from './types';
import {
	attemptRecord,
	attemptRow,
	dailyRecord,
	reviewId,
	reviewRecord,
	settingsRecord,
	studyRecord,
	twelveRecord,
	twelveRow,
	type Validator
} from './validate';

export type { AttemptInput, Instant, StudyUpdate, TwelveRunInput };

export interface RecordedAttempt {
	attempt: Attempt;
	/** The day's daily result after this try, when it was the daily puzzle. */
	daily: DailyResult | null;
	/** The puzzle's review card after this try, when reviews are on and the try touched it. */
	review: ReviewCard | null;
}

export interface ReviewSummary {
	enabled: boolean;
	paused: boolean;
	/** Cards kept. */
	total: number;
	/** Cards due at the time asked (counted even while paused). */
	due: number;
}

export class ProgressStore {
	readonly #corrupt = new Map<string, CorruptRecord>();

	constructor(
		readonly db: ProgressDB,
		readonly status: StatusSignal,
		private readonly onCorrupt?: (record: CorruptRecord) => void
	) {}

	/** false: progress is kept in memory only (see status.value.fallback). */
	get persistent(): boolean {
		return this.status.value.persistent;
	}

	/** Rows skipped so far because they failed validation (each once). */
	get corrupt(): CorruptRecord[] {
		return [...this.#corrupt.values()];
	}

	close(): void {
		this.db.close();
	}

	// ---- transactions and validated reads ----

	#assertUsable(): void {
		if (this.status.value.stale) throw new ProgressError('stale', 'A newer version of the app changed the saved progress in another tab: reload this page.');
	}

	/** The rows that pass `check`; the others are reported and left out. */
	#valid<T>(table: TableName, rows: readonly unknown[], check: Validator<T>, keyOf: (row: Record<string, unknown>) => unknown): T[] {
		const out: T[] = [];
		for (const row of rows) {
			const problem = check(row, table);
			if (problem === null) out.push(row as T);
			else this.#report({ table, key: row && typeof row === 'object' ? keyOf(row as Record<string, unknown>) : undefined, reason: problem });
		}
		return out;
	}

	#report(record: CorruptRecord): void {
		const id = `${record.table}:${JSON.stringify(record.key)}`;
		if (this.#corrupt.has(id)) return;
		this.#corrupt.set(id, record);
		this.onCorrupt?.(record);
	}

	/** One read-write transaction over `tables`; any failure becomes a ProgressError and rolls all back. */
	async #write<T>(tables: readonly TableName[], body: () => Promise<T>): Promise<T> {
		this.#assertUsable();
		try {
			return await this.db.transaction('rw', tables as TableName[], body);
		} catch (e) {
			throw toProgressError(e);
		}
	}

	async #read<T>(tables: readonly TableName[], body: () => Promise<T>): Promise<T> {
		this.#assertUsable();
		return this.db.transaction('r', tables as TableName[], body);
	}

	// ---- rows of each table, validated ----

	async #allAttempts(): Promise<Attempt[]> {
		return this.#valid('attempts', await this.db.attempts.toArray(), attemptRow, (r) => r.id);
	}

	async #allDaily(): Promise<DailyResult[]> {
		return this.#valid('daily', await this.db.daily.toArray(), dailyRecord, (r) => r.date);
	}

	async #allReviews(): Promise<ReviewCard[]> {
		return this.#valid('reviews', await this.db.reviews.toArray(), reviewRecord, (r) => r.id);
	}

	async #allTwelve(): Promise<TwelveRun[]> {
		return this.#valid('twelve', await this.db.twelve.toArray(), twelveRow, (r) => r.id);
	}

	async #allStudies(): Promise<StudyProgress[]> {
		return this.#valid('studies', await this.db.studies.toArray(), studyRecord, (r) => r.studyId);
	}

	async #card(id: string): Promise<ReviewCard | undefined> {
		const row = await this.db.reviews.get(id);
		return row === undefined ? undefined : this.#valid('reviews', [row], reviewRecord, (r) => r.id)[0];
	}

	/** The saved settings, or null when none are saved (or the row is corrupt). */
	async #savedSettings(): Promise<Settings | null> {
		const row = await this.db.settings.get('settings');
		if (!row) return null;
		return this.#valid('settings', [row.value], settingsRecord, () => 'settings')[0] ?? null;
	}

	// ---- puzzles ----

	/** Records a finished try; updates the day's daily result and the review card in the same transaction. */
	async recordAttempt(input: AttemptInput): Promise<RecordedAttempt> {
		const attempt = makeAttempt(input);
		const at = attempt.at;
		const problem = attemptRecord(attempt, 'attempt');
		if (problem) throw new ProgressError('invalid', problem);
		return this.#write(['attempts', 'daily', 'reviews', 'settings'], async () => {
			attempt.id = await this.db.attempts.add(attempt);
			const daily = attempt.daily ? await this.#updateDaily(attempt) : null;
			const settings = (await this.#savedSettings()) ?? DEFAULT_SETTINGS;
			const review = settings.review.enabled ? await this.#reviewAfter('puzzle', attempt.puzzleId, null, gradeOfAttempt(attempt), at) : null;
			return { attempt, daily, review };
		});
	}

	async #updateDaily(a: Attempt): Promise<DailyResult> {
		const row = await this.db.daily.get(a.date);
		const existing = row === undefined ? undefined : this.#valid('daily', [row], dailyRecord, (r) => r.date)[0];
		const next = nextDailyResult(existing, a);
		if (next !== existing) await this.db.daily.put(next);
		return next;
	}

	/**
	 * The card after a try: a failure makes the card if needed and grades it
	 * "again"; a success grades an existing card only when it is due (an early
	 * success says little about memory).
	 */
	async #reviewAfter(kind: ReviewKind, ref: string, node: string | null, grade: ReviewGrade, at: number): Promise<ReviewCard | null> {
		const id = reviewId(kind, ref, node);
		let card = await this.#card(id);
		if (grade === 'again') card ??= newReviewCard(kind, ref, node, at);
		else if (!card || card.due > at) return card ?? null;
		const next = gradeCard(card, grade, at);
		await this.db.reviews.put(next);
		return next;
	}

	/** For each id: tries, successes, failures, first and last result (ids never tried get zeros). */
	async puzzleStatus(ids: readonly string[]): Promise<Map<string, PuzzleStatus>> {
		const rows = await this.#read(['attempts'], () =>
			this.db.attempts
				.where('puzzleId')
				.anyOf([...ids])
				.toArray()
		);
		return puzzleStatuses(
			ids,
			this.#valid('attempts', rows, attemptRow, (r) => r.id)
		);
	}

	/** Tries, newest first; of one puzzle when asked. */
	async attempts(options: { puzzleId?: string; limit?: number } = {}): Promise<Attempt[]> {
		const rows = await this.#read(['attempts'], () =>
			options.puzzleId === undefined ? this.db.attempts.toArray() : this.db.attempts.where('puzzleId').equals(options.puzzleId).toArray()
		);
		const valid = this.#valid('attempts', rows, attemptRow, (r) => r.id).sort((a, b) => b.at - a.at || (b.id ?? 0) - (a.id ?? 0));
		return options.limit === undefined ? valid : valid.slice(0, options.limit);
	}

	/** Counts, accuracy and time; by theme and difficulty when `lookup` tells a puzzle's. */
	async stats(lookup?: PuzzleLookup): Promise<Stats> {
		return computeStats(await this.#read(['attempts'], () => this.#allAttempts()), lookup);
	}

	/** Current and best streak of days with the daily puzzle solved, as of `today` (a date or a YYYY-MM-DD day). */
	async streak(today: Instant | string): Promise<Streak> {
		const day = typeof today === 'string' ? today : localDate(today);
		return computeStreak(await this.#read(['daily'], () => this.#allDaily()), day);
	}

	/** Daily results from `from` to `to` (both included, either open), oldest first. */
	async dailyResults(from?: string, to?: string): Promise<DailyResult[]> {
		const rows = await this.#read(['daily'], () =>
			from !== undefined && to !== undefined
				? from > to
					? Promise.resolve([])
					: this.db.daily.where('date').between(from, to, true, true).toArray()
				: from !== undefined
					? this.db.daily.where('date').aboveOrEqual(from).toArray()
					: to !== undefined
						? this.db.daily.where('date').belowOrEqual(to).toArray()
						: this.db.daily.toArray()
		);
		return this.#valid('daily', rows, dailyRecord, (r) => r.date).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
	}

	async dailyResult(date: string): Promise<DailyResult | null> {
		const row = await this.#read(['daily'], () => this.db.daily.get(date));
		return row === undefined ? null : (this.#valid('daily', [row], dailyRecord, (r) => r.date)[0] ?? null);
	}

	// ---- twelve against one ----

	async recordTwelveRun(input: TwelveRunInput): Promise<TwelveRun> {
		const run = makeTwelveRun(input);
		const problem = twelveRecord(run, 'run');
		if (problem) throw new ProgressError('invalid', problem);
		return this.#write(['twelve'], async () => {
			run.id = await this.db.twelve.add(run);
			return run;
		});
	}

	/** Games, oldest first; from one square when asked. */
	async twelveRuns(square?: string): Promise<TwelveRun[]> {
		const rows = await this.#read(['twelve'], () =>
			square === undefined ? this.db.twelve.toArray() : this.db.twelve.where('square').equals(square).toArray()
		);
		return this.#valid('twelve', rows, twelveRow, (r) => r.id).sort((a, b) => a.at - b.at);
	}

	// ---- studies ----

	/** Remembers where the study was left and the quiz answers; a failed quiz position becomes a card when reviews are on. */
	async saveStudyProgress(studyId: string, update: StudyUpdate, now: Instant): Promise<StudyProgress> {
		const at = ms(now);
		return this.#write(['studies', 'reviews', 'settings'], async () => {
			const row = await this.db.studies.get(studyId);
			const existing = row === undefined ? undefined : this.#valid('studies', [row], studyRecord, (r) => r.studyId)[0];
			const next = nextStudyProgress(existing, studyId, update, at);
			const problem = studyRecord(next, 'study');
			if (problem) throw new ProgressError('invalid', problem);
			await this.db.studies.put(next);
			const settings = (await this.#savedSettings()) ?? DEFAULT_SETTINGS;
			if (settings.review.enabled)
				for (const q of update.quiz ?? []) await this.#reviewAfter('study', studyId, q.node, gradeOfAttempt({ result: q.result, hintUsed: false }), at);
			return next;
		});
	}

	async studyProgress(studyId: string): Promise<StudyProgress | null> {
		const row = await this.#read(['studies'], () => this.db.studies.get(studyId));
		return row === undefined ? null : (this.#valid('studies', [row], studyRecord, (r) => r.studyId)[0] ?? null);
	}

	// ---- settings ----

	async getSettings(): Promise<Settings> {
		return (await this.#read(['settings'], () => this.#savedSettings())) ?? structuredClone(DEFAULT_SETTINGS);
	}

	/** Changes some settings, keeps the others; returns them all. */
	async setSettings(patch: SettingsPatch): Promise<Settings> {
		return this.#write(['settings'], async () => {
			const current = (await this.#savedSettings()) ?? DEFAULT_SETTINGS;
			const next: Settings = { ...current, ...patch, review: { ...current.review, ...patch.review } };
			const problem = settingsRecord(next, 'settings');
			if (problem) throw new ProgressError('invalid', problem);
			await this.db.settings.put({ key: 'settings', value: next });
			return next;
		});
	}

	// ---- reviews ----

	/** Cards due at `now`, most overdue first; none while reviews are off or paused. */
	async dueReviews(now: Instant, options: { limit?: number; kind?: ReviewKind } = {}): Promise<ReviewCard[]> {
		return this.#read(['reviews', 'settings'], async () => {
			const settings = (await this.#savedSettings()) ?? DEFAULT_SETTINGS;
			if (!settings.review.enabled || settings.review.paused) return [];
			const rows = await this.db.reviews.where('due').belowOrEqual(ms(now)).toArray();
			const due = this.#valid('reviews', rows, reviewRecord, (r) => r.id)
				.filter((c) => options.kind === undefined || c.kind === options.kind)
				.sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : 1));
			return options.limit === undefined ? due : due.slice(0, options.limit);
		});
	}

	async reviewSummary(now: Instant): Promise<ReviewSummary> {
		return this.#read(['reviews', 'settings'], async () => {
			const settings = (await this.#savedSettings()) ?? DEFAULT_SETTINGS;
			const cards = await this.#allReviews();
			return { ...settings.review, total: cards.length, due: cards.filter((c) => c.due <= ms(now)).length };
		});
	}

	async reviewCard(id: string): Promise<ReviewCard | null> {
		return (await this.#read(['reviews'], () => this.#card(id))) ?? null;
	}

	/** Grades a card explicitly (e.g. a study quiz position or a self-graded review). */
	async recordReview(id: string, grade: ReviewGrade, now: Instant): Promise<ReviewCard> {
		if (!REVIEW_GRADES.includes(grade)) throw new ProgressError('invalid', `grade: expected one of ${REVIEW_GRADES.join(', ')}`);
		return this.#write(['reviews'], async () => {
			const card = await this.#card(id);
			if (!card) throw new ProgressError('not-found', `No review card ${id}`);
			const next = gradeCard(card, grade, ms(now));
			await this.db.reviews.put(next);
			return next;
		});
	}

	/** Makes a card (due now) unless there is one; returns the card. */
	async addReview(kind: ReviewKind, ref: string, node: string | null, now: Instant): Promise<ReviewCard> {
		const card = newReviewCard(kind, ref, node, ms(now));
		const problem = reviewRecord(card, 'card');
		if (problem) throw new ProgressError('invalid', problem);
		return this.#write(['reviews'], async () => {
			const existing = await this.#card(card.id);
			if (existing) return existing;
			await this.db.reviews.put(card);
			return card;
		});
	}

	async removeReview(id: string): Promise<void> {
		await this.#write(['reviews'], () => this.db.reviews.delete(id));
	}

	// ---- everything ----

	/** Forgets all progress; settings stay unless asked. */
	async clearProgress(options: { settings?: boolean } = {}): Promise<void> {
		const tables: TableName[] = ['attempts', 'reviews', 'daily', 'twelve', 'studies'];
		if (options.settings) tables.push('settings');
		await this.#write(tables, async () => {
			for (const t of tables) await this.db.table(t).clear();
		});
	}

	/** Every record, as the export file (read in one transaction). */
	async exportProgress(now: Instant, appVersion?: string): Promise<ProgressExport> {
		const rows = await this.#read(TABLES, async () => ({
			attempts: await this.#allAttempts(),
			daily: await this.#allDaily(),
			reviews: await this.#allReviews(),
			twelve: await this.#allTwelve(),
			studies: await this.#allStudies(),
			settings: await this.#savedSettings()
		}));
		return makeProgressExport(rows, ms(now), appVersion);
	}

	/** Checks the whole file, then writes it in one transaction, merged or replacing. */
	async importProgress(input: ImportInput, mode: ImportMode): Promise<ImportOutcome> {
		if (mode !== 'merge' && mode !== 'replace') throw new ProgressError('invalid', `import mode: expected merge or replace`);
		const parsed = await readProgressFile(input);
		if (!parsed.ok) return parsed;
		const d = parsed.value.data;
		const db = this.db;
		try {
			const summary = await this.#write(TABLES, async () => {
				const plan =
					mode === 'replace'
						? replaceWrites(d)
						: mergeWrites(d, {
								attemptKeys: new Set((await db.attempts.toArray()).map(attemptKey)),
								twelveKeys: new Set((await db.twelve.toArray()).map(twelveKey)),
								daily: await this.#allDaily(),
								reviews: await this.#allReviews(),
								studies: await this.#allStudies(),
								hasSettings: (await db.settings.get('settings')) !== undefined
							});
				await this.#apply(plan.writes);
				return plan.summary;
			});
			return { ok: true, value: summary };
		} catch (e) {
			const cause = toProgressError(e);
			if (cause.kind === 'stale') throw cause;
			return { ok: false, error: { kind: 'write-failed', message: `${cause.message} The progress on this device is unchanged.`, cause } };
		}
	}

	/** An import's rows, inside its transaction. */
	async #apply(w: ImportWrites): Promise<void> {
		const db = this.db;
		if (w.clear) for (const t of TABLES) await db.table(t).clear();
		await db.attempts.bulkAdd(w.addAttempts);
		await db.twelve.bulkAdd(w.addTwelve);
		// After clearing every key is new: add (a duplicate is an error); a merge puts over the device's rows.
		const rows = <T>(t: { bulkAdd(r: T[]): Promise<unknown>; bulkPut(r: T[]): Promise<unknown> }, r: T[]) => (w.clear ? t.bulkAdd(r) : t.bulkPut(r));
		await rows(db.daily, w.putDaily);
		await rows(db.reviews, w.putReviews);
		await rows(db.studies, w.putStudies);
		if (w.putSettings) await db.settings.put({ key: 'settings', value: w.putSettings });
	}
}
