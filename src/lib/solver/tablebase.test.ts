/**
 * The solver with the endgame tables: the same verdicts and best lines as
 * without them, found with less search. Uses the committed tables of up to
 * 4 pieces (static/tablebase/).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, makePosition, type Position, popcount } from '../engine';
import { fen } from '../engine/internal';
import { rng } from '../random';
import { diskLoader } from '../tablebase/files-node';
import { probe } from '../tablebase/probe';
import { TableSet } from '../tablebase/table';
import { solve } from './solve';
import { TranspositionTable } from './tt';

let tables: TableSet;
beforeAll(() => {
	tables = new TableSet(diskLoader());
});

/** Random positions of 5 or 6 pieces, men and kings, either side to move, with moves for both. */
function randomPositions(count: number, seed: number): Position[] {
	const random = rng(seed);
	const out: Position[] = [];
	while (out.length < count) {
		let white = 0;
		let black = 0;
		let kings = 0;
		const n = 5 + Math.floor(random() * 2);
		for (let placed = 0; placed < n;) {
			const sq = Math.floor(random() * 32);
			const bit = 1 << sq;
			if ((white | black) & bit) continue;
			const isWhite = placed % 2 === 0;
			const king = random() < 0.5;
			// Men never stand on their own promotion rank.
			if (!king && (isWhite ? sq >= 28 : sq < 4)) continue;
			if (isWhite) white |= bit;
			else black |= bit;
			if (king) kings |= bit;
			placed++;
		}
		const pos = makePosition(white, black, kings, random() < 0.5);
		if (legalMoves(pos).length > 0) out.push(pos);
	}
	return out;
}

describe('solver with the tablebase', () => {
	it('answers positions of the tables exactly as they are stored', () => {
		for (const f of ['W:Wc3:Bb4', 'W:Wc3:Ba5', 'B:WKa1,c3:Bh8,Kd8']) {
			const pos = fen(f);
			const r = solve(pos, { tablebase: tables, maxMoves: 30 });
			const tb = probe(tables, pos);
			expect(tb).toBeDefined();
			if (tb!.kind === 'draw') expect(r.verdict.kind).toBe('unknown');
			else expect(r.verdict).toEqual(tb);
			expect(r.tablebaseHits).toBeGreaterThan(0);
		}
	});

	it('gives the same verdicts as the plain search on random 5- and 6-piece positions, with less search', () => {
		const tt = new TranspositionTable(4);
		let compared = 0;
		let nodesWith = 0;
		let nodesWithout = 0;
		for (const pos of randomPositions(100, 9)) {
			tt.clear();
			const plain = solve(pos, { maxMoves: 8, nodeLimit: 100_000, tt });
			if (plain.verdict.kind === 'unknown') continue;
			tt.clear();
			const withTables = solve(pos, { maxMoves: 8, nodeLimit: 100_000, tablebase: tables, tt });
			expect(withTables.verdict, makeFen(pos)).toEqual(plain.verdict);
			// The line is best play too: as long, and made of legal moves.
			expect(withTables.line.length, makeFen(pos)).toBe(plain.line.length);
			let p = pos;
			for (const m of withTables.line) {
				expect(legalMoves(p).some((x) => x.from === m.from && x.to === m.to && x.captured === m.captured)).toBe(true);
				p = applyMove(p, m);
			}
			compared++;
			nodesWith += withTables.nodes;
			nodesWithout += plain.nodes;
		}
		expect(compared).toBeGreaterThan(60);
		expect(nodesWith).toBeLessThan(nodesWithout);
	});

	it('ignores the tables for ordinary checkers', () => {
		const pos = fen('W:Wc3:Bb4');
		expect(popcount(pos.white | pos.black)).toBe(2);
		const r = solve(pos, { aim: 'russian', tablebase: tables, maxMoves: 4 });
		expect(r.tablebaseHits).toBe(0);
		expect(r.verdict).toEqual({ kind: 'win', n: 1 });
	});
});
