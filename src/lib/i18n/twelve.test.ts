import { describe, expect, it } from 'vitest';
import { twelve } from './twelve';

describe('12 against 1 texts', () => {
	it('say how much slower a move is, with the plural the number asks for', () => {
		expect(twelve.en.twelveSlower(1)).toBe('Wins, but 1 move slower than the best.');
		expect(twelve.en.twelveSlower(3)).toBe('Wins, but 3 moves slower than the best.');
		expect(twelve.ru.twelveSlower(1)).toBe('Выигрывает, но на 1 ход медленнее лучшего.');
		expect(twelve.ru.twelveSlower(3)).toBe('Выигрывает, но на 3 хода медленнее лучшего.');
		expect(twelve.ru.twelveSlower(5)).toBe('Выигрывает, но на 5 ходов медленнее лучшего.');
		expect(twelve.ru.twelveSlower(21)).toBe('Выигрывает, но на 21 ход медленнее лучшего.');
	});

	it('word the end of a game against the optimum', () => {
		expect(twelve.en.twelveWon(13, 13)).toBe('Won in 13 moves: the proved best!');
		expect(twelve.en.twelveWon(16, 13)).toBe('Won in 16 moves: 3 moves slower than the best (13).');
		expect(twelve.ru.twelveWon(16, 13)).toBe('Выигрыш за 16 ходов: на 3 хода медленнее лучшего (13).');
		expect(twelve.ru.twelveSpoiled(2)).toContain('за 2 хода');
	});
});
