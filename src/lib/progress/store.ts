/**
 * The progress API the pages use: every read and write of the records,
 * made of one part per record family, each beside its checks and its part
 * of the export file:
 *
 *   puzzles   tries, daily results, the rating history (puzzles.ts), review
 *             cards (cards.ts), Streak and Storm runs (runs.ts)
 *   studies   where each study was left, its quiz answers (studies.ts)
 *   twelve    12 against 1: finished games, the game in progress (twelve.ts)
 *   games     games against the app, their reviews, personal puzzles (games.ts)
 *   settings  (settings.ts); the course's lessons and drills (lessons-store.ts)
 *
 * Each write is one transaction (a failure leaves nothing half-written and
 * throws a ProgressError); each read validates its rows and skips, and
 * reports, any that are corrupt (rows.ts). Time always comes in as an
 * argument. Here: the families put together, and what spans them all
 * (clearing, the export file, an import).
 */
import type { ProgressDB } from './db';
import type { AttemptInput, Instant, StudyUpdate, TwelveRunInput } from './records';
import { ms } from './records';
import { ProgressError, toProgressError } from './errors';
import type { ReviewGrade } from './scheduler';
import { LOCAL_TABLES, TABLES, type TableName } from './schema';
import type { PuzzleLookup } from './stats';
import type { StatusSignal } from './status';
import { makeProgressExport, importedData, mergeWrites, readProgressFile, replaceWrites } from './transfer';
import { attemptKey, ratingKey, runKey } from './puzzles-transfer';
import type { ImportInput, ImportMode, ImportOutcome, ImportWrites, ProgressExport } from './transfer-types';
import type { CorruptRecord, PlayedGame, ReviewKind, RunKind, SettingsPatch, StoredGameReview, TwelveGameSave } from './types';
import type { PersonalPuzzle } from '../review/puzzle';
import type { OwnPuzzleProof, ReprovedReview } from '../review/reprove';
import type { StormRun } from '../training/storm';
import type { StreakRun } from '../training/streak';
import type { LearnRecord } from './lessons';
import { Rows } from './rows';
import { PuzzleRecords } from './puzzles';
import { allAttempts, allDaily, allRatings, allReviews, allRuns, queueFailures } from './puzzles-rows';
import { ReviewCards } from './cards';
import { TrainingRuns, type AnyRun } from './runs';
import { allStudies, StudyRecords } from './studies';
import { allTwelve, allTwelveGames, twelveKey, TwelveRecords } from './twelve';
import { allGameReviews, allGames, allOwnPuzzles, GameRecords, keepNewestReviews } from './games';
import { savedSettings, SettingsRecords } from './settings';
import { allLearn, CourseRecords } from './lessons-store';

export type { AttemptInput, Instant, StudyUpdate, TwelveRunInput };
export type { RatingChange, RecordedAttempt } from './puzzles';
export type { ReviewSummary } from './cards';
export type { AnyRun, RunWriteResult } from './runs';
export { MAX_GAME_REVIEWS } from './games';

export class ProgressStore {
	readonly #rows: Rows;
	readonly #puzzles: PuzzleRecords;
	readonly #cards: ReviewCards;
	readonly #runs: TrainingRuns;
	readonly #studies: StudyRecords;
	readonly #twelve: TwelveRecords;
	readonly #games: GameRecords;
	readonly #settings: SettingsRecords;
	readonly #course: CourseRecords;

