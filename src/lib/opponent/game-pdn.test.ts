import { describe, expect, it } from 'vitest';
import { Game, parseMove, parsePdn } from '$lib/engine';
import { fen } from '$lib/engine/internal';
import { pdnDate, pdnResult, playedPdn } from './game-pdn';

describe('the line played as PDN', () => {
	it('carries the aim, the start, the moves and the result, and reads back', () => {
		const start = fen('W:Wc3:Bb6,h8');
		const game = new Game(start, 'giveaway');
		for (const text of ['c3-d4', 'b6-c5', 'd4:b6']) {
			const m = parseMove(game.position, text);
			if (!m.ok) throw new Error(JSON.stringify(m.error));
			expect(game.play(m.value)).toBe(true);
		}
		const pdn = playedPdn({
			start,
			aim: 'giveaway',
			moves: game.moves,
			outcome: game.outcome(),
			tags: { Event: 'Test', Date: pdnDate(new Date(2024, 4, 31)) }
		});
		expect(pdn).toContain('[Aim "giveaway"]');
		expect(pdn).toContain('[FEN "W:Wc3:Bb6,h8"]');
		expect(pdn).toContain('[Date "2024.05.31"]');
		expect(pdn).toContain('1.c3-d4 b6-c5 2.d4:b6');
		expect(pdn).toContain('[Result "*"]');
		const back = parsePdn(pdn);
		if (!back.ok) throw new Error(JSON.stringify(back.error));
		expect(back.value[0].aim).toBe('giveaway');
		expect(back.value[0].moves.mainline.map((n) => n.notation)).toEqual(['c3-d4', 'b6-c5', 'd4:b6']);
	});

	it('results in Russian draughts points', () => {
		expect(pdnResult(null)).toBe('*');
		expect(pdnResult({ result: 'white' })).toBe('2-0');
		expect(pdnResult({ result: 'black' })).toBe('0-2');
		expect(pdnResult({ result: 'draw' })).toBe('1-1');
	});
});
