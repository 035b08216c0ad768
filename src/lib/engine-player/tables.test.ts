/**
 * The engine answers positions of the endgame tables exactly: its move
 * keeps the tables' verdict (the fastest win, the longest loss, a drawing
 * move) and its score is the tables' verdict. Uses the committed tables
 * (static/tablebase/ and the 5-piece pack in static/tablebase-pack/).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makePosition, type Position } from '../engine';
import { fen } from '../engine/internal';
import { rng } from '../random';
import { diskLoader } from '../tablebase/files-node';
import { probe } from '../tablebase/probe';
import { throughMove } from '../tablebase/report';
import { TableSet } from '../tablebase/table';
import type { TablebaseVerdict } from '../tablebase/values';
import { Player } from './player';
import type { EngineScore } from './types';
import { runEngineTask } from './tasks';

let tables: TableSet;
beforeAll(() => {
	tables = new TableSet(diskLoader());
});

function expectedScore(v: TablebaseVerdict): EngineScore {
	return v.kind === 'draw' ? { kind: 'estimate', evaluation: 0, percent: 50 } : v;
}

/** Random positions of `n` pieces (men and kings, both sides), with a move for the side to move. */
function randomPositions(count: number, n: number, seed: number): Position[] {
	const random = rng(seed);
	const out: Position[] = [];
	while (out.length < count) {
		let white = 0;
		let black = 0;
		let kings = 0;
		for (let placed = 0; placed < n;) {
			const sq = Math.floor(random() * 32);
			const bit = 1 << sq;
			if ((white | black) & bit) continue;
			const isWhite = placed % 2 === 0;
			const king = random() < 0.5;
			if (!king && (isWhite ? sq >= 28 : sq < 4)) continue;
			if (isWhite) white |= bit;
			else black |= bit;
			if (king) kings |= bit;
			placed++;
		}
		const pos = makePosition(white, black, kings, random() < 0.5);
		if (legalMoves(pos).length > 1) out.push(pos);
	}
	return out;
}

describe('the engine with the endgame tables', () => {
	it('plays a known table win fastest and scores it as the table does (W:WKa1,c3:Bh8,Kd8 with Black to move: win in 3)', () => {
		const pos = fen('B:WKa1,c3:Bh8,Kd8');
		expect(probe(tables, pos)).toEqual({ kind: 'win', n: 3 });
		const t = new Player({ ttMegabytes: 1 }).think(pos, { tablebase: tables, movetimeMs: 50 });
		expect(t.score).toEqual({ kind: 'win', n: 3 });
		expect(t.tablebase).toBe(true);
		expect(throughMove(probe(tables, applyMove(pos, t.move!))!)).toEqual({ kind: 'win', n: 3 });
	});

	it('defends a known table loss longest (the same position, White to move: loss in 4)', () => {
		const pos = fen('W:WKa1,c3:Bh8,Kd8');
		expect(probe(tables, pos)).toEqual({ kind: 'loss', n: 4 });
		const t = new Player({ ttMegabytes: 1 }).think(pos, { tablebase: tables, movetimeMs: 50 });
		expect(t.score).toEqual({ kind: 'loss', n: 4 });
		expect(throughMove(probe(tables, applyMove(pos, t.move!))!)).toEqual({ kind: 'loss', n: 4 });
	});

	for (const [pieces, seed] of [
		[4, 1],
		[5, 2]
	] as const) {
		it(`agrees with the tables on random ${pieces}-piece positions, at every level: move and score`, () => {
			const player = new Player({ ttMegabytes: 1 });
			let decided = 0;
			for (const pos of randomPositions(40, pieces, seed)) {
				const v = probe(tables, pos)!;
				expect(v).toBeDefined();
				for (const level of [1, 8]) {
					const t = player.think(pos, { tablebase: tables, level, movetimeMs: 20, seed: 3 });
					// The tables step aside only where the 15-move rule could turn their line into a draw.
					if (!t.tablebase) continue;
					expect(t.score).toEqual(expectedScore(v));
					expect(throughMove(probe(tables, applyMove(pos, t.move!))!)).toEqual(v);
					if (v.kind !== 'draw') decided++;
				}
			}
			expect(decided).toBeGreaterThan(20);
		});
	}

	it('gives every move its exact score in analysis, best first', () => {
		const pos = fen('B:WKa1,c3:Bh8,Kd8');
		const t = new Player({ ttMegabytes: 1 }).think(pos, { tablebase: tables, multiPv: 10 });
		expect(t.lines.length).toBe(legalMoves(pos).length);
		for (const l of t.lines) expect(l.score).toEqual(expectedScore(throughMove(probe(tables, applyMove(pos, l.move))!)));
		expect(t.lines[0].move).toEqual(t.move);
		expect(t.lines[0].line.length).toBeGreaterThan(1);
	});

	it("answers the worker's task from the tables it is given (the app's worker passes the browser's)", () => {
		const answer = runEngineTask({ fen: 'B:WKa1,c3:Bh8,Kd8', options: { movetimeMs: 20 } }, undefined, undefined, tables);
		expect(answer.tablebase).toBe(true);
		expect(answer.score).toEqual({ kind: 'win', n: 3 });
		expect(runEngineTask({ fen: 'B:WKa1,c3:Bh8,Kd8', options: { movetimeMs: 20 } }).tablebase).toBeUndefined();
	});

	it('without the tables, the same positions are searched (no table answer)', () => {
		const t = new Player({ ttMegabytes: 1 }).think(fen('B:WKa1,c3:Bh8,Kd8'), { movetimeMs: 20, noSolver: true });
		expect(t.tablebase).toBeUndefined();
	});
});
