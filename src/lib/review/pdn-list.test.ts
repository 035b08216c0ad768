/** A pasted collection read into the list to pick from. */
import { describe, expect, it } from 'vitest';
import { pdnMoves, readPdnChoices, readPdnCollection } from './pdn-list';

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
		expect(r.games.map((g) => [g.index, g.white, g.black, g.plies])).toEqual([
			[1, 'Ann', 'Boris', 4],
			[2, 'Vera', 'Gleb', 1],
			[3, 'Dan', 'Eva', 2]
		]);
		expect(r.games[0].extra).toBe('Club, 2-0');
		expect(pdnMoves(r.games[0])[3]).toBe('d6:b4');
		expect(r.games.map((g) => g.aim)).toEqual(['giveaway', 'giveaway', 'russian']);
		expect(r.bad).toBe(0);
	});

	it('one bad game among many is listed with its error, the others readable (issue 31, item 10)', () => {
		const games = Array.from({ length: 10_000 }, (_, i) => `[White "W${i}"]\n1. ${i === 4321 ? 'c3-d4 c3-d4' : 'c3-d4 b6-a5'} *`);
		const r = readPdnChoices(games.join('\n\n'));
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.games).toHaveLength(10_000);
		expect(r.bad).toBe(1);
		expect(r.games[4321]).toMatchObject({ index: 4322, white: 'W4321', line: '', plies: 0, error: { kind: 'moves' } });
		expect(r.games[4322]).toMatchObject({ white: 'W4322', line: 'c3-d4 b6-a5', error: null });
		expect(pdnMoves(r.games[4322])).toEqual(['c3-d4', 'b6-a5']);
	});

	it('hands the games over in batches, with the count read', () => {
		const seen: [number, number, number][] = [];
		const text = Array.from({ length: 25 }, () => '1. c3-d4 *').join('\n\n');
		expect(readPdnCollection(text, (g, read, total) => seen.push([g.length, read, total]), 10)).toEqual({ ok: true, total: 25, bad: 0 });
		expect(seen).toEqual([
			[10, 10, 25],
			[10, 20, 25],
			[5, 25, 25]
		]);
	});

	it('gives the reader error of a text with no game, and marks a game that cannot be read', () => {
		expect(readPdnChoices('   ').ok).toBe(false);
		const r = readPdnChoices('1. c3-d4 c3-d4');
		expect(r.ok && r.bad).toBe(1);
	});
});
