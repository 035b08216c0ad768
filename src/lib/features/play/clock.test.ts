import { describe, expect, it } from 'vitest';
import { flagged, press, startClock, thinkBudget, timeKeyOf, timeLeft } from './clock';
import { messages } from '$lib/i18n/index.svelte';

describe('the clock of a game', () => {
	const control = { initialMs: 60_000, incrementMs: 1_000 };

	it('runs for the side to move only, adds the increment to the mover, and never reads below zero', () => {
		let c = startClock(control, 'white', 0);
		expect(timeLeft(c, 'white', 5_000)).toBe(55_000);
		expect(timeLeft(c, 'black', 5_000)).toBe(60_000);
		c = press(c, 5_000, 'black', 'white');
		expect(c).toMatchObject({ white: 56_000, black: 60_000, running: 'black', since: 5_000 });
		expect(timeLeft(c, 'black', 65_000)).toBe(0);
		expect(flagged(c, 64_999)).toBeNull();
		expect(flagged(c, 65_000)).toBe('black');
		// A take-back: the time spent stays spent, no increment.
		c = press(c, 7_000, 'white', null);
		expect(c).toMatchObject({ white: 56_000, black: 58_000, running: 'white' });
		// Over: both stop.
		c = press(c, 8_000, null, 'white');
		expect(flagged(c, 1e9)).toBeNull();
		expect(timeLeft(c, 'white', 1e9)).toBe(56_000);
	});

	it('a clock read before it was last pressed (a clock set back) charges nothing', () => {
		const c = startClock(control, 'white', 10_000);
		expect(timeLeft(c, 'white', 9_000)).toBe(60_000);
		expect(press(c, 9_000, 'black', 'white').white).toBe(61_000);
	});

	it('the app thinks about a thirtieth of its time and half the increment, within its limits', () => {
		expect(thinkBudget(180_000, 2_000, 700)).toBe(700);
		expect(thinkBudget(3_000, 0, 700)).toBe(100);
		expect(thinkBudget(100, 0, 700)).toBe(50);
	});

	it('time controls by key, and times in words', () => {
		expect(timeKeyOf(undefined)).toBe('none');
		expect(timeKeyOf({ initialMs: 300_000, incrementMs: 3_000 })).toBe('5+3');
		const en = messages('en').clockTime;
		expect(en(185_000)).toBe('3:05');
		expect(en(10_000)).toBe('0:10');
		expect(en(9_440)).toBe('9.4');
		expect(en(0)).toBe('0.0');
		expect(messages('ru').clockTime(9_440)).toBe('9,4');
	});
});
