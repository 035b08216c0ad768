/**
 * The net's evaluation (rows of summed columns, six values at a time,
 * Black read from its own side without turning the board) is the net's
 * formula written out plainly (netPlain), in search units: on self-play
 * positions and on random boards full of kings, either side to move, with
 * and without its piece-square table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reverseBits } from '../tablebase/symmetry';
import { EVAL_LIMIT } from './eval';
import { NetEvaluator, netPlain, type NetFile } from './net';
import { randomPositions } from './testing';

const FILE = JSON.parse(readFileSync('src/lab/data/fit-net-pst.json', 'utf8')) as NetFile;

describe('the net evaluation', () => {
	it('is the net’s formula written out, in search units, either side to move, with and without the piece-square table', () => {
		const { pst, ...params } = FILE.params;
		expect(pst).toBeDefined();
		for (const file of [FILE, { ...FILE, params }]) {
			const ev = new NetEvaluator(file, EVAL_LIMIT);
			let halves = 0;
			for (const p of randomPositions(20_000, 3)) {
				const up = p.whiteToMove ? [p.white, p.black, p.kings] : [reverseBits(p.black), reverseBits(p.white), reverseBits(p.kings)];
				const z = 100 * netPlain(file, up[0], up[1], up[2]);
				const want = Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, Math.round(z)));
				const got = ev.evaluate(p.white, p.black, p.kings, p.whiteToMove);
				if (got === want) continue;
				// Only a value on a half, where the order of the additions decides the rounding.
				expect(Math.abs(Math.abs(z - Math.trunc(z)) - 0.5)).toBeLessThan(1e-9);
				expect(Math.abs(got - want)).toBe(1);
				halves++;
			}
			expect(halves).toBeLessThan(20);
		}
	});
});
