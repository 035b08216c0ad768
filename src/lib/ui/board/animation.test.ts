import { describe, expect, it } from 'vitest';
import { START, applyMove, legalMoves, parseFen, squareName, type Position, moveToString, parseMove } from '$lib/engine';
import { FADE_MS, HOP_MS, flightFor, flightFrame } from './animation';

function position(fen: string): Position {
	const parsed = parseFen(fen);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
	return parsed.value;
}

function move(pos: Position, text: string) {
	const m = parseMove(pos, text);
	if (!m.ok) throw new Error(JSON.stringify(m.error));
	return m.value;
}

describe('move animation', () => {
	it('a quiet move is one hop', () => {
		const m = move(START, 'c3-d4');
		const flight = flightFor(START, applyMove(START, m), m);
		expect(flight).not.toBeNull();
		if (!flight) return;
		expect(flight.stops.map(squareName)).toEqual(['c3', 'd4']);
		expect(flight.captured).toEqual([]);
		expect(flight.duration).toBe(HOP_MS);
		const mid = flightFrame(flight, HOP_MS / 2);
		expect(mid.progress).toBeCloseTo(0.5);
		expect(mid.done).toBe(false);
		expect(flightFrame(flight, HOP_MS).done).toBe(true);
	});

	it('a capture goes hop by hop, and the captured pieces fade at the end', () => {
		const before = position('W:Wd4:Bc5,c7,d6,e5,g5');
		const m = legalMoves(before).find((x) => moveToString(x) === 'd4:b6:d8:h4');
		if (!m) throw new Error('no such capture');
		const flight = flightFor(before, applyMove(before, m), m);
		if (!flight) throw new Error('no flight');
		expect(flight.stops.map(squareName)).toEqual(['d4', 'b6', 'd8', 'h4']);
		expect(flight.captured.map((c) => `${squareName(c.square)} ${c.piece}`).sort()).toEqual(['c5 black man', 'c7 black man', 'g5 black man']);
		expect(flight.duration).toBe(3 * HOP_MS + FADE_MS);

		const second = flightFrame(flight, HOP_MS * 1.5);
		expect([squareName(second.hopFrom), squareName(second.hopTo)]).toEqual(['b6', 'd8']);
		expect(second.capturedOpacity).toBe(1);
		expect(second.piece).toBe('white man');

		const fading = flightFrame(flight, 3 * HOP_MS + FADE_MS / 2);
		expect(squareName(fading.hopTo)).toBe('h4');
		expect(fading.progress).toBe(1);
		expect(fading.capturedOpacity).toBeCloseTo(0.5);
		// Crowned on d8 on the way: drawn as a king once it has landed.
		expect(fading.piece).toBe('white king');

		const end = flightFrame(flight, flight.duration);
		expect(end.done).toBe(true);
		expect(end.capturedOpacity).toBe(0);
	});

	it('no flight when the position did not come by that move', () => {
		const m = move(START, 'c3-d4');
		const after = applyMove(START, m);
		expect(flightFor(null, after, m)).toBeNull();
		expect(flightFor(START, after, null)).toBeNull();
		// A step back: the last move does not lead from what was shown.
		expect(flightFor(after, START, m)).toBeNull();
		// A new position altogether.
		expect(flightFor(START, position('W:Wc3:Bb4'), m)).toBeNull();
	});

	it('eases in and out of each hop', () => {
		const m = move(START, 'c3-d4');
		const flight = flightFor(START, applyMove(START, m), m);
		if (!flight) throw new Error('no flight');
		const early = flightFrame(flight, HOP_MS * 0.1).progress;
		const late = flightFrame(flight, HOP_MS * 0.9).progress;
		expect(early).toBeLessThan(0.1);
		expect(late).toBeGreaterThan(0.9);
		expect(flightFrame(flight, -5).progress).toBe(0);
	});
});
