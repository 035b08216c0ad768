/**
 * Puzzles from the user's own games (issue 26): their titles, the list on
 * /progress, the page of one (/puzzles/own-ID). Beyond the first screen
 * (more.ts), like every page but `/`.
 */
import { area } from './area';
import { enCount, ruCount } from './plural';

/** What a write about them that could not be saved is called (the shell's alert; added to i18n/saves' topics by more.ts). */
export const ownPuzzleTopic = {
	en: (n: number): string => enCount(n, 'change to the puzzles from your games', 'changes to the puzzles from your games'),
	ru: (n: number): string => ruCount(n, 'изменение задач из ваших партий', 'изменения задач из ваших партий', 'изменений задач из ваших партий')
};

/** A calendar day `YYYY-MM-DD` in words ("5 Jan 2026", "5 янв. 2026 г."), in UTC so no time zone shifts it. */
function day(lang: string, date: string): string {
	const [y, m, d] = date.split('-').map(Number);
	return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** What the title of a personal puzzle is made of (review/puzzle.ts title codes, the game's day, the move as the player reads moves). */
export interface OwnTitle {
	date: string;
	moveNumber: number;
	side: 'white' | 'black';
	played: string;
}

export const ownPuzzles = area(
	{
		ownTitle: (t: OwnTitle): string =>
			`Your game of ${day('en-GB', t.date)}, move ${t.moveNumber}: ${t.side === 'white' ? 'White' : 'Black'}’s ${t.played} threw the win away`,
		ownSource: (date: string): string => `Your game of ${day('en-GB', date)}, reviewed on this device`,
		ownClaim: (n: number): string => `The solver proved a win in ${enCount(n, 'move')} here.`,
		ownBackToGame: 'Back to the game',
		ownList: 'Puzzles from your games',
		ownMissingTitle: 'Not on this device',
		ownMissingText: (id: string): string =>
			`The puzzle ${id} is not kept on this device. Puzzles from your games are made where the game is reviewed and stay there (and in the progress files exported from there), or it was removed.`,
		ownHeading: 'From your games',
		ownIntro:
			'Each position of your games where a move threw away a win the solver proved: play it again until the winning move comes easily. They come back in the review queue too.',
		ownNone: 'None yet: a review of your game makes one of every win thrown away.',
		ownCount: (n: number): string => enCount(n, 'puzzle'),
		ownSolved: 'solved',
		ownFailed: 'failed',
		ownNotTried: 'not tried yet',
		ownPlay: 'Play',
		ownRemove: 'Remove',
		ownClaimShort: (n: number): string => `win in ${enCount(n, 'move')}`,
		ownRemoveLabel: (title: string): string => `Remove “${title}”`,
		ownRemoveAsk: 'Remove this puzzle and its review card? Your tries at it stay in the history.',
		ownRemoveYes: 'Remove',
		ownRemoveNo: 'Keep it',
		ownRemoveFailed: 'It could not be removed; the alert at the top says why.'
	},
	{
		ownTitle: (t: OwnTitle): string =>
			`Ваша партия ${day('ru', t.date)}, ${t.moveNumber}-й ход: ${t.side === 'white' ? 'белые' : 'чёрные'} упустили выигрыш ходом ${t.played}`,
		ownSource: (date: string): string => `Ваша партия ${day('ru', date)}, разобранная на этом устройстве`,
		ownClaim: (n: number): string => `Здесь решатель доказал выигрыш за ${ruCount(n, 'ход', 'хода', 'ходов')}.`,
		ownBackToGame: 'Вернуться к партии',
		ownList: 'Задачи из ваших партий',
		ownMissingTitle: 'Этой задачи нет на устройстве',
		ownMissingText: (id: string): string =>
			`Задача ${id} не хранится на этом устройстве. Задачи из ваших партий появляются там, где разобрана партия, и остаются там (и в файлах прогресса, выгруженных оттуда), либо задачу удалили.`,
		ownHeading: 'Из ваших партий',
		ownIntro:
			'Каждая позиция из ваших партий, где ход упустил доказанный решателем выигрыш: решайте её снова, пока выигрывающий ход не станет очевидным. Эти задачи возвращаются и в очереди повторения.',
		ownNone: 'Пока нет: разбор вашей партии превращает каждый упущенный выигрыш в задачу.',
		ownCount: (n: number): string => ruCount(n, 'задача', 'задачи', 'задач'),
		ownSolved: 'решена',
		ownFailed: 'не решена',
		ownNotTried: 'ещё не решалась',
		ownPlay: 'Решать',
		ownRemove: 'Удалить',
		ownClaimShort: (n: number): string => `выигрыш за ${ruCount(n, 'ход', 'хода', 'ходов')}`,
		ownRemoveLabel: (title: string): string => `Удалить «${title}»`,
		ownRemoveAsk: 'Удалить эту задачу и её карточку повторения? Ваши попытки останутся в истории.',
		ownRemoveYes: 'Удалить',
		ownRemoveNo: 'Оставить',
		ownRemoveFailed: 'Удалить не получилось; причина — в сообщении вверху страницы.'
	}
);
