/**
 * Live queries for pages: each returns a Dexie liveQuery Observable that
 * emits again whenever a write (in this tab or another) changes what it read.
 *
 * In a component `$stats` works as is: Svelte's runtime accepts a subscribe
 * that returns `{ unsubscribe }` (RxJS interop) and svelte-check's store type
 * is loose enough. Two catches: the value is undefined until the first read
 * completes (the type says T), and svelte/store's `Readable` type (derived,
 * get, fromStore in .ts/.svelte.ts code) does not accept an Observable. For
 * those, `asReadable(live...)` gives a true `Readable<T | undefined>`.
 * live.test.ts checks both with svelte/store's own code.
 */
import { liveQuery, type Observable } from 'dexie';
import { readable, type Readable } from 'svelte/store';
import type { ReviewKind } from './types';
import type { Instant, ProgressStore, ReviewSummary } from './store';
import type { PuzzleLookup, PuzzleStatus, Stats, Streak } from './stats';
import type {
	Attempt,
	DailyResult,
	PlayedGame,
	RatingRecord,
	ReviewCard,
	RunKind,
	RunRecord,
	Settings,
	StoredOwnPuzzle,
	StudyProgress,
	TwelveGameSave,
	TwelveRun,
	Outcome
} from './types';
import type { PlayerRating } from '../training/rating';

export type { Observable };

export const liveStats = (s: ProgressStore, lookup?: PuzzleLookup): Observable<Stats> => liveQuery(() => s.stats(lookup));
export const livePuzzleStatus = (s: ProgressStore, ids: readonly string[]): Observable<Map<string, PuzzleStatus>> => liveQuery(() => s.puzzleStatus(ids));
export const liveAttempts = (s: ProgressStore, options?: { puzzleId?: string; limit?: number }): Observable<Attempt[]> => liveQuery(() => s.attempts(options));
export const liveStreak = (s: ProgressStore, today: Instant | string): Observable<Streak> => liveQuery(() => s.streak(today));
export const liveDailyResults = (s: ProgressStore, from?: string, to?: string): Observable<DailyResult[]> => liveQuery(() => s.dailyResults(from, to));
export const liveDailyResult = (s: ProgressStore, date: string): Observable<DailyResult | null> => liveQuery(() => s.dailyResult(date));
export const liveDueReviews = (s: ProgressStore, now: Instant, options?: { limit?: number; kind?: ReviewKind }): Observable<ReviewCard[]> =>
	liveQuery(() => s.dueReviews(now, options));
export const liveUpcomingReviews = (s: ProgressStore, now: Instant, options?: { limit?: number }): Observable<ReviewCard[]> =>
	liveQuery(() => s.upcomingReviews(now, options));
export const liveReviewSummary = (s: ProgressStore, now: Instant): Observable<ReviewSummary> => liveQuery(() => s.reviewSummary(now));
export const liveTwelveRuns = (s: ProgressStore, square?: string): Observable<TwelveRun[]> => liveQuery(() => s.twelveRuns(square));
export const liveGames = (s: ProgressStore): Observable<PlayedGame[]> => liveQuery(() => s.games());
export const liveTwelveGames = (s: ProgressStore): Observable<TwelveGameSave[]> => liveQuery(() => s.twelveGames());
export const liveStudyProgress = (s: ProgressStore, studyId: string): Observable<StudyProgress | null> => liveQuery(() => s.studyProgress(studyId));
export const liveSettings = (s: ProgressStore): Observable<Settings> => liveQuery(() => s.getSettings());
export const livePlayerRating = (s: ProgressStore): Observable<PlayerRating> => liveQuery(() => s.playerRating());
export const liveRatingHistory = (s: ProgressStore): Observable<RatingRecord[]> => liveQuery(() => s.ratingHistory());
/** A personal puzzle with the latest result of its tries (null: not tried). */
export interface OwnPuzzleEntry {
	puzzle: StoredOwnPuzzle;
	last: Outcome | null;
}
/** The personal puzzles, newest first, each with its latest result. */
export const liveOwnPuzzles = (s: ProgressStore): Observable<OwnPuzzleEntry[]> =>
	liveQuery(async () => {
		const puzzles = await s.ownPuzzles();
		const status = await s.puzzleStatus(puzzles.map((p) => p.id));
		return puzzles.map((puzzle) => ({ puzzle, last: status.get(puzzle.id)?.last ?? null }));
	});
export const liveRuns = (s: ProgressStore, kind?: RunKind): Observable<RunRecord[]> => liveQuery(() => s.runs(kind));

/**
 * A Svelte Readable over a live query: undefined until the first result, one
 * Dexie subscription shared by all subscribers while any is left. A failed
 * query (e.g. the 'stale' error after another tab upgraded) goes to `onError`
 * the last value stays and the query stops (Observable semantics).
 */
export function asReadable<T>(query: Observable<T>, onError: (error: unknown) => void = console.error): Readable<T | undefined> {
	return readable<T | undefined>(undefined, (set) => {
		const subscription = query.subscribe({ next: set, error: onError });
		return () => subscription.unsubscribe();
	});
}
