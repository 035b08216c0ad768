/**
 * Where "next puzzle" goes on a puzzle page opened from the list: the next
 * in browsing order within the list's filters. The filters and their query
 * belong to $lib/training/filters.
 */
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Outcome } from '$lib/progress/types';
import { filterQuery, matchesFilters, type PuzzleFilters } from '$lib/training/filters';

/**
 * The next puzzle in browsing order from `id` (wrapping round) that the
 * filters let through, the query kept. Null when no other puzzle matches.
 */
export function nextInFilter(puzzles: readonly PuzzleSummary[], id: string, f: PuzzleFilters, statuses: ReadonlyMap<string, Outcome>): string | null {
	const at = puzzles.findIndex((p) => p.id === id);
	for (let k = 1; k < puzzles.length; k++) {
		const p = puzzles[(at + k) % puzzles.length];
		if (p.id !== id && matchesFilters(p, f, statuses.get(p.id))) return `/puzzles/${p.id}${filterQuery(f)}`;
	}
	return null;
}
