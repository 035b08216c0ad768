import { area } from './area';
import { enCount, ruMoves } from './plural';

/** The puzzle list (/puzzles) and 12 against 1's chooser: pages beyond `/`, so their texts come with more.ts. */
export const puzzleList = area(
	{
		puzzlesTitle: 'Puzzles',
		allThemes: 'All themes',
		difficultyLabel: 'Difficulty',
		allDifficulties: 'Any difficulty',
		nextUnsolved: 'Next unsolved',
		retryFailed: (n: number): string => `Retry failed (${n})`,
		puzzleCount: (n: number): string => enCount(n, 'puzzle'),
		markSolved: '✓ solved',
		markFailed: '✗ failed',
		statusLabel: 'Show',
		statusAll: 'All puzzles',
		statusUnsolved: 'Not solved yet',
		statusSolved: 'Solved',
		statusFailed: 'Failed',
		showMore: (n: number): string => `Show ${n} more`,
		shownOf: (shown: number, all: number): string => `Showing ${shown} of ${all}`,
		twelveIntro:
			'White has all twelve men on their start squares, Black one man. Choose the square of the Black man: on eleven squares White wins by giving everything away, and the app defends as long as it can.',
		twelveChoose: 'Square of the Black man',
		twelveWin: (n: number): string => `win ${n}`,
		twelveLoss: 'loss',
		twelveOptimum: (square: string, n: number): string => `Black man on ${square}: White wins in ${enCount(n, 'move')} at best.`,
		twelveLossExplained: (square: string, n: number, line: string): string =>
			`With the Black man on ${square} White cannot win: Black wins in ${n} (${line}). Choose a green square.`
	},
	{
		puzzlesTitle: 'Задачи',
		allThemes: 'Все темы',
		difficultyLabel: 'Сложность',
		allDifficulties: 'Любая сложность',
		nextUnsolved: 'Следующая нерешённая',
		retryFailed: (n: number): string => `Повторить ошибки (${n})`,
		puzzleCount: (n: number): string => `Задач: ${n}`,
		markSolved: '✓ решена',
		markFailed: '✗ ошибка',
		statusLabel: 'Показать',
		statusAll: 'Все задачи',
		statusUnsolved: 'Ещё не решённые',
		statusSolved: 'Решённые',
		statusFailed: 'С ошибкой',
		showMore: (n: number): string => `Показать ещё ${n}`,
		shownOf: (shown: number, all: number): string => `Показано ${shown} из ${all}`,
		twelveIntro:
			'У белых все двенадцать шашек на исходных полях, у чёрных одна простая. Выберите, где она стоит: на одиннадцати полях белые выигрывают, отдав все шашки, а приложение защищается как можно дольше.',
		twelveChoose: 'Поле чёрной шашки',
		twelveWin: (n: number): string => `выигр. ${n}`,
		twelveLoss: 'проигр.',
		twelveOptimum: (square: string, n: number): string => `Чёрная шашка на ${square}: при лучшей игре белые выигрывают за ${ruMoves(n)}.`,
		twelveLossExplained: (square: string, n: number, line: string): string =>
			`Если чёрная шашка на ${square}, белым не выиграть: чёрные выигрывают за ${ruMoves(n)} (${line}). Выберите зелёное поле.`
	}
);
