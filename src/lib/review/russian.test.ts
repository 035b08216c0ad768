/**
 * Ordinary checkers reviewed under its own rules: Petrov's 1827 game (the
 * bank's study), judged with aim russian. Its one author's "!" stands; the
 * end, a lone king on the main road against three pieces, reads as even,
 * as the study says; every proof the review prints is the ordinary-checkers
 * solver's; and a giveaway review of the same moves is another review.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, moveToString, parseFen, parseMove, type Move, type Position } from '$lib/engine';
import { solve } from '$lib/solver/solve';
import { reviewGame } from './review';
import { reviewKey } from './stored';
import { runReviewTask } from './tasks';
import { proofOf } from './testing';

const study = (
	JSON.parse(readFileSync('puzzles/studies/petrov-1827.json', 'utf8')) as { studies: { fen: string; moves: { move: string; marks?: string[] }[] }[] }
).studies[0];

function game(): { start: Position; moves: Move[]; positions: Position[] } {
	const start = parseFen(study.fen);
	if (!start.ok) throw new Error('fen');
	const positions = [start.value];
	const moves: Move[] = [];
	for (const { move } of study.moves) {
		const m = parseMove(positions[positions.length - 1], move);
		if (!m.ok) throw new Error(move);
		moves.push(m.value);
		positions.push(applyMove(positions[positions.length - 1], m.value));
	}
	return { start: start.value, moves, positions };
}

describe("Petrov's game reviewed as ordinary checkers", () => {
	const g = game();
	const review = reviewGame({ start: g.start, moves: g.moves, aim: 'russian' })!;

	it("judges all 69 moves; the author's “!” is the review's best move too", () => {
		expect(review.plies).toHaveLength(69);
		const marked = study.moves.findIndex((m) => m.marks?.includes('!'));
		expect(marked).toBe(35);
		expect(review.plies[marked].class).toBe('best');
	});

	it('ends even: a lone king on the main road against three pieces is a draw', () => {
		expect(review.whiteExpected[69]).toBe(50);
		// Before the king reached the road, Black's three pieces were winning by the estimate.
		expect(review.whiteExpected[60]).toBeLessThan(10);
	});

	it('marks a thrown-away ordinary-checkers win a blunder, with the solver’s proof', () => {
		// White's h2-g3 leaves Black's a3 blocked by b2 and c1: a win in 1; c1-d2 lets a3 capture and crown instead.
		const pos = parseFen('W:Wb2,c1,h2:Ba3');
		if (!pos.ok) throw new Error('fen');
		const m = parseMove(pos.value, 'c1-d2');
		if (!m.ok) throw new Error('move');
		expect(solve(pos.value, { aim: 'russian' }).verdict).toEqual({ kind: 'win', n: 1 });
		const after = solve(applyMove(pos.value, m.value), { aim: 'russian', maxMoves: 10 }).verdict;
		const r = reviewGame({ start: pos.value, moves: [m.value], aim: 'russian' }, { movetimeMs: 20 })!;
		expect(r.plies[0].class).toBe('blunder');
		expect(proofOf(r.plies[0].proof)).toBe(after.kind === 'win' ? `win in 1 -> loss in ${after.n}` : 'win in 1 -> no win');
		expect(moveToString(r.plies[0].proof!.missed!.move)).toMatch(/^h2-/);
	});

	it('is not the giveaway review: another key, no personal puzzles even when asked', () => {
		const moves = study.moves.map((m) => m.move);
		expect(reviewKey(study.fen, moves, 'russian')).not.toBe(reviewKey(study.fen, moves));
		expect(reviewKey(study.fen, moves, 'giveaway')).toBe(reviewKey(study.fen, moves));
		const short = runReviewTask({ fen: study.fen, moves: moves.slice(0, 6), aim: 'russian', puzzlesFor: 'white', options: { movetimeMs: 5 } })!;
		expect(short.puzzles).toBeUndefined();
		expect(short.plies).toHaveLength(6);
	});
});
