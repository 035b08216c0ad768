import { describe, expect, it } from 'vitest';
import { parseFen, parseMove } from '$lib/engine';
import { judgeQuizAnswer, quizOutcome } from './quiz';
import { inProcessOracle } from './testing';

function question(fen: string, book: string, aim: 'giveaway' | 'russian' = 'giveaway') {
	const p = parseFen(fen);
	if (!p.ok) throw new Error(fen);
	const b = parseMove(p.value, book);
	if (!b.ok) throw new Error(book);
	return { position: p.value, aim, book: b.value };
}

function move(q: ReturnType<typeof question>, text: string) {
	const m = parseMove(q.position, text);
	if (!m.ok) throw new Error(text);
	return m.value;
}

describe('judging a quiz answer', () => {
	const q = question('W:Wd2,e1,e3:Bd6,f6,g7', 'e1-f2');

	it('the book move is right without asking the solver', async () => {
		const oracle = inProcessOracle();
		expect(await judgeQuizAnswer(q, move(q, 'e1-f2'), oracle)).toEqual({ kind: 'book' });
		expect(oracle.calls).toBe(0);
	});

	it('another winning move also wins, with its distance', async () => {
		const a = await judgeQuizAnswer(q, move(q, 'd2-c3'), inProcessOracle());
		expect(a).toEqual({ kind: 'also-wins', winIn: 4 });
		expect(quizOutcome(a)).toBe('solved');
	});

	it('a losing move loses, with the refutation', async () => {
		const a = await judgeQuizAnswer(q, move(q, 'e3-f4'), inProcessOracle());
		expect(a.kind).toBe('loses');
		if (a.kind !== 'loses') return;
		expect(a.opponentWinsIn).toBe(1);
		expect(a.refutation.length).toBeGreaterThan(0);
		expect(quizOutcome(a)).toBe('failed');
	});

	it('a move that leaves the opponent no move loses at once', async () => {
		// a5-b6 shuts the man on a7 in: Black cannot move, and that is Black's win.
		const blocked = question('W:Wa5,c5:Ba7', 'c5-d6');
		const oracle = inProcessOracle();
		expect(await judgeQuizAnswer(blocked, move(blocked, 'a5-b6'), oracle)).toEqual({ kind: 'loses', opponentWinsIn: 0, refutation: [] });
		expect(oracle.calls).toBe(0);
	});

	it('in ordinary checkers another move is only "not played"', async () => {
		const r = question('W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8', 'g3-h4', 'russian');
		const oracle = inProcessOracle();
		const a = await judgeQuizAnswer(r, move(r, 'c3-d4'), oracle);
		expect(a).toEqual({ kind: 'not-played' });
		expect(quizOutcome(a)).toBe('failed');
		expect(oracle.calls).toBe(0);
	});

	it('unknown counts for nothing', () => {
		expect(quizOutcome({ kind: 'unknown' })).toBeNull();
	});
});
