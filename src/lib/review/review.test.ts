/**
 * The review on a game with a known thrown-away win: the bank's
 * lesson-lure-h4 (White wins in 3), its first move replaced by f2-e3, which
 * the solver proves a loss, then a few moves of engine play.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, moveToString, parsePdn } from '$lib/engine';
import { solve } from '$lib/solver/solve';
import { puzzleFromMistake } from './puzzle';
import { reviewableGame, reviewGame, type ReviewProgress } from './review';
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

describe('the first pass shown while the swings are proved', () => {
	it('comes once, before the longer proof search, as a whole review the final one only adds proofs to', () => {
		const r = parsePdn(readFileSync('tests/fixtures/review-game.pdn', 'utf8'));
		if (!r.ok) throw new Error('review-game.pdn does not read');
		const moves = r.value[0].moves.mainline.map((n) => n.move);
		const seen: ReviewProgress[] = [];
		const final = reviewGame({ start: r.value[0].start, moves }, {}, (p) => seen.push(p))!;
		const interims = seen.filter((p) => p.interim);
		// This game has swings by estimate its phases tell apart (bench --review): there is a longer proof search, so a first pass to show.
		expect(interims.length).toBe(1);
		const at = seen.indexOf(interims[0]);
		expect(interims[0].deep).toEqual({ done: 0, total: expect.any(Number) });
		expect(interims[0].deep!.total).toBeGreaterThan(0);
		// After every position was looked at, before any swing was proved.
		expect(seen.slice(0, at).every((p) => p.deep === undefined)).toBe(true);
		expect(seen.slice(at + 1).every((p) => p.deep !== undefined && p.deep.done > 0)).toBe(true);
		const interim = interims[0].interim!;
		expect(interim.plies.map((p) => p.move)).toEqual(final.plies.map((p) => p.move));
		// The longer search only proves: a class the first pass proved stays, with its proof.
		for (const [k, p] of interim.plies.entries()) if (p.proof) expect(final.plies[k].proof, `ply ${p.ply}`).toEqual(p.proof);
	}, 120_000);

	it('is not sent when there is nothing to prove further', () => {
		const seen: ReviewProgress[] = [];
		reviewGame({ start: position(PUZZLE_FEN), moves: [] }, {}, (p) => seen.push(p));
		expect(seen.some((p) => p.interim)).toBe(false);
	});
});
