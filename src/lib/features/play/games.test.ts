import { describe, expect, it } from 'vitest';
import { parsePdn } from '$lib/engine';
import type { PlayedGame } from '$lib/progress';
import { gamePdn, gamesPdn } from './games';
import { messages } from '$lib/i18n/index.svelte';

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

describe('the games list in words', () => {
	const at = Date.UTC(2026, 11, 2, 12);
	it('says the day in the interface’s language, not as ISO', () => {
		const ru = messages('ru').gameDay(at);
		expect(ru).toMatch(/^2 дек\.? 2026/);
		expect(ru).not.toContain('2026-12-02');
		expect(messages('en').gameDay(at)).toBe('2 Dec 2026');
	});

	it('counts the moves and says who resigned and a result on time', () => {
		expect(messages('ru').gameMoves(21)).toBe('21 ход');
		expect(messages('en').gameMoves(1)).toBe('1 move');
		expect(messages('ru').gameOutcome('resigned', 'resigned')).toBe('вы сдались');
		expect(messages('en').gameOutcome('resigned', 'resigned')).toBe('you resigned');
		expect(messages('en').gameOutcome('lost', 'time')).toBe('lost on time');
		expect(messages('ru').gameOutcome('won', 'time')).toBe('победа по времени');
		expect(messages('ru').gameOutcome('drawn', 'kings-only')).toBe('ничья');
	});

	it('a game lost on time is exported with its termination', () => {
		const clock = { initialMs: 60_000, incrementMs: 0, white: 0, black: 1_000, since: 0 };
		const pdn = gamePdn(game({ result: 'lost', reason: 'time', color: 'white', clock }))!;
		expect(pdn).toContain('[Termination "time forfeit"]');
		expect(pdn).toMatch(/0-2\s*$/);
	});
});
