/**
 * "Next near my level" on a puzzle page: an unsolved puzzle near the
 * player's rating (moved by the easier/harder setting), within the filters
 * the user came from (the address query) and optionally a theme chosen
 * here. The link carries the filters on, so the next page does the same.
 */
import { loadIndex } from '$lib/bank/remote';
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Theme } from '$lib/bank/types';
import type { ProgressStore } from '$lib/progress';
import type { TrainingLevel } from '$lib/progress/types';
import { filterQuery, parseFilters, type LastResult, type PuzzleFilters } from '$lib/training/filters';
import { nextNearLevel } from '$lib/training/next';
import type { Candidate } from '$lib/training/pick';
import { progress as link, type ProgressLink } from '$lib/features/progress/link';
import { trainingCandidates } from '$lib/training/candidates';
import { trainingStore } from './store';

/** Where the choice reads and writes (defaults: the bank, the shared store, the progress link). */
export interface NextNearDeps {
	index?: () => Promise<readonly PuzzleSummary[]>;
	store?: () => Promise<ProgressStore | null>;
	writes?: Pick<ProgressLink, 'saveSettings'>;
	random?: () => number;
}

export class NextNear {
	level = $state<TrainingLevel>('normal');
	filters = $state.raw<PuzzleFilters>({ theme: '', difficulty: 0, status: '' });
	/** The chosen puzzle's id; null when none is left (or before reading). */
	nextId = $state<string | null>(null);
	ready = $state(false);
	themes = $state.raw<Theme[]>([]);
	#candidates: Candidate[] = [];
	#results = new Map<string, LastResult>();
	#rating = 1500;

	readonly #deps: NextNearDeps;

	constructor(
		readonly currentId: string,
		search: string,
		deps: NextNearDeps = {}
	) {
		this.#deps = deps;
		this.filters = parseFilters(search);
	}

	get href(): string | null {
		return this.nextId === null ? null : `/puzzles/${this.nextId}${filterQuery(this.filters)}`;
	}

	async load(): Promise<void> {
		try {
			const puzzles = this.#deps.index ? await this.#deps.index() : (await loadIndex()).puzzles;
			this.#candidates = trainingCandidates(puzzles);
			const present = new Set(this.#candidates.flatMap((c) => c.themes));
			this.themes = [...present].sort() as Theme[];
		} catch {
			return;
		}
		const store = await (this.#deps.store ?? trainingStore)();
		if (store) {
			try {
				const [statuses, player, settings] = await Promise.all([
					store.puzzleStatus(this.#candidates.map((c) => c.id)),
					store.playerRating(),
					store.getSettings()
				]);
				for (const [id, s] of statuses) if (s.last) this.#results.set(id, s.last === 'solved' ? 'solved' : 'failed');
				this.#rating = player.rating;
				this.level = settings.training.level;
			} catch {
				// Unread results: every puzzle counts as unsolved, the rating as the initial one.
			}
		}
		this.ready = true;
		this.pick();
	}

	/** Chooses again (after a setting changed). */
	pick(): void {
		const found = nextNearLevel(this.#candidates, {
			filters: this.filters,
			lastResult: (id) => this.#results.get(id),
			rating: this.#rating,
			level: this.level,
			currentId: this.currentId,
			random: this.#deps.random ?? Math.random
		});
		this.nextId = found?.id ?? null;
	}

	setLevel(level: TrainingLevel): void {
		this.level = level;
		void (this.#deps.writes ?? link).saveSettings({ training: { level } });
		this.pick();
	}

	setTheme(theme: Theme | ''): void {
		this.filters = { ...this.filters, theme };
		this.pick();
	}
}
