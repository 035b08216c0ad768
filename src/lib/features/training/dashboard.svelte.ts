/**
 * The training part of /progress, read when the page opens and again after
 * every change to the store (`watch`; an import shows at once): the
 * rating history, performance by theme against the rating, the weakest
 * themes (each with a puzzle to practise), and the Streak and Storm bests.
 */
import { loadIndex } from '$lib/bank/remote';
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Observable, ProgressStore } from '$lib/progress';
import type { Attempt, RatingRecord, RunRecord } from '$lib/progress/types';
import { filterQuery, type LastResult } from '$lib/training/filters';
import { nextNearLevel } from '$lib/training/next';
import { themePerformance, weakestThemes, type ThemePerformance } from '$lib/training/performance';
import { INITIAL_RATING, type PlayerRating } from '$lib/training/player-rating';
import { trainingCandidates } from '$lib/training/candidates';
import { trainingStore } from './store';
import { loadProgressLib, type ProgressLib } from '$lib/app/progress-device';

export interface WeakTheme extends ThemePerformance {
	/** A puzzle of the theme near the rating, with the theme as the filter; or the theme's list. */
	href: string;
}

/** Where the dashboard reads (defaults: the bank and the shared store). */
export interface DashboardDeps {
	index?: () => Promise<readonly PuzzleSummary[]>;
	store?: () => Promise<ProgressStore | null>;
	random?: () => number;
}

export class TrainingDashboard {
	loaded = $state(false);
	player = $state.raw<PlayerRating>(INITIAL_RATING);
	history = $state.raw<RatingRecord[]>([]);
	themes = $state.raw<ThemePerformance[]>([]);
	weakest = $state.raw<WeakTheme[]>([]);
	runs = $state.raw<RunRecord[]>([]);

	constructor(private readonly deps: DashboardDeps = {}) {}

	bestOf(kind: RunRecord['kind']): number {
		return this.runs.reduce((b, r) => (r.kind === kind ? Math.max(b, r.score) : b), 0);
	}

	/** The bank's summaries by id (titles); empty until the index is read. */
	get index(): ReadonlyMap<string, PuzzleSummary> {
		return this.#byId;
	}

	#byId = $state.raw(new Map<string, PuzzleSummary>());
	#puzzles: readonly PuzzleSummary[] = [];
	#stops: (() => void)[] = [];
	#closed = false;

	/** Read everything once. */
	async load(): Promise<void> {
		const store = await this.#open();
		if (!store) return;
		try {
			const [player, history, attempts, runs] = await Promise.all([store.playerRating(), store.ratingHistory(), store.attempts(), store.runs()]);
			this.#apply(player, history, attempts, runs);
		} catch {
			// A store that cannot be read: the figures stay at their starting values.
		}
		this.loaded = true;
	}

	/**
	 * Read everything, and again after every write that changes it (a try
	 * here or in another tab, an import, a clear), until `close`.
	 */
	async watch(): Promise<void> {
		const store = await this.#open();
		if (!store || this.#closed) return;
		let lib: ProgressLib;
		try {
			lib = await loadProgressLib();
		} catch {
			this.loaded = true;
			return;
		}
		if (this.#closed) return;
		const latest: [PlayerRating?, RatingRecord[]?, Attempt[]?, RunRecord[]?] = [];
		const queries = [lib.livePlayerRating(store), lib.liveRatingHistory(store), lib.liveAttempts(store), lib.liveRuns(store)] as const;
		queries.forEach((query, i) => {
			const subscription = (query as Observable<unknown>).subscribe({
				next: (value) => {
					(latest as unknown[])[i] = value;
					const [player, history, attempts, runs] = latest;
					if (player && history && attempts && runs) {
						this.#apply(player, history, attempts, runs);
						this.loaded = true;
					}
				},
				// A store that cannot be read: what was shown stays.
				error: () => (this.loaded = true)
			});
			this.#stops.push(() => subscription.unsubscribe());
		});
	}

	close(): void {
		this.#closed = true;
		for (const stop of this.#stops.splice(0)) stop();
	}

	/** The store, with the bank's index read; null (and loaded) without a store. */
	async #open(): Promise<ProgressStore | null> {
		const store = await (this.deps.store ?? trainingStore)();
		try {
			this.#puzzles = this.deps.index ? await this.deps.index() : (await loadIndex()).puzzles;
		} catch {
			// Without the index, themes are unknown: the rating and runs still show.
		}
		this.#byId = new Map(this.#puzzles.map((p) => [p.id, p]));
		if (!store) this.loaded = true;
		return store;
	}

	#apply(player: PlayerRating, history: RatingRecord[], attempts: readonly Attempt[], runs: RunRecord[]): void {
		const puzzles = this.#puzzles;
		const byId = this.#byId;
		this.player = player;
		this.history = history;
		this.runs = runs;
		this.themes = themePerformance(attempts, (id) => byId.get(id), player.rating);
		const last = new Map<string, LastResult>();
		for (const a of [...attempts].reverse()) last.set(a.puzzleId, a.result === 'solved' ? 'solved' : 'failed');
		const candidates = trainingCandidates(puzzles);
		this.weakest = weakestThemes(this.themes).map((w) => {
			const filters = { theme: w.theme as PuzzleSummary['themes'][number], difficulty: 0, status: '' as const };
			const next = nextNearLevel(candidates, {
				filters,
				lastResult: (id) => last.get(id),
				rating: player.rating,
				level: 'normal',
				random: this.deps.random ?? Math.random
			});
			return { ...w, href: next ? `/puzzles/${next.id}${filterQuery(filters)}` : `/puzzles${filterQuery(filters)}` };
		});
	}
}
