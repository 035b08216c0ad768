import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timers } from './timers';

describe('Timers', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('runs a later once, after its time', () => {
		const timers = new Timers();
		const run = vi.fn();
		timers.later(100, run);
		vi.advanceTimersByTime(99);
		expect(run).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		vi.advanceTimersByTime(500);
		expect(run).toHaveBeenCalledTimes(1);
	});

	it('cancelLater drops the laters to come and keeps the tick', () => {
		const timers = new Timers();
		const step = vi.fn();
		const tick = vi.fn();
		timers.every(50, tick);
		timers.later(100, step);
		timers.later(200, step);
		vi.advanceTimersByTime(150);
		timers.cancelLater();
		vi.advanceTimersByTime(200);
		expect(step).toHaveBeenCalledTimes(1);
		expect(tick).toHaveBeenCalledTimes(7);
		expect(timers.ticking).toBe(true);
	});

	it('a new tick takes the old one’s place', () => {
		const timers = new Timers();
		const first = vi.fn();
		const second = vi.fn();
		timers.every(10, first);
		timers.every(10, second);
		vi.advanceTimersByTime(30);
		expect(first).not.toHaveBeenCalled();
		expect(second).toHaveBeenCalledTimes(3);
	});

	it('clear drops the laters and the tick', () => {
		const timers = new Timers();
		const run = vi.fn();
		timers.later(10, run);
		timers.every(10, run);
		timers.clear();
		vi.advanceTimersByTime(100);
		expect(run).not.toHaveBeenCalled();
		expect(timers.ticking).toBe(false);
	});
});
