import { area } from './area';
import { enCount, ruMoves, ruMovesWithin } from './plural';
import { decimal } from './numbers';

/** Seconds with one decimal: "2.4 s" / "2,4 с". */
const seconds = (ms: number, comma: boolean): string => decimal(comma ? 'ru' : 'en', ms / 1000);

/** 12 against 1: the game's verdicts, its buttons, and the live proof of a square. */
export const twelve = area(
	{
		twelveThinking: 'Checking your move…',
		twelveYourMove: 'Your move (White).',
		twelveBest: 'Good: as fast as the best play.',
		twelveSlower: (by: number): string => `Wins, but ${enCount(by, 'move')} slower than the best.`,
		twelveSpoiled: (n: number): string =>
			n === 0
				? 'This move leaves Black without a move, and that is Black’s win. Take it back.'
				: `This move throws the win away: Black wins in ${enCount(n, 'move')}. Take it back and try another.`,
		twelveBound: (atMost: number): string =>
			`Still wins, proved: White needs at most ${enCount(atMost, 'more move')}. Proving the exact count in the background…`,
		twelveFromTree: 'Proved ahead of time by this app’s solver (the table of moves is checked on this device against its fingerprint).',
		twelveUnproved: 'Not proved yet: the app plays on and checks this move in the background.',
		twelveNotProved: 'Not proved: the solver could not settle this move within its time limit.',
		twelveSettled: (move: string, verdict: string): string => `Checked in the background: ${move} — ${verdict}`,
		twelveSettledSpoiled: (move: string, n: number): string =>
			`Checked in the background: ${move} threw the win away (Black wins in ${enCount(n, 'move')} with best play). The app may not find that defence; play again to be sure of the win.`,
		twelveSettling: 'Checking earlier moves in the background…',
		twelveWon: (made: number, optimum: number): string =>
			made <= optimum
				? `Won in ${enCount(made, 'move')}: the proved best!`
				: `Won in ${enCount(made, 'move')}: ${enCount(made - optimum, 'move')} slower than the best (${optimum}).`,
		twelveCounter: (made: number, optimum: number): string => `Your moves: ${made} · proved best: ${optimum}`,
		twelveTakeBack: 'Take back',
		twelvePlayAgain: 'Play again',
		twelveHint: 'Hint',
		twelveHintText: (move: string): string => `The proved line goes on with ${move}.`,
		twelveNoHint: 'No proved line from here: any move the solver accepts will do.',
		twelveResumed: 'Your game was resumed where you left it.',
		twelveLoading: 'Opening your game…',
		twelveHintProving: 'Proving the best move from this position…',
		twelveChooserLegend: 'Green: White wins, in the number of moves shown; on the other squares Black wins.',
		/** Read after the square's name on a chooser button (the screen shows the name and the count). */
		twelveChooserVerdict: (kind: 'win' | 'loss', n: number): string => (kind === 'win' ? `: White wins in ${enCount(n, 'move')}` : ': Black wins'),
		twelveInProgressTitle: 'Games in progress',
		twelveInProgress: (square: string, moves: number): string => `${square}: in progress, ${enCount(moves, 'move')} made.`,
		twelveContinue: 'Continue',
		twelveChange: 'Change square',
		twelveSquareChosen: (square: string): string => `Black man on ${square}`,
		twelveTableValue: (kind: 'win' | 'loss', n: number): string => `table: ${kind === 'win' ? 'White wins' : 'Black wins'} in ${n}`,
		twelveProve: 'Prove it here',
		twelveProveCancel: 'Cancel',
		twelveProving: (bound: number | null, nodes: number, ms: number): string =>
			`Proving… ${bound === null ? 'starting' : `no win within ${enCount(bound, 'move')}`}, ${nodes.toLocaleString('en')} positions, ${seconds(ms, false)} s`,
		twelveProofResult: (kind: 'win' | 'loss' | 'unknown', n: number, ms: number, matches: boolean): string =>
			kind === 'unknown'
				? `Not proved within the limit (${seconds(ms, false)} s).`
				: `Proved on this device: ${kind === 'win' ? 'White wins' : 'Black wins'} in ${n} (${seconds(ms, false)} s)${matches ? ', as the table says.' : ' — the table says otherwise!'}`,
		twelveProofBound: (kind: 'win' | 'loss', n: number): string =>
			`Proved so far: ${kind === 'win' ? 'White wins' : 'Black wins'} in at most ${enCount(n, 'move')}; now proving that no fewer will do…`,
		twelveProofCancelled: 'Proof cancelled.',
		twelveProofError: (message: string): string => `The solver stopped: ${message}`
	},
	{
		twelveThinking: 'Проверяю ход…',
		twelveYourMove: 'Ваш ход (белые).',
		twelveBest: 'Хорошо: это самый быстрый путь к выигрышу.',
		twelveSlower: (by: number): string => `Выигрывает, но на ${ruMoves(by)} медленнее лучшего.`,
		twelveSpoiled: (n: number): string =>
			n === 0
				? 'После этого хода у чёрных нет ходов, и это их выигрыш. Верните ход.'
				: `Этот ход упускает выигрыш: чёрные выигрывают за ${ruMoves(n)}. Верните его и попробуйте другой.`,
		twelveBound: (atMost: number): string =>
			`Выигрыш сохраняется, доказано: белым нужно ещё не больше ${ruMovesWithin(atMost)}. Точное число доказывается в фоне…`,
		twelveFromTree: 'Доказано заранее решателем этого приложения (таблица ходов проверена на этом устройстве по её отпечатку).',
		twelveUnproved: 'Пока не доказано: приложение играет дальше и проверяет этот ход в фоне.',
		twelveNotProved: 'Не доказано: решатель не успел проверить этот ход в отведённое время.',
		twelveSettled: (move: string, verdict: string): string => `Проверено в фоне: ${move} — ${verdict}`,
		twelveSettledSpoiled: (move: string, n: number): string =>
			`Проверено в фоне: ход ${move} упустил выигрыш (при лучшей игре чёрные выигрывают за ${ruMoves(n)}). Приложение может не найти эту защиту; сыграйте снова, чтобы выиграть наверняка.`,
		twelveSettling: 'Проверяю прежние ходы в фоне…',
		twelveWon: (made: number, optimum: number): string =>
			made <= optimum
				? `Выигрыш за ${ruMoves(made)}: лучший доказанный результат!`
				: `Выигрыш за ${ruMoves(made)}: на ${ruMoves(made - optimum)} медленнее лучшего (${optimum}).`,
		twelveCounter: (made: number, optimum: number): string => `Ваших ходов: ${made} · доказанный минимум: ${optimum}`,
		twelveTakeBack: 'Вернуть ход',
		twelvePlayAgain: 'Сыграть снова',
		twelveHint: 'Подсказка',
		twelveHintText: (move: string): string => `Доказанная линия продолжается ходом ${move}.`,
		twelveNoHint: 'Отсюда доказанной линии нет: годится любой ход, который примет решатель.',
		twelveResumed: 'Партия продолжена с того места, где вы остановились.',
		twelveLoading: 'Открываю вашу партию…',
		twelveHintProving: 'Доказываю лучший ход из этой позиции…',
		twelveChooserLegend: 'Зелёные поля: белые выигрывают, число — сколько нужно ходов; на остальных выигрывают чёрные.',
		twelveChooserVerdict: (kind: 'win' | 'loss', n: number): string => (kind === 'win' ? `: белые выигрывают за ${ruMoves(n)}` : ': выигрывают чёрные'),
		twelveInProgressTitle: 'Партии в процессе',
		twelveInProgress: (square: string, moves: number): string => `${square}: партия идёт, сделано ходов: ${moves}.`,
		twelveContinue: 'Продолжить',
		twelveChange: 'Другое поле',
		twelveSquareChosen: (square: string): string => `Чёрная шашка на ${square}`,
		twelveTableValue: (kind: 'win' | 'loss', n: number): string => `по таблице: ${kind === 'win' ? 'белые выигрывают' : 'чёрные выигрывают'} за ${ruMoves(n)}`,
		twelveProve: 'Доказать здесь',
		twelveProveCancel: 'Отменить',
		twelveProving: (bound: number | null, nodes: number, ms: number): string =>
			`Доказываю… ${bound === null ? 'начало' : `выигрыша в пределах ${ruMovesWithin(bound)} нет`}, позиций: ${nodes.toLocaleString('ru')}, ${seconds(ms, true)} с`,
		twelveProofResult: (kind: 'win' | 'loss' | 'unknown', n: number, ms: number, matches: boolean): string =>
			kind === 'unknown'
				? `Не доказано в отведённое время (${seconds(ms, true)} с).`
				: `Доказано на этом устройстве: ${kind === 'win' ? 'белые выигрывают' : 'чёрные выигрывают'} за ${ruMoves(n)} (${seconds(ms, true)} с)${matches ? ', как и в таблице.' : ' — в таблице иначе!'}`,
		twelveProofBound: (kind: 'win' | 'loss', n: number): string =>
			`Уже доказано: ${kind === 'win' ? 'белые выигрывают' : 'чёрные выигрывают'} не больше чем за ${ruMoves(n)}; теперь доказываю, что быстрее нельзя…`,
		twelveProofCancelled: 'Доказательство отменено.',
		twelveProofError: (message: string): string => `Решатель остановился: ${message}`
	}
);
