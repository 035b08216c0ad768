import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFen, applyMove, legalMoves } from '../engine';
import { rng } from '../random';
import { SHIPPED_CONTAINER, SHIPPED_DIR } from './files-node';
import { loadContainer } from './load';
import { keyOf, materialName, material } from './material';
import { probe } from './probe';
import { bestMove, KING_RUN_DRAW_PLIES, packMaterialsFor, tablebaseReport, throughMove } from './report';
import { samplePosition } from './sample';
import type { TableSet } from './table';
import { verdictString } from './values';

let tables: TableSet;

beforeAll(async () => {
	const r = await loadContainer(new Uint8Array(readFileSync(join(SHIPPED_DIR, SHIPPED_CONTAINER))));
	if (!r.ok) throw new Error(r.error.message);
	tables = r.value;
}, 60_000);

const fen = (text: string) => {
	const r = parseFen(text);
	if (!r.ok) throw new Error(text);
	return r.value;
};

describe('tablebaseReport', () => {
	it('turns a move into the mover’s verdict: one ply more', () => {
		expect(throughMove({ kind: 'win', n: 0 })).toEqual({ kind: 'loss', n: 1 });
		expect(throughMove({ kind: 'loss', n: 3 })).toEqual({ kind: 'win', n: 3 });
		expect(throughMove({ kind: 'win', n: 2 })).toEqual({ kind: 'loss', n: 3 });
		expect(throughMove({ kind: 'draw' })).toEqual({ kind: 'draw' });
	});

	it('the longest 2 v 2 win: win in 21, one move keeps it, none is faster', () => {
		const report = tablebaseReport(tables, fen('W:Wc7,h2:Ba3,b8'))!;
		expect(verdictString(report.verdict)).toBe('win in 21');
		const wins = report.moves.filter((m) => m.verdict.kind === 'win').map((m) => verdictString(m.verdict));
		expect(wins).toContain('win in 21');
		expect(report.moves.length).toBe(legalMoves(fen('W:Wc7,h2:Ba3,b8')).length);
		expect(report.kingRun).toBeLessThan(KING_RUN_DRAW_PLIES);
		expect(report.beyondDrawRule).toBe(false);
	});

	it('on random 2-4 piece positions: every move agrees with a probe after it, and the verdict is the best of them', () => {
		const random = rng(14);
		const all = tables.tables();
		for (let i = 0; i < 300; i++) {
			const pos = samplePosition(all, random).position;
			const report = tablebaseReport(tables, pos);
			expect(report).toBeDefined();
			if (!report) continue;
			for (const m of report.moves) expect(m.verdict).toEqual(throughMove(probe(tables, applyMove(pos, m.move))!));
			const v = report.verdict;
			if (report.moves.length === 0) expect(v).toEqual({ kind: 'win', n: 0 });
			else if (v.kind === 'win') expect(Math.min(...report.moves.map((m) => (m.verdict.kind === 'win' ? m.verdict.n : 1e9)))).toBe(v.n);
			else if (v.kind === 'loss') {
				expect(report.moves.every((m) => m.verdict.kind === 'loss')).toBe(true);
				expect(Math.max(...report.moves.map((m) => (m.verdict as { n: number }).n))).toBe(v.n);
			} else expect(report.moves.some((m) => m.verdict.kind === 'draw') && report.moves.every((m) => m.verdict.kind !== 'win')).toBe(true);
			if (v.kind !== 'draw' && report.moves.length) expect(bestMove(v, report.moves)).toBeDefined();
			expect(report.beyondDrawRule).toBe(report.kingRun >= KING_RUN_DRAW_PLIES);
		}
	});

	it('counts the quiet king moves of the best line: kings alone, no capture on the way', () => {
		// 3K v 1K: every move is a king's; the run ends where a capture comes.
		const report = tablebaseReport(tables, fen('W:WKc1,Kf4,Kh2:BKg1'))!;
		expect(verdictString(report.verdict)).toBe('win in 5');
		expect(report.kingRun).toBeGreaterThan(0);
		expect(report.kingRun).toBeLessThanOrEqual(2 * 5 - 1);
	});

	it('has nothing to say with more than 5 pieces, or 5 without the pack', () => {
		expect(tablebaseReport(tables, fen('W:Wa1,c3,e3:Bb8,d8,f8'))).toBeUndefined();
		expect(tablebaseReport(tables, fen('W:Wa1,c3,e3:Bb8,d8'))).toBeUndefined();
	});
});

describe('packMaterialsFor', () => {
	it('names the 5-piece tables a position may reach: its own, its twin, fewer men promoted', () => {
		const names = packMaterialsFor(fen('W:Wa1,c3,Ke5:Bb8,Kh2')).map(materialName).sort();
		// 2 men + 1 king to move against 1 man + 1 king.
		expect(names).toContain('1K+2 v 1K+1');
		expect(names).toContain('1K+1 v 1K+2');
		expect(names).toContain('3K v 2K');
		expect(names).toContain('2K v 3K');
		expect(names.length).toBe(12);
		const black = packMaterialsFor(fen('B:Wa1,c3,Ke5:Bb8,Kh2')).map((m) => keyOf(m));
		expect(black).toContain(keyOf(material(1, 1, 2, 1)));
		expect(packMaterialsFor(fen('W:Wa1,c3:Bb8,Kh2'))).toEqual([]);
	});
});
