/**
 * The "Review" entry the home page can show: how many failed puzzles are
 * due again. null when there is nothing to show (reviews off or paused).
 */
import type { ReviewSummary } from '$lib/progress/store';

/** Where the entry leads: the review queue on the progress page. */
export const REVIEW_HREF = '/progress#review';

export function reviewEntryCount(summary: Pick<ReviewSummary, 'enabled' | 'paused' | 'due'> | null | undefined): number | null {
	if (!summary || !summary.enabled || summary.paused) return null;
	return summary.due;
}

/** Opens the device store (a lazy chunk) and counts the cards due at `now`. */
export async function loadReviewEntryCount(now: Date | number): Promise<number | null> {
	const { progress } = await import('$lib/progress');
	const store = await progress();
	return reviewEntryCount(await store.reviewSummary(now));
}
