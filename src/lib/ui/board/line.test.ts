import { describe, expect, it } from 'vitest';
import { START, makeFen, parseFen, moveToString, parseMove } from '$lib/engine';
import { PlayedLine } from './line.svelte';

function play(line: PlayedLine, text: string) {
	const m = parseMove(line.position, text);
	if (!m.ok) throw new Error(JSON.stringify(m.error));
	line.play(m.value);
}

describe('a line of moves played on the board', () => {
	it('plays, steps back and forward, and says what happened', () => {
		const line = new PlayedLine();
		expect(line.position).toBe(START);
		expect(line.lastMove).toBeNull();
		play(line, 'c3-d4');
		play(line, 'f6-g5');
		expect(makeFen(line.position)).toBe('W:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f8,g5,g7,h6,h8');
		expect(line.lastMove && moveToString(line.lastMove)).toBe('f6-g5');
		expect(line.announce).toBe('Black: f6-g5.');

		line.back();
		expect(line.ply).toBe(1);
		expect(line.lastMove && moveToString(line.lastMove)).toBe('c3-d4');
		expect(line.announce).toBe('Took back f6-g5.');
		expect(line.canGoForward).toBe(true);
		line.forward();
		expect(line.ply).toBe(2);
		expect(line.announce).toBe('Black: f6-g5.');
		expect(line.canGoForward).toBe(false);
	});

	it('a move played after stepping back replaces the rest', () => {
		const line = new PlayedLine();
		play(line, 'c3-d4');
		play(line, 'f6-g5');
		line.back();
		play(line, 'f6-e5');
		expect(line.moves.map(moveToString)).toEqual(['c3-d4', 'f6-e5']);
		expect(line.canGoForward).toBe(false);
	});

	it('says when the side to move is left without a move', () => {
		const start = parseFen('W:Wc3:Bb4');
		if (!start.ok) throw new Error();
		const line = new PlayedLine(start.value);
		play(line, 'c3:a5');
		expect(line.announce).toBe('White: c3:a5. Black has no legal move.');
	});

	it('resets to its start or to a new one', () => {
		const line = new PlayedLine();
		play(line, 'c3-d4');
		line.reset();
		expect(line.position).toBe(START);
		expect(line.moves).toEqual([]);
		expect(line.announce).toBe('Back to the starting position.');
		const other = parseFen('W:Wc3:Bb4');
		if (!other.ok) throw new Error();
		line.reset(other.value, '');
		expect(makeFen(line.position)).toBe('W:Wc3:Bb4');
		expect(line.start).toBe(other.value);
	});
});
