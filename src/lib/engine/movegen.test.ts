import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalMoves, applyMove } from './moves';
import { makeFen, parseFen } from './fen';
import { makePosition, mirror, START, type Position } from './position';
import { fen, moveKey, moveKeys } from './testing';
import { perft } from './perft';
import { popcount, squareName, squaresOf, SQUARE_NAMES } from './squares';
import { refBoardFromFen, refMoves } from '../../../tests/unit/reference-movegen';

describe('rules, one position each', () => {
	it('men step forward only, one square', () => {
		expect(moveKeys(fen('W:Wc3:Bh8'))).toEqual(['c3>b4', 'c3>d4']);
		expect(moveKeys(fen('B:Wa1:Bd6'))).toEqual(['d6>c5', 'd6>e5']);
	});

	it('capturing is compulsory', () => {
		expect(moveKeys(fen('W:Wc3,g3:Bd4'))).toEqual(['c3>e5 xd4']);
	});

	it('men capture backwards too', () => {
		expect(moveKeys(fen('W:We5:Bd4'))).toEqual(['e5>c3 xd4']);
		expect(moveKeys(fen('B:We5:Bd6,f6'))).toEqual(['d6>f4 xe5', 'f6>d4 xe5']);
	});

	it('free choice among captures: no rule to take the most', () => {
		// c3 can take b4 alone or d4 then d6.
		expect(moveKeys(fen('W:Wc3:Bb4,d4,d6'))).toEqual(['c3>a5 xb4', 'c3>c7 xd4,d6']);
	});

	it('a capture once begun goes on while it can', () => {
		expect(moveKeys(fen('W:Wa1:Bb2,d4,f6'))).toEqual(['a1>g7 xb2,d4,f6']);
	});

	it('a king flies over empty squares and stops before any piece', () => {
		expect(moveKeys(fen('W:WKa1:Bh8'))).toEqual(['a1>b2', 'a1>c3', 'a1>d4', 'a1>e5', 'a1>f6', 'a1>g7']);
	});

	it('a king captures at a distance and lands on any empty square beyond', () => {
		expect(moveKeys(fen('W:WKa1:Bd4'))).toEqual(['a1>e5 xd4', 'a1>f6 xd4', 'a1>g7 xd4', 'a1>h8 xd4']);
	});

	it('a king cannot jump two pieces standing together, nor its own', () => {
		expect(moveKeys(fen('W:WKa1:Bc3,d4'))).toEqual(['a1>b2']);
		expect(moveKeys(fen('W:WKa1,c3:Bd4'))).toEqual(['c3>e5 xd4']);
	});

	it('a king must land where the capture can go on', () => {
		// After c3 the king could land d4..h8, but only from d4 can it take f2.
		expect(moveKeys(fen('W:WKa1:Bc3,f2'))).toEqual(['a1>g1 xc3,f2']);
	});

	it('Turkish strike: a captured piece stays until the move ends and blocks the way', () => {
		// e5 takes f4 and lands g3; with f4 removed at once it could turn back
		// through f4 and e5 to take d6 and b6 as well. It cannot.
		const pos = fen('W:WKe5:Bb6,d6,d8,f4,h2');
		expect(moveKeys(pos)).toEqual(['e5>a5 xb6,d6', 'e5>g3 xf4']);
		const removedAtOnce = refMoves(refBoardFromFen(['Ke5'], ['b6', 'd6', 'd8', 'f4', 'h2']), true, false);
		expect(removedAtOnce.some((m) => m.captured.length === 3)).toBe(true);
	});

	it('a piece cannot be jumped twice, but a square may be crossed twice', () => {
		// The man runs round the ring b4-b6-d6-d4 and comes home to c3.
		const moves = legalMoves(fen('W:Wc3:Bb4,b6,d4,d6'));
		expect(moves).toHaveLength(1);
		expect(moveKey(moves[0])).toBe('c3>c3 xb4,b6,d4,d6');
		expect(applyMove(fen('W:Wc3:Bb4,b6,d4,d6'), moves[0])).toEqual(fen('B:Wc3:B'));
	});

	it('a man reaching the far rank in a capture goes on as a king', () => {
		// b6xc7 lands d8 and, as a king, takes f6 two squares away.
		const pos = fen('W:Wb6:Bc7,f6');
		expect(moveKeys(pos)).toEqual(['b6>g5 xc7,f6 +K', 'b6>h4 xc7,f6 +K']);
		const after = applyMove(pos, legalMoves(pos)[0]);
		expect(makeFen(after)).toMatch(/^B:WK[gh][45]:B$/);
	});

	it('a man promoting at the end of a capture becomes a king', () => {
		const pos = fen('W:Wb6:Bc7');
		expect(moveKeys(pos)).toEqual(['b6>d8 xc7 +K']);
	});

	it('a quiet promotion ends the move: the new king captures only next move', () => {
		const pos = fen('W:Wc7,h2:Ba5,f6');
		expect(moveKeys(pos)).toContain('c7>d8 +K');
		const d8 = legalMoves(pos).find((m) => moveKey(m) === 'c7>d8 +K')!;
		const after = applyMove(pos, d8);
		expect(makeFen(after)).toBe('B:WKd8,h2:Ba5,f6');
		// Black passes the turn back with a quiet move; now the king must capture.
		const next = applyMove(
			after,
			legalMoves(after).find((m) => moveKey(m) === 'a5>b4')!
		);
		expect(moveKeys(next)).toEqual(['d8>g5 xf6', 'd8>h4 xf6']);
	});

	it('two captures with the same start and end but different victims are two moves', () => {
		expect(moveKeys(fen('W:WKh4:Bb6,d2,d4,g5'))).toEqual(['h4>e1 xb6,d2,g5', 'h4>e1 xd2,d4,g5']);
	});

	it('the side with no pieces, or all blocked, has no moves', () => {
		expect(legalMoves(fen('W:W:Ba7'))).toEqual([]);
		expect(legalMoves(fen('W:Wa1:Bb2,c3'))).toEqual([]);
	});
});

