import { area } from './area';
import { enCount, ruCount } from './plural';
import { decimal } from './numbers';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A moment as a day in the interface's locale and the device's time zone: "3 Dec 2026", "3 дек. 2026 г.". */
function day(locale: string, at: number): string {
	let f = dateFormats.get(locale);
	if (!f) dateFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })));
	return f.format(at);
}

/** Minutes and seconds of a clock: "4:05"; under ten seconds with tenths: "9.4" ("9,4"). */
function clockTime(lang: string, ms: number): string {
	if (ms < 10_000) return decimal(lang, Math.floor(ms / 100) / 10);
	const s = Math.ceil(ms / 1000);
	return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
/** "5+3" as minutes and seconds per move, or none. */
const timeParts = (key: string): [string, string] | null => (key === 'none' ? null : (key.split('+') as [string, string]));

const EN_LEVELS = ['beginner', 'novice', 'casual', 'club player', 'strong club player', 'expert', 'master', 'strongest'];
const RU_LEVELS = ['новичок', 'начинающий', 'любитель', 'разрядник', 'сильный разрядник', 'кандидат в мастера', 'мастер', 'сильнейший'];

/** Games against the app (/play) and the levels offered in any play-out. */
export const play = area(
	{
		levelName: (n: number): string => `Level ${n}`,
		levelWord: (n: number): string => EN_LEVELS[n - 1] ?? '',
		playPageTitle: 'Play the app',
		playPageIntro: 'A game of giveaway against the app’s engine: choose its level and your colour.',
		playColorLabel: 'Your colour',
		playFromLabel: 'Start position',
		playFromStart: 'The opening position',
		playFromFen: 'The position given (FEN)',
		playBadFen: (why: string): string => `This position cannot be played: ${why} The game starts from the opening position instead.`,
		playStart: 'Start the game',
		playResign: 'Resign',
		playNewGame: 'New game',
		playResumed: 'Your game in progress was resumed.',
		playHeadingGame: 'A game against the app',
		pdnEventGame: 'Game against the app',
		playFromPosition: 'The game starts from the position set (shown below), not from the opening position.',
		playFromPositionLabel: 'The start position of the game',
		playTimeLabel: 'Time control',
		playTime: (key: string): string => {
			const p = timeParts(key);
			return p ? `${p[0]} min + ${p[1]} s a move` : 'No clock';
		},
		playTakebacksLabel: 'Allow taking moves back',
		playTakebacksOff: 'Take-backs are off in this game.',
		clockLabel: (side: string, time: string, running: boolean): string => `${side}'s clock: ${time}${running ? ', running' : ''}`,
		clocksLabel: 'Clocks',
		clockTime: (ms: number): string => clockTime('en', ms),
		playResignAsk: 'Resign this game? The app wins it.',
		playResignYes: 'Yes, resign',
		playResignNo: 'Keep playing',
		playRematch: 'Rematch, colours reversed',
		playMovesNav: 'The game’s moves: pick one to see its position',
		playStep: (step: string): string => ({ start: 'To the start', back: 'Back one move', forward: 'Forward one move', end: 'To the last move' })[step] ?? step,
		playViewing: (ply: number, total: number): string => `Position after move ${ply} of ${total} (looking back; the game goes on at the last move).`,
		playViewingStart: (total: number): string => `The start position (looking back; ${enCount(total, 'move')} played).`,
		gameMoves: (n: number): string => enCount(n, 'move'),
		gameOutcome: (result: string, reason: string | null): string =>
			result === 'resigned'
				? 'you resigned'
				: reason === 'time'
					? result === 'won'
						? 'won on time'
						: 'lost on time'
					: ({ won: 'won', lost: 'lost', drawn: 'draw' }[result] ?? result),
		gameDay: (at: number): string => day('en-GB', at),
		playSaved: 'The finished game is saved on this device (Progress, “Your games”).',
		playElsewhere: 'This game is being played in another tab of this app. Go on there, or take it over here (the other tab then stops).',
		playTakeOver: 'Play it here',
		playEndedElsewhere: (result: string): string => `This game ended in another tab: ${result}. A finished game stays as it ended.`,
		playToGames: 'Your games',
		gamesHeading: 'Your games against the app',
		gamesNone: 'No finished games yet.',
		gamesExportAll: 'Export all as PDN',
		gameExport: 'PDN',
		gameDelete: 'Delete',
		gameResume: 'Resume',
		gameInProgress: 'in progress',
		gameResult: (r: string): string => ({ won: 'won', lost: 'lost', drawn: 'draw', resigned: 'resigned' })[r] ?? r,
		gameRow: (level: number, color: string, date: string): string =>
			`Game against the app, level ${level}, you played ${color === 'white' ? 'White' : 'Black'}, ${date}`,
		playFromHere: 'Play the app from here'
	},
	{
		levelName: (n: number): string => `Уровень ${n}`,
		levelWord: (n: number): string => RU_LEVELS[n - 1] ?? '',
		playPageTitle: 'Игра с приложением',
		playPageIntro: 'Партия в поддавки против движка приложения: выберите его уровень и свой цвет.',
		playColorLabel: 'Ваш цвет',
		playFromLabel: 'Начальная позиция',
		playFromStart: 'Обычная расстановка',
		playFromFen: 'Заданная позиция (FEN)',
		playBadFen: (why: string): string => `Эту позицию нельзя сыграть: ${why} Партия начнётся с обычной расстановки.`,
		playStart: 'Начать партию',
		playResign: 'Сдаться',
		playNewGame: 'Новая партия',
		playResumed: 'Ваша неоконченная партия продолжена.',
		playHeadingGame: 'Партия с приложением',
		pdnEventGame: 'Партия с приложением',
		playFromPosition: 'Партия начнётся с заданной позиции (она ниже), а не с обычной расстановки.',
		playFromPositionLabel: 'Начальная позиция партии',
		playTimeLabel: 'Контроль времени',
		playTime: (key: string): string => {
			const p = timeParts(key);
			return p ? `${p[0]} мин + ${p[1]} с на ход` : 'Без часов';
		},
		playTakebacksLabel: 'Разрешить брать ходы назад',
		playTakebacksOff: 'В этой партии ходы назад не берутся.',
		clockLabel: (side: string, time: string, running: boolean): string => `Часы, ${side}: ${time}${running ? ', идут' : ''}`,
		clocksLabel: 'Часы',
		clockTime: (ms: number): string => clockTime('ru', ms),
		playResignAsk: 'Сдать партию? Победа достанется приложению.',
		playResignYes: 'Да, сдаюсь',
		playResignNo: 'Играть дальше',
		playRematch: 'Реванш, цвета наоборот',
		playMovesNav: 'Ходы партии: выберите ход, чтобы увидеть позицию',
		playStep: (step: string): string => ({ start: 'В начало', back: 'На ход назад', forward: 'На ход вперёд', end: 'К последнему ходу' })[step] ?? step,
		playViewing: (ply: number, total: number): string => `Позиция после хода ${ply} из ${total} (просмотр; партия идёт с последнего хода).`,
		playViewingStart: (total: number): string => `Начальная позиция (просмотр; сыграно ${ruCount(total, 'ход', 'хода', 'ходов')}).`,
		gameMoves: (n: number): string => ruCount(n, 'ход', 'хода', 'ходов'),
		gameOutcome: (result: string, reason: string | null): string =>
			result === 'resigned'
				? 'вы сдались'
				: reason === 'time'
					? result === 'won'
						? 'победа по времени'
						: 'поражение по времени'
					: ({ won: 'победа', lost: 'поражение', drawn: 'ничья' }[result] ?? result),
		gameDay: (at: number): string => day('ru', at),
		playSaved: 'Оконченная партия сохранена на этом устройстве («Прогресс», «Ваши партии»).',
		playElsewhere: 'Эта партия идёт в другой вкладке приложения. Продолжайте там или перенесите её сюда (та вкладка тогда остановится).',
		playTakeOver: 'Играть здесь',
		playEndedElsewhere: (result: string): string => `Эта партия окончена в другой вкладке: ${result}. Оконченная партия остаётся такой, какой закончилась.`,
		playToGames: 'Ваши партии',
		gamesHeading: 'Ваши партии с приложением',
		gamesNone: 'Оконченных партий пока нет.',
		gamesExportAll: 'Все партии в PDN',
		gameExport: 'PDN',
		gameDelete: 'Удалить',
		gameResume: 'Продолжить',
		gameInProgress: 'не окончена',
		gameResult: (r: string): string => ({ won: 'победа', lost: 'поражение', drawn: 'ничья', resigned: 'сдача' })[r] ?? r,
		gameRow: (level: number, color: string, date: string): string =>
			`Партия с приложением, уровень ${level}, вы играли ${color === 'white' ? 'белыми' : 'чёрными'}, ${date}`,
		playFromHere: 'Сыграть с приложением отсюда'
	}
);
