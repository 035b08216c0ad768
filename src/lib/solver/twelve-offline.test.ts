/**
 * The solver on the off-line positions of the scripted 12-against-1 games
 * (issue 36): every position a search answered with a verdict in
 * `npm run -s cli -- twelve-games --fens` (f8, h8, c5, a7, c7, the proved
 * tree of all twelve men, shipped until commit ad6d56d), one each, in plain string order, with the verdict and node
 * count of the solver before the proof-number search (commit ce11285^, the
 * same shared table over the batch). How the file was made and the times
 * are in docs/twelve.md ("The solver off the line").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFen } from '../engine';
import { ProofNumberTable } from './proof-numbers';
import { solve, verdictText } from './solve';
import { TranspositionTable } from './tt';

const SAMPLE = 'src/lib/solver/twelve-offline.tsv';

const rows = readFileSync(SAMPLE, 'utf8')
	.split('\n')
	.filter((line) => line && !line.startsWith('#'))
	.map((line) => {
		const [fen, verdict, nodes] = line.split('\t');
		return { fen, verdict, oldNodes: Number(nodes) };
	});

describe('the solver off the proved line of 12 against 1', () => {
	it('the sample is the committed one: every off-line position of the five scripted games', () => {
		expect(rows.length).toBe(236);
		expect(new Set(rows.map((r) => r.fen)).size).toBe(rows.length);
		expect(rows.some((r) => r.verdict === 'loss in 17')).toBe(true);
	});

	it('gives the old solver’s verdict on every position, with at least 5 times fewer nodes in all', { timeout: 300_000 }, () => {
		const tt = new TranspositionTable(32);
		const pnTable = new ProofNumberTable(16);
		let nodes = 0;
		let oldNodes = 0;
		const wrong: string[] = [];
		for (const row of rows) {
			const pos = parseFen(row.fen);
			if (!pos.ok) throw new Error(`${SAMPLE}: bad FEN ${row.fen}`);
			const r = solve(pos.value, { tt, search: 'proof-number', pnTable, maxMoves: 20 });
			if (verdictText(r.verdict) !== row.verdict) wrong.push(`${row.fen}: ${verdictText(r.verdict)}, the old solver ${row.verdict}`);
			nodes += r.nodes;
			oldNodes += row.oldNodes;
		}
		expect(wrong).toEqual([]);
		// Measured: about 0.17 M nodes against 9.6 M (and 6-7 times less CPU time, docs/twelve.md).
		expect(nodes * 5).toBeLessThanOrEqual(oldNodes);
	});
});
