/** The worker's task: the review with the personal puzzles of the side asked for, and none for the other side. */
import { describe, expect, it } from 'vitest';
import { runReviewTask } from './tasks';
import { solve } from '$lib/solver/solve';
import { parseFen } from '$lib/engine';
import { diskLoader } from '$lib/tablebase/files-node';
import { TableSet } from '$lib/tablebase/table';
import { proofOf } from './testing';

// lesson-lure-h4 (White wins in 3), thrown away by f2-e3 (the solver proves it a loss), then a few replies.
const FEN = 'W:Wa1,f2,g3:Be7,h4';
const MOVES = ['f2-e3', 'h4:f2:d4', 'a1-b2'];

describe('runReviewTask', () => {
	it('makes a proved personal puzzle of the thrown-away win for the side asked for', () => {
		const r = runReviewTask({ fen: FEN, moves: MOVES, options: { movetimeMs: 20 }, puzzlesFor: 'white', gameId: 'g-1' });
		expect(r).not.toBeNull();
		expect(proofOf(r!.plies[0].proof)).toMatch(/^win in 3 -> /);
		expect(r!.puzzles?.map((p) => p.id)).toEqual(['own-g-1-1']);
		const puzzle = r!.puzzles![0];
		expect(puzzle.claim).toBe('win in 3');
		const start = parseFen(puzzle.fen);
		expect(start.ok && solve(start.value, { maxMoves: 6, nodeLimit: 2_000_000 }).verdict).toEqual({ kind: 'win', n: 3 });
		expect(puzzle.winningMoves).not.toContain('f2-e3');
	});

	it('makes none for the other side, and none when not asked', () => {
		expect(runReviewTask({ fen: FEN, moves: MOVES, options: { movetimeMs: 20 }, puzzlesFor: 'black', gameId: 'g-1' })?.puzzles).toEqual([]);
		expect(runReviewTask({ fen: FEN, moves: MOVES, options: { movetimeMs: 20 } })?.puzzles).toBeUndefined();
	});
});

describe('runReviewTask with the endgame tables (as the worker passes them)', () => {
	/** The committed tables, counting the positions asked of them. */
	class Counted extends TableSet {
		asked = 0;
		override valueOf(mover: number, other: number, kings: number): number {
			this.asked++;
			return super.valueOf(mover, other, kings);
		}
	}

	it('asks the tables for a giveaway game of few pieces, and gives the same proof', () => {
		const tables = new Counted(diskLoader());
		const r = runReviewTask({ fen: FEN, moves: MOVES, options: { movetimeMs: 20 } }, undefined, undefined, tables);
		expect(tables.asked).toBeGreaterThan(0);
		expect(proofOf(r!.plies[0].proof)).toMatch(/^win in 3 -> /);
		expect(r!.plies.map((p) => p.class)).toHaveLength(3);
	});

	it('never asks them for an ordinary-checkers game (they are giveaway’s)', () => {
		const tables = new Counted(diskLoader());
		const r = runReviewTask({ fen: FEN, moves: MOVES, aim: 'russian', options: { movetimeMs: 20 } }, undefined, undefined, tables);
		expect(r!.plies).toHaveLength(3);
		expect(tables.asked).toBe(0);
	});
});
