/**
 * What the progress page shows, kept live: it opens the device store (a
 * lazy chunk: Dexie), subscribes to one live query per figure, and every
 * write — here, in the trainer, in another tab, an import — updates them.
 */
import type { Observable, OwnPuzzleEntry, ProgressStore, PuzzleLookup, ReviewSummary, Stats, Streak } from '$lib/progress';
import type { Attempt, DailyResult, ReviewCard, Settings, TwelveGameSave, TwelveRun, PlayedGame } from '$lib/progress/types';
import { calendarStart } from './calendar';
import { failureOf, type Failure } from '$lib/ui/failure/failure';
import type { Clock } from '$lib/app/clock';
import { loadProgressLib, type ProgressLib } from '$lib/app/progress-device';

export type { ProgressLib };

/** How many of the latest tries the time chart shows. */
export const RECENT_TRIES = 20;

/** How many of the cards to come the queue reads (enough for the next few days). */
const UPCOMING_CARDS = 200;

export class ProgressController {
	lib = $state.raw<ProgressLib | null>(null);
	store = $state.raw<ProgressStore | null>(null);
	/** false: the store lives in memory (no IndexedDB): say progress won't be kept. */
	persistent = $state(true);
	/** Opening or reading failed; the message says why. */
	problem = $state.raw<Failure | null>(null);

	stats = $state.raw<Stats | undefined>(undefined);
	streak = $state.raw<Streak | undefined>(undefined);
	daily = $state.raw<DailyResult[] | undefined>(undefined);
	recent = $state.raw<Attempt[] | undefined>(undefined);
	twelve = $state.raw<TwelveRun[] | undefined>(undefined);
	/** 12-against-1 games in progress, one per square. */
	twelveGames = $state.raw<TwelveGameSave[] | undefined>(undefined);
	/** Games against the app (/play), latest first. */
	games = $state.raw<PlayedGame[] | undefined>(undefined);
	settings = $state.raw<Settings | undefined>(undefined);
	due = $state.raw<ReviewCard[] | undefined>(undefined);
	reviews = $state.raw<ReviewSummary | undefined>(undefined);
	/** Cards not yet due, soonest first (the first few days' worth). */
	upcoming = $state.raw<ReviewCard[] | undefined>(undefined);
	/** Puzzles from the user's games, newest first, with their latest results. */
	ownPuzzles = $state.raw<OwnPuzzleEntry[] | undefined>(undefined);

	#stops: (() => void)[] = [];
	#closed = false;

	constructor(
		readonly clock: Clock,
		readonly lookup: PuzzleLookup,
		readonly weeks: number
	) {}

	/** Everything has been read once. */
	get ready(): boolean {
		return [this.stats, this.streak, this.daily, this.recent, this.twelve, this.settings, this.due, this.reviews].every((v) => v !== undefined);
	}

	async open(): Promise<void> {
		let lib: ProgressLib;
		let store: ProgressStore;
		try {
			lib = await loadProgressLib();
			store = await lib.progress();
		} catch (e) {
			this.problem = failureOf(e);
			return;
		}
		if (this.#closed) return;
		this.lib = lib;
		this.store = store;
		this.#stops.push(store.status.subscribe((s) => (this.persistent = s.persistent)));
		const { today, now } = this.clock;
		this.#watch(lib.liveStats(store, this.lookup), (v) => (this.stats = v));
		this.#watch(lib.liveStreak(store, today), (v) => (this.streak = v));
		this.#watch(lib.liveDailyResults(store, calendarStart(today, this.weeks), today), (v) => (this.daily = v));
		this.#watch(lib.liveAttempts(store, { limit: RECENT_TRIES }), (v) => (this.recent = v));
		this.#watch(lib.liveTwelveRuns(store), (v) => (this.twelve = v));
		this.#watch(lib.liveTwelveGames(store), (v) => (this.twelveGames = v));
		this.#watch(lib.liveGames(store), (v) => (this.games = v));
		this.#watch(lib.liveSettings(store), (v) => (this.settings = v));
		this.#watch(lib.liveDueReviews(store, now), (v) => (this.due = v));
		this.#watch(lib.liveReviewSummary(store, now), (v) => (this.reviews = v));
		this.#watch(lib.liveUpcomingReviews(store, now, { limit: UPCOMING_CARDS }), (v) => (this.upcoming = v));
		this.#watch(lib.liveOwnPuzzles(store), (v) => (this.ownPuzzles = v));
	}

	#watch<T>(query: Observable<T>, set: (value: T) => void): void {
		const subscription = query.subscribe({ next: set, error: (e: unknown) => (this.problem = failureOf(e)) });
		this.#stops.push(() => subscription.unsubscribe());
	}

	close(): void {
		this.#closed = true;
		for (const stop of this.#stops.splice(0)) stop();
	}
}
