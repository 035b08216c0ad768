import type { Color } from '$lib/engine';
import { area } from './area';
import { enCount, ruCount, ruMoves, ruMovesWithin } from './plural';

const themeEn: Record<string, string> = {
	threat: 'Threat',
	constriction: 'Constriction',
	'king-endgame': 'King ending',
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
	'king-endgame': 'Окончание с дамками',
	'locked-men': 'Запертые шашки',
	'many-against-few': 'Много против немногих',
	'twelve-against-one': '12 против 1',
	classic: 'Классика',
	opening: 'Дебют',
	sacrifice: 'Жертва',
	block: 'Выигрыш запиранием',
	lesson: 'Урок'
};

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
		correctSlower: (slower: number, n: number): string => `It wins, but ${enCount(slower, 'move')} slower than the best${n > 0 ? ` (in ${n} from here)` : ''}.`,
		wrongNoWin: (within: number, best: number): string =>
			`That move lets the win slip: the solver proved it does not win within ${enCount(within, 'move')} (the best move wins in ${best}).`,
		wrongOpponentWins: (n: number): string => `That move loses: the opponent now wins in ${n}.`,
		wrongNoPieces: 'That move leaves the opponent without a move — in giveaway that is their win.',
		unproved: 'The solver ran out of time on this move, so it counts neither way: it is taken back. Try another move (the quickest win).',
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
		solvedOffLine: 'Solved! Your move also wins, by another way than the stored one.',
		solvedWithHelp: 'Done — with help this time.',
		solvedWithHint: 'Done — with a hint this time.',
		solvedAfterSolution: 'Done — after seeing the solution.',
		solvedAfterMistake: 'Solved, after taking a wrong move back: this try counts as missed.',
		hintTarget: (from: string, to: string): string => `Move the piece on ${from} to ${to}.`,
		hintMore: 'Hint: where to',
		solutionShownText: 'The solution is on the board: tap its moves to step through it. This try counts as missed.',
		tryResumed: 'Your moves are back after the reload: carry on.',
		tryResumedFailed: 'Your try is back after the reload: the last move was a mistake. Take it back and try another.',
		lineStart: 'Start',
		retryFromStart: 'Try again from the start',
		provedLine: 'Proved line',
		winningMoves: (n: number | null): string =>
			n === null ? 'Winning first moves: counting…' : n === 1 ? 'Only one first move wins.' : `${n} first moves win.`,
		themes: 'Themes',
		themeName: (theme: string): string => (Object.hasOwn(themeEn, theme) ? themeEn[theme] : theme),
		difficulty: (d: number): string => `Difficulty ${d} of 5`,
		claim: (n: number): string => `win in ${n}`,
		movesPlayed: 'Moves',
		opponentPlayed: (side: string, move: string): string => `${side} replied ${move}.`,
		source: 'Source',
		puzzleNumber: (id: string): string => `Puzzle ${id.replace(/^[a-z]+-0*/, '')}`,
		puzzlesLink: 'Puzzles',
		todayTitle: "Today's puzzle",
		restored: (result: 'solved' | 'failed'): string =>
			result === 'solved' ? 'Solved today. The board shows the end of the line.' : 'Missed today: the board shows the solution. Try again for practice.',
		loading: 'Loading…',
		streak: (current: number, best: number): string => `Daily streak: ${enCount(current, 'day')} (best ${best})`,
		yesterday: (r: 'solved' | 'failed' | null): string =>
			r === 'solved' ? 'yesterday: solved' : r === 'failed' ? 'yesterday: missed' : 'yesterday: not played',
		archive: 'Earlier days',
		twelveTitle: '12 against 1'
	},
	{
		task: (side: Color, aim: 'giveaway' | 'russian', n: number): string =>
			aim === 'giveaway'
				? `${side === 'white' ? 'Белые' : 'Чёрные'} начинают и выигрывают за ${ruMoves(n)}: отдать все шашки или остаться без ходов`
				: `${side === 'white' ? 'Белые' : 'Чёрные'} начинают и выигрывают за ${ruMoves(n)} (обычные шашки)`,
		yourMove: 'Ваш ход',
		thinking: 'Проверяю ход…',
		correct: 'Хороший ход.',
		correctOffLine: (n: number): string => `Хороший ход: он тоже выигрывает (отсюда за ${ruMoves(n)}).`,
		correctSlower: (slower: number, n: number): string =>
			`Выигрывает, но на ${ruMoves(slower)} дольше лучшего пути${n > 0 ? ` (отсюда за ${ruMoves(n)})` : ''}.`,
		wrongNoWin: (within: number, best: number): string =>
			`Этот ход упускает выигрыш: решатель доказал, что он не выигрывает в пределах ${ruMovesWithin(within)} (лучший ход выигрывает за ${ruMoves(best)}).`,
		wrongOpponentWins: (n: number): string => `Этот ход проигрывает: теперь соперник выигрывает за ${ruMoves(n)}.`,
		wrongNoPieces: 'После этого хода у соперника нет ходов — в поддавках это его победа.',
		unproved: 'Решателю не хватило времени на этот ход, поэтому он не засчитан ни в плюс, ни в минус: ход возвращён. Сыграйте другой (самый быстрый выигрыш).',
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
		solvedOffLine: 'Решено! Ваш ход тоже выигрывает, другим путём, чем записанный.',
		solvedWithHelp: 'Готово — на этот раз с помощью.',
		solvedWithHint: 'Готово — на этот раз с подсказкой.',
		solvedAfterSolution: 'Готово — после показа решения.',
		solvedAfterMistake: 'Решено, но после возврата ошибочного хода: попытка засчитана как неудачная.',
		hintTarget: (from: string, to: string): string => `Ходите шашкой с поля ${from} на ${to}.`,
		hintMore: 'Подсказка: куда',
		solutionShownText: 'Решение на доске: нажимайте на его ходы, чтобы пройти их по одному. Эта попытка засчитана как неудачная.',
		tryResumed: 'Ваши ходы восстановлены после перезагрузки — продолжайте.',
		tryResumedFailed: 'Попытка восстановлена после перезагрузки: последний ход был ошибкой. Верните его и попробуйте другой.',
		lineStart: 'Начало',
		retryFromStart: 'Заново с начала',
		provedLine: 'Доказанное решение',
		winningMoves: (n: number | null): string =>
			n === null ? 'Выигрывающие первые ходы: считаю…' : n === 1 ? 'Выигрывает только один первый ход.' : `Выигрывают первых ходов: ${n}.`,
		themes: 'Темы',
		themeName: (theme: string): string => (Object.hasOwn(themeRu, theme) ? themeRu[theme] : theme),
		difficulty: (d: number): string => `Сложность ${d} из 5`,
		claim: (n: number): string => `выигрыш за ${ruMoves(n)}`,
		movesPlayed: 'Ходы',
		opponentPlayed: (side: string, move: string): string => `${side} ответили ${move}.`,
		source: 'Источник',
		puzzleNumber: (id: string): string => `Задача ${id.replace(/^[a-z]+-0*/, '')}`,
		puzzlesLink: 'Задачи',
		todayTitle: 'Задача дня',
		restored: (result: 'solved' | 'failed'): string =>
			result === 'solved' ? 'Сегодня решена. На доске — конец решения.' : 'Сегодня не решена: на доске — решение. Можно попробовать ещё раз для тренировки.',
		loading: 'Загрузка…',
		streak: (current: number, best: number): string => `Дни подряд: ${ruCount(current, 'день', 'дня', 'дней')} (рекорд — ${best})`,
		yesterday: (r: 'solved' | 'failed' | null): string => (r === 'solved' ? 'вчера: решена' : r === 'failed' ? 'вчера: не решена' : 'вчера: не играли'),
		archive: 'Прошлые дни',
		twelveTitle: '12 против 1'
	}
);
