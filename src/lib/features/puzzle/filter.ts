/**
 * The puzzle list's filter (theme, difficulty, status) as data: read from
 * and written to an address's query, so the list, the puzzle opened from it
 * and its "next puzzle" all follow the same choice.
 */
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Outcome } from '$lib/progress/types';

export const STATUSES = ['', 'unsolved', 'solved', 'failed'] as const;
export type StatusFilter = (typeof STATUSES)[number];

export interface PuzzleFilter {
	/** '' for every theme. */
	theme: string;
	/** 0 for every difficulty. */
	difficulty: number;
	status: StatusFilter;
}

export const NO_FILTER: PuzzleFilter = { theme: '', difficulty: 0, status: '' };

/** The filter of a query; anything unknown reads as "all". */
export function readFilter(params: URLSearchParams): PuzzleFilter {
	const difficulty = Number(params.get('difficulty') ?? 0);
	const status = params.get('status') ?? '';
	return {
		theme: params.get('theme') ?? '',
		difficulty: Number.isInteger(difficulty) && difficulty >= 1 && difficulty <= 5 ? difficulty : 0,
		status: (STATUSES as readonly string[]).includes(status) ? (status as StatusFilter) : ''
	};
}

/** The query of a filter, with its `?` ('' when it filters nothing). */
export function filterQuery(f: PuzzleFilter): string {
	const params = new URLSearchParams();
	if (f.theme) params.set('theme', f.theme);
	if (f.difficulty) params.set('difficulty', String(f.difficulty));
	if (f.status) params.set('status', f.status);
	const query = params.toString();
	return query ? `?${query}` : '';
}

/** Theme and difficulty: what the puzzle is, whatever the user did with it. */
export function matchesKind(p: PuzzleSummary, f: PuzzleFilter): boolean {
	return (!f.theme || (p.themes as readonly string[]).includes(f.theme)) && (!f.difficulty || p.difficulty === f.difficulty);
}

/** Status: the latest result of the user's tries (none: unsolved). */
export function matchesStatus(result: Outcome | undefined, status: StatusFilter): boolean {
	return !status || (status === 'unsolved' ? result !== 'solved' : result === status);
}

/**
 * Where "next puzzle" goes from `id`: the next puzzle in browsing order
 * (wrapping round) that the filter lets through, the query kept; without a
 * filter, the bank's next. Null when no other puzzle matches.
 */
export function nextInFilter(puzzles: readonly PuzzleSummary[], id: string, f: PuzzleFilter, statuses: ReadonlyMap<string, Outcome>): string | null {
	const at = puzzles.findIndex((p) => p.id === id);
	for (let k = 1; k < puzzles.length; k++) {
		const p = puzzles[(at + k) % puzzles.length];
		if (p.id !== id && matchesKind(p, f) && matchesStatus(statuses.get(p.id), f.status)) return `/puzzles/${p.id}${filterQuery(f)}`;
	}
	return null;
}
