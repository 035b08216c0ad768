import { describe, expect, it } from 'vitest';
import { parseSquare, squareName } from '$lib/engine';
import { cellOf, edgeLabels, isDarkCell, squareCenter, squareFromPoint, squareOfCell, squaresInReadingOrder } from './geometry';

const sq = parseSquare;

describe('board geometry', () => {
	it('puts a1 bottom-left for White and h8 bottom-left for Black', () => {
		expect(cellOf(sq('a1'), 'white')).toEqual({ col: 0, row: 7 });
		expect(cellOf(sq('h8'), 'white')).toEqual({ col: 7, row: 0 });
		expect(cellOf(sq('h8'), 'black')).toEqual({ col: 0, row: 7 });
		expect(cellOf(sq('a1'), 'black')).toEqual({ col: 7, row: 0 });
	});

	it('cells and squares convert both ways; light cells have no square', () => {
		for (const o of ['white', 'black'] as const)
			for (let s = 0; s < 32; s++) {
				const { col, row } = cellOf(s, o);
				expect(isDarkCell(col, row)).toBe(true);
				expect(squareOfCell(col, row, o)).toBe(s);
			}
		expect(squareOfCell(0, 0, 'white')).toBe(-1);
		expect(squareOfCell(8, 0, 'white')).toBe(-1);
	});

	it('lists the squares in reading order', () => {
		expect(squaresInReadingOrder('white').slice(0, 4).map(squareName)).toEqual(['b8', 'd8', 'f8', 'h8']);
		expect(squaresInReadingOrder('black').slice(0, 4).map(squareName)).toEqual(['g1', 'e1', 'c1', 'a1']);
		expect(squaresInReadingOrder('black')).toHaveLength(32);
	});

	it('finds the square under a point, with the flip', () => {
		// A 400 px board: squares of 50 px.
		expect(squareName(squareFromPoint(10, 390, 400, 'white'))).toBe('a1');
		expect(squareName(squareFromPoint(10, 390, 400, 'black'))).toBe('h8');
		expect(squareName(squareFromPoint(125, 275, 400, 'white'))).toBe('c3');
		expect(squareFromPoint(10, 10, 400, 'white')).toBe(-1); // a8 is light
		expect(squareFromPoint(-1, 10, 400, 'white')).toBe(-1);
		expect(squareFromPoint(400, 10, 400, 'white')).toBe(-1);
	});

	it('centres and edge labels follow the flip', () => {
		expect(squareCenter(sq('a1'), 'white')).toEqual({ x: 50, y: 750 });
		expect(squareCenter(sq('a1'), 'black')).toEqual({ x: 750, y: 50 });
		expect(edgeLabels('white')).toEqual({ files: [...'abcdefgh'], ranks: [...'87654321'] });
		expect(edgeLabels('black')).toEqual({ files: [...'hgfedcba'], ranks: [...'12345678'] });
	});
});
