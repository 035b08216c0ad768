import { describe, expect, it } from 'vitest';
import type { DailyResult } from '$lib/progress/types';
import type { Attempt } from '$lib/progress/types';
import { calendarStart, calendarWeeks, countStates, weekday } from './calendar';
import { clockFrom } from '$lib/app/clock';
import { difficultyRows, themeRows, timeRows } from './figures';
import { dueDays, REVIEW_HREF, reviewEntryCount } from './review-entry';
import { messages } from '$lib/i18n/index.svelte';

const day = (date: string, solved: boolean, puzzleId = 'p'): DailyResult => ({
	date,
	puzzleId,
	firstResult: solved ? 'solved' : 'failed',
	solved,
	attempts: 1,
	firstAt: 0,
	solvedAt: solved ? 0 : null
});

describe('calendar of daily puzzles', () => {
	it('knows Mondays', () => {
		expect(weekday('2026-01-05')).toBe(0); // a Monday
		expect(weekday('2026-01-11')).toBe(6);
		expect(weekday('1969-12-29')).toBe(0);
	});

	it('shows whole weeks ending with the week of today, each day in its state', () => {
		const weeks = calendarWeeks('2026-01-07', [day('2026-01-05', true, 'a'), day('2026-01-06', false, 'b'), day('2026-01-09', true)], 8, (d) => `daily-${d}`);
		expect(weeks).toHaveLength(8);
		expect(weeks.every((w) => w.length === 7)).toBe(true);
		expect(weeks[0][0].date).toBe('2025-11-17');
		expect(calendarStart('2026-01-07', 8)).toBe('2025-11-17');
		const last = weeks[7];
		expect(last.map((d) => d.state)).toEqual(['solved', 'missed', 'none', 'future', 'future', 'future', 'future']);
		expect(last[0].puzzleId).toBe('a');
		expect(last[2]).toMatchObject({ date: '2026-01-07', today: true, puzzleId: 'daily-2026-01-07' });
		// A result after today (the clock moved back) is not shown as done.
		expect(last[4].state).toBe('future');
		expect(countStates(weeks)).toEqual({ solved: 1, missed: 1, none: 50, future: 4 });
	});
});

describe('test clock', () => {
	it('takes the day from ?today= and keeps the time of day', () => {
		const now = new Date(2026, 2, 10, 15, 30);
		const c = clockFrom('?today=2026-01-06', now);
		expect(c.today).toBe('2026-01-06');
		expect(new Date(c.now).getHours()).toBe(15);
		expect(new Date(c.now).getDate()).toBe(6);
		expect(clockFrom('', now)).toEqual({ today: '2026-03-10', now: now.getTime() });
		expect(clockFrom('?today=2026-02-30', now).today).toBe('2026-03-10');
		expect(clockFrom('?today=soon', now).today).toBe('2026-03-10');
	});
});

describe('chart rows', () => {
	const b = (solved: number, attempts: number) => ({ solved, attempts, failed: attempts - solved, accuracy: attempts ? solved / attempts : null });
	const labels = {
		name: (k: string) => k,
		percent: (f: number) => `${Math.round(f * 100)}%`,
		detail: (x: { solved: number; attempts: number }) => `${x.solved}/${x.attempts}`
	};

	it('puts the weakest theme first, the most tried first among equals', () => {
		const rows = themeRows({ sacrifice: b(3, 4), lesson: b(1, 4), block: b(1, 2), threat: b(0, 0), opening: b(2, 4) }, labels);
		expect(rows.map((r) => r.key)).toEqual(['lesson', 'opening', 'block', 'sacrifice']);
		expect(rows[0]).toMatchObject({ fraction: 0.25, value: '25%', detail: '1/4', tone: 'bad' });
		expect(rows[3].tone).toBe('good');
	});

	it('orders difficulties 1 to 5', () => {
		expect(difficultyRows({ '3': b(1, 1), '1': b(0, 2) }, labels).map((r) => r.key)).toEqual(['1', '3']);
	});

	it('scales times to the longest try and marks the result', () => {
		const a = (timeMs: number, result: 'solved' | 'failed', at: number): Attempt => ({
			puzzleId: 'p',
			date: '2026-01-05',
			at,
			result,
			timeMs,
			moves: [],
			hintUsed: false,
			daily: false
		});
		const rows = timeRows([a(30_000, 'solved', 2), a(60_000, 'failed', 1)], { name: () => 'p', duration: (ms) => `${ms / 1000}s`, detail: (x) => x.result });
		expect(rows.map((r) => [r.fraction, r.value, r.tone])).toEqual([
			[0.5, '30s ✓', 'good'],
			[1, '60s ✗', 'bad']
		]);
	});
});

describe('review entry for the home page', () => {
	it('counts due cards only while reviews are on and not paused', () => {
		expect(reviewEntryCount({ enabled: true, paused: false, due: 3 })).toBe(3);
		expect(reviewEntryCount({ enabled: true, paused: false, due: 0 })).toBe(0);
		expect(reviewEntryCount({ enabled: true, paused: true, due: 3 })).toBeNull();
		expect(reviewEntryCount({ enabled: false, paused: false, due: 3 })).toBeNull();
		expect(reviewEntryCount(undefined)).toBeNull();
		expect(REVIEW_HREF).toBe('/progress#review');
	});
});

describe('what comes back for review and when', () => {
	const at = (d: number, h: number) => ({ due: new Date(2026, 11, d, h).getTime() });

	it('groups the cards to come by local day, soonest first, a few days at most', () => {
		const cards = [at(5, 9), at(2, 10), at(2, 20), at(3, 8), at(9, 1), at(3, 23)];
		expect(dueDays(cards, 3)).toEqual([
			{ date: '2026-12-02', count: 2 },
			{ date: '2026-12-03', count: 2 },
			{ date: '2026-12-05', count: 1 }
		]);
		expect(dueDays(cards, 1)).toEqual([{ date: '2026-12-02', count: 2 }]);
		expect(dueDays([], 3)).toEqual([]);
	});

	it('says it in both languages, with plurals and dates in words', () => {
		const days = [
			{ date: '2026-12-02', count: 2 },
			{ date: '2026-12-05', count: 1 }
		];
		expect(messages('en').progReviewNext(days)).toBe('Next: 2 puzzles on 2 December, 1 puzzle on 5 December.');
		expect(messages('ru').progReviewNext(days)).toBe('Дальше: 2 декабря — 2 задачи, 5 декабря — 1 задача.');
		expect(messages('ru').progReviewNote('2026-12-01')).toBe('Эта задача вернётся на повторение 1 декабря.');
		expect(messages('en').progReviewNote('2026-12-01')).toBe('This puzzle comes back for review on 1 December.');
	});
});
