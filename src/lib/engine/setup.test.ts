import { describe, expect, it } from 'vitest';
import { START, makeFen, parseFen, parseSquare, type Position } from '$lib/engine';
import { EMPTY_BOARD, applyTool, cleared, mirrored, setupProblem, withSideToMove } from './setup';

function pos(fen: string): Position {
	const r = parseFen(fen);
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	return r.value;
}

const sq = (name: string) => parseSquare(name);

describe('position editor', () => {
	it('places pieces, replaces what stood there, and takes a piece off when tapped again', () => {
		let p = EMPTY_BOARD;
		for (const [square, tool] of [
			['c3', 'white man'],
			['b4', 'black man'],
			['h8', 'black man'],
			['e5', 'white king']
		] as const) {
			const r = applyTool(p, sq(square), tool);
			if (!r.ok) throw new Error(r.error.kind);
			p = r.value;
		}
		expect(makeFen(p)).toBe('W:Wc3,Ke5:Bb4,h8');
		const replaced = applyTool(p, sq('e5'), 'black king');
		expect(replaced.ok && makeFen(replaced.value)).toBe('W:Wc3:Bb4,Ke5,h8');
		const off = applyTool(p, sq('c3'), 'white man');
		expect(off.ok && makeFen(off.value)).toBe('W:WKe5:Bb4,h8');
		const erased = applyTool(p, sq('b4'), 'empty');
		expect(erased.ok && makeFen(erased.value)).toBe('W:Wc3,Ke5:Bh8');
	});

	it('refuses a man on its own king row, naming the square', () => {
		expect(applyTool(EMPTY_BOARD, sq('b8'), 'white man')).toEqual({
			ok: false,
			error: { kind: 'man-on-king-row', color: 'white', square: 'b8' }
		});
		expect(applyTool(EMPTY_BOARD, sq('a1'), 'black man')).toEqual({
			ok: false,
			error: { kind: 'man-on-king-row', color: 'black', square: 'a1' }
		});
		// Kings may stand there, and men of the other colour too.
		expect(applyTool(EMPTY_BOARD, sq('b8'), 'white king').ok).toBe(true);
		expect(applyTool(EMPTY_BOARD, sq('b8'), 'black man').ok).toBe(true);
	});

	it('refuses a thirteenth piece of a colour, but lets one be swapped', () => {
		expect(applyTool(START, sq('e5'), 'white man')).toEqual({ ok: false, error: { kind: 'too-many-pieces', color: 'white' } });
		expect(applyTool(START, sq('d4'), 'black king')).toEqual({ ok: false, error: { kind: 'too-many-pieces', color: 'black' } });
		const king = applyTool(START, sq('c3'), 'white king');
		expect(king.ok && makeFen(king.value)).toContain('Kc3');
		// A black piece on a white man's square: White loses one, Black would gain a 13th.
		expect(applyTool(START, sq('c3'), 'black man').ok).toBe(false);
	});

	it('every setup the editor makes is a FEN the engine reads back', () => {
		const p = pos('W:Wc3,Ke5:Bb4,h8');
		expect(setupProblem(p)).toBeNull();
		expect(parseFen(makeFen(p)).ok).toBe(true);
		expect(setupProblem({ ...EMPTY_BOARD, white: 1 << sq('d8') })).toEqual({ kind: 'man-on-king-row', color: 'white', square: 'd8' });
	});

	it('clears, sets the side to move and mirrors', () => {
		const p = pos('W:Wc3:Bb4,h8');
		expect(makeFen(cleared(withSideToMove(p, 'black')))).toBe('B:W:B');
		expect(makeFen(withSideToMove(p, 'black'))).toBe('B:Wc3:Bb4,h8');
		// Colours swapped, board turned, the other side to move: the same position seen from the other side.
		expect(makeFen(mirrored(p))).toBe('B:Wa1,g5:Bf6');
		expect(makeFen(mirrored(mirrored(p)))).toBe(makeFen(p));
		expect(makeFen(mirrored(START))).toBe(makeFen(withSideToMove(START, 'black')));
	});
});
