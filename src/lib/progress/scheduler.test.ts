import { describe, expect, it } from 'vitest';
import { gradeCard, gradeOfAttempt, newReviewCard, previewGrades, REVIEW_GRADES } from './scheduler';
import { attempt, freshStore, jan } from './testing';
import { reviewRecord } from './puzzles-check';

const DAY = 86_400_000;

describe('FSRS scheduling (pure)', () => {
	it('brings a failed card back the next day, and a known one later and later', () => {
		const card = gradeCard(newReviewCard('puzzle', 'p1', null, jan(5)), 'again', jan(5));
		expect(card.due - jan(5)).toBe(DAY);
		expect(reviewRecord(card, 'card')).toBeNull();
		let c = card;
		const gaps: number[] = [];
		for (let i = 0; i < 4; i++) {
			const next = gradeCard(c, 'good', c.due);
			gaps.push(next.due - c.due);
			c = next;
		}
		expect(gaps.every((g, i) => i === 0 || g > gaps[i - 1])).toBe(true);
		const lapsed = gradeCard(c, 'again', c.due);
		expect(lapsed.lapses).toBe(1);
		expect(lapsed.due - c.due).toBeLessThan(gaps[gaps.length - 1]);
	});

	it('orders the preview of grades: again <= hard <= good <= easy', () => {
		const card = gradeCard(newReviewCard('puzzle', 'p1', null, jan(5)), 'good', jan(5));
		const p = previewGrades(card, card.due);
		const dues = REVIEW_GRADES.map((g) => p[g]);
		expect([...dues].sort((a, b) => a - b)).toEqual(dues);
	});

	it('grades a try: failure again, hint hard, clean solution good', () => {
		expect(gradeOfAttempt({ result: 'failed', hintUsed: false })).toBe('again');
		expect(gradeOfAttempt({ result: 'solved', hintUsed: true })).toBe('hard');
		expect(gradeOfAttempt({ result: 'solved', hintUsed: false })).toBe('good');
	});
});

