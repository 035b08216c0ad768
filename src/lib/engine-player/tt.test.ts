/**
 * The engine's table forgets on clear() without rewriting its memory (each
 * entry carries its generation): a cleared table answers nothing, also
 * once the generations wrap round and the memory is zeroed.
 */
import { describe, expect, it } from 'vitest';
import { BOUND_EXACT, BOUND_LOWER, PlayerTable } from './tt';

describe('the engine table', () => {
	it('answers what was stored, and nothing after clear()', () => {
		const t = new PlayerTable(1);
		t.store(12345, 0x0f, 0xf00000, 0, true, 77, BOUND_EXACT, 6, 3);
		expect(t.probe(12345, 0x0f, 0xf00000, 0, true)).toBe(true);
		expect([t.score, t.depth, t.bound, t.move]).toEqual([77, 6, BOUND_EXACT, 3]);
		expect(t.probe(12345, 0x0f, 0xf00000, 0, false)).toBe(false);
		t.clear();
		expect(t.probe(12345, 0x0f, 0xf00000, 0, true)).toBe(false);
		t.store(12345, 0x0f, 0xf00000, 0, true, -5, BOUND_LOWER, 2, -1);
		expect(t.probe(12345, 0x0f, 0xf00000, 0, true)).toBe(true);
		// A move-less store after clear() does not take the move of the entry before it.
		expect([t.score, t.depth, t.bound, t.move]).toEqual([-5, 2, BOUND_LOWER, -1]);
	});

	it('forgets across a wrap of the generations (the memory is zeroed then)', () => {
		const t = new PlayerTable(1);
		t.store(99, 1, 2, 0, true, 10, BOUND_EXACT, 4, 0);
		// The last of these clears comes back to the generation the entry was stored in.
		for (let i = 0; i < 4095; i++) {
			t.clear();
			expect(t.probe(99, 1, 2, 0, true)).toBe(false);
		}
	});
});
