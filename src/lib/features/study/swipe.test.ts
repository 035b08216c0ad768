import { describe, expect, it } from 'vitest';
import { swipeStep } from './swipe';

describe('swipe across the board', () => {
	const at = (x: number, y: number, t: number) => ({ x, y, t });
	it('left is the next move, right the previous one', () => {
		expect(swipeStep(at(200, 100, 0), at(100, 110, 200))).toBe('next');
		expect(swipeStep(at(100, 100, 0), at(220, 90, 300))).toBe('prev');
	});
	it('taps, slow drags and vertical scrolls are not swipes', () => {
		expect(swipeStep(at(100, 100, 0), at(110, 100, 100))).toBeNull();
		expect(swipeStep(at(100, 100, 0), at(300, 100, 2000))).toBeNull();
		expect(swipeStep(at(100, 100, 0), at(160, 250, 200))).toBeNull();
	});
});
