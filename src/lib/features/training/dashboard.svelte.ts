/**
 * The training part of /progress, read once when the page opens: the
 * rating history, performance by theme against the rating, the weakest
 * themes (each with a puzzle to practise), and the Streak and Storm bests.
 */
import { loadIndex } from '$lib/bank/remote';
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { ProgressStore } from '$lib/progress';
import type { RatingRecord, RunRecord } from '$lib/progress/types';
import { filterQuery, type LastResult } from '$lib/training/filters';
import { nextNearLevel } from '$lib/training/next';
import { themePerformance, weakestThemes, type ThemePerformance } from '$lib/training/performance';
import { INITIAL_RATING, type PlayerRating } from '$lib/training/rating';
import { trainingCandidates } from '$lib/training/candidates';
import { trainingStore } from './store';

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

	async load(): Promise<void> {
		const store = await (this.deps.store ?? trainingStore)();
		let puzzles: readonly PuzzleSummary[] = [];
		try {
			puzzles = this.deps.index ? await this.deps.index() : (await loadIndex()).puzzles;
		} catch {
			// Without the index, themes are unknown: the rating and runs still show.
		}
		if (!store) {
			this.loaded = true;
			return;
		}
		try {
			const [player, history, attempts, runs] = await Promise.all([store.playerRating(), store.ratingHistory(), store.attempts(), store.runs()]);
			this.player = player;
			this.history = history;
			this.runs = runs;
			const byId = new Map(puzzles.map((p) => [p.id, p]));
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
		} catch {
			// A store that cannot be read: the figures stay at their starting values.
		}
		this.loaded = true;
	}
}
