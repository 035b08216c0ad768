/**
 * The stored review: plain JSON that comes back as the same review, and a
 * record that does not fit its game comes back as null.
 */
import { describe, expect, it } from 'vitest';
import { moveToString } from '$lib/engine';
import { reviewGame } from './review';
import { fromStoredReview, ownPuzzleProblem, reviewKey, storedGameProblem, toStoredReview, type StoredReviewData } from './stored';
import { position, PUZZLE_FEN, reviewedGame, thrownWin } from './testing';

describe('stored reviews', () => {
	const game = thrownWin();
	const review = reviewGame(game, { movetimeMs: 20 })!;
	const stored = toStoredReview(review);

	it('keeps a reviewed game as plain JSON with moves in full notation, and reads it back as the same review', () => {
		const json: StoredReviewData = JSON.parse(JSON.stringify(stored));
		expect(json).toEqual(stored);
		expect(json.plies.map((p) => p.move)).toEqual(game.moves.map(moveToString));
		// The blunder's proof and the missed win survive as text.
		expect(json.plies[0].class).toBe('blunder');
		expect(json.plies[0].proof?.missed?.line).toHaveLength(6);
		const back = fromStoredReview(json, game.start);
		expect(back).toEqual(review);
	});

	it('refuses a record that does not fit the game (null, never a half-read review)', () => {
		const broken = (edit: (d: StoredReviewData) => void) => {
			const d: StoredReviewData = structuredClone(stored);
			edit(d);
			return fromStoredReview(d, game.start);
		};
		expect(broken(() => {})).not.toBeNull();
		expect(broken((d) => (d.plies[1].move = 'a1-b2'))).toBeNull(); // not a legal move there
		expect(broken((d) => (d.plies[0].proof!.missed!.line[2] = 'h8-g7'))).toBeNull(); // a line that cannot be played
		expect(broken((d) => d.plies.splice(1, 1))).toBeNull(); // a ply missing
		expect(broken((d) => (d.whiteExpected = d.whiteExpected.slice(1)))).toBeNull();
		expect(broken((d) => ((d.plies[0] as { class: string }).class = 'brilliant'))).toBeNull();
		expect(broken((d) => (d.plies[0].drop = Number.NaN))).toBeNull();
		expect(broken((d) => (d.keyMoments = [99]))).toBeNull();
		expect(fromStoredReview(null, game.start)).toBeNull();
		expect(fromStoredReview('{"plies":[]}', game.start)).toBeNull();
		// The right review on another start position does not fit either.
		expect(fromStoredReview(stored, position('W:Wa1,f2,g3:Be7,h6'))).toBeNull();
	});

	it('gives the same game the same key, another game another key', () => {
		const moves = game.moves.map(moveToString);
		const key = reviewKey(PUZZLE_FEN, moves);
		expect(key).toMatch(/^rv-[0-9a-z]+$/);
		expect(reviewKey(PUZZLE_FEN, [...moves])).toBe(key);
		// The same position spelled another way (numeric squares, other order): the same key.
		expect(reviewKey('W:W29,24,20:B16,15', moves)).toBe(reviewKey('W:W20,24,29:B15,16', moves));
		expect(reviewKey(PUZZLE_FEN, moves.slice(0, -1))).not.toBe(key);
		expect(reviewKey('W:Wa1,f2,g3:Be7,h6', moves)).not.toBe(key);
	});

	it('says why a stored game or personal puzzle cannot be played', () => {
		const { stored: g, puzzle } = reviewedGame();
		expect(storedGameProblem(g.fen, g.moves, g.review)).toBeNull();
		expect(storedGameProblem('W:Wz9', g.moves, g.review)).toMatch(/^fen:/);
		expect(storedGameProblem(g.fen, [...g.moves.slice(0, 1), 'a1-b2'], g.review)).toMatch(/^moves:/);
		expect(storedGameProblem(g.fen, g.moves, { ...g.review, keyMoments: [0] })).toMatch(/^review:/);
		expect(ownPuzzleProblem(puzzle)).toBeNull();
		expect(ownPuzzleProblem({ ...puzzle, fen: 'W:Wa1,f2,g3:Be7,h6' })).not.toBeNull();
		expect(ownPuzzleProblem({ ...puzzle, solution: [...puzzle.solution.slice(0, 2), 'h8-g7', ...puzzle.solution.slice(3)] })).toMatch(/^solution:/);
		expect(ownPuzzleProblem({ ...puzzle, winningMoves: [...puzzle.winningMoves, 'h2-g1'] })).toMatch(/^winningMoves:/);
	});
});
