/**
 * Spaced repetition with FSRS (ts-fsrs), pure: a card in, a card out, the
 * time passed in. Short-term (minute) learning steps are off: a puzzle failed
 * today comes back tomorrow at the earliest, because seeing it again ten
 * minutes after the solution was shown tests memory of the answer, not skill.
 * Fuzz is off so a schedule can be predicted and tested.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { CardState, Outcome, ReviewCard, ReviewKind } from './types';
import { reviewId } from './puzzles-check';

export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy';
export const REVIEW_GRADES: readonly ReviewGrade[] = ['again', 'hard', 'good', 'easy'];

const RATINGS: Record<ReviewGrade, Grade> = {
	again: Rating.Again,
	hard: Rating.Hard,
	good: Rating.Good,
	easy: Rating.Easy
};

const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

/**
 * The grade a try earns: a failure is "again"; a solution with a hint was
 * hard; a solution without one is "good" ("easy" is left to an explicit
 * choice: speed alone says little about a puzzle).
 */
export function gradeOfAttempt(attempt: { result: Outcome; hintUsed: boolean }): ReviewGrade {
	if (attempt.result === 'failed') return 'again';
	return attempt.hintUsed ? 'hard' : 'good';
}

function toCard(r: ReviewCard): Card {
	return {
		due: new Date(r.due),
		stability: r.stability,
		difficulty: r.difficulty,
		elapsed_days: r.elapsedDays,
		scheduled_days: r.scheduledDays,
		learning_steps: r.learningSteps,
		reps: r.reps,
		lapses: r.lapses,
		state: r.state,
		last_review: r.lastReview === null ? undefined : new Date(r.lastReview)
	};
}

function fromCard(c: Card, base: Pick<ReviewCard, 'id' | 'kind' | 'ref' | 'node' | 'createdAt'>): ReviewCard {
	return {
		...base,
		due: c.due.getTime(),
		stability: c.stability,
		difficulty: c.difficulty,
		elapsedDays: c.elapsed_days,
		scheduledDays: c.scheduled_days,
		learningSteps: c.learning_steps,
		reps: c.reps,
		lapses: c.lapses,
		state: c.state as CardState,
		lastReview: c.last_review ? c.last_review.getTime() : null
	};
}

/** A card never reviewed, due at once. */
export function newReviewCard(kind: ReviewKind, ref: string, node: string | null, now: number): ReviewCard {
	const id = reviewId(kind, ref, node);
	return fromCard(createEmptyCard(new Date(now)), { id, kind, ref, node: kind === 'puzzle' ? null : node, createdAt: now });
}

/** The card after a review with `grade` at `now`. */
export function gradeCard(card: ReviewCard, grade: ReviewGrade, now: number): ReviewCard {
	const next = scheduler.next(toCard(card), new Date(now), RATINGS[grade]);
	return fromCard(next.card, card);
}

/** When each grade would bring the card back: for buttons that show the interval. */
export function previewGrades(card: ReviewCard, now: number): Record<ReviewGrade, number> {
	const out = {} as Record<ReviewGrade, number>;
	for (const g of REVIEW_GRADES) out[g] = gradeCard(card, g, now).due;
	return out;
}
