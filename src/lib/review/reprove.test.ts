/**
 * Claims from a file proved again (issue 31, items 1 and 2): the false own
 * puzzle of the break-it trial is refuted, a real one proved; a review's
 * forged proofs are taken out and its true ones kept.
 */
import { describe, expect, it } from 'vitest';
import { reproveOwnPuzzle, reproveReview } from './reprove';
import { forgedOpening, reviewedGame, PUZZLE_FEN } from './testing';
import { reviewKey } from './stored';
import { MOVE_CLASSES } from './classify';

/** The trial's own puzzle: "win in 1" with the line c1-d2 h6-g5, where White loses in 14. */
export const FALSE_PUZZLE = { fen: 'W:Wc1,e1:Bb6,d8,h6', claim: 'win in 1', solution: ['c1-d2', 'h6-g5'], unique: true, winningMoves: ['c1-d2'] };

describe('a personal puzzle from a file, proved again', () => {
	it('the false claim is refuted: the solver, bounded by the claim, finds no win in 1', () => {
		expect(reproveOwnPuzzle(FALSE_PUZZLE)).toEqual({ state: 'refuted', found: { kind: 'none', within: 1 } });
	});

	it('a claim faster than the truth is refuted with what the solver proves', () => {
		// The bank's lesson-lure-h4 is a win in 3: claimed in 2, the search to 2 finds none.
		const { puzzle } = reviewedGame();
		expect(puzzle.claim).toBe('win in 3');
		expect(reproveOwnPuzzle({ ...puzzle, claim: 'win in 2', solution: puzzle.solution.slice(0, 4) })).toEqual({
			state: 'refuted',
			found: { kind: 'none', within: 2 }
		});
	});

	it('a real one is proved, its winning moves and uniqueness as far as proved', () => {
		const { puzzle } = reviewedGame();
		expect(reproveOwnPuzzle(puzzle)).toEqual({ state: 'proved', unique: puzzle.unique, winningMoves: puzzle.winningMoves });
		// A false "unique" is not kept: a second winning move is found.
		const twoWins = { fen: 'W:Wd2,f4,h6:Bb6,e3', claim: 'win in 2', solution: ['f4-g5', 'e3:c1', 'h6-g7', 'c1:h6:f8'], unique: true, winningMoves: ['f4-g5'] };
		const r = reproveOwnPuzzle(twoWins);
		expect(r).toEqual({ state: 'proved', unique: false, winningMoves: ['d2-c3', 'f4-g5', 'h6-g7'] });
	});

	it('a line that is not best play, or does not end in a won position, is not trusted', () => {
		const { puzzle } = reviewedGame();
		const wrongReply = [...puzzle.solution];
		expect(reproveOwnPuzzle({ ...puzzle, solution: wrongReply.slice(0, -2).concat(wrongReply.slice(-2).reverse()) }).state).toBe('unproved');
		expect(reproveOwnPuzzle({ ...puzzle, solution: puzzle.solution.slice(0, -1) }).state).toBe('unproved');
	});
});

const START = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';

describe('a review from a file, proved again', () => {
	it('a forged proof (c3-d4 from the start a blunder throwing away a win in 3) is taken out, the move classed by its drop', () => {
		const review = forgedOpening(3);
		const r = reproveReview({ fen: START, moves: ['c3-d4'], aim: 'giveaway', review });
		expect(r?.dropped).toBe(1);
		expect(r?.proved).toBe(0);
		expect(r?.review.plies[0].proof).toBeNull();
		expect(r?.review.plies[0].class).toBe('good');
		expect(MOVE_CLASSES).toContain(r?.review.plies[0].class);
	});

	it('a real proof is kept as proved; rewritten (win in 1 -> loss in 1) it is taken out', () => {
		const { stored } = reviewedGame();
		const real = stored.review.plies[0].proof;
		expect(real?.before).toEqual({ kind: 'win', n: 3 });
		const game = { fen: PUZZLE_FEN, moves: stored.moves, aim: 'giveaway' as const };
		expect(stored.key).toBe(reviewKey(PUZZLE_FEN, stored.moves));
		const kept = reproveReview({ ...game, review: stored.review });
		expect(kept).toMatchObject({ proved: 1, dropped: 0 });
		expect(kept?.review.plies[0].proof).toEqual(real);
		const forged = structuredClone(stored.review);
		forged.plies[0].proof = { ...real!, before: { kind: 'win', n: 1 }, after: { kind: 'loss', n: 1 } };
		const out = reproveReview({ ...game, review: forged });
		expect(out).toMatchObject({ proved: 0, dropped: 1 });
		expect(out?.review.plies[0].proof).toBeNull();
	});

	it('a missed winning move that does not win is taken out, the proof kept', () => {
		const { stored } = reviewedGame();
		const forged = structuredClone(stored.review);
		const proof = forged.plies[0].proof!;
		// f2-e3 is the move played: it loses, it cannot be the missed win.
		proof.missed = { move: 'f2-e3', line: ['f2-e3'] };
		const out = reproveReview({ fen: PUZZLE_FEN, moves: stored.moves, aim: 'giveaway', review: forged });
		expect(out).toMatchObject({ proved: 1, dropped: 0 });
		expect(out?.review.plies[0].proof?.missed).toBeNull();
	});
});
