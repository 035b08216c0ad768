import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timers } from './timers';

describe('Timers', () => {
	let timers: Timers;
	beforeEach(() => {
		vi.useFakeTimers();
		timers = new Timers();
	});
	afterEach(() => vi.useRealTimers());

	it('runs a later once, after its time', () => {
		const run = vi.fn();
		timers.later(100, run);
		vi.advanceTimersByTime(99);
		expect(run).not.toHaveBeenCalled();
		vi.advanceTimersByTime(501);
		expect(run).toHaveBeenCalledTimes(1);
	});

	it('cancelLater drops the laters to come and keeps the tick', () => {
		const [step, tick] = [vi.fn(), vi.fn()];
		timers.every(50, tick);
		for (const ms of [100, 200]) timers.later(ms, step);
		vi.advanceTimersByTime(150);
		timers.cancelLater();
		vi.advanceTimersByTime(200);
		expect([step.mock.calls.length, tick.mock.calls.length, timers.ticking]).toEqual([1, 7, true]);
	});

	it('a new tick takes the old one’s place', () => {
		const [first, second] = [vi.fn(), vi.fn()];
		timers.every(10, first);
		timers.every(10, second);
		vi.advanceTimersByTime(30);
		expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 3]);
	});

	it('clear drops the laters and the tick', () => {
		const run = vi.fn();
		timers.later(10, run);
		timers.every(10, run);
		timers.clear();
		vi.advanceTimersByTime(100);
		expect(run).not.toHaveBeenCalled();
		expect(timers.ticking).toBe(false);
	});
});
