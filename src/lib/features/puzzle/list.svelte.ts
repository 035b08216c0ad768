/**
 * The puzzle list's state (/puzzles): the bank's index, the filters (kept in
 * the address, so going back to the list keeps them), each puzzle's latest
 * result, and how many rows are shown. The route renders it.
 */
import { THEMES, type Theme } from '$lib/bank/types';
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Outcome } from '$lib/progress/types';
import { filterQuery, matchesKind, matchesStatus, parseFilters, type StatusFilter } from '$lib/training/filters';

/** Rows shown at first and added by "show more": a phone need not lay out 475 rows. */
export const PUZZLE_LIST_PAGE = 40;

export interface PuzzleListDeps {
	/** The bank's index (rejects when it cannot be read). */
	index(): Promise<readonly PuzzleSummary[]>;
	/** The latest result of each puzzle tried, among `ids` (the progress link). */
	statuses(ids: readonly string[]): Promise<Map<string, Outcome>>;
}

export class PuzzleListController {
	/** The bank's index (null while loading); `failed` when it cannot be read. */
	puzzles = $state.raw<readonly PuzzleSummary[] | null>(null);
	failed = $state(false);
	theme = $state<Theme | ''>('');
	difficulty = $state(0);
	status = $state<StatusFilter>('');
	limit = $state(PUZZLE_LIST_PAGE);
	statuses = $state.raw(new Map<string, Outcome>());
	#disposed = false;

	constructor(private readonly deps: PuzzleListDeps) {}

	/** Reads the filters of the address's query, the index, then the results. */
	async open(search: string): Promise<void> {
		({ theme: this.theme, difficulty: this.difficulty, status: this.status } = parseFilters(search));
		let puzzles: readonly PuzzleSummary[];
		try {
			puzzles = await this.deps.index();
		} catch {
			this.failed = true;
			return;
		}
		if (this.#disposed) return;
		this.puzzles = puzzles;
		const statuses = await this.deps.statuses(puzzles.map((p) => p.id)).catch(() => null);
		if (statuses && !this.#disposed) this.statuses = statuses;
	}

	/** A filter changed: the list starts again at its first rows; the answer is the address's new query. */
	filtersChanged(): string {
		this.limit = PUZZLE_LIST_PAGE;
		return this.query;
	}

	showMore(): void {
		this.limit += PUZZLE_LIST_PAGE;
	}

	dispose(): void {
		this.#disposed = true;
	}

	/** The filter as a query: kept in the list's address and in the links to puzzles, so "next" follows it. */
	get query(): string {
		return filterQuery({ theme: this.theme, difficulty: this.difficulty, status: this.status });
	}

	/** The query of a quick link that keeps the kind filters but asks for another status. */
	queryWith(status: StatusFilter): string {
		return filterQuery({ theme: this.theme, difficulty: this.difficulty, status });
	}

	get themesInBank(): Theme[] {
		return THEMES.filter((th) => (this.puzzles ?? []).some((p) => p.themes.includes(th)));
	}

	/** The puzzles of the theme and difficulty chosen. */
	get filtered(): PuzzleSummary[] {
		return (this.puzzles ?? []).filter((p) => matchesKind(p, { theme: this.theme, difficulty: this.difficulty }));
	}

	/** Of those, the ones of the status chosen. */
	get shown(): PuzzleSummary[] {
		return this.filtered.filter((p) => matchesStatus(this.status, this.statuses.get(p.id)));
	}

	get visible(): PuzzleSummary[] {
		return this.shown.slice(0, this.limit);
	}

	get nextUnsolved(): PuzzleSummary | undefined {
		return this.filtered.find((p) => !this.statuses.has(p.id));
	}

	get failedOnes(): PuzzleSummary[] {
		return this.filtered.filter((p) => this.statuses.get(p.id) === 'failed');
	}
}
