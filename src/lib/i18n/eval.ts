import { area } from './area';
import { ruMoves } from './plural';

/** The engine's judgement on the analysis board and study pages (features/eval), always from White's view. */
export const evalTexts = area(
	{
		evalHeading: 'Engine',
		evalToggle: 'Engine on',
		evalOff: 'The engine is off.',
		evalWaiting: 'The engine is looking at the position…',
		evalPaused: 'Paused while the page is hidden.',
		evalError: 'The engine stopped. Change the position to try again.',
		evalNoMoves: 'No move to judge.',
		evalWin: (n: number): string => `White wins in ${n}`,
		evalLoss: (n: number): string => `White loses in ${n}`,
		evalDraw: 'Draw',
		evalPercent: (percent: number): string => `White's expected score ${percent}%`,
		evalDepth: (depth: number): string => `depth ${depth}`,
		evalProvedBy: (by: 'solver' | 'tables' | 'search'): string =>
			by === 'tables' ? 'proved by the endgame tables' : by === 'solver' ? 'proved by the solver' : 'proved by the search',
		evalEstimate: 'estimate',
		evalBestLine: 'Best line:',
		evalTopMoves: 'Top moves, scores for White:',
		evalPreview: (step: number): string => `Position after move ${step} of the line`,
		evalPreviewClose: 'Close'
	},
	{
		evalHeading: 'Движок',
		evalToggle: 'Движок включён',
		evalOff: 'Движок выключен.',
		evalWaiting: 'Движок смотрит позицию…',
		evalPaused: 'Пауза, пока страница скрыта.',
		evalError: 'Движок остановился. Измените позицию, чтобы попробовать снова.',
		evalNoMoves: 'Ходов нет, оценивать нечего.',
		evalWin: (n: number): string => `Белые выигрывают за ${ruMoves(n)}`,
		evalLoss: (n: number): string => `Белые проигрывают за ${ruMoves(n)}`,
		evalDraw: 'Ничья',
		evalPercent: (percent: number): string => `Ожидаемый результат белых ${percent}%`,
		evalDepth: (depth: number): string => `глубина ${depth}`,
		evalProvedBy: (by: 'solver' | 'tables' | 'search'): string =>
			by === 'tables' ? 'доказано эндшпильными таблицами' : by === 'solver' ? 'доказано решателем' : 'доказано перебором',
		evalEstimate: 'оценка',
		evalBestLine: 'Лучший вариант:',
		evalTopMoves: 'Лучшие ходы, оценки для белых:',
		evalPreview: (step: number): string => `Позиция после ${step}-го хода варианта`,
		evalPreviewClose: 'Закрыть'
	}
);
