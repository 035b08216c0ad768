/** A pasted collection read into the list to pick from. */
import { describe, expect, it } from 'vitest';
import { readPdnChoices } from './pdn-games';

const THREE = `[Event "Club"]
[White "Ann"]
[Black "Boris"]
[Result "2-0"]
1. c3-d4 b6-a5 2. d4-c5 d6:b4 2-0

[White "Vera"]
[Black "Gleb"]
1. c3-b4 *

[White "Dan"]
[Black "Eva"]
[Aim "russian"]
1. e3-f4 f6-g5 *`;

describe('readPdnChoices', () => {
	it('lists every game of a collection with its headers and main line', () => {
		const r = readPdnChoices(THREE);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.games.map((g) => [g.index, g.white, g.black, g.moves.length])).toEqual([
			[1, 'Ann', 'Boris', 4],
			[2, 'Vera', 'Gleb', 1],
			[3, 'Dan', 'Eva', 2]
		]);
		expect(r.games[0].extra).toBe('Club, 2-0');
		expect(r.games[0].moves[3]).toBe('d6:b4');
		expect(r.games.map((g) => g.aim)).toEqual(['giveaway', 'giveaway', 'russian']);
	});

	it('gives the reader error of a bad text, not a game', () => {
		const r = readPdnChoices('1. c3-d4 c3-d4');
		expect(r.ok).toBe(false);
	});
});
