/**
 * The puzzle family's validated reads, and the writes of review cards that
 * other families make inside their own transactions (a failed study quiz
 * position, switching reviews on). Everything here runs inside a
 * transaction the caller opened.
 */
import { attemptRow, dailyRecord, ratingRow, reviewId, reviewRecord, runRow } from './puzzles-check';
import type { Rows } from './rows';
import { gradeCard, newReviewCard, type ReviewGrade } from './scheduler';
import type { Attempt, DailyResult, RatingRecord, ReviewCard, ReviewKind, RunRecord } from './types';

export const allAttempts = async (rows: Rows): Promise<Attempt[]> => rows.valid('attempts', await rows.db.attempts.toArray(), attemptRow, (r) => r.id);

export const allDaily = async (rows: Rows): Promise<DailyResult[]> => rows.valid('daily', await rows.db.daily.toArray(), dailyRecord, (r) => r.date);

export const allReviews = async (rows: Rows): Promise<ReviewCard[]> => rows.valid('reviews', await rows.db.reviews.toArray(), reviewRecord, (r) => r.id);

export const allRatings = async (rows: Rows): Promise<RatingRecord[]> => rows.valid('ratings', await rows.db.ratings.toArray(), ratingRow, (r) => r.id);

export const allRuns = async (rows: Rows): Promise<RunRecord[]> => rows.valid('runs', await rows.db.runs.toArray(), runRow, (r) => r.id);

export async function card(rows: Rows, id: string): Promise<ReviewCard | undefined> {
	return rows.one('reviews', await rows.db.reviews.get(id), reviewRecord, (r) => r.id);
}

/**
 * The card after a try: a failure makes the card if needed and grades it
 * "again"; a success grades an existing card only when it is due (an early
 * success says little about memory).
 */
export async function reviewAfter(rows: Rows, kind: ReviewKind, ref: string, node: string | null, grade: ReviewGrade, at: number): Promise<ReviewCard | null> {
	const id = reviewId(kind, ref, node);
	let current = await card(rows, id);
	if (grade === 'again') current ??= newReviewCard(kind, ref, node, at);
	else if (!current || current.due > at) return current ?? null;
	const next = gradeCard(current, grade, at);
	await rows.db.reviews.put(next);
	return next;
}

/** Makes a card, due at `at`, for every puzzle whose latest try failed and that has none; returns the cards made. */
export async function queueFailures(rows: Rows, at: number): Promise<ReviewCard[]> {
	const latest = new Map<string, Attempt>();
	for (const a of await allAttempts(rows)) {
		const seen = latest.get(a.puzzleId);
		if (!seen || a.at > seen.at || (a.at === seen.at && (a.id ?? 0) > (seen.id ?? 0))) latest.set(a.puzzleId, a);
	}
	const failed = [...latest.values()].filter((a) => a.result === 'failed').map((a) => a.puzzleId);
	const cards = await rows.db.reviews.bulkGet(failed.map((id) => reviewId('puzzle', id)));
	const made = failed.filter((_, i) => cards[i] === undefined).map((id) => newReviewCard('puzzle', id, null, at));
	await rows.db.reviews.bulkPut(made);
	return made;
}
