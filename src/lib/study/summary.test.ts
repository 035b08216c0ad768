import { describe, expect, it } from 'vitest';
import { moveNumberAt, summarizeStudy } from './summary';
import { constriction } from './testing';

describe('study summaries', () => {
	it('counts the main line in plies and in book moves', () => {
		const s = summarizeStudy(constriction);
		expect(s).toMatchObject({ id: 'test-constriction', plies: 7, moves: 4, startWhite: true, aim: 'giveaway' });
	});

	it('numbers plies as books do', () => {
		expect(moveNumberAt(0, true)).toBe(0);
		expect(moveNumberAt(1, true)).toBe(1);
		expect(moveNumberAt(69, true)).toBe(35);
		expect(moveNumberAt(1, false)).toBe(1);
		expect(moveNumberAt(2, false)).toBe(2);
	});
});
