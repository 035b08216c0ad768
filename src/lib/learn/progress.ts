/**
 * The course's progress as the pages show it: which lessons are open,
 * done or still locked (they open in order; a skip opens one at once),
 * and stars by mistakes. Pure: the records come from the progress store.
 */
import type { DrillRecord, LessonRecord } from '../progress/lessons';

export type LessonState = 'locked' | 'open' | 'done';

export interface LessonStatus {
	id: string;
	state: LessonState;
	/** Best stars (0: not finished). */
	stars: number;
	/** Exercises solved in the pass under way. */
	step: number;
	mistakes: number;
	skipped: boolean;
}

/** Stars for a lesson finished with `mistakes` wrong answers: none three, one or two two, more one. */
export function lessonStars(mistakes: number): number {
	return mistakes === 0 ? 3 : mistakes <= 2 ? 2 : 1;
}

/**
 * Each lesson's status, in course order: the first is always open; a
 * lesson is open once the one before it is done or skipped (or it was
 * skipped itself); done once a pass of it was finished.
 */
export function lessonStatuses(ids: readonly string[], records: readonly LessonRecord[]): LessonStatus[] {
	const byId = new Map(records.map((r) => [r.id, r]));
	let previousPassed = true;
	return ids.map((id) => {
		const r = byId.get(id);
		const done = !!r && r.stars > 0;
		const state: LessonState = done ? 'done' : previousPassed || r?.skipped ? 'open' : 'locked';
		previousPassed = done || !!r?.skipped;
		return { id, state, stars: r?.stars ?? 0, step: r?.step ?? 0, mistakes: r?.mistakes ?? 0, skipped: !!r?.skipped };
	});
}

/** The records a skip to lesson `id` writes: every lesson before it that is not done, marked skipped (so it opens, and the next ones stay locked). */
export function skipTo(ids: readonly string[], statuses: readonly LessonStatus[], id: string, at: number): LessonRecord[] {
	const upTo = ids.indexOf(id);
	if (upTo < 0) return [];
	return statuses
		.slice(0, upTo)
		.filter((s) => s.state !== 'done' && !s.skipped)
		.map((s) => ({ kind: 'lesson', id: s.id, step: s.step, mistakes: s.mistakes, stars: s.stars, skipped: true, at }));
}

/** Best stars of each drill, by id. */
export function drillStarsById(records: readonly DrillRecord[]): Map<string, number> {
	return new Map(records.map((r) => [r.id, r.stars]));
}
