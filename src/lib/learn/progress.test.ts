import { describe, expect, it } from 'vitest';
import type { LessonRecord } from '../progress/lessons';
import { lessonStars, lessonStatuses, skipTo } from './progress';

const IDS = ['a', 'b', 'c', 'd'];
const rec = (id: string, fields: Partial<LessonRecord> = {}): LessonRecord => ({
	kind: 'lesson',
	id,
	step: 0,
	mistakes: 0,
	stars: 0,
	skipped: false,
	at: 1,
	...fields
});
const states = (records: LessonRecord[]) => lessonStatuses(IDS, records).map((s) => s.state);

describe('lesson states', () => {
	it('open in order: the first, then each after one done', () => {
		expect(states([])).toEqual(['open', 'locked', 'locked', 'locked']);
		expect(states([rec('a', { step: 2 })])).toEqual(['open', 'locked', 'locked', 'locked']);
		expect(states([rec('a', { stars: 1, step: 4 })])).toEqual(['done', 'open', 'locked', 'locked']);
		expect(states([rec('a', { stars: 3 }), rec('b', { stars: 2 })])).toEqual(['done', 'done', 'open', 'locked']);
	});

	it('a skip to a lesson opens it, and the ones before it, but not the ones after', () => {
		const skipped = skipTo(IDS, lessonStatuses(IDS, [rec('a', { stars: 2 })]), 'c', 5);
		expect(skipped.map((r) => [r.id, r.skipped, r.stars, r.at])).toEqual([['b', true, 0, 5]]);
		expect(states([rec('a', { stars: 2 }), ...skipped])).toEqual(['done', 'open', 'open', 'locked']);
		expect(skipTo(IDS, lessonStatuses(IDS, []), 'a', 5)).toEqual([]);
		expect(skipTo(IDS, lessonStatuses(IDS, []), 'nope', 5)).toEqual([]);
	});

	it('stars by mistakes: none three, one or two two, more one', () => {
		expect([0, 1, 2, 3, 10].map(lessonStars)).toEqual([3, 2, 2, 1, 1]);
	});
});
