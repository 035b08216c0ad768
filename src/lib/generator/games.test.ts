import { describe, expect, it } from 'vitest';
import { legalMoves, makeFen } from '../engine';
import { rng } from '../random';
import { gameNumber, gameSeed, randomEnding } from './games';

describe('games', () => {
	it('makes legal random endings with kings and no crowned men', () => {
		const random = rng(3);
		for (let i = 0; i < 200; i++) {
			const pos = randomEnding(random);
			expect(pos.kings).not.toBe(0);
			expect(legalMoves(pos).length).toBeGreaterThan(0);
			expect(pos.white & ~pos.kings & 0xf0000000).toBe(0);
			expect(pos.black & ~pos.kings & 0xf).toBe(0);
		}
	});

	it('plays game k of a seed the same every time, and each game differently', () => {
		const fens = (seed: number, k: number) => gameNumber(seed, k, 0.5).positions.map(makeFen);
		expect(fens(1, 17)).toEqual(fens(1, 17));
		expect(new Set([0, 1, 2, 3, 4, 5].map((k) => fens(1, k).join(' '))).size).toBe(6);
		expect(fens(2, 17)).not.toEqual(fens(1, 17));
		expect(new Set(Array.from({ length: 1000 }, (_, k) => gameSeed(1, k))).size).toBe(1000);
		// Every game is played by the rules to its end or its ply limit.
		const game = gameNumber(1, 3, 0.5);
		for (let i = 1; i < game.positions.length; i++) expect(game.positions[i].whiteToMove).toBe(!game.positions[i - 1].whiteToMove);
	});
});
