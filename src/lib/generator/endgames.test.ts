import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFen, applyMove, legalMoves, parseMove } from '../engine';
import { SHIPPED_CONTAINER, SHIPPED_DIR } from '../tablebase/files-node';
import { loadContainer } from '../tablebase/load';
import { probe } from '../tablebase/probe';
import type { TableSet } from '../tablebase/table';
import { throughMove } from '../tablebase/report';
import { mineEndgames } from './endgames';

let tables: TableSet;

beforeAll(async () => {
	const r = await loadContainer(new Uint8Array(readFileSync(join(SHIPPED_DIR, SHIPPED_CONTAINER))));
	if (!r.ok) throw new Error(r.error.message);
	tables = r.value;
}, 60_000);

describe('mineEndgames', () => {
	it('finds wins whose every winning turn has one winning move, the line played out to the end', () => {
		const found = mineEndgames(tables, tables.tables(), { seed: 7, count: 12, minN: 2, maxN: 8 });
		expect(found.length).toBe(12);
		expect(new Set(found.map((p) => p.fen)).size).toBe(12);
		for (const puzzle of found) {
			expect(puzzle.n).toBeGreaterThanOrEqual(2);
			expect(puzzle.n).toBeLessThanOrEqual(8);
			expect(puzzle.solution.length).toBe(2 * puzzle.n);
			const start = parseFen(puzzle.fen);
			if (!start.ok) throw new Error(puzzle.fen);
			let pos = start.value;
			expect(probe(tables, pos)).toEqual({ kind: 'win', n: puzzle.n });
			expect(legalMoves(pos).length).toBe(puzzle.choices);
			puzzle.solution.forEach((text, ply) => {
				if (ply % 2 === 0) {
					const winning = legalMoves(pos).filter((m) => throughMove(probe(tables, applyMove(pos, m))!).kind === 'win');
					expect(winning.length, `${puzzle.fen} ply ${ply}`).toBe(1);
				}
				const move = parseMove(pos, text);
				if (!move.ok) throw new Error(`${puzzle.fen}: ${text}`);
				pos = applyMove(pos, move.value);
			});
			// The winner is to move with no move left: the game is won.
			expect(legalMoves(pos)).toEqual([]);
		}
	});

	it('is the same for the same seed, and other for another', () => {
		const a = mineEndgames(tables, tables.tables(), { seed: 3, count: 5 });
		expect(mineEndgames(tables, tables.tables(), { seed: 3, count: 5 })).toEqual(a);
		expect(mineEndgames(tables, tables.tables(), { seed: 4, count: 5 })).not.toEqual(a);
	});
});
