import { describe, expect, it } from 'vitest';
import { ruPlural } from './plural';

describe('ruPlural', () => {
	it('picks the Russian form by the last digits, 11-14 taking the last', () => {
		const forms = [0, 1, 2, 4, 5, 10, 11, 12, 14, 15, 21, 22, 25, 101, 111, 112, 122].map((n) => `${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}`);
		expect(forms).toEqual(['0 ходов', '1 ход', '2 хода', '4 хода', '5 ходов', '10 ходов', '11 ходов', '12 ходов', '14 ходов', '15 ходов', '21 ход', '22 хода', '25 ходов', '101 ход', '111 ходов', '112 ходов', '122 хода']);
	});
});
