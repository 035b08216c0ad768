import type { Color } from '$lib/engine';
import { area } from './area';

const themeEn: Record<string, string> = {
	threat: 'Threat',
	constriction: 'Constriction',
	'king-endgame': 'King endgame',
	'locked-men': 'Locked men',
	'many-against-few': 'Many against few',
	'twelve-against-one': '12 against 1',
	classic: 'Classic',
	opening: 'Opening',
	sacrifice: 'Sacrifice',
	block: 'Blocked win',
	lesson: 'Lesson'
};
const themeRu: Record<string, string> = {
	threat: 'Угроза',
	constriction: 'Стеснение',
	'king-endgame': 'Дамочный эндшпиль',
	'locked-men': 'Запертые шашки',
	'many-against-few': 'Много против немногих',
	'twelve-against-one': '12 против 1',
	classic: 'Классика',
	opening: 'Дебют',
	sacrifice: 'Жертва',
	block: 'Выигрыш запиранием',
	lesson: 'Урок'
};

function movesRu(n: number): string {
	const d = n % 10;
	const dd = n % 100;
	if (d === 1 && dd !== 11) return `${n} ход`;
	if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return `${n} хода`;
	return `${n} ходов`;
}

export const puzzle = area(
	{
		task: (side: Color, aim: 'giveaway' | 'russian', n: number): string =>
			aim === 'giveaway'
				? `${side === 'white' ? 'White' : 'Black'} to play and win in ${n}: give away every piece or get blocked`
				: `${side === 'white' ? 'White' : 'Black'} to play and win in ${n} (ordinary checkers)`,
		yourMove: 'Your move',
		thinking: 'Checking your move…',
		correct: 'Good move.',
		correctOffLine: (n: number): string => `Good move: it also wins (in ${n} from here).`,
		wrong: 'That move lets the win slip.',
		wrongOpponentWins: (n: number): string => `That move loses: the opponent now wins in ${n}.`,
		wrongNoPieces: 'That move leaves the opponent without a move — in giveaway that is their win.',
		unproved: 'The solver cannot confirm this move wins within its limit. Try the quickest route.',
		refutation: 'Refutation',
		retry: 'Take back and retry',
		hint: 'Hint',
		hintText: (square: string): string => `Move the piece on ${square}.`,
		hintOffLine: 'You have left the stored line; any winning move is fine — keep the opponent short of options.',
		showSolution: 'Show solution',
		solutionIn: (s: number): string => `Solution available in ${s} s`,
		solution: 'Solution',
		next: 'Next puzzle',
		analyse: 'Analyse this position',
		playOut: 'Play it out against the app',
		solved: 'Solved!',
		solvedWithHelp: 'Done — with help this time.',
		provedLine: 'Proved line',
		winningMoves: (n: number | null): string => (n === null ? 'Winning first moves: counting…' : n === 1 ? 'Only one first move wins.' : `${n} first moves win.`),
		themes: 'Themes',
		themeName: (theme: string): string => themeEn[theme] ?? theme,
		difficulty: (d: number): string => `Difficulty ${d} of 5`,
		claim: (n: number): string => `win in ${n}`,
		movesPlayed: 'Moves',
		opponentPlayed: (side: string, move: string): string => `${side} replied ${move}.`,
		source: 'Source',
		puzzleNumber: (id: string): string => `Puzzle ${id.replace(/^[a-z]+-0*/, '')}`,
		puzzlesLink: 'Puzzles',
		puzzlesTitle: 'Puzzles',
		allThemes: 'All themes',
		difficultyLabel: 'Difficulty',
		allDifficulties: 'Any difficulty',
		nextUnsolved: 'Next unsolved',
		retryFailed: (n: number): string => `Retry failed (${n})`,
		puzzleCount: (n: number): string => `${n} puzzle${n === 1 ? '' : 's'}`,
		markSolved: '✓ solved',
		markFailed: '✗ failed',
		statusLabel: 'Show',
		statusAll: 'All puzzles',
		statusUnsolved: 'Not solved yet',
		statusSolved: 'Solved',
		statusFailed: 'Failed',
		showMore: (n: number): string => `Show ${n} more`,
		shownOf: (shown: number, all: number): string => `Showing ${shown} of ${all}`,
		moveCounter: (made: number, optimum: number): string => `Your moves: ${made} · proved optimum: ${optimum}`,
		spoiled: 'This move spoils the win. Take it back and try another.',
		todayTitle: "Today's puzzle",
		loading: 'Loading…',
		streak: (current: number, best: number): string => `Streak: ${current} day${current === 1 ? '' : 's'} (best ${best})`,
		yesterday: (r: 'solved' | 'failed' | null): string => (r === 'solved' ? 'yesterday: solved' : r === 'failed' ? 'yesterday: missed' : 'yesterday: not played'),
		archive: 'Earlier days',
		twelveTitle: '12 against 1',
		twelveIntro:
			'White has all twelve men on their start squares, Black one man. Choose the square of the Black man: on eleven squares White wins by giving everything away, and the app defends as long as it can.',
		twelveChoose: 'Square of the Black man',
		twelveWin: (n: number): string => `win ${n}`,
		twelveLoss: 'loss',
		twelveOptimum: (square: string, n: number): string => `Black man on ${square}: White wins in ${n} moves at best.`,
		twelveLossExplained: (square: string, n: number, line: string): string =>
			`With the Black man on ${square} White cannot win: Black wins in ${n} (${line}). Choose a green square.`
	},
	{
		task: (side: Color, aim: 'giveaway' | 'russian', n: number): string =>
			aim === 'giveaway'
				? `${side === 'white' ? 'Белые' : 'Чёрные'} начинают и выигрывают за ${movesRu(n)}: отдать все шашки или остаться без ходов`
				: `${side === 'white' ? 'Белые' : 'Чёрные'} начинают и выигрывают за ${movesRu(n)} (обычные шашки)`,
		yourMove: 'Ваш ход',
		thinking: 'Проверяю ход…',
		correct: 'Хороший ход.',
		correctOffLine: (n: number): string => `Хороший ход: он тоже выигрывает (отсюда за ${movesRu(n)}).`,
		wrong: 'Этот ход упускает выигрыш.',
		wrongOpponentWins: (n: number): string => `Этот ход проигрывает: теперь соперник выигрывает за ${movesRu(n)}.`,
		wrongNoPieces: 'После этого хода у соперника нет ходов — в поддавках это его победа.',
		unproved: 'Решатель не может подтвердить выигрыш этим ходом в своих пределах. Попробуйте самый быстрый путь.',
		refutation: 'Опровержение',
		retry: 'Вернуть ход',
		hint: 'Подсказка',
		hintText: (square: string): string => `Ходите шашкой с поля ${square}.`,
		hintOffLine: 'Вы ушли от записанного решения; годится любой выигрывающий ход — оставляйте сопернику поменьше выбора.',
		showSolution: 'Показать решение',
		solutionIn: (s: number): string => `Решение можно будет открыть через ${s} с`,
		solution: 'Решение',
		next: 'Следующая задача',
		analyse: 'Анализировать позицию',
		playOut: 'Доиграть с приложением',
		solved: 'Решено!',
		solvedWithHelp: 'Готово — на этот раз с подсказкой.',
		provedLine: 'Доказанное решение',
		winningMoves: (n: number | null): string =>
			n === null ? 'Выигрывающие первые ходы: считаю…' : n === 1 ? 'Выигрывает только один первый ход.' : `Выигрывают первых ходов: ${n}.`,
		themes: 'Темы',
		themeName: (theme: string): string => themeRu[theme] ?? theme,
		difficulty: (d: number): string => `Сложность ${d} из 5`,
		claim: (n: number): string => `выигрыш за ${movesRu(n)}`,
		movesPlayed: 'Ходы',
		opponentPlayed: (side: string, move: string): string => `${side} ответили ${move}.`,
		source: 'Источник',
		puzzleNumber: (id: string): string => `Задача ${id.replace(/^[a-z]+-0*/, '')}`,
		puzzlesLink: 'Задачи',
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
		moveCounter: (made: number, optimum: number): string => `Ваших ходов: ${made} · доказанный минимум: ${optimum}`,
		spoiled: 'Этот ход упускает выигрыш. Верните его и попробуйте другой.',
		todayTitle: 'Задача дня',
		loading: 'Загрузка…',
		streak: (current: number, best: number): string => `Серия: ${current} дн. (лучшая ${best})`,
		yesterday: (r: 'solved' | 'failed' | null): string => (r === 'solved' ? 'вчера: решена' : r === 'failed' ? 'вчера: не решена' : 'вчера: не играли'),
		archive: 'Прошлые дни',
		twelveTitle: '12 против 1',
		twelveIntro:
			'У белых все двенадцать шашек на исходных полях, у чёрных одна простая. Выберите, где она стоит: на одиннадцати полях белые выигрывают, отдав все шашки, а приложение защищается как можно дольше.',
		twelveChoose: 'Поле чёрной шашки',
		twelveWin: (n: number): string => `выигр. ${n}`,
		twelveLoss: 'проигр.',
		twelveOptimum: (square: string, n: number): string => `Чёрная шашка на ${square}: при лучшей игре белые выигрывают за ${movesRu(n)}.`,
		twelveLossExplained: (square: string, n: number, line: string): string =>
			`Если чёрная шашка на ${square}, белым не выиграть: чёрные выигрывают за ${movesRu(n)} (${line}). Выберите зелёное поле.`
	}
);
