import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMove, legalMoves, sameMove, type Move } from './moves';
import { makeFen } from './fen';
import { makePosition, START, type Position } from './position';
import { captureRoutes, moveToString, parseMove, splitMarks } from './notation';
import { fen } from './testing';

function read(pos: Position, text: string): string {
	const r = parseMove(pos, text);
	if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.error)}`);
	return moveToString(r.value);
}

function failure(pos: Position, text: string) {
	const r = parseMove(pos, text);
	if (r.ok) throw new Error(`${text} was accepted as ${moveToString(r.value)}`);
	return r.error;
}

describe('moveToString', () => {
	it('prints a quiet move with a dash and a capture with every landing square', () => {
		const quiet = legalMoves(START).find((m) => moveToString(m) === 'e3-d4');
		expect(quiet).toBeDefined();
		expect(legalMoves(fen('B:Wd4,f4:Bc5')).map(moveToString)).toEqual(['c5:e3:g5']);
	});

	it('a ring capture is one move even though it can go round either way', () => {
		const pos = fen('W:Wc3:Bb4,b6,d4,d6');
		expect(legalMoves(pos).length).toBe(1);
		expect(captureRoutes(pos).length).toBe(2);
		expect(legalMoves(pos).map(moveToString)[0]).toMatch(/^c3:(e5:c7:a5|a5:c7:e5):c3$/);
	});
});

describe('parseMove: accepted forms', () => {
	const capture = fen('B:Wd4,f4:Bc5,h8');

	it('full notation, quiet and capture', () => {
		expect(read(START, 'e3-d4')).toBe('e3-d4');
		expect(read(capture, 'c5:e3:g5')).toBe('c5:e3:g5');
	});

	it('start and end only, with ":" or "-"', () => {
		expect(read(capture, 'c5:g5')).toBe('c5:e3:g5');
		expect(read(capture, 'c5-g5')).toBe('c5:e3:g5');
	});

	it('partial paths: the given squares in order', () => {
		const pos = fen('W:Wa1:Bb2,d4,f6');
		expect(read(pos, 'a1:c3:g7')).toBe('a1:c3:e5:g7');
		expect(read(pos, 'a1:e5:g7')).toBe('a1:c3:e5:g7');
		expect(failure(pos, 'a1:e5:c3:g7').kind).toBe('illegal');
	});

	it('every separator, with or without spaces', () => {
		for (const text of ['e3-d4', 'e3:d4', 'e3xd4', 'e3—d4', 'e3–d4', 'e3 - d4', 'e3 — d4', 'e3— d4', 'e3 ×d4']) expect(read(START, text)).toBe('e3-d4');
		expect(read(capture, 'c5 : e3 : g5')).toBe('c5:e3:g5');
		expect(read(capture, 'c5xe3xg5')).toBe('c5:e3:g5');
	});

	it('Cyrillic look-alike letters typed for Latin ones', () => {
		// "с3-d4" with a Cyrillic с, "сd4", and a capture written with Cyrillic х.
		expect(read(START, 'с3-d4')).toBe('c3-d4');
		expect(read(START, 'сd4')).toBe('c3-d4');
		expect(read(fen('B:Wd4,f4:Bc5,h8'), 'с5хg5')).toBe('c5:e3:g5');
	});

	it('squares in any case', () => {
		expect(read(START, 'E3-D4')).toBe('e3-d4');
		expect(read(START, 'Ed4')).toBe('e3-d4');
	});

	it('short literature forms: de5, d:e5, g:e3, hg3, fh6', () => {
		expect(read(fen('W:Wd4,h2:Bh8'), 'de5')).toBe('d4-e5');
		expect(read(fen('W:Wd4,h2:Bh8'), 'd:e5')).toBe('d4-e5');
		expect(read(fen('W:Wd4,h2:Bh8'), 'd-e5')).toBe('d4-e5');
		expect(read(fen('B:Wf4:Bg5,a7'), 'g:e3')).toBe('g5:e3');
		expect(read(fen('B:Wf4,f2:Bg5,a7'), 'g:g1')).toBe('g5:e3:g1');
		expect(read(fen('W:Wh2,d4:Bh8'), 'hg3')).toBe('h2-g3');
		expect(read(fen('W:Wf4:Bg5,a7'), 'fh6')).toBe('f4:h6');
		expect(read(fen('W:Wd4,h2:Bh8'), 'dxe5')).toBe('d4-e5');
	});

	it('fh6: a capture named by file and destination', () => {
		// A black man on f8 takes g7 and lands on h6.
		expect(read(fen('B:Wg7:Bf8'), 'fh6')).toBe('f8:h6');
		expect(read(fen('B:Wg7:Bf8'), 'f:h6')).toBe('f8:h6');
	});

	it('a bare destination when only one move goes there', () => {
		expect(read(START, 'h4')).toBe('g3-h4');
		expect(read(capture, 'g5')).toBe('c5:e3:g5');
	});

	it('numeric PDN squares', () => {
		// 22 = c3, 17 = b4, 18 = d4.
		expect(read(START, '22-17')).toBe('c3-b4');
		expect(read(START, '22x18')).toBe('c3-d4');
		// 9 = b6 ... a black man on b6 takes c5 and e3: 9x18x27 is b6:d4:f2.
		expect(read(fen('B:Wc5,e3:Bb6'), '9x18x27')).toBe('b6:d4:f2');
		expect(read(fen('B:Wc5,e3:Bb6'), '9-27')).toBe('b6:d4:f2');
	});

	it('trailing annotation marks are ignored', () => {
		for (const mark of ['!', '?', '!!', '??', '!?', '?!', '+', 'x', '=', ' !', '!+', ' x']) expect(read(START, `e3-d4${mark}`)).toBe('e3-d4');
		expect(read(fen('W:Wd4,h2:Bh8'), 'dc5x')).toBe('d4-c5');
		expect(read(capture, 'c5xe3xg5x')).toBe('c5:e3:g5');
		expect(read(fen('W:Wc3:Bd4,h8'), 'c3xe5')).toBe('c3:e5');
	});
});

describe('splitMarks', () => {
	it('separates the marks as printed', () => {
		expect(splitMarks('dc5x')).toEqual({ move: 'dc5', marks: ['x'] });
		expect(splitMarks('c3xe5')).toEqual({ move: 'c3xe5', marks: [] });
		expect(splitMarks('hg3+')).toEqual({ move: 'hg3', marks: ['+'] });
		expect(splitMarks('e7: e3 !?')).toEqual({ move: 'e7: e3', marks: ['!?'] });
		expect(splitMarks('cd4!!+')).toEqual({ move: 'cd4', marks: ['!!', '+'] });
		expect(splitMarks('ef4?!')).toEqual({ move: 'ef4', marks: ['?!'] });
		expect(splitMarks('gh4=')).toEqual({ move: 'gh4', marks: ['='] });
	});
});

describe('parseMove: errors are codes with fields', () => {
	it('syntax: text that is no move at all', () => {
		for (const text of ['', 'zz', 'e3d4', 'e9-e5', 'i1-b2', 'e3-', '-e3', '33-28', '17', 'e3 d4', 'ab']) expect(failure(START, text).kind, text).toBe('syntax');
		expect(failure(START, 'zz')).toEqual({ kind: 'syntax', reason: 'unexpected', rest: 'zz', text: 'zz', candidates: [] });
		expect(failure(START, '33-28')).toMatchObject({ reason: 'bad-number', number: '33' });
		expect(failure(START, 'e9-e5')).toMatchObject({ reason: 'not-a-square', name: 'e9' });
		expect(failure(START, 'e3d4')).toMatchObject({ reason: 'missing-separator', square: 'd4' });
		expect(failure(START, '-e3')).toMatchObject({ reason: 'misplaced-separator', separator: '-' });
		expect(failure(START, 'e3-')).toMatchObject({ reason: 'no-destination' });
		expect(failure(START, '17')).toMatchObject({ reason: 'numeric-form' });
		expect(failure(START, 'e3 d4')).toMatchObject({ reason: 'space' });
		expect(failure(START, '  ')).toMatchObject({ reason: 'empty' });
	});

	it('illegal: a light square', () => {
		expect(failure(START, 'g3—h5')).toMatchObject({ kind: 'illegal', reason: 'light-square', squares: ['h5'], text: 'g3—h5' });
		// Each light square once, however often the text names it (found by fuzzing: a 20,000-character message).
		expect(failure(START, 'c3' + ':a2:b1'.repeat(3000))).toMatchObject({ reason: 'light-square', squares: ['a2', 'b1'] });
	});

	it('illegal: no piece of the side to move on the start square', () => {
		expect(failure(START, 'd4-e5')).toMatchObject({ reason: 'no-piece', square: 'd4', color: 'white' });
		expect(failure(START, 'b6-a5')).toMatchObject({ reason: 'no-piece', square: 'b6', color: 'white' });
	});

	it('illegal: the piece cannot go there', () => {
		expect(failure(START, 'e3-e5')).toMatchObject({ reason: 'piece-can-only', square: 'e3', moves: ['e3-d4', 'e3-f4'] });
		expect(failure(START, 'a1-b2')).toMatchObject({ reason: 'piece-cannot-move', square: 'a1' });
	});

	it('illegal: a capture is compulsory', () => {
		expect(failure(fen('W:Wc3,h2:Bd4'), 'h2-g3')).toEqual({ kind: 'illegal', reason: 'must-capture', text: 'h2-g3', candidates: ['c3:e5'] });
	});

	it('illegal: the legal moves travel as candidates', () => {
		expect(failure(START, 'e5')).toEqual({
			kind: 'illegal',
			reason: 'not-legal',
			text: 'e5',
			candidates: ['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4']
		});
		expect(failure(fen('W:Wa1:Bb2,c3'), 'a1-b2')).toMatchObject({ reason: 'no-legal-move', color: 'white', candidates: [] });
	});

	it('ambiguous: names every candidate in full notation', () => {
		expect(failure(fen('W:Wd4,f4:Ba7'), 'e5')).toEqual({ kind: 'ambiguous', reason: 'ambiguous', text: 'e5', candidates: ['d4-e5', 'f4-e5'] });
	});

	it('ambiguous "de5": two men on the d-file can go to e5', () => {
		// Black men move down: d6-e5; a black king on d4 can go up to e5.
		expect(failure(fen('B:Wa1:Bd6,Kd4'), 'de5').candidates).toEqual(['d4-e5', 'd6-e5']);
		expect(read(fen('B:Wa1:Bd6,Kd4'), 'd6-e5')).toBe('d6-e5');
	});

	it('two different captures with the same start and end: ambiguous unless the path says which', () => {
		const pos = fen('W:WKf8:Bc7,d2,d4,d8,e7,g7');
		expect(failure(pos, 'f8:c1')).toMatchObject({ kind: 'ambiguous', candidates: ['f8:c5:e3:c1', 'f8:h6:c1'] });
		expect(read(pos, 'f8:h6:c1')).toBe('f8:h6:c1');
		expect(read(pos, 'f8:e3:c1')).toBe('f8:c5:e3:c1');
		expect(read(pos, 'f8:c5:c1')).toBe('f8:c5:e3:c1');
	});

	it('the ring capture: every spelling names the one move', () => {
		const pos = fen('W:Wc3:Bb4,b6,d4,d6');
		const only = moveToString(legalMoves(pos)[0]);
		for (const text of ['c3:e5:c7:a5:c3', 'c3:a5:c7:e5:c3', 'c3:c3', 'c3-c3', 'c3:c7:c3', 'c3:a5:c3', 'c:c3', 'c3']) expect(read(pos, text), text).toBe(only);
		expect(failure(pos, 'c3:e5').kind).toBe('illegal');
	});

	it('marks split off in linear time: a long run of "x!" is no stack or time trap', () => {
		const text = 'c3-d4' + '!x'.repeat(100_000);
		expect(splitMarks(text).move).toBe('c3-d4');
		expect(read(START, text)).toBe('c3-d4');
	});
});

// ---------------------------------------------------------------- properties

/** A random legal game from the start: the picks index into each move list. */
function playOut(picks: number[]): Position[] {
	const out: Position[] = [START];
	let pos = START;
	for (const pick of picks) {
		const moves = legalMoves(pos);
		if (moves.length === 0) break;
		pos = applyMove(pos, moves[pick % moves.length]);
		out.push(pos);
	}
	return out;
}

function roundTrips(pos: Position, m: Move): boolean {
	const r = parseMove(pos, moveToString(m));
	return r.ok && sameMove(r.value, m);
}

/** The generator's captures and the notation module's own capture walk agree. */
function routesAgree(pos: Position): boolean {
	const moves = legalMoves(pos).filter((m) => m.captured !== 0);
	const key = (from: number, to: number, captured: number) => `${from} ${to} ${captured >>> 0}`;
	const routes = captureRoutes(pos);
	const fromRoutes = new Set(routes.map((r) => key(r.from, r.to, r.captured)));
	const fromMoves = new Set(moves.map((m) => key(m.from, m.to, m.captured)));
	if (fromRoutes.size !== fromMoves.size || [...fromMoves].some((k) => !fromRoutes.has(k))) return false;
	// The generator's own path is one of the walked routes.
	return moves.every((m) => routes.some((r) => key(r.from, r.to, r.captured) === key(m.from, m.to, m.captured) && r.path.join() === m.path.join()));
}

describe('properties', () => {
	it('parseMove(pos, moveToString(m)) is m for every legal move of random games', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(), { maxLength: 60 }), (picks) => {
				for (const pos of playOut(picks)) {
					for (const m of legalMoves(pos)) if (!roundTrips(pos, m)) return false;
					if (!routesAgree(pos)) return false;
				}
				return true;
			}),
			{ numRuns: 150 }
		);
	});

	it('the same on random positions with kings', () => {
		const position = fc
			.tuple(
				fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { minLength: 2, maxLength: 14 }),
				fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
				fc.boolean()
			)
			.map(([squares, kingFlags, whiteToMove]) => {
				let white = 0;
				let black = 0;
				let kings = 0;
				squares.forEach((s, i) => {
					const isWhite = i % 2 === 0;
					// Men never stand on their own promotion rank.
					const king = kingFlags[i] || (isWhite ? s >= 28 : s < 4);
					if (isWhite) white |= 1 << s;
					else black |= 1 << s;
					if (king) kings |= 1 << s;
				});
				return makePosition(white, black, kings, whiteToMove);
			});
		fc.assert(
			fc.property(position, (pos) => legalMoves(pos).every((m) => roundTrips(pos, m)) && routesAgree(pos)),
			{ numRuns: 3000 }
		);
	});

	it('a round-tripped move leads to the same position', () => {
		const pos = fen('W:Wc3:Bb4,b6,d4,d6');
		const m = legalMoves(pos)[0];
		const r = parseMove(pos, 'c3:a5:c7:e5:c3');
		expect(r.ok && makeFen(applyMove(pos, r.value))).toBe(makeFen(applyMove(pos, m)));
		expect(makeFen(applyMove(pos, m))).toBe('B:Wc3:B');
	});
});
