import { describe, expect, it } from 'vitest';
import { BEST_MAX_DROP, BLUNDER_DROP, classOfDrop, classOfEstimateDrop, INACCURACY_DROP, MISTAKE_DROP, moveAccuracy, sideAccuracy } from './classify';

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

	it('an estimate makes a mistake or a blunder only from the drop its phase tells apart; below that the move is unclear', () => {
		// A phase telling apart 13 points (today's middlegames).
		expect(classOfEstimateDrop(MISTAKE_DROP, 13)).toBe('unclear');
		expect(classOfEstimateDrop(12.99, 13)).toBe('unclear');
		expect(classOfEstimateDrop(13, 13)).toBe('mistake');
		expect(classOfEstimateDrop(BLUNDER_DROP, 13)).toBe('blunder');
		// 32 points (today's endings): a blunder's drop under it is unclear too.
		expect(classOfEstimateDrop(25, 32)).toBe('unclear');
		expect(classOfEstimateDrop(32, 32)).toBe('blunder');
		// A phase where the estimate reads no better than a coin: no drop is told apart.
		expect(classOfEstimateDrop(100, null)).toBe('unclear');
		// The smaller classes are the drop's whatever the trust.
		for (const trust of [null, 5, 13, 32]) {
			expect(classOfEstimateDrop(0, trust)).toBe('best');
			expect(classOfEstimateDrop(INACCURACY_DROP - 0.01, trust)).toBe('good');
			expect(classOfEstimateDrop(MISTAKE_DROP - 0.01, trust)).toBe('inaccuracy');
		}
		// A phase telling apart less than a mistake's drop leaves the classes as they were.
		for (const drop of [MISTAKE_DROP, BLUNDER_DROP - 0.01, BLUNDER_DROP, 60]) expect(classOfEstimateDrop(drop, 5)).toBe(classOfDrop(drop));
	});
});
