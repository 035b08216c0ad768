/**
 * The puzzle family's store part: tries, the day's daily result and the
 * player's rating history, written together with the puzzle's review card
 * (cards.ts) when a try is recorded. Checks: puzzles-check.ts; the
 * import's merge: puzzles-transfer.ts.
 */
import { localDate } from './dates';
import { ProgressError } from './errors';
import { attemptRecord, attemptRow, dailyRecord, ratingRow } from './puzzles-check';
import { allAttempts, allDaily, reviewAfter } from './puzzles-rows';
import { makeAttempt, nextDailyResult, type AttemptInput, type Instant } from './records';
import type { Rows } from './rows';
import { gradeOfAttempt } from './scheduler';
import { savedSettings } from './settings';
import { DEFAULT_SETTINGS } from './types';
import { computeStats, computeStreak, puzzleStatuses, type PuzzleLookup, type PuzzleStatus, type Stats, type Streak } from './stats';
import type { Attempt, DailyResult, RatingRecord, ReviewCard } from './types';
import { INITIAL_RATING, rateAttempt, type PlayerRating } from '../training/rating';

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

const playerOf = (r: RatingRecord): PlayerRating => ({ rating: r.rating, rd: r.rd, vol: r.vol, games: r.games });

export class PuzzleRecords {
	constructor(private readonly rows: Rows) {}

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
		const db = this.rows.db;
		return this.rows.write(['attempts', 'daily', 'reviews', 'settings', 'ratings'], async () => {
			// A replay of a try already stored (its write was in flight at a reload): nothing changes.
			const stored = await db.attempts.where('[puzzleId+at]').equals([attempt.puzzleId, at]).first();
			if (stored) return { attempt: stored, daily: null, review: null, rating: null };
			// Only the first try at a puzzle is rated: a puzzle already seen is no test of strength.
			const firstTry = puzzleRating !== undefined && (await db.attempts.where('puzzleId').equals(attempt.puzzleId).count()) === 0;
			attempt.id = await db.attempts.add(attempt);
			const daily = attempt.daily ? await this.#updateDaily(attempt) : null;
			const settings = (await savedSettings(this.rows)) ?? DEFAULT_SETTINGS;
			const review = settings.review.enabled ? await reviewAfter(this.rows, 'puzzle', attempt.puzzleId, null, gradeOfAttempt(attempt), at) : null;
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
		row.id = await this.rows.db.ratings.add(row);
		return { before, after, puzzleRating, solved };
	}

	/** The latest valid row of the rating history. */
	async #latestRating(): Promise<RatingRecord | undefined> {
		const rows = await this.rows.db.ratings.orderBy('at').reverse().limit(50).toArray();
		return this.rows.valid('ratings', rows, ratingRow, (r) => r.id)[0];
	}

	async #updateDaily(a: Attempt): Promise<DailyResult> {
		const existing = this.rows.one('daily', await this.rows.db.daily.get(a.date), dailyRecord, (r) => r.date);
		const next = nextDailyResult(existing, a);
		if (next !== existing) await this.rows.db.daily.put(next);
		return next;
	}

	/** For each id: tries, successes, failures, first and last result (ids never tried get zeros). */
	async puzzleStatus(ids: readonly string[]): Promise<Map<string, PuzzleStatus>> {
		const rows = await this.rows.read(['attempts'], () =>
			this.rows.db.attempts
				.where('puzzleId')
				.anyOf([...ids])
				.toArray()
		);
		return puzzleStatuses(
			ids,
			this.rows.valid('attempts', rows, attemptRow, (r) => r.id)
		);
	}

	/** Tries, newest first; of one puzzle when asked. */
	async attempts(options: { puzzleId?: string; limit?: number } = {}): Promise<Attempt[]> {
		const db = this.rows.db;
		const rows = await this.rows.read(['attempts'], () =>
			options.puzzleId === undefined ? db.attempts.toArray() : db.attempts.where('puzzleId').equals(options.puzzleId).toArray()
		);
		const valid = this.rows.valid('attempts', rows, attemptRow, (r) => r.id).sort((a, b) => b.at - a.at || (b.id ?? 0) - (a.id ?? 0));
		return options.limit === undefined ? valid : valid.slice(0, options.limit);
	}

	/** Counts, accuracy and time; by theme and difficulty when `lookup` tells a puzzle's. */
	async stats(lookup?: PuzzleLookup): Promise<Stats> {
		return computeStats(await this.rows.read(['attempts'], () => allAttempts(this.rows)), lookup);
	}

	/** Current and best streak of days with the daily puzzle solved, as of `today` (a date or a YYYY-MM-DD day). */
	async streak(today: Instant | string): Promise<Streak> {
		const day = typeof today === 'string' ? today : localDate(today);
		return computeStreak(await this.rows.read(['daily'], () => allDaily(this.rows)), day);
	}

	/** Daily results from `from` to `to` (both included, either open), oldest first. */
	async dailyResults(from?: string, to?: string): Promise<DailyResult[]> {
		const daily = this.rows.db.daily;
		const rows = await this.rows.read(['daily'], () =>
			from !== undefined && to !== undefined
				? from > to
					? Promise.resolve([])
					: daily.where('date').between(from, to, true, true).toArray()
				: from !== undefined
					? daily.where('date').aboveOrEqual(from).toArray()
					: to !== undefined
						? daily.where('date').belowOrEqual(to).toArray()
						: daily.toArray()
		);
		return this.rows.valid('daily', rows, dailyRecord, (r) => r.date).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
	}

	async dailyResult(date: string): Promise<DailyResult | null> {
		const row = await this.rows.read(['daily'], () => this.rows.db.daily.get(date));
		return this.rows.one('daily', row, dailyRecord, (r) => r.date) ?? null;
	}

	/** The player's rating now: the latest of the history, or the initial one. */
	async playerRating(): Promise<PlayerRating> {
		const last = await this.rows.read(['ratings'], () => this.#latestRating());
		return last ? playerOf(last) : { ...INITIAL_RATING };
	}

	/** Every rated try with the rating after it, oldest first. */
	async ratingHistory(): Promise<RatingRecord[]> {
		const rows = await this.rows.read(['ratings'], () => this.rows.db.ratings.orderBy('at').toArray());
		return this.rows.valid('ratings', rows, ratingRow, (r) => r.id);
	}
}
