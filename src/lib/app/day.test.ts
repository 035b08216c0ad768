import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDate } from '$lib/progress/dates';
import { msToNextDay, watchDay } from './day';

describe('the day on an open page', () => {
	let now: Date;
	let shown: (() => void) | null;
	const deps = (busy?: () => boolean) => ({
		now: () => now,
		busy,
		onShown: (run: () => void) => {
			shown = run;
			return () => (shown = null);
		}
	});

	beforeEach(() => {
		vi.useFakeTimers();
		now = new Date(2026, 11, 1, 23, 59, 0);
		vi.setSystemTime(now);
		shown = null;
	});
	afterEach(() => vi.useRealTimers());

	/** Time passes on the clock the watcher reads and on the timers alike. */
	const pass = (ms: number) => {
		now = new Date(now.getTime() + ms);
		vi.advanceTimersByTime(ms);
	};

	it('moves to the new day at midnight, once', () => {
		const days: string[] = [];
		const stop = watchDay(localDate, (d) => days.push(d), deps());
		pass(59_000);
		expect(days).toEqual([]);
		pass(1_500);
		expect(days).toEqual(['2026-12-02']);
		pass(3_600_000);
		expect(days).toEqual(['2026-12-02']);
		pass(24 * 3_600_000);
		expect(days).toEqual(['2026-12-02', '2026-12-03']);
		stop();
		pass(24 * 3_600_000);
		expect(days).toHaveLength(2);
	});

	it('moves when the page is shown again after the timers slept (a phone in a pocket)', () => {
		const days: string[] = [];
		watchDay(localDate, (d) => days.push(d), deps());
		// The clock moves on, the page's timers did not run.
		now = new Date(2026, 11, 3, 8, 0);
		shown?.();
		expect(days).toEqual(['2026-12-03']);
		shown?.();
		expect(days).toEqual(['2026-12-03']);
	});

	it('a day fixed by ?today= never moves', () => {
		const days: string[] = [];
		watchDay(
			() => '2026-01-06',
			(d) => days.push(d),
			deps()
		);
		pass(3 * 24 * 3_600_000);
		shown?.();
		expect(days).toEqual([]);
	});

	it('waits while a try is in progress, then moves', () => {
		const days: string[] = [];
		let busy = true;
		watchDay(
			localDate,
			(d) => days.push(d),
			deps(() => busy)
		);
		pass(61_000);
		expect(days).toEqual([]);
		busy = false;
		pass(60_000);
		expect(days).toEqual(['2026-12-02']);
	});

	it('counts to midnight by the calendar, across a daylight-saving change', () => {
		expect(msToNextDay(new Date(2026, 11, 1, 23, 0))).toBe(3_600_000);
		const march = new Date(2026, 2, 28, 12, 0);
		const next = new Date(2026, 2, 29, 0, 0);
		expect(msToNextDay(march)).toBe(next.getTime() - march.getTime());
		expect(msToNextDay(new Date(2026, 11, 1, 23, 59, 59, 900))).toBe(1000);
	});
});
