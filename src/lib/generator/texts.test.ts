import { describe, expect, it } from 'vitest';
import { makeFen, moveToString } from '../engine';
import { fen } from '../engine/internal';
import { titleProblem } from '../bank/check';
import { tagThemes } from './themes';
import { puzzleTitle, toPuzzle } from './texts';
import { solved } from './testing';

describe('texts of a generated puzzle', () => {
	it('titles it from its most telling theme and its material, in both languages', () => {
		const { pos, key, line } = solved('W:WKa5,f4:BKh8');
		const facts = tagThemes(pos, key, line);
		const p = toPuzzle({ fen: makeFen(pos), pos, n: 2, key, line: line.map(moveToString), facts, level: 1 }, 'gen-0001');
		expect(p.title).toEqual({ en: 'Sacrifice with a threat: two against one', ru: 'Жертва с угрозой: две против одной' });
		expect(p.hints.ru.at(-1)).toBe('Ходите дамкой с a5.');
		expect(p.hints.en.at(-1)).toBe('Move the king on a5.');
		expect(p.hints.ru[0]).toBe('Белые выигрывают в 2 хода при любой защите, но только одним-единственным первым ходом.');
	});

	it('names a locked man by its square, and counts pieces in Russian cases', () => {
		const petrov = fen('W:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8');
		expect(puzzleTitle(petrov, ['locked-men', 'many-against-few', 'block'], { locked: [23] })).toEqual({
			en: 'Locked man on h6: four against seven',
			ru: 'Запертая простая на h6: четыре против семи'
		});
		const many = fen('W:Wa1,c1,e1,g1,b2,d2,f2,h2:Bc7,e7,g7');
		expect(puzzleTitle(many, ['many-against-few', 'sacrifice'], { locked: [] })).toEqual({ en: 'Eight against three', ru: 'Восемь против трёх' });
	});

	it('never repeats the subtitle (side to move, N), so the gate accepts every title', () => {
		const themes = [['threat'], ['constriction', 'king-endgame'], ['block'], ['king-endgame'], ['sacrifice'], ['many-against-few']] as const;
		for (const text of ['W:WKa5,f4:BKh8', 'B:Wg5:Bc7,e7,g7']) {
			const pos = fen(text);
			for (const t of themes) {
				const title = puzzleTitle(pos, [...t], { locked: [] });
				expect(title.en).not.toMatch(/to (play|move)|win in/i);
				expect(title.ru).not.toMatch(/ход (белых|чёрных)|выигрыш/i);
				expect(titleProblem({ title, fen: text, claim: 'win in 2' }, pos.whiteToMove)).toBeNull();
			}
		}
	});
});
