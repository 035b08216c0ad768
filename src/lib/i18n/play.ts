import { area } from './area';

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
			`Against the app, level ${level}, you played ${color === 'white' ? 'White' : 'Black'}, ${date}`,
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
			`С приложением, уровень ${level}, вы играли ${color === 'white' ? 'белыми' : 'чёрными'}, ${date}`,
		playFromHere: 'Сыграть с приложением отсюда'
	}
);
