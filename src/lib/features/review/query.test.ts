import { describe, expect, it } from 'vitest';
import type { ReviewGame } from './controller.svelte';
import { gameFromQuery, queryOf } from './query';

const FEN = 'W:Wb2,c1,h2:Ba3';

describe('the review page address', () => {
	it('keeps a giveaway game and its side through the address', () => {
		const game: ReviewGame = { fen: FEN, moves: ['c1-d2'], source: { kind: 'pdn', title: 'A – B' }, puzzlesFor: 'white' };
		expect(gameFromQuery(new URLSearchParams(queryOf(game)))).toEqual(game);
	});

	it('keeps an ordinary-checkers game as one, with no puzzles asked for whatever the address says', () => {
		const game: ReviewGame = { fen: FEN, moves: ['c1-d2'], source: { kind: 'study', studyId: 'petrov-game-1827' }, puzzlesFor: null, aim: 'russian' };
		const q = queryOf(game);
		expect(q).toContain('aim=russian');
		expect(gameFromQuery(new URLSearchParams(q))).toEqual(game);
		expect(gameFromQuery(new URLSearchParams(`${q}&side=white`))).toEqual(game);
		expect(gameFromQuery(new URLSearchParams('fen=x&moves=a&aim=other'))).not.toHaveProperty('aim');
	});
});
