import { describe, expect, it } from 'vitest';
import { linePoints } from './points';

describe('linePoints', () => {
	it('puts each value at its index and height, to one decimal', () => {
		expect(
			linePoints(
				[10, 20, 30],
				(i) => 5 + i * 2.25,
				(v) => 100 - v / 3
			)
		).toBe('5.0,96.7 7.3,93.3 9.5,90.0');
	});

	it('is empty for no values', () => {
		expect(
			linePoints(
				[],
				(i) => i,
				(v) => v
			)
		).toBe('');
	});
});
