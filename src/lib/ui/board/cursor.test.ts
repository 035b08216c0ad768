import { describe, expect, it } from 'vitest';
import { parseSquare, squareName } from '$lib/engine';
import { START, legalMoves } from '$lib/engine';
import { cursorAt, firstCursorSquare, moveCursor, type Cursor } from './cursor';
import type { Orientation } from './geometry';

function walk(from: string, keys: string[], o: Orientation = 'white'): string[] {
	let c: Cursor = cursorAt(parseSquare(from), o);
	const out: string[] = [];
	for (const key of keys) {
		const next = moveCursor(c, key, o);
		if (next === null) throw new Error(`${key} does not move the cursor`);
		c = next;
		out.push(squareName(c.square));
	}
	return out;
}

describe('keyboard cursor', () => {
	it('Left and Right step to the next dark square along the row', () => {
		expect(walk('c3', ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft'])).toEqual(['e3', 'g3', 'g3', 'e3']);
		expect(walk('a1', ['ArrowLeft'])).toEqual(['a1']);
	});

	it('Up and Down zig-zag around the starting column', () => {
		expect(walk('c3', ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp'])).toEqual(['d4', 'c5', 'd6', 'c7', 'd8']);
		expect(walk('c3', ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown'])).toEqual(['d4', 'c5', 'd4', 'c3']);
		expect(walk('h2', ['ArrowUp', 'ArrowUp'])).toEqual(['g3', 'h4']);
		expect(walk('b8', ['ArrowUp'])).toEqual(['b8']);
	});

	it('the diagonal keys step diagonally', () => {
		expect(walk('e3', ['Home', 'PageUp', 'End', 'PageDown'])).toEqual(['d4', 'e5', 'd4', 'e3']);
	});

	it('keys are in screen directions: flipped, Up goes towards rank 1', () => {
		expect(walk('f6', ['ArrowUp', 'ArrowUp'], 'black')).toEqual(['e5', 'f4']);
		expect(walk('c3', ['ArrowRight', 'ArrowRight'], 'black')).toEqual(['a3', 'a3']);
		expect(walk('h8', ['ArrowDown', 'Home', 'PageUp'], 'black')).toEqual(['h8', 'h8', 'g7']);
		expect(walk('a1', ['ArrowUp'], 'black')).toEqual(['a1']);
	});

	it('other keys are not the cursor', () => {
		expect(moveCursor(cursorAt(parseSquare('c3'), 'white'), 'Enter', 'white')).toBeNull();
		expect(moveCursor(cursorAt(parseSquare('c3'), 'white'), 'a', 'white')).toBeNull();
	});

	it('starts on the playable piece nearest the bottom-left corner', () => {
		const movers = legalMoves(START).map((m) => m.from);
		expect(squareName(firstCursorSquare(movers, 'white'))).toBe('a3');
		expect(squareName(firstCursorSquare(movers, 'black'))).toBe('g3');
		expect(squareName(firstCursorSquare([], 'white'))).toBe('a1');
		expect(squareName(firstCursorSquare([], 'black'))).toBe('h8');
	});
});