	constructor(
		readonly db: ProgressDB,
		readonly status: StatusSignal,
		onCorrupt?: (record: CorruptRecord) => void
	) {
		const rows = (this.#rows = new Rows(db, status, onCorrupt));
		this.#puzzles = new PuzzleRecords(rows);
		this.#cards = new ReviewCards(rows);
		this.#runs = new TrainingRuns(rows);
		this.#studies = new StudyRecords(rows);
		this.#twelve = new TwelveRecords(rows);
		this.#games = new GameRecords(rows);
		// Switching reviews on queues the earlier failed puzzles, in the same transaction.
		this.#settings = new SettingsRecords(rows, (at) => queueFailures(rows, at));
		this.#course = new CourseRecords(rows);
	}

	/** false: progress is kept in memory only (see status.value.fallback). */
	get persistent(): boolean {
		return this.status.value.persistent;
	}

	/** Rows skipped so far because they failed validation (each once). */
	get corrupt(): CorruptRecord[] {
		return this.#rows.corrupt;
	}

	close(): void {
		this.db.close();
	}

	// ---- puzzles: tries, daily results, the rating (puzzles.ts) ----

	recordAttempt(input: AttemptInput) {
		return this.#puzzles.recordAttempt(input);
	}
	puzzleStatus(ids: readonly string[]) {
		return this.#puzzles.puzzleStatus(ids);
	}
	attempts(options: { puzzleId?: string; limit?: number } = {}) {
		return this.#puzzles.attempts(options);
	}
	stats(lookup?: PuzzleLookup) {
		return this.#puzzles.stats(lookup);
	}
	streak(today: Instant | string) {
		return this.#puzzles.streak(today);
	}
	dailyResults(from?: string, to?: string) {
		return this.#puzzles.dailyResults(from, to);
	}
	dailyResult(date: string) {
		return this.#puzzles.dailyResult(date);
	}
	playerRating() {
		return this.#puzzles.playerRating();
	}
	ratingHistory() {
		return this.#puzzles.ratingHistory();
	}

	// ---- review cards (cards.ts) ----

	queueFailedPuzzles(now: Instant) {
		return this.#cards.queueFailedPuzzles(now);
	}
	dueReviews(now: Instant, options: { limit?: number; kind?: ReviewKind } = {}) {
		return this.#cards.dueReviews(now, options);
	}
	reviewSummary(now: Instant) {
		return this.#cards.reviewSummary(now);
	}
	upcomingReviews(now: Instant, options: { limit?: number } = {}) {
		return this.#cards.upcomingReviews(now, options);
	}
	reviewCard(id: string) {
		return this.#cards.reviewCard(id);
	}
	recordReview(id: string, grade: ReviewGrade, now: Instant) {
		return this.#cards.recordReview(id, grade, now);
	}
	addReview(kind: ReviewKind, ref: string, node: string | null, now: Instant) {
		return this.#cards.addReview(kind, ref, node, now);
	}
	removeReview(id: string) {
		return this.#cards.removeReview(id);
	}

	// ---- Streak and Storm (runs.ts) ----

	saveActiveRun(run: AnyRun) {
		return this.#runs.saveActiveRun(run);
	}
	activeRun(kind: 'streak'): Promise<StreakRun | null>;
	activeRun(kind: 'storm'): Promise<StormRun | null>;
	activeRun(kind: RunKind): Promise<AnyRun | null> {
		return this.#runs.activeRun(kind);
	}
	claimActiveRun(kind: RunKind, owner: string) {
		return this.#runs.claimActiveRun(kind, owner);
	}
	finishRun(run: AnyRun) {
		return this.#runs.finishRun(run);
	}
	runs(kind?: RunKind) {
		return this.#runs.runs(kind);
	}

	// ---- studies (studies.ts) ----

	saveStudyProgress(studyId: string, update: StudyUpdate, now: Instant) {
		return this.#studies.saveStudyProgress(studyId, update, now);
	}
	studyProgress(studyId: string) {
		return this.#studies.studyProgress(studyId);
	}

	// ---- 12 against 1 (twelve.ts) ----

	recordTwelveRun(input: TwelveRunInput) {
		return this.#twelve.recordTwelveRun(input);
	}
	twelveRuns(square?: string) {
		return this.#twelve.twelveRuns(square);
	}
	saveTwelveGame(square: string, game: TwelveGameSave['game'], now: Instant, options: { ifNone?: boolean } = {}) {
		return this.#twelve.saveTwelveGame(square, game, now, options);
	}
	removeTwelveGame(square: string, now: Instant) {
		return this.#twelve.removeTwelveGame(square, now);
	}
	twelveGame(square: string) {
		return this.#twelve.twelveGame(square);
	}
	twelveGames() {
		return this.#twelve.twelveGames();
	}

	// ---- games against the app, their reviews, personal puzzles (games.ts) ----

	saveGame(game: PlayedGame) {
		return this.#games.saveGame(game);
	}
	claimGame(id: string, owner: string) {
		return this.#games.claimGame(id, owner);
	}
	removeGame(id: string) {
		return this.#games.removeGame(id);
	}
	games() {
		return this.#games.games();
	}
	gameInProgress() {
		return this.#games.gameInProgress();
	}
	saveGameReview(input: StoredGameReview) {
		return this.#games.saveGameReview(input);
	}
	removeGameReview(key: string) {
		return this.#games.removeGameReview(key);
	}
	gameReview(key: string) {
		return this.#games.gameReview(key);
	}
	gameReviewKeys() {
		return this.#games.gameReviewKeys();
	}
	addOwnPuzzles(puzzles: readonly PersonalPuzzle[], now: Instant) {
		return this.#games.addOwnPuzzles(puzzles, now);
	}
	removeOwnPuzzle(id: string) {
		return this.#games.removeOwnPuzzle(id);
	}
	ownPuzzles() {
		return this.#games.ownPuzzles();
	}
	ownPuzzle(id: string) {
		return this.#games.ownPuzzle(id);
	}
	unprovedClaims() {
		return this.#games.unprovedClaims();
	}
	recordOwnPuzzleProof(id: string, createdAt: number, proof: OwnPuzzleProof, now: Instant) {
		return this.#games.recordOwnPuzzleProof(id, createdAt, proof, now);
	}
	recordReviewProof(key: string, reviewedAt: number, proved: ReprovedReview, now: Instant) {
		return this.#games.recordReviewProof(key, reviewedAt, proved, now);
	}

	// ---- settings (settings.ts) and the course (lessons-store.ts) ----

	getSettings() {
		return this.#settings.getSettings();
	}
	setSettings(patch: SettingsPatch, now: Instant = Date.now()) {
		return this.#settings.setSettings(patch, now);
	}
	saveLearn(records: readonly LearnRecord[]) {
		return this.#course.saveLearn(records);
	}
	learnRecords() {
		return this.#course.learnRecords();
	}

	// ---- everything ----

	/** Forgets all progress; settings stay unless asked. */
	async clearProgress(options: { settings?: boolean } = {}): Promise<void> {
		const tables: TableName[] = [...TABLES.filter((t) => t !== 'settings'), ...LOCAL_TABLES];
		if (options.settings) tables.push('settings');
		await this.#rows.write(tables, async () => {
			for (const t of tables) await this.db.table(t).clear();
		});
	}

	/** Every record, as the export file (read in one transaction). */
	async exportProgress(now: Instant, appVersion?: string): Promise<ProgressExport> {
		const r = this.#rows;
		const rows = await r.read(TABLES, async () => ({
			attempts: await allAttempts(r),
			daily: await allDaily(r),
			reviews: await allReviews(r),
			twelve: await allTwelve(r),
			studies: await allStudies(r),
			settings: await savedSettings(r),
			ratings: await allRatings(r),
			runs: await allRuns(r),
			twelveGames: await allTwelveGames(r),
			games: await allGames(r),
			gameReviews: await allGameReviews(r),
			ownPuzzles: await allOwnPuzzles(r),
			lessons: await allLearn(r)
		}));
		return makeProgressExport(rows, ms(now), appVersion);
	}

	/**
	 * Checks the whole file, then writes it in one transaction, merged or
	 * replacing, as taken in at `now` (transfer.ts importedData: times
	 * clamped to the present, reviews and personal puzzles unproved until
	 * this device proves them); the newest reviews are kept as after a save.
	 */
	async importProgress(input: ImportInput, mode: ImportMode, now: Instant): Promise<ImportOutcome> {
		if (mode !== 'merge' && mode !== 'replace') throw new ProgressError('invalid', `import mode: expected merge or replace`);
		const parsed = await readProgressFile(input);
		if (!parsed.ok) return parsed;
		const d = importedData(parsed.value, ms(now));
		const db = this.db;
		const r = this.#rows;
		try {
			const summary = await r.write(TABLES, async () => {
				const plan =
					mode === 'replace'
						? replaceWrites(d)
						: mergeWrites(d, {
								attemptKeys: new Set((await db.attempts.toArray()).map(attemptKey)),
								twelveKeys: new Set((await db.twelve.toArray()).map(twelveKey)),
								runKeys: new Set((await db.runs.toArray()).map(runKey)),
								ratingKeys: new Set((await db.ratings.toArray()).map(ratingKey)),
								ratings: await allRatings(r),
								daily: await allDaily(r),
								reviews: await allReviews(r),
								studies: await allStudies(r),
								twelveGames: await allTwelveGames(r),
								games: await allGames(r),
								gameReviews: await allGameReviews(r),
								ownPuzzles: await allOwnPuzzles(r),
								lessons: await allLearn(r),
								hasSettings: (await db.settings.get('settings')) !== undefined
							});
				await this.#apply(plan.writes);
				await keepNewestReviews(r);
				return plan.summary;
			});
			return { ok: true, value: summary };
		} catch (e) {
			const cause = toProgressError(e);
			if (cause.kind === 'stale') throw cause;
			return { ok: false, error: { kind: 'write-failed', cause } };
		}
	}

	/** An import's rows, inside its transaction. */
	async #apply(w: ImportWrites): Promise<void> {
		const db = this.db;
		if (w.clear) for (const t of TABLES) await db.table(t).clear();
		await db.attempts.bulkAdd(w.addAttempts);
		await db.twelve.bulkAdd(w.addTwelve);
		await db.runs.bulkAdd(w.addRuns);
		// New rating rows have no key (added), the device's rewritten ones keep theirs (put over).
		await db.ratings.bulkPut(w.putRatings);
		// After clearing every key is new: add (a duplicate is an error); a merge puts over the device's rows.
		const rows = <T>(t: { bulkAdd(r: T[]): Promise<unknown>; bulkPut(r: T[]): Promise<unknown> }, r: T[]) => (w.clear ? t.bulkAdd(r) : t.bulkPut(r));
		await rows(db.daily, w.putDaily);
		await rows(db.reviews, w.putReviews);
		await rows(db.studies, w.putStudies);
		await rows(db.twelveGames, w.putTwelveGames);
		await rows(db.games, w.putGames);
		await rows(db.gameReviews, w.putGameReviews);
		await rows(db.ownPuzzles, w.putOwnPuzzles);
		await rows(db.lessons, w.putLessons);
		if (w.putSettings) await db.settings.put({ key: 'settings', value: w.putSettings });
	}
}
