import { describe, expect, it } from 'vitest';
import { trustTexts } from './trust';
import type { EstimateTrust } from '../engine-player/trust';

const reads: EstimateTrust = { phase: 'middle', positions: 2828, reads: true, error: 6.2, noise: 24, noisePositions: 300, tellApart: 24 };
const coin: EstimateTrust = { phase: 'opening', positions: 2137, reads: false, error: 2.4, noise: 9, noisePositions: 300, tellApart: null };

describe('the line on how far the estimate is trusted', () => {
	it('gives the measured figures of the phase, or says a coin reads as well', () => {
		expect(trustTexts.en.trustLine(reads)).toBe(
			"In the middlegame the estimate is off by about 6 points (measured on 2,828 positions of held-out games), and 1 in 20 of its own search's moves reads as a drop of 24 points (measured on 300 moves): a drop under 24 points is not called a mistake."
		);
		expect(trustTexts.ru.trustLine(reads)).toBe(
			'В миттельшпиле оценка ошибается примерно на 6 пунктов (измерено на 2\u00a0828 позициях контрольных партий), а каждый двадцатый ход её собственного поиска выглядит потерей 24 пунктов (измерено на 300 ходах): потеря меньше 24 пунктов ошибкой не называется.'
		);
		expect(trustTexts.en.trustLine(coin)).toContain('no better than a coin');
		expect(trustTexts.ru.trustLine(coin)).toContain('не лучше монетки');
	});

	it('Russian nouns follow the number', () => {
		const ru = trustTexts.ru.trustLine({ phase: 'end', positions: 1, reads: true, error: 1, noise: 1, noisePositions: 1, tellApart: 2 });
		expect(ru).toContain('на 1 пункт ');
		expect(ru).toContain('на 1 позиции');
		expect(ru).toContain('потерей 1 пункта (измерено на 1 ходе)');
		expect(ru).toContain('меньше 2 пунктов');
		const en = trustTexts.en.trustLine({ phase: 'end', positions: 1, reads: true, error: 1, noise: 1, noisePositions: 1, tellApart: 1 });
		expect(en).toContain('about 1 point (');
		expect(en).toContain('a drop of 1 point (measured on 1 move)');
	});
});
