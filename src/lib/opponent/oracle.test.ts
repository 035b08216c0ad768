import { describe, expect, it } from 'vitest';
import { legalMoves, applyMove } from '$lib/engine';
import { fen } from '$lib/engine/internal';
import { casualMove } from './oracle';

describe('the app as opponent', () => {
	it('casual play never hands over an immediate giveaway win when it can avoid it', () => {
		const pos = fen('W:Wa1,e3:Bd6,h8');
		for (let i = 0; i < 20; i++) {
			const m = casualMove(pos, 'giveaway', () => i / 20)!;
			expect(legalMoves(applyMove(pos, m)).length).toBeGreaterThan(0);
		}
	});
});
