import { describe, expect, it } from 'vitest';
import { parsePdn } from '$lib/engine';
import type { PlayedGame } from '$lib/progress';
import { gamePdn, gamesPdn } from './games';

const game = (over: Partial<PlayedGame>): PlayedGame => ({
	id: 'g-1',
	startedAt: Date.UTC(2026, 11, 2, 12),
	at: Date.UTC(2026, 11, 2, 12, 5),
	level: 3,
	color: 'black',
	fen: 'W:Wc3,e3:Bb6,h8',
	moves: ['c3-d4', 'b6-a5'],
	result: 'resigned',
	reason: 'resigned',
	...over
});

describe('games against the app as PDN', () => {
	it('a stored game: the app as the other side, the result from the user’s result, the moves read back', () => {
		const pdn = gamePdn(game({}))!;
		expect(pdn).toContain('[White "Poddavki app (level 3)"]');
		expect(pdn).toContain('[Black "Player"]');
		expect(pdn).toContain('[Termination "resigned"]');
		expect(pdn).toMatch(/2-0\s*$/);
		const back = parsePdn(pdn);
		expect(back.ok && back.value[0].moves.mainline.map((n) => n.notation)).toEqual(['c3-d4', 'b6-a5']);
		expect(gamePdn(game({ result: 'won', color: 'white', reason: 'no-pieces' }))).toMatch(/2-0\s*$/);
		expect(gamePdn(game({ result: 'drawn', reason: 'kings-only' }))).toMatch(/1-1\s*$/);
	});

	it('a damaged game is left out of the export of all', () => {
		expect(gamePdn(game({ moves: ['c3-d4', 'h8-a1'] }))).toBeNull();
		const all = gamesPdn([game({}), game({ id: 'g-2', moves: ['x'] }), game({ id: 'g-3', result: 'lost', reason: 'blocked' })]);
		const read = parsePdn(all);
		expect(read.ok && read.value).toHaveLength(2);
	});
});
