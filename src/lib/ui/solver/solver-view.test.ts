import { describe, expect, it } from 'vitest';
import { legalMoves, parseFen, applyMove, type Move, type Position, parseMove } from '$lib/engine';
import { moveVerdictAttr, numberedLine, plainLine, sortMoveVerdicts, verdictAttr, verdictSentence } from './solver-view';

function position(fen: string): Position {
	const r = parseFen(fen);
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	return r.value;
}

/** The moves of a line given in notation, played from `fen`. */
function line(fen: string, ...texts: string[]): Move[] {
	let pos = position(fen);
	return texts.map((text) => {
		const r = parseMove(pos, text);
		if (!r.ok) throw new Error(JSON.stringify(r.error));
		pos = applyMove(pos, r.value);
		return r.value;
	});
}

describe('verdicts', () => {
	it("names the winner and counts the winner's moves, from either side to move", () => {
		expect(verdictSentence({ kind: 'win', n: 3 }, true)).toBe('White wins in 3');
		// Black to move losing in 8 (Black's 8 moves): White wins in 7 of its own.
		expect(verdictSentence({ kind: 'loss', n: 8 }, false)).toBe('White wins in 7');
		expect(verdictSentence({ kind: 'loss', n: 1 }, false)).toBe('White wins whatever Black plays');
		expect(verdictSentence({ kind: 'unknown' }, true)).toBe('No forced win found (unknown)');
		expect(verdictSentence({ kind: 'win', n: 0 }, false)).toBe('Black wins: no move left');
		// Ordinary checkers: a loss in N is the opponent's win in N.
		expect(verdictSentence({ kind: 'loss', n: 3 }, true, 'russian')).toBe('Black wins in 3');
	});

	it('gives the CLI words as attribute values', () => {
		expect(verdictAttr({ kind: 'win', n: 3 })).toBe('win in 3');
		expect(verdictAttr({ kind: 'loss', n: 1 })).toBe('loss in 1');
		expect(verdictAttr({ kind: 'unknown' })).toBe('unknown');
		expect(moveVerdictAttr({ kind: 'win', n: 2 })).toBe('win in 2');
		expect(moveVerdictAttr({ kind: 'no-win' })).toBe('no win');
		expect(moveVerdictAttr({ kind: 'unknown' })).toBe('unknown');
	});
});

describe('lines', () => {
	const fen = 'W:Wc1,e3:Bf8';
	const moves = line(fen, 'c1-d2', 'f8-g7', 'e3-f4');

	it('prints full notation', () => {
		expect(plainLine(moves)).toBe('c1-d2 f8-g7 e3-f4');
		expect(plainLine(line('W:Wc3:Bb4', 'c3:a5'))).toBe('c3:a5');
	});

	it('numbers the moves from either side', () => {
		expect(numberedLine(moves, true)).toBe('1. c1-d2 f8-g7 2. e3-f4');
		const black = line('B:Wc1,e3:Bf8', 'f8-g7', 'e3-f4', 'g7-h6');
		expect(numberedLine(black, false)).toBe('1… f8-g7 2. e3-f4 g7-h6');
		expect(numberedLine([], true)).toBe('');
	});
});

it('sorts fastest wins first, then unknown, then no win', () => {
	const [a, b, c, d] = legalMoves(position('W:Wc1,e3:Bf8'));
	const sorted = sortMoveVerdicts([
		{ move: a, verdict: { kind: 'no-win' } },
		{ move: b, verdict: { kind: 'win', n: 8 } },
		{ move: c, verdict: { kind: 'unknown' } },
		{ move: d, verdict: { kind: 'win', n: 4 } }
	] as const);
	expect(sorted.map((e) => e.verdict.kind)).toEqual(['win', 'win', 'unknown', 'no-win']);
	expect(sorted[0].move).toBe(d);
});
