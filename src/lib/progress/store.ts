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
	makeRunRecord,
	makeTwelveRun,
	ms,
	nextDailyResult,
	nextStudyProgress,
	studyUpdateStored,
	type AttemptInput,
	type Instant,
	type StudyUpdate,
	type TwelveRunInput
} from './records';
import { ProgressError, toProgressError } from './errors';
import { gradeCard, gradeOfAttempt, newReviewCard, type ReviewGrade, REVIEW_GRADES } from './scheduler';
import { LOCAL_TABLES, TABLES, type TableName } from './schema';
import { computeStats, computeStreak, puzzleStatuses, type PuzzleLookup, type PuzzleStatus, type Stats, type Streak } from './stats';
import type { StatusSignal } from './status';
import {
	attemptKey,
	makeProgressExport,
	importedData,
	mergeWrites,
	ratingKey,
	readProgressFile,
	replaceWrites,
	runKey,
	twelveKey,
	type ImportInput,
	type ImportMode,
	type ImportOutcome,
	type ImportWrites,
	type ProgressExport
} from './transfer';
import {
	DEFAULT_SETTINGS,
	type ActiveRun,
	type Attempt,
	type CorruptRecord,
	type DailyResult,
	type RatingRecord,
	type ReviewCard,
	type ReviewKind,
	type RunKind,
	type RunRecord,
	type Settings,
	type SettingsPatch,
	type StudyProgress,
	type TwelveGameSave,
	type PlayedGame,
	type GameWriteResult,
	type StoredGameReview,
	type StoredOwnPuzzle,
	type ClaimCheck,
	type TwelveRun
} from './types';
import type { PersonalPuzzle } from '../review/puzzle';
import type { OwnPuzzleProof, ReprovedReview } from '../review/reprove';
import {
	activeRunRecord,
	attemptRecord,
	attemptRow,
	dailyRecord,
	ratingRow,
	reviewId,
	reviewRecord,
	runRecord,
	runRow,
	settingsRecord,
	studyRecord,
	twelveGameRecord,
	playedGameRecord,
	gameReviewRecord,
	ownPuzzleRecord,
	twelveRecord,
	twelveRow,
	type Validator
} from './validate';
import { INITIAL_RATING, rateAttempt, type PlayerRating } from '../training/rating';
import type { StormRun } from '../training/storm';
import type { StreakRun } from '../training/streak';
import { runIdOf, stepOf } from '../training/runs';
import { keptRecord, type LearnRecord } from './lessons';
import { learnRecord } from './lessons-check';

export type { AttemptInput, Instant, StudyUpdate, TwelveRunInput };

/** What a rated try did to the player's rating. */
export interface RatingChange {
	before: PlayerRating;
	after: PlayerRating;
	puzzleRating: number;
	/** The rated result (a hint or the solution counts as a failure). */
	solved: boolean;
}

export interface RecordedAttempt {
	attempt: Attempt;
	/** The day's daily result after this try, when it was the daily puzzle. */
	daily: DailyResult | null;
	/** The puzzle's review card after this try, when reviews are on and the try touched it. */
	review: ReviewCard | null;
	/** The rating change, when the try was rated and the first at its puzzle; null otherwise. */
	rating: RatingChange | null;
}

/** A run of either kind, as the training module makes it. */
export type AnyRun = ActiveRun['run'];
/** What became of a write of the run in progress (see saveActiveRun). */
export type RunWriteResult = 'saved' | 'finished' | 'stale' | 'elsewhere' | 'replaced';

/** The game reviews kept on the device, at most (the oldest made are forgotten first). */
export const MAX_GAME_REVIEWS = 100;

