/**
 * The review queue as other pages show it: how many failed puzzles are due
 * again (the home page's and the puzzle list's "Review" entry), when the
 * next ones come, and when a puzzle just failed comes back. Reads only,
 * through the progress link, as every write.
 */
import { progress } from '$lib/app/progress-link';
import type { ReviewSummary } from '$lib/progress';
import type { ReviewCard } from '$lib/progress/types';
import { localDate } from '$lib/progress/dates';

/** Where the entry leads: the review queue on the progress page. */
export const REVIEW_HREF = '/progress#review';

export function reviewEntryCount(summary: Pick<ReviewSummary, 'enabled' | 'paused' | 'due'> | null | undefined): number | null {
	if (!summary || !summary.enabled || summary.paused) return null;
	return summary.due;
}

/** The cards due at `now`, once the device store is open (null without one). */
export async function loadReviewEntryCount(now: Date | number): Promise<number | null> {
	return reviewEntryCount(await progress.reviewSummary(typeof now === 'number' ? now : now.getTime()));
}

/** The cards to come grouped by local day, soonest first, at most `days` days. */
export function dueDays(upcoming: readonly Pick<ReviewCard, 'due'>[], days: number): { date: string; count: number }[] {
	const out: { date: string; count: number }[] = [];
	for (const card of [...upcoming].sort((a, b) => a.due - b.due)) {
		const date = localDate(card.due);
		const last = out[out.length - 1];
		if (last?.date === date) last.count++;
		else if (out.length < days) out.push({ date, count: 1 });
		else break;
	}
	return out;
}

/** When the puzzle's card is due (ms), or null: no card, or reviews off or paused. */
export function loadPuzzleReviewDue(puzzleId: string): Promise<number | null> {
	return progress.puzzleReviewDue(puzzleId);
}

/** The cards due at `now`, most overdue first (none while reviews are off or paused), through the progress link. */
export function loadDueReviews(now: number): Promise<ReviewCard[]> {
	return progress.dueReviews(now);
}
