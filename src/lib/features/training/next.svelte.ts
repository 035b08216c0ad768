/**
 * "Next near my level" on a puzzle page: an unsolved puzzle near the
 * player's rating (moved by the easier/harder setting), of the theme the
 * user came from (the address query) or one chosen here. The link carries
 * the theme on, so the next page does the same.
 *
 * The list's difficulty and status filters do not hold here (issue 22:
 * they held silently). "Near my level" is a difficulty: a player at 1400
 * who came from the difficulty-5 list asked, by this button, for a puzzle
 * at 1400, and the aim (easier, my level, harder) is this link's own
 * difficulty control; "unsolved" is what it always picks. The theme stays,
 * because it is on screen (the theme select) and the user can change it.
 * When the list had a difficulty filter, the page says it is not applied
 * (`ignoresDifficulty`). "Next puzzle" still keeps to every filter.
 */
import { loadIndex } from '$lib/bank/remote';
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Theme } from '$lib/bank/types';
import type { ProgressStore } from '$lib/progress';
import type { TrainingLevel } from '$lib/progress/types';
import { filterQuery, parseFilters, type LastResult, type PuzzleFilters } from '$lib/training/filters';
import { nextNearLevel } from '$lib/training/next';
import type { Candidate } from '$lib/training/pick';
import { progress as link, type ProgressLink } from '$lib/app/progress-link';
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
	/** The list the page was opened from filtered by difficulty, which this choice does not keep. */
	readonly ignoresDifficulty: boolean;

	readonly #deps: NextNearDeps;

	constructor(
		readonly currentId: string,
		search: string,
		deps: NextNearDeps = {}
	) {
		this.#deps = deps;
		const from = parseFilters(search);
		this.filters = { theme: from.theme, difficulty: 0, status: '' };
		this.ignoresDifficulty = from.difficulty !== 0;
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