/** A JSON copy (what a page passes may be a Svelte state proxy, which IndexedDB cannot clone). */
const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const playerOf = (r: RatingRecord): PlayerRating => ({ rating: r.rating, rd: r.rd, vol: r.vol, games: r.games });

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

	/**
	 * Records a finished try; updates the day's daily result, the review card
	 * and, for a rated first try at the puzzle, the player's rating, all in
	 * the same transaction.
	 */
	async recordAttempt(input: AttemptInput): Promise<RecordedAttempt> {
		const attempt = makeAttempt(input);
		const at = attempt.at;
		const problem = attemptRecord(attempt, 'attempt');
		if (problem) throw new ProgressError('invalid', problem);
		const puzzleRating = input.rated?.puzzleRating;
		if (puzzleRating !== undefined && !(Number.isFinite(puzzleRating) && puzzleRating > 0 && puzzleRating <= 10_000))
			throw new ProgressError('invalid', `rated.puzzleRating: expected a number from 1 to 10000, got ${puzzleRating}`);
		return this.#write(['attempts', 'daily', 'reviews', 'settings', 'ratings'], async () => {
			// A replay of a try already stored (its write was in flight at a reload): nothing changes.
			const stored = await this.db.attempts.where('[puzzleId+at]').equals([attempt.puzzleId, at]).first();
			if (stored) return { attempt: stored, daily: null, review: null, rating: null };
			// Only the first try at a puzzle is rated: a puzzle already seen is no test of strength.
			const firstTry = puzzleRating !== undefined && (await this.db.attempts.where('puzzleId').equals(attempt.puzzleId).count()) === 0;
			attempt.id = await this.db.attempts.add(attempt);
			const daily = attempt.daily ? await this.#updateDaily(attempt) : null;
			const settings = (await this.#savedSettings()) ?? DEFAULT_SETTINGS;
			const review = settings.review.enabled ? await this.#reviewAfter('puzzle', attempt.puzzleId, null, gradeOfAttempt(attempt), at) : null;
			const rating = firstTry ? await this.#rate(attempt, puzzleRating) : null;
			return { attempt, daily, review, rating };
		});
	}

	/** The rating row of a rated try (inside recordAttempt's transaction). */
	async #rate(a: Attempt, puzzleRating: number): Promise<RatingChange> {
		const last = await this.#latestRating();
		const before = last ? playerOf(last) : { ...INITIAL_RATING };
		const solved = a.result === 'solved' && !a.hintUsed;
		const after = rateAttempt(before, puzzleRating, solved);
		// The history is ordered by time: a clock set back must not put this row before the current one.
		const row: RatingRecord = { puzzleId: a.puzzleId, at: Math.max(a.at, (last?.at ?? -1) + 1), puzzleRating, solved, ...after };
		const problem = ratingRow(row, 'rating');
		if (problem) throw new ProgressError('invalid', problem);
		row.id = await this.db.ratings.add(row);
		return { before, after, puzzleRating, solved };
	}

	/** The latest valid row of the rating history. */
	async #latestRating(): Promise<RatingRecord | undefined> {
		const rows = await this.db.ratings.orderBy('at').reverse().limit(50).toArray();
		return this.#valid('ratings', rows, ratingRow, (r) => r.id)[0];
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
			// A replay of a game already stored: nothing changes.
			const stored = await this.db.twelve.where('[square+at]').equals([run.square, run.at]).first();
			if (stored) return stored;
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

	// ---- twelve against one: the game in progress of each square ----

	/**
	 * Keeps the game in progress on its square, replacing the one before (a
	 * save older than the stored one changes nothing). `ifNone`: only when the
	 * square has none (a game brought over from older storage).
	 */
	async saveTwelveGame(square: string, game: TwelveGameSave['game'], now: Instant, options: { ifNone?: boolean } = {}): Promise<void> {
		const row: TwelveGameSave = { square, at: ms(now), game };
		const problem = twelveGameRecord(row, 'twelveGame');
		if (problem) throw new ProgressError('invalid', problem);
		await this.#write(['twelveGames'], async () => {
			const stored = await this.db.twelveGames.get(square);
			if (stored && (options.ifNone || (typeof stored.at === 'number' && stored.at > row.at))) return;
			await this.db.twelveGames.put(row);
		});
	}

	/** Forgets the square's game in progress (won, or started again), unless it was saved after `now`. */
	async removeTwelveGame(square: string, now: Instant): Promise<void> {
		await this.#write(['twelveGames'], async () => {
			const stored = await this.db.twelveGames.get(square);
			if (stored && !(typeof stored.at === 'number' && stored.at > ms(now))) await this.db.twelveGames.delete(square);
		});
	}

	/** The square's game in progress, or null (none, or the stored one is corrupt). */
	async twelveGame(square: string): Promise<TwelveGameSave | null> {
		const row = await this.#read(['twelveGames'], () => this.db.twelveGames.get(square));
		return row === undefined ? null : (this.#valid('twelveGames', [row], twelveGameRecord, (r) => r.square)[0] ?? null);
	}

	/** Every game in progress, latest saved first. */
	async twelveGames(): Promise<TwelveGameSave[]> {
		return (await this.#read(['twelveGames'], () => this.#allTwelveGames())).sort((a, b) => b.at - a.at);
	}

	async #allTwelveGames(): Promise<TwelveGameSave[]> {
		return this.#valid('twelveGames', await this.db.twelveGames.toArray(), twelveGameRecord, (r) => r.square);
	}

	// ---- games against the app (/play) ----

	/**
	 * Keeps a game (in progress or finished) under its id. One game has one
	 * owner and only moves forward (as a run does), so a save is refused,
	 * quietly (a result: nothing is lost, the game went on elsewhere), when
	 * the stored game is finished ('finished': a finished game is final), is
	 * owned by another tab ('elsewhere'), or is already at this step or past
	 * it, or saved later ('stale'). A game of no owner takes this one's.
	 */
	async saveGame(game: PlayedGame): Promise<GameWriteResult> {
		const problem = playedGameRecord(game, 'game');
		if (problem) throw new ProgressError('invalid', problem);
		return this.#write(['games'], async () => {
			const stored = await this.#storedGame(game.id);
			if (stored) {
				if (stored.result !== null) return 'finished';
				if (stored.owner && game.owner && stored.owner !== game.owner) return 'elsewhere';
				// Steps order one game's saves (a clock set back changes nothing); a game saved before steps, its time.
				const older = stored.step !== undefined && game.step !== undefined ? stored.step >= game.step : stored.at > game.at;
				if (older) return 'stale';
			}
			await this.db.games.put({ ...game, moves: [...game.moves] });
			return 'saved';
		});
	}

	/**
	 * Makes `owner` the owner of the game `id` (the tab that resumes it or
	 * takes it over) and returns the game as stored, or null when there is
	 * none. A finished game is returned as it is: it has no owner.
	 */
	async claimGame(id: string, owner: string): Promise<PlayedGame | null> {
		return this.#write(['games'], async () => {
			const stored = await this.#storedGame(id);
			if (!stored || stored.result !== null) return stored ?? null;
			const claimed = { ...stored, owner };
			await this.db.games.put(claimed);
			return claimed;
		});
	}

	/** The valid stored game `id` (inside a transaction). */
	async #storedGame(id: string): Promise<PlayedGame | undefined> {
		const row = await this.db.games.get(id);
		return row === undefined ? undefined : this.#valid('games', [row], playedGameRecord, (r) => r.id)[0];
	}

	async removeGame(id: string): Promise<void> {
		await this.#write(['games'], () => this.db.games.delete(id));
	}

	/** Every valid game, latest saved first. */
	async games(): Promise<PlayedGame[]> {
		return (await this.#read(['games'], () => this.#allGames())).sort((a, b) => b.at - a.at);
	}

	/** The latest game still in progress, or null. */
	async gameInProgress(): Promise<PlayedGame | null> {
		return (await this.games()).find((g) => g.result === null) ?? null;
	}

	async #allGames(): Promise<PlayedGame[]> {
		return this.#valid('games', await this.db.games.toArray(), playedGameRecord, (r) => r.id);
	}

	// ---- game reviews and personal puzzles (v5) ----

	/**
	 * Keeps a game's review under its key, replacing the one there; a review
	 * made before the stored one (`reviewedAt`) changes nothing. Reviews are
	 * kept to open at once, and can be made again: past MAX_GAME_REVIEWS, the
	 * oldest are forgotten.
	 */
	async saveGameReview(input: StoredGameReview): Promise<void> {
		const review = plainCopy(input);
		const problem = gameReviewRecord(review, 'gameReview');
		if (problem) throw new ProgressError('invalid', problem);
		await this.#write(['gameReviews', 'ownPuzzles'], async () => {
			const stored = await this.db.gameReviews.get(review.key);
			if (stored && typeof stored.reviewedAt === 'number' && stored.reviewedAt > review.reviewedAt) return;
			await this.db.gameReviews.put(review);
			await this.#keepNewestReviews();
		});
	}

	/**
	 * Forgets the oldest reviews past MAX_GAME_REVIEWS (inside a transaction
	 * over gameReviews and ownPuzzles), never one whose game a personal puzzle
	 * links back to: a pasted game or play-out is kept nowhere else (its
	 * review's key is the puzzle's game id). Those may take the count past
	 * the cap.
	 */
	async #keepNewestReviews(): Promise<number> {
		const over = (await this.db.gameReviews.count()) - MAX_GAME_REVIEWS;
		if (over <= 0) return 0;
		const needed = new Set((await this.db.ownPuzzles.toArray()).map((p: { origin?: { gameId?: unknown } }) => p.origin?.gameId));
		const oldest = (await this.db.gameReviews.orderBy('reviewedAt').primaryKeys()).filter((k) => !needed.has(k));
		const gone = oldest.slice(0, over);
		await this.db.gameReviews.bulkDelete(gone);
		return gone.length;
	}

	async removeGameReview(key: string): Promise<void> {
		await this.#write(['gameReviews'], () => this.db.gameReviews.delete(key));
	}

	/** The stored review of key `key`, or null (none, or the stored one is corrupt). */
	async gameReview(key: string): Promise<StoredGameReview | null> {
		const row = await this.#read(['gameReviews'], () => this.db.gameReviews.get(key));
		return row === undefined ? null : (this.#valid('gameReviews', [row], gameReviewRecord, (r) => r.key)[0] ?? null);
	}

	/** The keys of every stored review (the rows themselves are checked when read). */
	async gameReviewKeys(): Promise<string[]> {
		const keys = await this.#read(['gameReviews'], () => this.db.gameReviews.toCollection().primaryKeys());
		return keys.filter((k): k is string => typeof k === 'string');
	}

	async #allGameReviews(): Promise<StoredGameReview[]> {
		return this.#valid('gameReviews', await this.db.gameReviews.toArray(), gameReviewRecord, (r) => r.key);
	}

	/**
	 * Keeps personal puzzles made at `now` by this device (review/puzzle.ts
	 * proves each when it makes it: they are kept as proved here); one
	 * already kept stays as it was (the older), unless it is not proved here
	 * and the new one is. Each new one also gets a review card, due at
	 * `now`, unless it has one, so it is in the review queue. Returns the
	 * puzzles added. One transaction: a puzzle that fails its check adds none.
	 */
	async addOwnPuzzles(puzzles: readonly PersonalPuzzle[], now: Instant): Promise<StoredOwnPuzzle[]> {
		const at = ms(now);
		const rows: StoredOwnPuzzle[] = [];
		const seen = new Set<string>();
		for (const [i, p] of puzzles.entries()) {
			const row: StoredOwnPuzzle = { ...plainCopy(p), createdAt: at, check: { state: 'proved', at } };
			const problem = ownPuzzleRecord(row, `ownPuzzles[${i}]`);
			if (problem) throw new ProgressError('invalid', problem);
			if (!seen.has(row.id)) rows.push(row);
			seen.add(row.id);
		}
		return this.#write(['ownPuzzles', 'reviews'], async () => {
			const stored = await this.db.ownPuzzles.bulkGet(rows.map((r) => r.id));
			// A corrupt row, or one this device has not proved, is replaced by the valid new one.
			const added = rows.filter((_, i) => {
				const old = stored[i];
				return old === undefined || ownPuzzleRecord(old, 'ownPuzzle') !== null || old.check?.state !== 'proved';
			});
			if (added.length === 0) return [];
			await this.db.ownPuzzles.bulkPut(added);
			const ids = added.map((r) => reviewId('puzzle', r.id));
			const cards = await this.db.reviews.bulkGet(ids);
			await this.db.reviews.bulkPut(added.filter((_, i) => cards[i] === undefined).map((r) => newReviewCard('puzzle', r.id, null, at)));
			return added;
		});
	}

	/** Forgets a personal puzzle and its review card (its tries stay in the history). */
	async removeOwnPuzzle(id: string): Promise<void> {
		await this.#write(['ownPuzzles', 'reviews'], async () => {
			await this.db.ownPuzzles.delete(id);
			await this.db.reviews.delete(reviewId('puzzle', id));
		});
	}

	/** Every valid personal puzzle, newest first. */
	async ownPuzzles(): Promise<StoredOwnPuzzle[]> {
		const rows = await this.#read(['ownPuzzles'], () => this.#allOwnPuzzles());
		return rows.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
	}

	/** The personal puzzle `id`, or null (none, or the stored one is corrupt). */
	async ownPuzzle(id: string): Promise<StoredOwnPuzzle | null> {
		const row = await this.#read(['ownPuzzles'], () => this.db.ownPuzzles.get(id));
		return row === undefined ? null : (this.#valid('ownPuzzles', [row], ownPuzzleRecord, (r) => r.id)[0] ?? null);
	}

	async #allOwnPuzzles(): Promise<StoredOwnPuzzle[]> {
		return this.#valid('ownPuzzles', await this.db.ownPuzzles.toArray(), ownPuzzleRecord, (r) => r.id);
	}

	// ---- claims this device has not proved (issue 31) ----

	/** The personal puzzles and reviews whose claims this device has not proved (imported, or kept before it checked). */
	async unprovedClaims(): Promise<{ ownPuzzles: StoredOwnPuzzle[]; gameReviews: StoredGameReview[] }> {
		return this.#read(['ownPuzzles', 'gameReviews'], async () => {
			const open = (r: { check?: ClaimCheck }) => r.check === undefined || r.check.state === 'unproved';
			return { ownPuzzles: (await this.#allOwnPuzzles()).filter(open), gameReviews: (await this.#allGameReviews()).filter(open) };
		});
	}

	/**
	 * Keeps what this device proved of a personal puzzle (review/reprove.ts):
	 * proved (with the winning moves and uniqueness as far as proved) or
	 * refuted; unproved changes nothing. Only if the stored puzzle is still
	 * the one proved (`createdAt`); returns whether it was written.
	 */
	async recordOwnPuzzleProof(id: string, createdAt: number, proof: OwnPuzzleProof, now: Instant): Promise<boolean> {
		if (proof.state === 'unproved') return false;
		const at = ms(now);
		return this.#write(['ownPuzzles'], async () => {
			const row = await this.db.ownPuzzles.get(id);
			const stored = row === undefined ? undefined : this.#valid('ownPuzzles', [row], ownPuzzleRecord, (r) => r.id)[0];
			if (!stored || stored.createdAt !== createdAt) return false;
			const next: StoredOwnPuzzle =
				proof.state === 'proved'
					? { ...stored, unique: proof.unique, winningMoves: proof.winningMoves, check: { state: 'proved', at } }
					: { ...stored, check: { state: 'refuted', at, found: proof.found } };
			const problem = ownPuzzleRecord(next, 'ownPuzzle');
			if (problem) throw new ProgressError('invalid', problem);
			await this.db.ownPuzzles.put(next);
			return true;
		});
	}

	/**
	 * Keeps a review as this device proved it again (review/reprove.ts: the
	 * proofs that did not prove taken out), if the stored one is still the
	 * one proved (`reviewedAt`); returns whether it was written.
	 */
	async recordReviewProof(key: string, reviewedAt: number, proved: ReprovedReview, now: Instant): Promise<boolean> {
		const at = ms(now);
		return this.#write(['gameReviews'], async () => {
			const row = await this.db.gameReviews.get(key);
			const stored = row === undefined ? undefined : this.#valid('gameReviews', [row], gameReviewRecord, (r) => r.key)[0];
			if (!stored || stored.reviewedAt !== reviewedAt) return false;
			const next: StoredGameReview = { ...stored, review: plainCopy(proved.review), check: { state: 'proved', at, dropped: proved.dropped } };
			const problem = gameReviewRecord(next, 'gameReview');
			if (problem) throw new ProgressError('invalid', problem);
			await this.db.gameReviews.put(next);
			return true;
		});
	}

	// ---- the course (/learn): lessons and endgame drills (progress/lessons.ts) ----

	/** Keeps lesson and drill records: over a stored one, the best stars stay and the tries only grow (keptRecord). */
	async saveLearn(records: readonly LearnRecord[]): Promise<void> {
		const rows = records.map((r, i) => {
			const row = plainCopy(r);
			const problem = learnRecord(row, `lessons[${i}]`);
			if (problem) throw new ProgressError('invalid', problem);
			return row;
		});
		await this.#write(['lessons'], async () => {
			for (const row of rows) {
				const stored = await this.db.lessons.get([row.kind, row.id]);
				const valid = stored === undefined ? undefined : this.#valid('lessons', [stored], learnRecord, (r) => `${String(r.kind)}:${String(r.id)}`)[0];
				await this.db.lessons.put(keptRecord(valid, row));
			}
		});
	}

	/** Every valid lesson and drill record. */
	async learnRecords(): Promise<LearnRecord[]> {
		return this.#read(['lessons'], () => this.#allLearn());
	}

	async #allLearn(): Promise<LearnRecord[]> {
		return this.#valid('lessons', await this.db.lessons.toArray(), learnRecord, (r) => `${String(r.kind)}:${String(r.id)}`);
	}

	// ---- studies ----

	/** Remembers where the study was left and the quiz answers; a failed quiz position becomes a card when reviews are on. */
	async saveStudyProgress(studyId: string, update: StudyUpdate, now: Instant): Promise<StudyProgress> {
		const at = ms(now);
		return this.#write(['studies', 'reviews', 'settings'], async () => {
			const row = await this.db.studies.get(studyId);
			const existing = row === undefined ? undefined : this.#valid('studies', [row], studyRecord, (r) => r.studyId)[0];
			// A replay of an update already stored (its write was in flight at a reload): nothing changes.
			if (existing && studyUpdateStored(existing, update, at)) return existing;
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

	/**
	 * Changes some settings, keeps the others; returns them all. Switching
	 * reviews on queues the earlier failed puzzles (due at `now`) in the same
	 * transaction.
	 */
	async setSettings(patch: SettingsPatch, now: Instant = Date.now()): Promise<Settings> {
		return this.#write(['settings', 'attempts', 'reviews'], async () => {
			const current = (await this.#savedSettings()) ?? DEFAULT_SETTINGS;
			const next: Settings = { ...current, ...patch, review: { ...current.review, ...patch.review }, training: { ...current.training, ...patch.training } };
			const problem = settingsRecord(next, 'settings');
			if (problem) throw new ProgressError('invalid', problem);
			await this.db.settings.put({ key: 'settings', value: next });
			if (next.review.enabled && !current.review.enabled) await this.#queueFailures(ms(now));
			return next;
		});
	}

	/**
	 * Makes a card, due now, for every puzzle whose latest try failed and
	 * that has none; returns the cards made. One transaction.
	 */
	async queueFailedPuzzles(now: Instant): Promise<ReviewCard[]> {
		return this.#write(['attempts', 'reviews'], () => this.#queueFailures(ms(now)));
	}

	async #queueFailures(at: number): Promise<ReviewCard[]> {
		const latest = new Map<string, Attempt>();
		for (const a of await this.#allAttempts()) {
			const seen = latest.get(a.puzzleId);
			if (!seen || a.at > seen.at || (a.at === seen.at && (a.id ?? 0) > (seen.id ?? 0))) latest.set(a.puzzleId, a);
		}
		const failed = [...latest.values()].filter((a) => a.result === 'failed').map((a) => a.puzzleId);
		const cards = await this.db.reviews.bulkGet(failed.map((id) => reviewId('puzzle', id)));
		const made = failed.filter((_, i) => cards[i] === undefined).map((id) => newReviewCard('puzzle', id, null, at));
		await this.db.reviews.bulkPut(made);
		return made;
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

	/** Cards not yet due at `now`, soonest first; none while reviews are off or paused. */
	async upcomingReviews(now: Instant, options: { limit?: number } = {}): Promise<ReviewCard[]> {
		return this.#read(['reviews', 'settings'], async () => {
			const settings = (await this.#savedSettings()) ?? DEFAULT_SETTINGS;
			if (!settings.review.enabled || settings.review.paused) return [];
			const rows = await this.db.reviews.where('due').above(ms(now)).sortBy('due');
			const upcoming = this.#valid('reviews', rows, reviewRecord, (r) => r.id);
			return options.limit === undefined ? upcoming : upcoming.slice(0, options.limit);
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

	// ---- training: rating, Streak and Storm ----

	/** The player's rating now: the latest of the history, or the initial one. */
	async playerRating(): Promise<PlayerRating> {
		const last = await this.#read(['ratings'], () => this.#latestRating());
		return last ? playerOf(last) : { ...INITIAL_RATING };
	}

	/** Every rated try with the rating after it, oldest first. */
	async ratingHistory(): Promise<RatingRecord[]> {
		const rows = await this.#read(['ratings'], () => this.db.ratings.orderBy('at').toArray());
		return this.#valid('ratings', rows, ratingRow, (r) => r.id);
	}

	/**
	 * Keeps the run in progress of its kind, so a reload resumes it. One run
	 * has one owner and only moves forward, so a write is refused (quietly:
	 * it is no loss, the run went on elsewhere) when it is of a run already
	 * recorded ('finished': a finished run is never reopened), of a step the
	 * stored run is already past ('stale'), by a tab other than the run's
	 * owner ('elsewhere'), or of a run that another run has replaced
	 * ('replaced'). A new run (step 0) replaces the one before.
	 */
	async saveActiveRun(run: AnyRun): Promise<RunWriteResult> {
		const row = { kind: run.kind, run } as ActiveRun;
		const problem = activeRunRecord(row, 'activeRun');
		if (problem) throw new ProgressError('invalid', problem);
		return this.#write(['activeRuns', 'runs'], async () => {
			const id = runIdOf(run);
			if (await this.#recordedRun(run.kind, id)) return 'finished';
			const active = await this.#activeRow(run.kind);
			if (active) {
				const stored = active.run;
				if (runIdOf(stored) === id) {
					if (stored.owner && run.owner && stored.owner !== run.owner) return 'elsewhere';
					if (stepOf(stored) >= stepOf(run)) return 'stale';
				} else if (stepOf(run) > 0) return 'replaced';
			}
			await this.db.activeRuns.put(row);
			return 'saved';
		});
	}

	/** The run in progress of a kind, or null (none, or the stored one is corrupt). */
	async activeRun(kind: 'streak'): Promise<StreakRun | null>;
	async activeRun(kind: 'storm'): Promise<StormRun | null>;
	async activeRun(kind: RunKind): Promise<AnyRun | null> {
		const row = await this.#read(['activeRuns'], () => this.#activeRow(kind));
		return row?.run ?? null;
	}

	/**
	 * Makes `owner` the owner of the run in progress of a kind and returns it
	 * (with its id and step filled in), or null when there is none. A stored
	 * run that was already recorded (an older version could write one back)
	 * is forgotten instead.
	 */
	async claimActiveRun(kind: RunKind, owner: string): Promise<AnyRun | null> {
		return this.#write(['activeRuns', 'runs'], async () => {
			const row = await this.#activeRow(kind);
			if (!row) return null;
			const id = runIdOf(row.run);
			if (await this.#recordedRun(kind, id)) {
				await this.db.activeRuns.delete(kind);
				return null;
			}
			const run = { ...row.run, id, step: stepOf(row.run), owner } as AnyRun;
			await this.db.activeRuns.put({ kind, run } as ActiveRun);
			return run;
		});
	}

	/**
	 * Records a finished run and forgets it as the run in progress, in one
	 * transaction. A run is recorded once (by its id; by its end time for a
	 * record from before ids): a second call returns the record there is.
	 * The end is final whichever tab ends it: the run is never in progress
	 * again (a later write of it is refused as 'finished').
	 */
	async finishRun(run: AnyRun): Promise<RunRecord> {
		if (run.state !== 'over') throw new ProgressError('invalid', 'run.state: a run is recorded when it is over');
		const record = makeRunRecord(run);
		const problem = runRecord(record, 'run');
		if (problem) throw new ProgressError('invalid', problem);
		return this.#write(['runs', 'activeRuns'], async () => {
			const id = runIdOf(run);
			const active = await this.#activeRow(run.kind);
			if (active && (runIdOf(active.run) === id || active.run.startedAt === run.startedAt)) await this.db.activeRuns.delete(run.kind);
			const existing = (await this.#recordedRun(run.kind, id)) ?? (await this.db.runs.where('[kind+at]').equals([record.kind, record.at]).first());
			if (existing) return existing;
			record.id = await this.db.runs.add(record);
			return record;
		});
	}

	async #activeRow(kind: RunKind): Promise<ActiveRun | undefined> {
		const row = await this.db.activeRuns.get(kind);
		if (row === undefined) return undefined;
		const valid = this.#valid('activeRuns', [row], activeRunRecord, (r) => r.kind)[0];
		return valid && valid.kind === kind ? valid : undefined;
	}

	/** The record of the run `id` of a kind, if it was recorded. */
	async #recordedRun(kind: RunKind, id: string): Promise<RunRecord | undefined> {
		return this.db.runs
			.where('kind')
			.equals(kind)
			.filter((r) => r.runId === id)
			.first();
	}

	/** Finished runs, oldest first; of one kind when asked. */
	async runs(kind?: RunKind): Promise<RunRecord[]> {
		const rows = await this.#read(['runs'], () => (kind === undefined ? this.db.runs.toArray() : this.db.runs.where('kind').equals(kind).toArray()));
		return this.#valid('runs', rows, runRow, (r) => r.id).sort((a, b) => a.at - b.at || (a.id ?? 0) - (b.id ?? 0));
	}

	// ---- everything ----

	/** Forgets all progress; settings stay unless asked. */
	async clearProgress(options: { settings?: boolean } = {}): Promise<void> {
		const tables: TableName[] = [...TABLES.filter((t) => t !== 'settings'), ...LOCAL_TABLES];
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
			settings: await this.#savedSettings(),
			ratings: this.#valid('ratings', await this.db.ratings.toArray(), ratingRow, (r) => r.id),
			runs: this.#valid('runs', await this.db.runs.toArray(), runRow, (r) => r.id),
			twelveGames: await this.#allTwelveGames(),
			games: await this.#allGames(),
			gameReviews: await this.#allGameReviews(),
			ownPuzzles: await this.#allOwnPuzzles(),
			lessons: await this.#allLearn()
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
		try {
			const summary = await this.#write(TABLES, async () => {
				const plan =
					mode === 'replace'
						? replaceWrites(d)
						: mergeWrites(d, {
								attemptKeys: new Set((await db.attempts.toArray()).map(attemptKey)),
								twelveKeys: new Set((await db.twelve.toArray()).map(twelveKey)),
								runKeys: new Set((await db.runs.toArray()).map(runKey)),
								ratingKeys: new Set((await db.ratings.toArray()).map(ratingKey)),
								ratings: this.#valid('ratings', await db.ratings.toArray(), ratingRow, (r) => r.id),
								daily: await this.#allDaily(),
								reviews: await this.#allReviews(),
								studies: await this.#allStudies(),
								twelveGames: await this.#allTwelveGames(),
								games: await this.#allGames(),
								gameReviews: await this.#allGameReviews(),
								ownPuzzles: await this.#allOwnPuzzles(),
								lessons: await this.#allLearn(),
								hasSettings: (await db.settings.get('settings')) !== undefined
							});
				await this.#apply(plan.writes);
				await this.#keepNewestReviews();
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
