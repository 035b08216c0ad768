import { describe, expect, it } from 'vitest';
import { START, legalMoves, parseFen, parseSquare, squareName, type Position, moveToString } from '$lib/engine';
import { activate, candidateMoves, capturingSquares, destinations, heldByCapture, playableMoves, readTypedMove, turningSquares } from './input';

function position(fen: string): Position {
	const parsed = parseFen(fen);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
	return parsed.value;
}

const sq = parseSquare;
const names = (squares: Iterable<number>) => [...squares].map(squareName).sort();

describe('which moves the user may make', () => {
	it('follows movable: only ever the side to move', () => {
		expect(playableMoves(START, 'both')).toHaveLength(7);
		expect(playableMoves(START, 'white')).toHaveLength(7);
		expect(playableMoves(START, 'black')).toHaveLength(0);
		expect(playableMoves(START, 'none')).toHaveLength(0);
		const black = position('B:Wc3:Bf6');
		expect(playableMoves(black, 'black').map(moveToString).sort()).toEqual(['f6-e5', 'f6-g5']);
		expect(playableMoves(black, 'white')).toHaveLength(0);
	});

	it('knows when a tapped piece is held back by a compulsory capture, and which pieces must capture', () => {
		const pos = position('W:Wc3,e3,g1:Bd4');
		const moves = legalMoves(pos);
		expect(heldByCapture(pos, moves, sq('g1')!)?.map(squareName)).toEqual(['c3', 'e3']);
		// A capturing piece, an empty square, the opponent's piece: nothing to explain.
		expect(heldByCapture(pos, moves, sq('c3')!)).toBeNull();
		expect(heldByCapture(pos, moves, sq('a1')!)).toBeNull();
		expect(heldByCapture(pos, moves, sq('d4')!)).toBeNull();
		// No capture on the board: a blocked piece is just blocked.
		expect(heldByCapture(START, legalMoves(START), sq('a1')!)).toBeNull();
		// Not the user's turn (no moves offered): silent.
		expect(heldByCapture(pos, [], sq('g1')!)).toBeNull();
	});

	it('marks the pieces that can capture only when a capture is compulsory', () => {
		expect(capturingSquares(legalMoves(START)).size).toBe(0);
		const pos = position('W:Wc3,e3,g1:Bd4');
		expect(names(capturingSquares(legalMoves(pos)))).toEqual(['c3', 'e3']);
	});
});

describe('tap-tap input', () => {
	const start = legalMoves(START);

	it('selects a piece that can move and plays a quiet move', () => {
		expect(activate(start, null, [], sq('c3'))).toEqual({ kind: 'select', from: sq('c3') });
		expect(names(destinations(candidateMoves(start, sq('c3'), [])))).toEqual(['b4', 'd4']);
		const played = activate(start, sq('c3'), [], sq('d4'));
		expect(played.kind).toBe('play');
		if (played.kind === 'play') expect(moveToString(played.move)).toBe('c3-d4');
	});

	it('ignores a piece without moves and clears on a stray square', () => {
		expect(activate(start, null, [], sq('a1'))).toEqual({ kind: 'clear' });
		expect(activate(start, sq('c3'), [], sq('h4'))).toEqual({ kind: 'clear' });
		expect(activate(start, sq('c3'), [], sq('c3'))).toEqual({ kind: 'clear' });
	});

	it('switches to another piece', () => {
		expect(activate(start, sq('c3'), [], sq('e3'))).toEqual({ kind: 'select', from: sq('e3') });
	});

	it('selects nothing when no move is playable', () => {
		expect(activate([], null, [], sq('c3'))).toEqual({ kind: 'clear' });
	});

	// Two captures from d4 end on h4: d4:f6:h4 and d4:b6:d8:h4 (a king from d8).
	const fork = legalMoves(position('W:Wd4:Bc5,c7,d6,e5,g5'));

	it('asks which capture when two end on the same square', () => {
		const action = activate(fork, sq('d4'), [], sq('h4'));
		expect(action.kind).toBe('choose');
		if (action.kind === 'choose') expect(action.moves.map(moveToString).sort()).toEqual(['d4:b6:d8:h4', 'd4:f6:h4']);
	});

	it('shows the turning squares of the captures still possible', () => {
		const candidates = candidateMoves(fork, sq('d4'), []);
		expect(names(destinations(candidates))).toEqual(['h4']);
		expect(names(turningSquares(candidates, []))).toEqual(['b6', 'd8', 'f6']);
		const narrowed = candidateMoves(fork, sq('d4'), [sq('b6')]);
		expect(narrowed.map(moveToString)).toEqual(['d4:b6:d8:h4']);
		expect(names(turningSquares(narrowed, [sq('b6')]))).toEqual(['d8']);
	});

	it('narrows by the turning squares activated in order', () => {
		const narrowed = activate(fork, sq('d4'), [], sq('b6'));
		expect(narrowed).toEqual({ kind: 'narrow', via: [sq('b6')] });
		const played = activate(fork, sq('d4'), [sq('b6')], sq('h4'));
		expect(played.kind).toBe('play');
		if (played.kind === 'play') expect(moveToString(played.move)).toBe('d4:b6:d8:h4');
	});

	it('a turning square shared by both captures still leaves the choice', () => {
		const moves = legalMoves(position('W:Wd6:Bc3,c5,e3,e5,g3'));
		expect(activate(moves, sq('d6'), [], sq('f4'))).toEqual({ kind: 'narrow', via: [sq('f4')] });
		expect(activate(moves, sq('d6'), [sq('f4')], sq('h2')).kind).toBe('choose');
		const played = activate(moves, sq('d6'), [sq('b4')], sq('h2'));
		expect(played.kind === 'play' && moveToString(played.move)).toBe('d6:b4:d2:f4:h2');
	});

	it('a king with two captures ending on e1 (the e2e position)', () => {
		const moves = legalMoves(position('W:WKh4:Bb6,d2,d4,g5'));
		const action = activate(moves, sq('h4'), [], sq('e1'));
		expect(action.kind === 'choose' && action.moves.map(moveToString).sort()).toEqual(['h4:d8:a5:e1', 'h4:f6:c3:e1']);
		const viaF6 = activate(moves, sq('h4'), [], sq('f6'));
		expect(viaF6).toEqual({ kind: 'narrow', via: [sq('f6')] });
		const played = activate(moves, sq('h4'), [sq('f6')], sq('e1'));
		expect(played.kind === 'play' && moveToString(played.move)).toBe('h4:f6:c3:e1');
	});
});

describe('typed moves', () => {
	it('reads any notation the engine reads', () => {
		const moves = legalMoves(START);
		for (const text of ['c3-d4', 'cd4', 'C3 - D4', '22-18']) {
			const read = readTypedMove(START, moves, text);
			expect(read.ok && moveToString(read.value)).toBe('c3-d4');
		}
		const capture = position('W:Wc3:Bd4');
		const read = readTypedMove(capture, legalMoves(capture), 'c3:e5');
		expect(read.ok && moveToString(read.value)).toBe('c3:e5');
	});

	it('names the error kind', () => {
		const moves = legalMoves(START);
		const bad = (text: string) => {
			const read = readTypedMove(START, moves, text);
			return read.ok ? 'ok' : read.error.kind;
		};
		expect(bad('zz')).toBe('syntax');
		expect(bad('c3-e5')).toBe('illegal');
		expect(bad('d4')).toBe('ambiguous');
	});

	it('refuses a legal move the user may not make', () => {
		const read = readTypedMove(START, [], 'c3-d4');
		expect(!read.ok && read.error.kind).toBe('illegal');
	});
});
