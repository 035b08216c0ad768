import { describe, expect, it } from 'vitest';
import { messages } from './index.svelte';
import { enCount, ruCount, ruMoves, ruMovesWithin } from './plural';

describe('one plural rule', () => {
	it('Russian: one, few, many by the last digits; 11-14 take many', () => {
		const forms = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112].map(ruMoves);
		expect(forms).toEqual([
			'0 ходов',
			'1 ход',
			'2 хода',
			'4 хода',
			'5 ходов',
			'11 ходов',
			'12 ходов',
			'14 ходов',
			'21 ход',
			'22 хода',
			'25 ходов',
			'101 ход',
			'111 ходов',
			'112 ходов'
		]);
		expect([1, 2, 5, 21].map(ruMovesWithin)).toEqual(['1 хода', '2 ходов', '5 ходов', '21 хода']);
		expect(ruCount(3, 'день', 'дня', 'дней')).toBe('3 дня');
	});

	it('English: one for 1, the plural otherwise', () => {
		expect([0, 1, 2, 21].map((n) => enCount(n, 'move'))).toEqual(['0 moves', '1 move', '2 moves', '21 moves']);
		expect(enCount(1, 'study', 'studies')).toBe('1 study');
	});

	it('every text that counts moves agrees with its number, in both languages', () => {
		const ru = messages('ru');
		const en = messages('en');
		expect(ru.winsIn('white', 2, true, false)).toBe('Белые выигрывают за 2 хода');
		expect(ru.winsIn('black', 5, false, false)).toBe('Чёрные выигрывают за 5 ходов');
		expect(ru.winsIn('white', 1, true, false)).toBe('Белые выигрывают за 1 ход');
		expect(ru.winsIn('black', 15, true, true)).toBe('Чёрные выигрывают не дольше чем за 15 ходов');
		expect(ru.progress(1, 10, 2)).toContain('в пределах 1 хода');
		expect(ru.progress(3, 10, 2)).toContain('в пределах 3 ходов');
		expect(ru.unknownDetail(21, 21, 5)).toContain('в пределах 21 хода');
		expect(ru.unknownDetail(11, 20, 60)).toContain('в пределах 11 ходов');
		expect(ru.winsIn('white', 3, true, false)).toBe('Белые выигрывают за 3 хода');
		expect(ru.claim(22)).toBe('выигрыш за 22 хода');
		expect(ru.pdnLoaded(4, 2)).toContain('В тексте 2 партии');
		expect(ru.pdnLoaded(4, 5)).toContain('В тексте 5 партий');
		expect(ru.streak(1, 3)).toBe('Дни подряд: 1 день (рекорд — 3)');
		expect(en.progress(1, 10, 2)).toContain('within 1 move yet');
		expect(en.unknownDetail(1, 1, 5)).toBe('Proved: neither side wins by force within 1 move (a longer win or a draw is still possible).');
		expect(en.unknownDetail(11, 20, 60)).toBe('The 60 s ran out with no result within 11 moves, before the search reached 20.');
		expect(en.unknownDetail(null, 20, 60)).toBe('The 60 s ran out, before the search reached 20.');
		expect(en.lineStep(0, 1)).toBe('Start of the line (1 move)');
		expect(en.studyPosition(0, 1)).toBe('Start position (1 move)');
		expect(en.twelveOptimum('f8', 13)).toBe('Black man on f8: White wins in 13 moves at best.');
		expect(en.pdnLoaded(1, 1)).toBe('Loaded 1 move; Back and Forward step through them.');
		expect(en.streak(1, 1)).toBe('Daily streak: 1 day (best 1)');
	});

	it('every "за N" agrees with N (no more "за 2 ход.")', () => {
		const ru = messages('ru');
		for (let n = 0; n < 30; n++) {
			if (n > 0) expect(ru.winsIn('white', n, true, false)).toContain(`за ${ruMoves(n)}`);
			for (const text of [ru.claim(n), ru.task('white', 'giveaway', n), ru.correctOffLine(n), ru.wrongOpponentWins(n)]) {
				expect(text).toContain(`за ${ruMoves(n)}`);
			}
			expect(ru.progress(n, 1, 1)).toContain(`в пределах ${ruMovesWithin(n)}`);
		}
	});
});
