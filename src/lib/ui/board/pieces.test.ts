import { describe, expect, it } from 'vitest';
import { START, applyMove, parseFen, parseSquare, type Position, parseMove } from '$lib/engine';
import { HOP_MS, flightFor, flightFrame } from './animation';
import { drawnPieces } from './pieces';

function position(fen: string): Position {
	const parsed = parseFen(fen);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
	return parsed.value;
}

describe('pieces to draw', () => {
	it('one per piece, at its square, rings on those that can capture', () => {
		const pos = position('W:Wc3,Ke1:Bd4');
		const drawn = drawnPieces(pos, 'white', { rings: new Set([parseSquare('c3')]) });
		expect(drawn).toHaveLength(3);
		const c3 = drawn.find((p) => p.key === `s${parseSquare('c3')}`);
		expect(c3).toMatchObject({ piece: 'white man', x: 250, y: 550, ring: true });
		expect(drawn.find((p) => p.piece === 'white king')).toMatchObject({ x: 450, y: 750, ring: false });
	});

	it('a dragged piece follows the pointer, drawn last', () => {
		const drawn = drawnPieces(START, 'white', { drag: { from: parseSquare('c3'), x: 333, y: 444 } });
		expect(drawn).toHaveLength(24);
		expect(drawn[23]).toMatchObject({ piece: 'white man', x: 333, y: 444, lifted: true });
	});

	it('a piece in flight is between its squares; the captured ones stay until faded', () => {
		const before = position('W:Wc3:Bd4,f6');
		const read = parseMove(before, 'c3:e5:g7');
		if (!read.ok) throw new Error(JSON.stringify(read.error));
		const after = applyMove(before, read.value);
		const plan = flightFor(before, after, read.value);
		if (!plan) throw new Error('no flight');
		const frame = flightFrame(plan, HOP_MS / 2);
		const drawn = drawnPieces(after, 'white', { flight: { plan, frame } });
		expect(drawn.map((p) => p.key).sort()).toEqual([`s${parseSquare('g7')}`, `x${parseSquare('d4')}`, `x${parseSquare('f6')}`].sort());
		const moving = drawn.find((p) => p.key === `s${parseSquare('g7')}`);
		// Halfway from c3 (250, 550) to e5 (450, 350).
		expect(moving?.x).toBeCloseTo(350);
		expect(moving?.y).toBeCloseTo(450);
	});
});
