import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, mirror, parseSquare } from '../engine';
import { fen } from '../engine/internal';
import { lockedMen, pieceCanMove, tagThemes } from './themes';
import { mirrorLine, mirrorMove, solved } from './testing';

describe('themes', () => {
	it('tags a sacrifice with a threat in a king ending', () => {
		// White puts its king on the long diagonal; were it White's turn again, f4-g5 would give the man too.
		const { pos, key, line } = solved('W:WKa5,f4:BKh8');
		const f = tagThemes(pos, key, line);
		expect(f.themes).toEqual(['threat', 'king-endgame', 'sacrifice']);
		expect(f.block).toBe(false);
	});

	it('tags constriction: a quiet move that leaves few replies, all losing', () => {
		const { pos, key, line } = solved('B:Wg5:Bc7,e7,g7');
		const f = tagThemes(pos, key, line);
		expect(f.sacrifice).toBe(false);
		expect(f.replies).toBeLessThanOrEqual(2);
		expect(f.themes).toContain('constriction');
		expect(f.themes).not.toContain('king-endgame');
	});

	it("tags Petrov's locked man on h6, a blocked finish and many against few", () => {
		const { pos, key, line } = solved('W:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8');
		const h6 = parseSquare('h6');
		expect(pieceCanMove(pos, h6)).toBe(false);
		expect(lockedMen(pos, applyMove(pos, key))).toContain(h6);
		const f = tagThemes(pos, key, line);
		for (const t of ['locked-men', 'many-against-few', 'block'] as const) expect(f.themes).toContain(t);
		const end = line.reduce(applyMove, pos);
		expect(legalMoves(end).length).toBe(0);
		expect(end.white).not.toBe(0);
		// A man that can still step is not locked.
		expect(pieceCanMove(fen('W:Wh6:Bf8'), h6)).toBe(true);
		// Nor one that could capture.
		expect(pieceCanMove(fen('W:Wh6:Bg7'), h6)).toBe(true);
		// A man held up by its own piece is not locked in.
		const own = fen('W:Wa5,b6,c3:Bc7,h8');
		expect(pieceCanMove(own, parseSquare('a5'))).toBe(false);
		expect(lockedMen(own, own)).toEqual([]);
		// Black's man on a3 behind White's b2 and c1 is.
		const a3 = fen('W:Wb2,c1,g3:Ba3,h8');
		expect(lockedMen(a3, a3)).toEqual([parseSquare('a3')]);
	});

	it('tags the colour-reversed position the same way', () => {
		for (const text of ['W:WKa5,f4:BKh8', 'B:Wg5:Bc7,e7,g7', 'W:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8']) {
			const { pos, key, line } = solved(text);
			expect(tagThemes(mirror(pos), mirrorMove(pos, key), mirrorLine(pos, line)).themes).toEqual(tagThemes(pos, key, line).themes);
		}
	});
});
