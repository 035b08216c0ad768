import { describe, expect, it } from 'vitest';
import { parseFen, parseMove, type Aim, type Move } from '$lib/engine';
import { inProcessOracle } from '$lib/solver/testing';
import { judgeMove, type MoveTest } from '$lib/puzzle/judge';
import { quizResult, quizTest } from '$lib/study/quiz';

/** A study's quiz question: the book move stands on its own; the solver judges others in giveaway only. */
function question(fen: string, book: string, aim: Aim = 'giveaway') {
	const p = parseFen(fen);
	if (!p.ok) throw new Error(fen);
	const b = parseMove(p.value, book);
	if (!b.ok) throw new Error(book);
	return (move: Move): MoveTest => quizTest(p.value, aim, b.value, move);
}

function move(fen: string, text: string): Move {
	const p = parseFen(fen);
	if (!p.ok) throw new Error(fen);
	const m = parseMove(p.value, text);
	if (!m.ok) throw new Error(text);
	return m.value;
}

describe('judging a quiz answer', () => {
	const fen = 'W:Wd2,e1,e3:Bd6,f6,g7';
	const q = question(fen, 'e1-f2');

	it('the book move is right without asking the solver', async () => {
		const oracle = inProcessOracle();
		expect(await judgeMove(q(move(fen, 'e1-f2')), oracle)).toEqual({ kind: 'correct', onLine: true, winIn: null, reply: null });
		expect(oracle.calls).toBe(0);
	});

	it('another winning move also wins, with its distance', async () => {
		const a = await judgeMove(q(move(fen, 'd2-c3')), inProcessOracle());
		expect(a).toMatchObject({ kind: 'correct', onLine: false, winIn: 4 });
		expect(quizResult(a)).toBe('solved');
	});

	it('a losing move loses, with the refutation', async () => {
		const a = await judgeMove(q(move(fen, 'e3-f4')), inProcessOracle());
		expect(a.kind).toBe('wrong');
		if (a.kind !== 'wrong') return;
		expect(a.opponentWinsIn).toBe(1);
		expect(a.refutation.length).toBeGreaterThan(0);
		expect(quizResult(a)).toBe('failed');
	});

	it('a move that leaves the opponent no move loses at once', async () => {
		// a5-b6 shuts the man on a7 in: Black cannot move, and that is Black's win.
		const blocked = 'W:Wa5,c5:Ba7';
		const oracle = inProcessOracle();
		expect(await judgeMove(question(blocked, 'c5-d6')(move(blocked, 'a5-b6')), oracle)).toEqual({ kind: 'wrong', opponentWinsIn: 0, refutation: [] });
		expect(oracle.calls).toBe(0);
	});

	it('in ordinary checkers another move is only "not played"', async () => {
		const start = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';
		const oracle = inProcessOracle();
		const a = await judgeMove(question(start, 'g3-h4', 'russian')(move(start, 'c3-d4')), oracle);
		expect(a).toEqual({ kind: 'not-judged' });
		expect(quizResult(a)).toBe('failed');
		expect(oracle.calls).toBe(0);
	});

	it('a move after which neither side wins within the bound is proved so; a search cut short proves nothing', async () => {
		// Black wins in 2 here; after g7-h6 nobody has a forced win within 7 moves.
		const fen = 'B:Wc3,f4:Bd6,f8,g7';
		const test = { ...question(fen, 'd6-e5')(move(fen, 'g7-h6')), maxMoves: 7 };
		const a = await judgeMove(test, inProcessOracle());
		expect(a).toEqual({ kind: 'no-win', within: 7 });
		const cutShort = { solve: async () => ({ verdict: { kind: 'unknown' as const }, line: [], noResultWithin: 3 }) };
		expect(await judgeMove(test, cutShort)).toEqual({ kind: 'unproved' });
	});

	it('unknown counts for nothing, and so does no result (a study move need not win by force)', () => {
		expect(quizResult({ kind: 'unproved' })).toBeNull();
		expect(quizResult({ kind: 'no-win', within: 20 })).toBeNull();
	});
});
