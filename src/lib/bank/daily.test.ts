import { describe, expect, it } from 'vitest';
import { addDays, buildDailyOrder, dailyArchive, dailyPuzzleId, daysBetween, extendDailyOrder, localDate, CYCLE_DIFFICULTY } from './daily';

const daily = { epoch: '2026-01-05', order: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] };

describe('daily puzzle', () => {
	it('counts calendar days, across months, leap days and DST changes', () => {
		expect(daysBetween('2026-01-05', '2026-01-06')).toBe(1);
		expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // European DST change on the 29th
		expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2); // 2028 is a leap year
		expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
		expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
	});

	it('is the same for everyone on a date and cycles through the order', () => {
		expect(dailyPuzzleId(daily, '2026-01-05')).toBe('a');
		expect(dailyPuzzleId(daily, '2026-01-12')).toBe('h');
		expect(dailyPuzzleId(daily, '2026-01-13')).toBe('a');
		expect(dailyPuzzleId(daily, '2026-01-04')).toBe('h'); // before the epoch: backwards
	});

	it('uses the local date of the device', () => {
		expect(localDate(new Date(2026, 10, 29, 23, 59))).toBe('2026-11-29');
		expect(localDate(new Date(2026, 10, 30, 0, 1))).toBe('2026-11-30');
	});

	it('lists past days newest first', () => {
		expect(dailyArchive(daily, '2026-01-07', 3)).toEqual([
			{ date: '2026-01-07', id: 'c' },
			{ date: '2026-01-06', id: 'b' },
			{ date: '2026-01-05', id: 'a' }
		]);
	});

	it('climbs from Monday to Sunday and gives every level the same share', () => {
		expect(CYCLE_DIFFICULTY).toHaveLength(35);
		for (let week = 0; week < 5; week++) {
			const days = CYCLE_DIFFICULTY.slice(week * 7, week * 7 + 7);
			expect(days[0]).toBe(1);
			expect(days[6]).toBe(5);
			expect([...days].sort()).toEqual(days);
		}
		for (let level = 1; level <= 5; level++) expect(CYCLE_DIFFICULTY.filter((d) => d === level)).toHaveLength(7);
	});

	it('avoids the same first theme on neighbouring days when the level has another', () => {
		// Level 1 only, the first three in id order all "block": day 2 must take the "threat" one.
		const puzzles = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, difficulty: 1, themes: [i < 3 ? 'block' : 'threat'] }));
		expect(buildDailyOrder(puzzles)).toEqual(['a', 'd', 'b', 'c']);
	});

	it('builds an order that follows the cycle while puzzles last', () => {
		const puzzles = Array.from({ length: 70 }, (_, i) => ({
			id: `p${String(i).padStart(2, '0')}`,
			difficulty: (i % 5) + 1,
			themes: [i % 2 ? 'threat' : 'block']
		}));
		const order = buildDailyOrder(puzzles);
		expect(new Set(order).size).toBe(70);
		const level = new Map(puzzles.map((p) => [p.id, p.difficulty]));
		order.forEach((id, day) => expect(level.get(id)).toBe(CYCLE_DIFFICULTY[day % 35]));
	});

	it('extends an order without touching its days: new puzzles follow the cycle from the next day', () => {
		const puzzles = Array.from({ length: 70 }, (_, i) => ({
			id: `p${String(i).padStart(2, '0')}`,
			difficulty: (i % 5) + 1,
			themes: [i % 2 ? 'threat' : 'block']
		}));
		const first = buildDailyOrder(puzzles.slice(0, 33));
		const more = Array.from({ length: 35 }, (_, i) => ({ id: `q${String(i).padStart(2, '0')}`, difficulty: (i % 5) + 1, themes: ['block'] }));
		const extended = extendDailyOrder(first, [...puzzles.slice(0, 33), ...more], true);
		expect(extended.slice(0, 33)).toEqual(first);
		expect(extended).toHaveLength(68);
		const level = new Map([...puzzles, ...more].map((p) => [p.id, p.difficulty]));
		extended.slice(33).forEach((id, i) => expect(level.get(id)).toBe(CYCLE_DIFFICULTY[(33 + i) % 35]));
		// Nothing new: nothing changes.
		expect(extendDailyOrder(extended, [...puzzles.slice(0, 33), ...more], true)).toEqual(extended);
	});

	it('appends strictly on the cycle: a missing difficulty ends the appended days', () => {
		const easy = Array.from({ length: 10 }, (_, i) => ({ id: `e${i}`, difficulty: 1, themes: ['block'] }));
		const some = [...easy, { id: 'm0', difficulty: 2, themes: ['block'] }];
		// Days 0-1 want level 1, day 2 level 2, day 3 level 2 again: only one level-2 puzzle.
		expect(extendDailyOrder([], some, true)).toEqual(['e0', 'e1', 'm0']);
		expect(extendDailyOrder(['e0', 'e1', 'm0'], [...some, { id: 'm1', difficulty: 2, themes: ['block'] }], true)).toEqual(['e0', 'e1', 'm0', 'm1']);
	});
});
