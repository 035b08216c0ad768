/**
 * The list of released puzzles grows: every puzzle of the bank not yet in
 * it is added with its FEN and claim, and the released daily order becomes
 * the bank's, which must keep every released day. Nothing is ever removed
 * or changed.
 */
import { checkReleasedDaily, type Released, type Retired } from './check';
import type { DailyOrder, Puzzle } from './types';

export interface ReleasedList {
	kind: 'released';
	description: string;
	daily?: { epoch: string; order: string[] };
	released: Released[];
	/** Released ids the bank no longer has, with the puzzle each address opens now (kept as they are). */
	retired?: Retired[];
}

export const RELEASED_DESCRIPTION =
	'Every puzzle id released so far with the FEN and claim it was released with, and the daily order as released: the list only grows (npm run -s cli -- bank --release), and the bank must keep each entry as it is.';

export function extendReleased(
	list: ReleasedList | null,
	puzzles: readonly Puzzle[],
	daily: DailyOrder | null
): { list: ReleasedList; added: number } | { error: string } {
	const released = [...(list?.released ?? [])];
	const have = new Set(released.map((r) => r.id));
	let added = 0;
	for (const p of puzzles)
		if (!have.has(p.id)) {
			released.push({ id: p.id, fen: p.fen, claim: p.claim });
			added++;
		}
	const dailyProblem = checkReleasedDaily(daily, list?.daily ?? null);
	if (dailyProblem.length) return { error: dailyProblem[0] };
	return {
		list: {
			kind: 'released',
			description: RELEASED_DESCRIPTION,
			...(daily ? { daily: { epoch: daily.epoch, order: [...daily.order] } } : {}),
			released,
			...(list?.retired ? { retired: [...list.retired] } : {})
		},
		added
	};
}
