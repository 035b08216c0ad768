import { describe, expect, it } from 'vitest';
import { BEST_MAX_DROP, BLUNDER_DROP, classOfDrop, INACCURACY_DROP, MISTAKE_DROP, moveAccuracy, sideAccuracy } from './classify';

describe('move classes from the drop in expected result', () => {
	it('each threshold starts its class; just below it is the class before', () => {
		expect(classOfDrop(0)).toBe('best');
		expect(classOfDrop(BEST_MAX_DROP - 0.01)).toBe('best');
		expect(classOfDrop(BEST_MAX_DROP)).toBe('good');
		expect(classOfDrop(INACCURACY_DROP - 0.01)).toBe('good');
		expect(classOfDrop(INACCURACY_DROP)).toBe('inaccuracy');
		expect(classOfDrop(MISTAKE_DROP - 0.01)).toBe('inaccuracy');
		expect(classOfDrop(MISTAKE_DROP)).toBe('mistake');
		expect(classOfDrop(BLUNDER_DROP - 0.01)).toBe('mistake');
		expect(classOfDrop(BLUNDER_DROP)).toBe('blunder');
		expect(classOfDrop(100)).toBe('blunder');
	});

	it('accuracy falls from 100 with the drop and a side with no choice has none', () => {
		expect(moveAccuracy(0)).toBe(100);
		expect(Math.round(moveAccuracy(5))).toBe(80);
		expect(Math.round(moveAccuracy(10))).toBe(64);
		expect(moveAccuracy(100)).toBeLessThan(2);
		expect(sideAccuracy([])).toBeNull();
		expect(sideAccuracy([0, 10])).toBeCloseTo((100 + moveAccuracy(10)) / 2);
	});
});
