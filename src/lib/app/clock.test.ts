import { describe, expect, it } from 'vitest';
import { clockFrom, todayFrom } from './clock';

describe('?today=', () => {
	const now = new Date(2026, 2, 10, 15, 30);

	it('takes a day that exists', () => {
		expect(todayFrom('?today=2026-01-06', now)).toBe('2026-01-06');
		expect(todayFrom('?today=2028-02-29', now)).toBe('2028-02-29');
	});

	it('refuses a day that does not exist, as the CLI does, and keeps the device day', () => {
		for (const bad of ['2026-13-45', '0001-01-01', '0999-12-31', '2026-02-30', '2026-04-31', '2100-02-29', '2026-00-10', '2026-1-1', 'soon', ''])
			expect(todayFrom(`?today=${bad}`, now), bad).toBe('2026-03-10');
		expect(clockFrom('?today=2026-13-45', now)).toEqual({ today: '2026-03-10', now: now.getTime() });
	});
});
