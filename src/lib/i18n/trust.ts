import { area } from './area';
import { enCount, ruWord } from './plural';
import type { EstimateTrust, Phase } from '../engine-player/trust';

const EN_PHASES: Record<Phase, string> = { opening: 'opening', middle: 'middlegame', end: 'ending' };
const RU_PHASES: Record<Phase, string> = { opening: 'дебюте', middle: 'миттельшпиле', end: 'эндшпиле' };

const enMeasured = (t: EstimateTrust) => `measured on ${t.positions.toLocaleString('en')} positions of held-out games`;
const ruMeasured = (t: EstimateTrust) =>
	`измерено на ${t.positions.toLocaleString('ru')} ${ruWord(t.positions, 'позиции', 'позициях', 'позициях')} контрольных партий`;
const enNoise = (t: EstimateTrust) =>
	`1 in 20 of its own search's moves reads as a drop of ${enCount(t.noise, 'point')} (measured on ${enCount(t.noisePositions, 'move')})`;
const ruNoise = (t: EstimateTrust) =>
	`каждый двадцатый ход её собственного поиска выглядит потерей ${t.noise} ${ruWord(t.noise, 'пункта', 'пунктов', 'пунктов')} (измерено на ${t.noisePositions.toLocaleString('ru')} ${ruWord(t.noisePositions, 'ходе', 'ходах', 'ходах')})`;

/**
 * How far the engine's estimate is trusted in a phase of the game, one line
 * (engine-player/trust.ts: from the calibration measured on held-out games
 * and the search's own measured noise).
 * The review, the analysis panel and /play show it beside an estimate.
 */
export const trustTexts = area(
	{
		trustLine: (t: EstimateTrust): string =>
			t.tellApart === null
				? `In the ${EN_PHASES[t.phase]} the estimate reads results no better than a coin (${enMeasured(t)}): only a proof calls a move a mistake here.`
				: `In the ${EN_PHASES[t.phase]} the estimate is off by about ${enCount(Math.round(t.error), 'point')} (${enMeasured(t)}), and ${enNoise(t)}: a drop under ${enCount(t.tellApart, 'point')} is not called a mistake.`
	},
	{
		trustLine: (t: EstimateTrust): string => {
			const error = Math.round(t.error);
			return t.tellApart === null
				? `В ${RU_PHASES[t.phase]} оценка предсказывает исход не лучше монетки (${ruMeasured(t)}): ошибкой ход здесь называет только доказательство.`
				: `В ${RU_PHASES[t.phase]} оценка ошибается примерно на ${error} ${ruWord(error, 'пункт', 'пункта', 'пунктов')} (${ruMeasured(t)}), а ${ruNoise(t)}: потеря меньше ${t.tellApart} ${ruWord(t.tellApart, 'пункта', 'пунктов', 'пунктов')} ошибкой не называется.`;
		}
	}
);
