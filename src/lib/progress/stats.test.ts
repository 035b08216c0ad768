import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, isLocalDate, localDate } from './dates';
import { computeStreak } from './stats';
import type { DailyResult } from './types';

const day = (date: string, solved = true): DailyResult => ({
	date,
	puzzleId: 'p',
	firstResult: solved ? 'solved' : 'failed',
	solved,
	attempts: 1,
	firstAt: 0,
	solvedAt: solved ? 1 : null
});

describe('dates', () => {
	it('checks and steps calendar days, across months, leap years and DST', () => {
		expect(isLocalDate('2024-02-29')).toBe(true);
		expect(isLocalDate('2025-02-29')).toBe(false);
		expect(isLocalDate('2025-13-01')).toBe(false);
		expect(isLocalDate('2025-1-01')).toBe(false);
		expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
		expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
		expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
		expect(dayNumber('2026-03-30') - dayNumber('2026-03-29')).toBe(1);
		expect(localDate(new Date(2026, 2, 29, 23, 59))).toBe('2026-03-29');
	});
});

describe('computeStreak', () => {
	it('is 0 with nothing solved; a result after today does not count', () => {
		expect(computeStreak([], '2026-01-05')).toEqual({ current: 0, best: 0, todaySolved: false, lastDay: null });
		expect(computeStreak([day('2026-01-06')], '2026-01-05')).toMatchObject({ current: 0, best: 0 });
		expect(computeStreak([day('2026-01-04', false), day('2026-01-05', false)], '2026-01-05')).toMatchObject({ current: 0 });
	});

	it('matches a day-by-day count on any set of days (property)', () => {
		fc.assert(
			fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }), fc.integer({ min: 0, max: 62 }), (offsets, todayOffset) => {
				const base = '2025-12-20';
				const today = addDays(base, todayOffset);
				const s = computeStreak(
					offsets.map((o) => day(addDays(base, o))),
					today
				);
				const solved = new Set(offsets.filter((o) => o <= todayOffset));
				// Walk back from today (or yesterday when today is not solved).
				let from = solved.has(todayOffset) ? todayOffset : todayOffset - 1;
				let current = 0;
				while (solved.has(from--)) current++;
				let best = 0;
				for (const o of solved) {
					let n = 0;
					while (solved.has(o + n)) n++;
					best = Math.max(best, n);
				}
				expect(s.current).toBe(current);
				expect(s.best).toBe(best);
				expect(s.current).toBeLessThanOrEqual(s.best);
				expect(s.todaySolved).toBe(solved.has(todayOffset));
			})
		);
	});
});
