import { describe, expect, it } from 'vitest';
import { START, legalMoves, parseFen, parseSquare, type Position } from '$lib/engine';
import { activate, moveNotation } from './board-input';

function position(fen: string): Position {
	const parsed = parseFen(fen);
	if (!parsed.ok) throw new Error(parsed.error.message);
	return parsed.value;
}

const sq = parseSquare;

describe('tap-tap input', () => {
	const start = legalMoves(START);

	it('selects a piece that can move and plays a quiet move', () => {
		expect(activate(start, null, [], sq('c3'))).toEqual({ kind: 'select', from: sq('c3') });
		const played = activate(start, sq('c3'), [], sq('d4'));
		expect(played.kind).toBe('play');
		if (played.kind === 'play') expect(moveNotation(played.move)).toBe('c3-d4');
	});

	it('ignores a piece without moves and clears on a stray square', () => {
		expect(activate(start, null, [], sq('a1'))).toEqual({ kind: 'clear' });
		expect(activate(start, sq('c3'), [], sq('h4'))).toEqual({ kind: 'clear' });
		expect(activate(start, sq('c3'), [], sq('c3'))).toEqual({ kind: 'clear' });
	});

	it('switches to another piece', () => {
		expect(activate(start, sq('c3'), [], sq('e3'))).toEqual({ kind: 'select', from: sq('e3') });
	});

	// Two captures from d4 end on h4: d4:f6:h4 and d4:b6:d8:h4 (a king from d8).
	const fork = legalMoves(position('W:Wd4:Bc5,c7,d6,e5,g5'));

	it('asks which capture when two end on the same square', () => {
		const action = activate(fork, sq('d4'), [], sq('h4'));
		expect(action.kind).toBe('choose');
		if (action.kind === 'choose') expect(action.moves.map(moveNotation).sort()).toEqual(['d4:b6:d8:h4', 'd4:f6:h4']);
	});

	it('narrows by the turning squares activated in order', () => {
		const narrowed = activate(fork, sq('d4'), [], sq('b6'));
		expect(narrowed).toEqual({ kind: 'narrow', via: [sq('b6')] });
		const played = activate(fork, sq('d4'), [sq('b6')], sq('h4'));
		expect(played.kind).toBe('play');
		if (played.kind === 'play') expect(moveNotation(played.move)).toBe('d4:b6:d8:h4');
	});

	it('a turning square shared by both captures still leaves the choice', () => {
		const moves = legalMoves(position('W:Wd6:Bc3,c5,e3,e5,g3'));
		expect(activate(moves, sq('d6'), [], sq('f4'))).toEqual({ kind: 'narrow', via: [sq('f4')] });
		expect(activate(moves, sq('d6'), [sq('f4')], sq('h2')).kind).toBe('choose');
		const played = activate(moves, sq('d6'), [sq('b4')], sq('h2'));
		expect(played.kind === 'play' && moveNotation(played.move)).toBe('d6:b4:d2:f4:h2');
	});
});
