import { describe, expect, it } from 'vitest';
import { dayMonth } from './dates';

describe('dates in words', () => {
	it('names the day and the month in each language, day first', () => {
		expect(dayMonth('en', '2026-11-30')).toBe('30 November');
		expect(dayMonth('ru', '2026-11-30')).toBe('30 ноября');
		expect(dayMonth('ru', '2027-03-01')).toBe('1 марта');
	});
});
