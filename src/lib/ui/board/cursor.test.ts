import { describe, expect, it } from 'vitest';
import { parseSquare, squareName } from '$lib/engine';
import { START, legalMoves } from '$lib/engine';
import { cursorAt, firstCursorSquare, moveCursor, type Cursor } from './cursor';
import type { Orientation } from './geometry';

function walk(from: string, keys: string[], o: Orientation = 'white'): string[] {
	let c: Cursor = cursorAt(parseSquare(from), o);
	const out: string[] = [];
	for (const k of keys) {
		const shift = k.startsWith('Shift+');
		const key = shift ? k.slice(6) : k;
		const next = moveCursor(c, key, o, shift);
		if (next === null) throw new Error(`${k} does not move the cursor`);
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

	it('Shift with Up or Down takes the other diagonal; Q, E, Z, C step diagonally', () => {
		expect(walk('c3', ['ArrowUp'])).toEqual(['d4']);
		expect(walk('c3', ['Shift+ArrowUp', 'Shift+ArrowUp', 'ArrowUp'])).toEqual(['b4', 'a5', 'b6']);
		expect(walk('e5', ['Shift+ArrowDown', 'ArrowDown'])).toEqual(['d4', 'e3']);
		expect(walk('a3', ['Shift+ArrowUp'])).toEqual(['b4']);
		expect(walk('c3', ['q', 'e', 'z', 'c', 'E'])).toEqual(['b4', 'c5', 'b4', 'c3', 'd4']);
		expect(walk('e3', ['ArrowUp'], 'black')).not.toEqual(walk('e3', ['Shift+ArrowUp'], 'black'));
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