describe('review queue in the store', () => {
	it('is on for a new user: a first failure makes a card due the next day', async () => {
		const { store } = await freshStore();
		const r = await store.recordAttempt(attempt({ puzzleId: 'p1', result: 'failed', at: jan(5) }));
		expect(r.review).toMatchObject({ id: 'puzzle:p1', due: jan(6) });
		expect(await store.reviewSummary(jan(30))).toEqual({ enabled: true, paused: false, total: 1, due: 1 });
	});

	it('makes no card once the user switched reviews off, and keeps that choice', async () => {
		const { store } = await freshStore();
		await store.setSettings({ review: { enabled: false } }, jan(1));
		const r = await store.recordAttempt(attempt({ result: 'failed' }));
		expect(r.review).toBeNull();
		expect((await store.getSettings()).review.enabled).toBe(false);
		expect(await store.reviewSummary(jan(30))).toEqual({ enabled: false, paused: false, total: 0, due: 0 });
	});

	it('switched on, queues the puzzles whose latest try failed, due at once, in the same write', async () => {
		const { store } = await freshStore();
		await store.setSettings({ review: { enabled: false } }, jan(1));
		await store.recordAttempt(attempt({ puzzleId: 'p1', result: 'failed', at: jan(2) }));
		await store.recordAttempt(attempt({ puzzleId: 'p2', result: 'failed', at: jan(2) }));
		await store.recordAttempt(attempt({ puzzleId: 'p2', result: 'solved', at: jan(3) }));
		await store.recordAttempt(attempt({ puzzleId: 'p3', result: 'solved', at: jan(2) }));
		await store.recordAttempt(attempt({ puzzleId: 'p3', result: 'failed', at: jan(4) }));
		await store.recordAttempt(attempt({ puzzleId: 'p4', result: 'solved', at: jan(4) }));
		expect((await store.reviewSummary(jan(5))).total).toBe(0);

		await store.setSettings({ review: { enabled: true } }, jan(5));
		const due = await store.dueReviews(jan(5));
		expect(due.map((c) => c.id).sort()).toEqual(['puzzle:p1', 'puzzle:p3']);
		expect(due.every((c) => c.due === jan(5) && c.reps === 0)).toBe(true);

		// Switching on again (already on) queues nothing more; a card already there is kept as it is.
		await store.recordAttempt(attempt({ puzzleId: 'p1', result: 'failed', at: jan(5, 1) }));
		const graded = await store.reviewCard('puzzle:p1');
		expect(await store.queueFailedPuzzles(jan(6))).toEqual([]);
		expect(await store.reviewCard('puzzle:p1')).toEqual(graded);
		await store.setSettings({ review: { enabled: true } }, jan(7));
		expect((await store.reviewSummary(jan(7))).total).toBe(2);
	});

	it('lists the cards still to come, soonest first, and none while paused', async () => {
		const { store } = await freshStore();
		await store.recordAttempt(attempt({ puzzleId: 'p1', result: 'failed', at: jan(5) }));
		await store.recordAttempt(attempt({ puzzleId: 'p2', result: 'failed', at: jan(3) }));
		expect((await store.upcomingReviews(jan(3, 1))).map((c) => c.id)).toEqual(['puzzle:p2', 'puzzle:p1']);
		expect((await store.upcomingReviews(jan(4, 1))).map((c) => c.id)).toEqual(['puzzle:p1']);
		expect(await store.upcomingReviews(jan(3, 1), { limit: 1 })).toHaveLength(1);
		await store.setSettings({ review: { paused: true } }, jan(4));
		expect(await store.upcomingReviews(jan(3, 1))).toEqual([]);
	});

	it('turns a failed puzzle into a card, offers it when due, and a solution on review grades it', async () => {
		const { store } = await freshStore();
		await store.setSettings({ review: { enabled: true } });
		const failed = await store.recordAttempt(attempt({ puzzleId: 'p1', result: 'failed', at: jan(5) }));
		expect(failed.review).toMatchObject({ id: 'puzzle:p1', kind: 'puzzle', ref: 'p1', node: null, reps: 1 });
		expect(await store.dueReviews(jan(5, 1))).toEqual([]);
		const due = await store.dueReviews(jan(6));
		expect(due.map((c) => c.id)).toEqual(['puzzle:p1']);

		// Solved before it is due: no grade.
		const early = await store.recordAttempt(attempt({ puzzleId: 'p1', result: 'solved', at: jan(5, 2) }));
		expect(early.review?.reps).toBe(1);

		const solved = await store.recordAttempt(attempt({ puzzleId: 'p1', result: 'solved', at: jan(6) }));
		expect(solved.review?.reps).toBe(2);
		expect(solved.review!.due).toBeGreaterThan(jan(7));
		expect(await store.dueReviews(jan(7))).toEqual([]);
		// Solved puzzles never become cards.
		await store.recordAttempt(attempt({ puzzleId: 'p2', result: 'solved', at: jan(6) }));
		expect(await store.reviewCard('puzzle:p2')).toBeNull();
	});

	it('pauses and resumes the queue without losing cards', async () => {
		const { store } = await freshStore();
		await store.setSettings({ review: { enabled: true, paused: true } });
		await store.recordAttempt(attempt({ puzzleId: 'p1', result: 'failed', at: jan(5) }));
		expect(await store.dueReviews(jan(9))).toEqual([]);
		expect(await store.reviewSummary(jan(9))).toEqual({ enabled: true, paused: true, total: 1, due: 1 });
		await store.setSettings({ review: { paused: false } });
		expect(await store.dueReviews(jan(9))).toHaveLength(1);
	});

	it('orders due cards by due time, limits them, and grades them explicitly', async () => {
		const { store } = await freshStore();
		await store.setSettings({ review: { enabled: true } });
		await store.recordAttempt(attempt({ puzzleId: 'late', result: 'failed', at: jan(5, 3) }));
		await store.recordAttempt(attempt({ puzzleId: 'early', result: 'failed', at: jan(5) }));
		expect((await store.dueReviews(jan(9))).map((c) => c.ref)).toEqual(['early', 'late']);
		expect(await store.dueReviews(jan(9), { limit: 1 })).toHaveLength(1);
		const easy = await store.recordReview('puzzle:early', 'easy', jan(9));
		expect(easy.due).toBeGreaterThan(jan(10));
		await expect(store.recordReview('puzzle:nope', 'good', jan(9))).rejects.toMatchObject({ kind: 'not-found' });
		await expect(store.recordReview('puzzle:late', 'great' as never, jan(9))).rejects.toMatchObject({ kind: 'invalid' });
		await store.removeReview('puzzle:late');
		expect(await store.dueReviews(jan(9))).toEqual([]);
	});

	it('makes cards of failed study quiz positions', async () => {
		const { store } = await freshStore();
		await store.setSettings({ review: { enabled: true } });
		await store.saveStudyProgress(
			'petrov',
			{
				quiz: [
					{ node: '12', result: 'failed' },
					{ node: '14', result: 'solved' }
				]
			},
			jan(5)
		);
		const due = await store.dueReviews(jan(6), { kind: 'study' });
		expect(due.map((c) => [c.id, c.ref, c.node])).toEqual([['study:petrov#12', 'petrov', '12']]);
		await store.saveStudyProgress('petrov', { quiz: [{ node: '12', result: 'solved' }] }, jan(6));
		expect((await store.reviewCard('study:petrov#12'))!.due).toBeGreaterThan(jan(7));
		const added = await store.addReview('study', 'petrov', '20', jan(6));
		expect(added).toMatchObject({ id: 'study:petrov#20', due: jan(6), reps: 0 });
		expect(await store.addReview('study', 'petrov', '20', jan(7))).toEqual(added);
	});
});
