/**
 * Review cards (part of the puzzle family): one per puzzle and per study
 * quiz position, scheduled by FSRS (scheduler.ts). A try, a study answer
 * and a personal puzzle make or grade cards inside their own transactions
 * (puzzles-rows.ts); here is what the review pages ask.
 */
import { ProgressError } from './errors';
import { reviewRecord } from './puzzles-check';
import { allReviews, card, queueFailures } from './puzzles-rows';
import { ms, type Instant } from './records';
import type { Rows } from './rows';
import { gradeCard, newReviewCard, REVIEW_GRADES, type ReviewGrade } from './scheduler';
import { savedSettings } from './settings';
import { DEFAULT_SETTINGS } from './types';
import type { ReviewCard, ReviewKind } from './types';

export interface ReviewSummary {
	enabled: boolean;
	paused: boolean;
	/** Cards kept. */
	total: number;
	/** Cards due at the time asked (counted even while paused). */
	due: number;
}

export class ReviewCards {
	constructor(private readonly rows: Rows) {}

	/**
	 * Makes a card, due now, for every puzzle whose latest try failed and
	 * that has none; returns the cards made. One transaction.
	 */
	async queueFailedPuzzles(now: Instant): Promise<ReviewCard[]> {
		return this.rows.write(['attempts', 'reviews'], () => queueFailures(this.rows, ms(now)));
	}

	/** Cards due at `now`, most overdue first; none while reviews are off or paused. */
	async dueReviews(now: Instant, options: { limit?: number; kind?: ReviewKind } = {}): Promise<ReviewCard[]> {
		return this.rows.read(['reviews', 'settings'], async () => {
			const settings = (await savedSettings(this.rows)) ?? DEFAULT_SETTINGS;
			if (!settings.review.enabled || settings.review.paused) return [];
			const rows = await this.rows.db.reviews.where('due').belowOrEqual(ms(now)).toArray();
			const due = this.rows
				.valid('reviews', rows, reviewRecord, (r) => r.id)
				.filter((c) => options.kind === undefined || c.kind === options.kind)
				.sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : 1));
			return options.limit === undefined ? due : due.slice(0, options.limit);
		});
	}

	async reviewSummary(now: Instant): Promise<ReviewSummary> {
		return this.rows.read(['reviews', 'settings'], async () => {
			const settings = (await savedSettings(this.rows)) ?? DEFAULT_SETTINGS;
			const cards = await allReviews(this.rows);
			return { ...settings.review, total: cards.length, due: cards.filter((c) => c.due <= ms(now)).length };
		});
	}

	/** Cards not yet due at `now`, soonest first; none while reviews are off or paused. */
	async upcomingReviews(now: Instant, options: { limit?: number } = {}): Promise<ReviewCard[]> {
		return this.rows.read(['reviews', 'settings'], async () => {
			const settings = (await savedSettings(this.rows)) ?? DEFAULT_SETTINGS;
			if (!settings.review.enabled || settings.review.paused) return [];
			const rows = await this.rows.db.reviews.where('due').above(ms(now)).sortBy('due');
			const upcoming = this.rows.valid('reviews', rows, reviewRecord, (r) => r.id);
			return options.limit === undefined ? upcoming : upcoming.slice(0, options.limit);
		});
	}

	async reviewCard(id: string): Promise<ReviewCard | null> {
		return (await this.rows.read(['reviews'], () => card(this.rows, id))) ?? null;
	}

	/** Grades a card explicitly (e.g. a study quiz position or a self-graded review). */
	async recordReview(id: string, grade: ReviewGrade, now: Instant): Promise<ReviewCard> {
		if (!REVIEW_GRADES.includes(grade)) throw new ProgressError('invalid', `grade: expected one of ${REVIEW_GRADES.join(', ')}`);
		return this.rows.write(['reviews'], async () => {
			const stored = await card(this.rows, id);
			if (!stored) throw new ProgressError('not-found', `No review card ${id}`);
			const next = gradeCard(stored, grade, ms(now));
			await this.rows.db.reviews.put(next);
			return next;
		});
	}

	/** Makes a card (due now) unless there is one; returns the card. */
	async addReview(kind: ReviewKind, ref: string, node: string | null, now: Instant): Promise<ReviewCard> {
		const made = newReviewCard(kind, ref, node, ms(now));
		const problem = reviewRecord(made, 'card');
		if (problem) throw new ProgressError('invalid', problem);
		return this.rows.write(['reviews'], async () => {
			const existing = await card(this.rows, made.id);
			if (existing) return existing;
			await this.rows.db.reviews.put(made);
			return made;
		});
	}

	async removeReview(id: string): Promise<void> {
		await this.rows.write(['reviews'], () => this.rows.db.reviews.delete(id));
	}
}
