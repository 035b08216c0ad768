import { describe, expect, it } from 'vitest';
import { parseSquare } from '$lib/engine';
import { COURSE } from '$lib/learn/course';
import { acceptedMoves, acceptedSquares, answerForm, choiceQuestion, type Exercise } from '$lib/learn/goals';
import { inProcessLearnOracle } from '$lib/learn/testing';
import type { LearnRecord } from '$lib/progress';
import type { LearnReport } from '$lib/app/progress-link';
import { CourseController, type LearnStore } from './course.svelte';

/** A store in memory that keeps what it is given, as the progress link does. */
function memoryStore(records: LearnRecord[] = []): LearnStore & { saved: LearnReport[][]; rows: LearnRecord[] } {
	const store = {
		rows: records,
		saved: [] as LearnReport[][],
		learnRecords: async () => store.rows,
		saveLearn: async (rs: LearnReport[]) => {
			store.saved.push(rs);
			for (const r of rs) store.rows = [...store.rows.filter((x) => !(x.kind === r.kind && x.id === r.id)), { ...r, at: 1 } as LearnRecord];
			return true;
		}
	};
	return store;
}

const oracle = inProcessLearnOracle();
const course = (store: LearnStore) => new CourseController({ store, oracle: () => oracle, now: () => 1000 });

/** Answers the exercise on screen (a rule goal or a win in one). */
async function answer(c: CourseController, ex: Exercise) {
	const e = c.exercise!;
	const form = answerForm(ex.goal);
	if (form === 'squares') for (const sq of acceptedSquares(ex.goal, e.position)) e.tap(sq);
	else if (form === 'choice') e.choose(choiceQuestion(ex.goal, e.start).right);
	else await e.play((await acceptedMoves(ex.goal, e.position, 1, oracle))[0]);
	expect(e.state, ex.id).toBe('solved');
}

describe('the course on /learn', () => {
	it('opens lessons in order; a lesson is saved after each exercise and its stars at the end', async () => {
		const store = memoryStore();
		const c = course(store);
		await c.open();
		expect(c.statuses.map((s) => s.state)).toEqual(['open', ...COURSE.slice(1).map(() => 'locked')]);
		expect(c.openLesson('capture')).toBe(false);
		expect(c.openLesson('moves')).toBe(true);
		const lesson = COURSE[0];
		// A mistake first.
		c.exercise!.tap(parseSquare('h8'));
		expect(c.mistakes).toBe(1);
		c.exercise!.retry();
		for (const [i, ex] of lesson.exercises.entries()) {
			await answer(c, ex);
			if (i + 1 < lesson.exercises.length) {
				expect(store.rows.find((r) => r.id === 'moves')).toMatchObject({ step: i + 1, mistakes: 1, stars: 0 });
				c.nextExercise();
			}
		}
		expect(c.finished).toEqual({ stars: 2, mistakes: 1 });
		expect(store.rows.find((r) => r.id === 'moves')).toMatchObject({ kind: 'lesson', step: 4, mistakes: 1, stars: 2, skipped: false });
		expect(c.statusOf('moves')).toMatchObject({ state: 'done', stars: 2 });
		expect(c.statusOf('capture')?.state).toBe('open');
		expect(c.nextLesson?.id).toBe('capture');

		// Again, without a mistake: three stars; a worse pass later never lowers them.
		c.openLesson('moves');
		expect(c.index).toBe(0);
		for (const [i, ex] of lesson.exercises.entries()) {
			await answer(c, ex);
			if (i + 1 < lesson.exercises.length) c.nextExercise();
		}
		expect(c.finished?.stars).toBe(3);
		expect(store.rows.find((r) => r.id === 'moves')).toMatchObject({ stars: 3 });
	});

	it('resumes a lesson where it was left, with its mistakes, from the address after a reload', async () => {
		const store = memoryStore([{ kind: 'lesson', id: 'moves', step: 2, mistakes: 1, stars: 0, skipped: false, at: 5 }]);
		const c = course(store);
		await c.open('moves');
		expect(c.lesson?.id).toBe('moves');
		expect(c.index).toBe(2);
		expect(c.mistakes).toBe(1);
		expect(c.exercise?.exercise.id).toBe(COURSE[0].exercises[2].id);
		// A locked lesson in the address opens nothing.
		const other = course(memoryStore());
		await other.open('twelve');
		expect(other.lesson).toBeNull();
	});

	it('a skip opens a locked lesson and the ones before it', async () => {
		const store = memoryStore();
		const c = course(store);
		await c.open();
		await c.skipTo('kings');
		expect(store.saved.at(-1)?.map((r) => [r.id, r.kind === 'lesson' && r.skipped])).toEqual([
			['moves', true],
			['capture', true]
		]);
		expect(c.statuses.slice(0, 4).map((s) => s.state)).toEqual(['open', 'open', 'open', 'locked']);
		expect(c.openLesson('kings')).toBe(true);
		// A lesson done after a skip keeps its skip, and its stars.
		const kings = COURSE[2];
		for (const [i, ex] of kings.exercises.entries()) {
			await answer(c, ex);
			if (i + 1 < kings.exercises.length) c.nextExercise();
		}
		expect(c.statusOf('kings')).toMatchObject({ state: 'done', stars: 3 });
		expect(c.statusOf('aim')?.state).toBe('open');
	});

	it('works without a store: nothing kept, nothing breaks', async () => {
		const c = course({ learnRecords: () => Promise.reject(new Error('no store')), saveLearn: async () => false });
		await c.open('moves');
		expect(c.loaded).toBe(true);
		expect(c.lesson?.id).toBe('moves');
	});
});