describe('perft from the start position (published figures)', () => {
	const expected = [7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586];
	for (let d = 1; d <= expected.length; d++) {
		it(`depth ${d} = ${expected[d - 1]}`, () => expect(perft(START, d)).toBe(expected[d - 1]));
	}
});

/** A random position: any pieces anywhere, men never on their promotion rank. */
export const arbitraryPosition: fc.Arbitrary<Position> = fc
	.tuple(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 32, maxLength: 32 }), fc.boolean())
	.map(([cells, wtm]) => {
		let white = 0;
		let black = 0;
		let kings = 0;
		cells.forEach((c, sq) => {
			// 0-3 piece kinds, 4-12 empty: about 30% of squares occupied.
			if (c > 3) return;
			const isWhite = c < 2;
			const king = c % 2 === 1 || (isWhite ? sq >= 28 : sq < 4);
			if (isWhite) white |= 1 << sq;
			else black |= 1 << sq;
			if (king) kings |= 1 << sq;
		});
		return makePosition(white, black, kings, wtm);
	});

function referenceKeys(pos: Position): string[] {
	const list = (bb: number) => squaresOf(bb).map((s) => ((pos.kings >>> s) & 1 ? 'K' : '') + squareName(s));
	const board = refBoardFromFen(list(pos.white), list(pos.black));
	return refMoves(board, pos.whiteToMove)
		.map((m) => `${m.from}>${m.to}${m.captured.length ? ' x' + m.captured.join(',') : ''}${m.promotes ? ' +K' : ''}`)
		.sort();
}

describe('properties', () => {
	it('moves equal those of the plain reference generator on random positions', () => {
		fc.assert(
			fc.property(arbitraryPosition, (pos) => {
				expect(moveKeys(pos)).toEqual(referenceKeys(pos));
			}),
			{ numRuns: 3000 }
		);
	});

	it('the mirrored position has the mirrored moves', () => {
		const flip = (key: string) => key.replace(/[a-h][1-8]/g, (s) => SQUARE_NAMES[31 - SQUARE_NAMES.indexOf(s)]);
		fc.assert(
			fc.property(arbitraryPosition, (pos) => {
				const mirrored = moveKeys(mirror(pos));
				const expected = moveKeys(pos).map((k) => {
					const [head, caps] = flip(k).split(' x');
					if (!caps) return head;
					const [list, promo] = caps.split(' +K');
					return `${head} x${list.split(',').sort().join(',')}${promo !== undefined ? ' +K' : ''}`;
				});
				expect(mirrored).toEqual(expected.sort());
			}),
			{ numRuns: 1000 }
		);
	});

	it('FEN round-trips', () => {
		fc.assert(
			fc.property(arbitraryPosition, (pos) => {
				const r = parseFen(makeFen(pos));
				if (popcount(pos.white) > 12 || popcount(pos.black) > 12) expect(r.ok).toBe(false);
				else expect(r.ok && r.value).toEqual(pos);
			}),
			{ numRuns: 1000 }
		);
	});

	it('along random games every move changes material only by what it captures', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (choices) => {
				let pos = START;
				for (const c of choices) {
					const moves = legalMoves(pos);
					if (!moves.length) break;
					const m = moves[c % moves.length];
					const next = applyMove(pos, m);
					const own = (p: Position) => (pos.whiteToMove ? p.white : p.black);
					const opp = (p: Position) => (pos.whiteToMove ? p.black : p.white);
					expect(popcount(own(next))).toBe(popcount(own(pos)));
					expect(opp(next)).toBe((opp(pos) & ~m.captured) >>> 0);
					expect(m.captured & ~opp(pos)).toBe(0);
					// A captured piece never comes back in the next position's moves.
					for (const n of legalMoves(next)) expect(n.captured & m.captured).toBe(0);
					expect(parseFen(makeFen(next))).toEqual({ ok: true, value: next });
					pos = next;
				}
			}),
			{ numRuns: 300 }
		);
	});
});
