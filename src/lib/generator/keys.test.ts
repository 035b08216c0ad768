import { describe, expect, it } from 'vitest';
import { applyMove, makeFen, mirror, moveToString } from '../engine';
import { fen } from '../engine/internal';
import { canonicalKey, pairKey, signature } from './keys';
import { mirrorLine, move } from './testing';

describe('keys', () => {
	it('treats a position and its colour-reversed image as one', () => {
		const pos = fen('W:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8');
		const image = mirror(pos);
		expect(makeFen(image)).toBe('B:Wa1,b2,c1,e5,h2,h4,h6:Ba3,c7,d8,f8');
		expect(canonicalKey(image)).toBe(canonicalKey(pos));
		expect(signature(image)).toBe(signature(pos));
		expect(signature(pos)).toBe('4m0k-7m0k');
		expect(canonicalKey(fen('B:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8'))).not.toBe(canonicalKey(pos));
	});

	it('keys the position after the first pair of moves, mirror images alike', () => {
		// 1.a5-c3, and Black must take: h8:b2.
		const key = pairKey('W:WKa5,f4:BKh8', ['a5-c3', 'h8:b2']);
		expect(key).toBe(canonicalKey(fen('W:Wf4:BKb2')));
		const pos = fen('W:WKa5,f4:BKh8');
		const line = [move(pos, 'a5-c3'), move(applyMove(pos, move(pos, 'a5-c3')), 'h8:b2')];
		expect(pairKey(makeFen(mirror(pos)), mirrorLine(pos, line).map(moveToString))).toBe(key);
		expect(pairKey('W:WKa5,f4:BKh8', ['a5-c3'])).toBeNull();
		expect(pairKey('W:WKa5,f4:BKh8', ['a5-c3', 'h8-g7'])).toBeNull();
	});
});
