import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves, moveToString, parseFen, parseMove, parseSquare, squareFromNumber, SQUARE_NAMES, type Position } from '$lib/engine';
import { display, showMove, showMoves, showSquare } from './display.svelte';
import { applyDisplay } from './apply';

const fen = (text: string): Position => {
	const r = parseFen(text);
	if (!r.ok) throw new Error(text);
	return r.value;
};

afterEach(() => applyDisplay(undefined));

describe('numeric notation', () => {
	it('names every square 1-32 and reads each number back as the same square', () => {
		applyDisplay({ notation: 'numeric' });
		const seen = new Set<string>();
		for (let n = 1; n <= 32; n++) {
			const sq = squareFromNumber(n);
			expect(sq).toBeGreaterThanOrEqual(0);
			expect(showSquare(sq)).toBe(String(n));
			seen.add(SQUARE_NAMES[sq]);
			// Name -> number through the text formatter, the way lines are shown.
			expect(showMoves(SQUARE_NAMES[sq])).toBe(String(n));
		}
		expect(seen.size).toBe(32);
		// PDN's numbering: Black's side first.
		expect([1, 4, 5, 29, 32].map((n) => SQUARE_NAMES[squareFromNumber(n)])).toEqual(['b8', 'h8', 'a7', 'a1', 'g1']);
	});

	it('prints a move and a capture line, and the engine reads the numbers back as the same moves', () => {
		applyDisplay({ notation: 'numeric' });
		const start = fen('W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12');
		const move = legalMoves(start).find((m) => moveToString(m) === 'c3-d4')!;
		expect(showMove(move)).toBe('22-18');
		// A two-capture line: c3 takes d4 and f6, landing on g7.
		const pos = fen('W:Wc3:Bd4,f6,h8');
		const capture = legalMoves(pos)[0];
		expect(moveToString(capture)).toBe('c3:e5:g7');
		expect(showMove(capture)).toBe('22x15x8');
		expect(showMoves('1. c3:e5:g7 h8:f6')).toBe('1. 22x15x8 4x11');
		for (const p of [start, pos])
			for (const m of legalMoves(p)) {
				const back = parseMove(p, showMove(m));
				expect(back.ok && moveToString(back.value)).toBe(moveToString(m));
			}
	});

	it('leaves words and light squares alone, and algebraic notation as it is', () => {
		applyDisplay({ notation: 'numeric' });
		expect(showMoves('a2')).toBe('a2');
		applyDisplay({ notation: 'algebraic' });
		expect(display.notation).toBe('algebraic');
		expect(showMoves('1. c3:e5:g7 h8:f6')).toBe('1. c3:e5:g7 h8:f6');
		expect(showSquare(parseSquare('e3'))).toBe('e3');
	});
});
