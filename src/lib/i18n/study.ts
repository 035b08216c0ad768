import type { Mark } from '$lib/bank/types';
import { area } from './area';
import { enCount, ruMoves, ruMovesWithin } from './plural';

const markEn: Record<Mark, string> = {
	'!': 'good move',
	'!!': 'excellent move',
	'?': 'mistake',
	'??': 'blunder',
	'!?': 'interesting move',
	'?!': 'dubious move',
	'+': 'threat: the move threatens to give every piece away',
	x: 'won: from here the win is certain',
	'=': 'draw'
};
const markRu: Record<Mark, string> = {
	'!': 'сильный ход',
	'!!': 'отличный ход',
	'?': 'ошибка',
	'??': 'грубая ошибка',
	'!?': 'интересный ход',
	'?!': 'сомнительный ход',
	'+': 'угроза: ход грозит отдать все шашки',
	x: 'выигрыш: отсюда победа обеспечена',
	'=': 'ничья'
};

const sideRu = (white: boolean, form: 'nom' | 'acc'): string => (white ? (form === 'nom' ? 'белые' : 'белых') : form === 'nom' ? 'чёрные' : 'чёрных');

export const study = area(
	{
		studiesTitle: 'Studies',
		studiesIntro: 'Classic games and annotated examples. Step through the moves and variations, read the comments, and test yourself with “Guess the move”.',
		studyCount: (n: number): string => enCount(n, 'study', 'studies'),
		studyMoves: (n: number): string => enCount(n, 'move'),
		studyNotOpened: 'not opened yet',
		studyLeftAt: (move: number, of: number): string => `left at move ${move} of ${of}`,
		studySeenToEnd: 'seen to the end',
		studyQuizTally: (right: number, wrong: number): string => `guessed: ${right} right, ${wrong} wrong`,
		studySourceLabel: 'Source',
		studyMovesHeading: 'Moves',
		studyStartPosition: 'Start position',
		studyToStart: 'To the start',
		studyPrev: 'Previous move',
		studyNext: 'Next move',
		studyToEnd: 'To the end',
		studyAutoplay: 'Play through',
		studyPause: 'Pause',
		studySpeed: 'Speed',
		studySpeedName: (ms: number): string => (ms >= 2000 ? 'slow' : ms >= 1000 ? 'normal' : 'fast'),
		studyKeys: 'Keys: ← and → step through the moves, Home and End jump to the start and the end. On a phone, swipe across the board.',
		studyPosition: (move: number, of: number): string => (move === 0 ? `Start position (${enCount(of, 'move')})` : `Move ${move} of ${of}`),
		studyResumed: 'Opened where you left off.',
		studyFromStart: 'From the start',
		studyMarkName: (mark: Mark): string => markEn[mark],
		studyMarksLegend: 'What the marks mean',
		studyMoveName: (title: string, marks: string[]): string => (marks.length ? `${title} (${marks.join('; ')})` : title),
		studyVariation: 'Variation',
		studyVariations: 'Variations',
		studyQuiz: 'Guess the move',
		studyQuizStop: 'Stop guessing',
		studyQuizIntro: (white: boolean): string =>
			`You play ${white ? 'White' : 'Black'}: find each of ${white ? 'White' : 'Black'}'s next moves on the board. The other side's moves are played for you.`,
		studyQuizAsk: (white: boolean): string => `${white ? 'White' : 'Black'} to move: which move comes next?`,
		studyQuizReply: 'The other side replies…',
		studyQuizJudging: (move: string): string => `The solver is checking ${move}…`,
		studyQuizBook: (move: string): string => `Right: ${move}.`,
		studyQuizAlsoWins: (move: string, n: number, book: string): string => `${move} also wins (in ${n}). The study goes on with its own move, ${book}.`,
		studyQuizLoses: (move: string, white: boolean, n: number): string =>
			n === 0
				? `${move} loses at once: ${white ? 'White is' : 'Black is'} left without a move, and in giveaway that is a win.`
				: `${move} loses: ${white ? 'White' : 'Black'} now wins in ${n}.`,
		studyQuizRefutation: 'Refutation',
		studyQuizUnknown: (move: string): string => `The solver ran out of time on ${move}.`,
		studyQuizNoResult: (move: string, within: number, book: string): string =>
			`After ${move} neither side wins by force within ${enCount(within, 'move')}. In the game, ${book} was played here.`,
		studyQuizNotPlayed: (move: string, book: string): string => `Not ${move}: in the game, ${book} was played here.`,
		studyQuizRevealed: (book: string): string => `The move here: ${book}.`,
		studyQuizTryAgain: 'Try again',
		studyQuizShow: 'Show the move',
		studyQuizScore: (right: number, total: number): string => `First-try answers: ${right} of ${total}.`,
		studyQuizFinished: 'End of the line.',
		studyWhoWins: 'Who wins here?',
		studySolving: 'The solver is working…',
		studySolveProgress: (bound: number | null, seconds: number): string =>
			bound === null ? `starting · ${seconds} s` : `nothing within ${enCount(bound, 'move')} yet · ${seconds} s`,
		studyBestLine: 'Best line',
		studySolverFailed: (message: string): string => `The solver failed: ${message}`,
		studySolverCancelled: 'Cancelled.',
		studyGiveawayNote: 'The side left without a move — everything given away or blocked — wins.',
		studyRussianNote: 'The side left without a move loses.'
	},
	{
		studiesTitle: 'Этюды и партии',
		studiesIntro: 'Классические партии и примеры с комментариями. Проходите ходы и варианты, читайте пояснения и проверяйте себя в режиме «Угадай ход».',
		studyCount: (n: number): string => `Всего: ${n}`,
		studyMoves: (n: number): string => ruMoves(n),
		studyNotOpened: 'ещё не открывали',
		studyLeftAt: (move: number, of: number): string => `остановились на ${move}-м ходу из ${of}`,
		studySeenToEnd: 'просмотрено до конца',
		studyQuizTally: (right: number, wrong: number): string => `угадано: верно ${right}, ошибок ${wrong}`,
		studySourceLabel: 'Источник',
		studyMovesHeading: 'Ходы',
		studyStartPosition: 'Начальная позиция',
		studyToStart: 'В начало',
		studyPrev: 'Ход назад',
		studyNext: 'Ход вперёд',
		studyToEnd: 'В конец',
		studyAutoplay: 'Воспроизвести',
		studyPause: 'Пауза',
		studySpeed: 'Скорость',
		studySpeedName: (ms: number): string => (ms >= 2000 ? 'медленно' : ms >= 1000 ? 'обычно' : 'быстро'),
		studyKeys: 'Клавиши: ← и → — ход назад и вперёд, Home и End — в начало и в конец. На телефоне проведите пальцем по доске.',
		studyPosition: (move: number, of: number): string => (move === 0 ? `Начальная позиция (${ruMoves(of)})` : `Ход ${move} из ${of}`),
		studyResumed: 'Открыто там, где вы остановились.',
		studyFromStart: 'С начала',
		studyMarkName: (mark: Mark): string => markRu[mark],
		studyMarksLegend: 'Что означают знаки',
		studyMoveName: (title: string, marks: string[]): string => (marks.length ? `${title} (${marks.join('; ')})` : title),
		studyVariation: 'Вариант',
		studyVariations: 'Варианты',
		studyQuiz: 'Угадай ход',
		studyQuizStop: 'Закончить угадывать',
		studyQuizIntro: (white: boolean): string =>
			`Вы играете за ${sideRu(white, 'acc')}: найдите на доске каждый следующий ход ${sideRu(white, 'acc')}. Ходы соперника делаются сами.`,
		studyQuizAsk: (white: boolean): string => `Ход ${sideRu(white, 'acc')}: как здесь пойти?`,
		studyQuizReply: 'Соперник отвечает…',
		studyQuizJudging: (move: string): string => `Решатель проверяет ход ${move}…`,
		studyQuizBook: (move: string): string => `Верно: ${move}.`,
		studyQuizAlsoWins: (move: string, n: number, book: string): string =>
			`${move} тоже выигрывает (за ${ruMoves(n)}). Этюд продолжается авторским ходом ${book}.`,
		studyQuizLoses: (move: string, white: boolean, n: number): string =>
			n === 0
				? `${move} сразу проигрывает: у ${white ? 'белых' : 'чёрных'} не остаётся ходов, а в поддавках это их победа.`
				: `${move} проигрывает: теперь ${sideRu(white, 'nom')} выигрывают за ${ruMoves(n)}.`,
		studyQuizRefutation: 'Опровержение',
		studyQuizUnknown: (move: string): string => `Решателю не хватило времени на ход ${move}.`,
		studyQuizNoResult: (move: string, within: number, book: string): string =>
			`После ${move} ни одна сторона не выигрывает форсированно в пределах ${ruMovesWithin(within)}. В партии здесь сыграно ${book}.`,
		studyQuizNotPlayed: (move: string, book: string): string => `Не ${move}: в партии здесь сыграно ${book}.`,
		studyQuizRevealed: (book: string): string => `Здесь сыграно ${book}.`,
		studyQuizTryAgain: 'Попробовать ещё раз',
		studyQuizShow: 'Показать ход',
		studyQuizScore: (right: number, total: number): string => `С первой попытки: ${right} из ${total}.`,
		studyQuizFinished: 'Конец линии.',
		studyWhoWins: 'Кто здесь выигрывает?',
		studySolving: 'Решатель считает…',
		studySolveProgress: (bound: number | null, seconds: number): string =>
			bound === null ? `начало · ${seconds} с` : `в пределах ${ruMovesWithin(bound)} пока ничего · ${seconds} с`,
		studyBestLine: 'Лучшая игра',
		studySolverFailed: (message: string): string => `Ошибка решателя: ${message}`,
		studySolverCancelled: 'Отменено.',
		studyGiveawayNote: 'Выигрывает тот, кто остался без хода — отдал все шашки или оказался заперт.',
		studyRussianNote: 'Кто остался без хода, тот проиграл.'
	}
);
