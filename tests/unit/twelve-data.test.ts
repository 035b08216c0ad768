/**
 * The committed 12-against-1 table (puzzles/twelve-against-one.json), which
 * the app shows without recomputing: every line is legal, as long as its
 * verdict says, and ends with the winner to move and no legal move. The
 * quick squares are proved again here; `verify-bank` re-proves them all.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyMove, legalMoves, makeFen, moveToString, parseMove } from '../../src/lib/engine';
import { solve } from '../../src/lib/solver/solve';
import { TWELVE_SQUARES, twelvePosition } from '../../src/lib/solver/twelve';

interface Row {
	square: string;
	fen: string;
	verdict: { kind: 'win' | 'loss'; n: number };
	line: string[];
	ending: 'no-pieces' | 'blocked';
}

const table: { squares: Row[] } = JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8'));

describe('12 against 1 table', () => {
	it('has every square of ranks 4-8 once, in order, each proved', () => {
		expect(table.squares.map((r) => r.square)).toEqual([...TWELVE_SQUARES]);
		for (const r of table.squares) expect(['win', 'loss']).toContain(r.verdict.kind);
	});

	it('White wins on 11 squares, never needing more than 18 moves', () => {
		const wins = table.squares.filter((r) => r.verdict.kind === 'win');
		expect(wins.map((r) => r.square).sort()).toEqual(['a7', 'b8', 'c5', 'c7', 'd8', 'e7', 'f6', 'f8', 'g7', 'h6', 'h8']);
		expect(Math.max(...wins.map((r) => r.verdict.n))).toBe(18);
	});

	for (const row of table.squares) {
		it(`${row.square}: the line is legal and ends as the verdict says`, () => {
			let pos = twelvePosition(row.square);
			expect(row.fen).toBe(makeFen(pos));
			for (const text of row.line) {
				const r = parseMove(pos, text);
				expect(r.ok, `${row.square} ${text}`).toBe(true);
				if (!r.ok) return;
				expect(moveToString(r.value)).toBe(text);
				pos = applyMove(pos, r.value);
			}
			const { kind, n } = row.verdict;
			expect(row.line.length).toBe(kind === 'win' ? 2 * n : 2 * n - 1);
			expect(legalMoves(pos)).toEqual([]);
			// The winner is to move: White after a win, Black after a loss.
			expect(pos.whiteToMove).toBe(kind === 'win');
			const own = pos.whiteToMove ? pos.white : pos.black;
			expect(row.ending).toBe(own === 0 ? 'no-pieces' : 'blocked');
		});
	}

	for (const square of ['f8', 'h6', 'c5', 'd6', 'g5', 'b4']) {
		it(`${square}: the solver proves the stored verdict again`, () => {
			const row = table.squares.find((r) => r.square === square)!;
			const r = solve(twelvePosition(square), { maxMoves: 20, ttMegabytes: 64 });
			expect(r.verdict).toEqual(row.verdict);
		});
	}
});
