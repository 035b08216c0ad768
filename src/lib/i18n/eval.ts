import { area } from './area';
import type { Color } from '$lib/engine';

/** The engine's judgement on the analysis board and study pages (features/eval), from White's view (the words name the winner, src/lib/count.ts). */
export const evalTexts = area(
	{
		evalHeading: 'Engine',
		evalToggle: 'Engine on',
		evalOff: 'The engine is off.',
		evalWaiting: 'The engine is looking at the position…',
		evalPaused: 'Paused while the page is hidden.',
		evalError: 'The engine stopped. Change the position to try again.',
		evalNoMoves: 'No move to judge.',
		evalDraw: 'Draw',
		evalPercent: (percent: number): string => `White's expected score ${percent}%`,
		evalDepth: (depth: number): string => `depth ${depth}`,
		evalProvedBy: (by: 'solver' | 'tables' | 'search'): string =>
			by === 'tables' ? 'proved by the endgame tables' : by === 'solver' ? 'proved by the solver' : 'proved by the search',
		evalEstimate: 'estimate',
		evalBestLine: 'Best line:',
		evalTopMoves: (side: Color): string => `${side === 'white' ? 'White' : 'Black'}'s best moves (scores for ${side === 'white' ? 'White' : 'Black'}):`,
		evalOnlyMove: 'the only move',
		evalBarLabel: 'The engine’s judgement',
		evalProvedMark: 'proved',
		evalBoundMark: 'a bound: the search found this win, the fastest may be shorter',
		evalArrowToggle: 'Arrow',
		evalArrowLabel: (move: string): string => `Best move: ${move}`,
		evalLinesLink: 'Lines',
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
		evalDraw: 'Ничья',
		evalPercent: (percent: number): string => `Ожидаемый результат белых ${percent}%`,
		evalDepth: (depth: number): string => `глубина ${depth}`,
		evalProvedBy: (by: 'solver' | 'tables' | 'search'): string =>
			by === 'tables' ? 'доказано эндшпильными таблицами' : by === 'solver' ? 'доказано решателем' : 'доказано перебором',
		evalEstimate: 'оценка',
		evalBestLine: 'Лучший вариант:',
		evalTopMoves: (side: Color): string => `Лучшие ходы ${side === 'white' ? 'белых (оценки для белых)' : 'чёрных (оценки для чёрных)'}:`,
		evalOnlyMove: 'единственный ход',
		evalBarLabel: 'Оценка движка',
		evalProvedMark: 'доказано',
		evalBoundMark: 'оценка сверху: перебор нашёл этот выигрыш, самый быстрый может быть короче',
		evalArrowToggle: 'Стрелка',
		evalArrowLabel: (move: string): string => `Лучший ход: ${move}`,
		evalLinesLink: 'Варианты',
		evalPreview: (step: number): string => `Позиция после ${step}-го хода варианта`,
		evalPreviewClose: 'Закрыть'
	}
);
