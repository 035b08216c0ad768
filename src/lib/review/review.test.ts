/**
 * The review on a game with a known thrown-away win: the bank's
 * lesson-lure-h4 (White wins in 3), its first move replaced by f2-e3, which
 * the solver proves a loss, then a few moves of engine play.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, moveToString } from '$lib/engine';
import { solve } from '$lib/solver/solve';
import { puzzleFromMistake } from './puzzle';
import { reviewableGame, reviewGame } from './review';
import { LOSING_MOVE, PUZZLE_FEN, position, thrownWin, proofOf } from './testing';

const OPTIONS = { movetimeMs: 20 };

describe('reviewGame', () => {
	const game = thrownWin();
	const review = reviewGame(game, OPTIONS)!;

	it("marks the move that threw the win away a blunder, with the solver's numbers as its proof", () => {
		const before = solve(game.start);
		const after = solve(applyMove(game.start, game.moves[0]));
		expect(before.verdict).toEqual({ kind: 'win', n: 3 });
		expect(after.verdict.kind).toBe('win'); // the opponent's
		const ply = review.plies[0];
		expect(ply.class).toBe('blunder');
		expect(proofOf(ply.proof)).toBe(`win in 3 -> loss in ${(after.verdict as { n: number }).n}`);
		expect(ply.after).toEqual({ kind: 'loss', n: (after.verdict as { n: number }).n });
		// The missed move wins: after it the opponent is proved lost.
		const missed = ply.proof!.missed!;
		expect(solve(applyMove(game.start, missed.move)).verdict.kind).toBe('loss');
		expect(missed.line.length).toBe(6);
		expect(review.keyMoments).toContain(1);
		expect(review.accuracy.white!).toBeLessThan(review.accuracy.black!);
		expect(review.plies).toHaveLength(game.moves.length);
		expect(review.whiteExpected).toHaveLength(game.moves.length + 1);
	});

	it('makes a personal puzzle of it, proved, with the claim the solver finds', () => {
		const made = puzzleFromMistake({ id: 'g1', ...game }, 1);
		expect(made.ok).toBe(true);
		if (!made.ok) return;
		const p = made.puzzle;
		expect(p.fen).toBe(PUZZLE_FEN);
		expect(p.claim).toBe('win in 3');
		expect(p.solution).toHaveLength(6);
		expect(p.winningMoves).toContain(p.solution[0]);
		expect(p.winningMoves).not.toContain(LOSING_MOVE);
		const start = position(p.fen);
		for (const m of legalMoves(start)) {
			const v = solve(applyMove(start, m)).verdict.kind;
			expect(p.winningMoves.includes(moveToString(m))).toBe(v === 'loss');
		}
		expect(p.origin).toEqual({ gameId: 'g1', ply: 1 });
		expect(p.title).toMatchObject({ code: 'own-game-move', moveNumber: 1, side: 'white', played: LOSING_MOVE });
		// A move that kept the win, or a ply outside the game, makes none.
		expect(puzzleFromMistake({ id: 'g1', ...game }, 0)).toEqual({ ok: false, reason: 'no-such-ply' });
	});

	it('is the same review every time', () => {
		expect(JSON.stringify(reviewGame(game, OPTIONS))).toBe(JSON.stringify(review));
	});

	it('stops between positions when asked', () => {
		let seen = 0;
		const r = reviewGame(
			game,
			OPTIONS,
			() => seen++,
			() => seen >= 2
		);
		expect(r).toBeNull();
		expect(seen).toBe(2);
	});

	it('refuses a move that cannot be played', () => {
		const start = position(PUZZLE_FEN);
		const illegal = legalMoves(applyMove(start, game.moves[0]))[0];
		expect(() => reviewGame({ start, moves: [illegal] }, OPTIONS)).toThrow(/ply 1/);
	});

	it('reviewableGame: a game drawn by rule is reviewed up to the draw, its later moves left out; an illegal move is named (issue 31, item 7)', () => {
		const start = position('W:WKa1:BKh2');
		const shuttle = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];
		const r = reviewableGame(start, [...shuttle, ...shuttle, 'a1-b2', 'h2-g1', 'b2-a1']);
		expect(r.ok && r.moves.length).toBe(8);
		expect(r.ok && r.end).toEqual({ ply: 8, reason: 'threefold-repetition', after: 3 });
		expect(reviewableGame(start, shuttle)).toMatchObject({ ok: true, end: null });
		expect(reviewableGame(start, ['a1-b2', 'b2-a1'])).toMatchObject({ ok: false, error: { ply: 2, kind: 'illegal-move' } });
	});
});
