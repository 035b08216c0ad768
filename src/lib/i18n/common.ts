import type { Aim, Color } from '$lib/engine';
import { area } from './area';
import { enCount, ruMoves } from './plural';

const nf = (lang: string) => new Intl.NumberFormat(lang);

export const common = area(
	{
		appName: 'Poddavki — giveaway checkers trainer',
		appDescription:
			'Offline trainer for Russian giveaway checkers (poddavki): a daily puzzle, a proved puzzle bank, classic studies and the 12-against-1 task, all on your device.',
		appLead: 'Russian checkers turned inside out: captures are compulsory, and the side left without a move — every piece given away or blocked — wins.',
		puzzlesLinkHint: 'the bank by theme and difficulty, every verdict proved',
		twelveLinkHint: 'twelve men against one: win from any winning square against the best defence',
		studiesLink: 'Studies',
		studiesLinkHint: 'classic games and examples, move by move',
		progressLink: 'Progress',
		reviewLink: (n: number): string => `Review: ${enCount(n, 'puzzle')} due`,
		reviewLinkHint: 'puzzles you missed come back when it is time to try again',
		progressLinkHint: 'your results, daily streak and review queue',
		sideName: (color: Color): string => (color === 'white' ? 'White' : 'Black'),
		/** A decided result in the one convention (src/lib/count.ts): the winner and the winner's moves; `bound`: at most that many. */
		winsIn: (winner: Color, n: number, toMove: boolean, bound: boolean): string => {
			const w = winner === 'white' ? 'White' : 'Black';
			if (n === 0) return toMove ? `${w} wins: no move left` : `${w} wins whatever ${winner === 'white' ? 'Black' : 'White'} plays`;
			return bound ? `${w} wins in at most ${n}` : `${w} wins in ${n}`;
		},
		toMove: (side: string): string => `${side} to move`,
		pageTitle: (title: string): string => `${title} — Poddavki`,
		moreNav: 'More',
		analysisLink: 'Analysis board',
		analysisLinkHint: 'set up any position and ask the solver who wins',
		language: 'Language',
		languageName: (lang: string): string => (lang === 'ru' ? 'Русский' : 'English'),
		aimName: (aim: Aim): string => (aim === 'giveaway' ? 'Giveaway (poddavki)' : 'Ordinary Russian checkers'),
		cancel: 'Cancel',
		progressNotKept: 'This browser does not let the app store data: your progress is kept only until you close the page.',
		progressStale: 'The app was updated in another tab.',
		reload: 'Reload',
		number: (n: number): string => nf('en').format(n),
		notFoundTitle: 'Page not found',
		notFoundText: 'There is no page at this address.',
		noSuchPuzzleTitle: 'No such puzzle',
		noSuchPuzzleText: (id: string): string => `The puzzle bank has no puzzle "${id}". It may have been mistyped.`,
		bankUnavailableTitle: 'The puzzles could not be loaded',
		bankUnavailableText:
			'The puzzle bank is not on this device yet and the network cannot be reached. Open the app once while online; after that every puzzle works offline.',
		bankDamagedText:
			'The puzzle data the app received is incomplete or damaged, so it was not used. This happens while a new version of the app is being published: try again in a few minutes.',
		errorTitle: 'Something went wrong',
		errorText: 'This page could not be shown. Nothing you saved is lost.',
		errorStartPage: 'Go to the start page',
		errorPuzzleList: 'Browse the puzzles'
	},
	{
		appName: 'Поддавки — тренажёр обратных шашек',
		appDescription:
			'Тренажёр поддавков без интернета: задача дня, банк задач с доказанными ответами, классические примеры и задача «12 против одной» — всё на вашем устройстве.',
		appLead: 'Русские шашки наоборот: бить обязательно, а выигрывает тот, кто первым остался без хода — отдал все шашки или оказался заперт.',
		puzzlesLinkHint: 'банк задач по темам и сложности, каждый ответ доказан',
		twelveLinkHint: 'двенадцать шашек против одной: выиграйте с любого выигрышного поля против лучшей защиты',
		studiesLink: 'Этюды и партии',
		studiesLinkHint: 'классические партии и примеры, ход за ходом',
		progressLink: 'Прогресс',
		reviewLink: (n: number): string => `Повторение: задач к решению — ${n}`,
		reviewLinkHint: 'задачи, в которых вы ошиблись, возвращаются, когда пора попробовать снова',
		progressLinkHint: 'ваши результаты, дни подряд и повторение',
		sideName: (color: Color): string => (color === 'white' ? 'Белые' : 'Чёрные'),
		winsIn: (winner: Color, n: number, toMove: boolean, bound: boolean): string => {
			const w = winner === 'white' ? 'Белые' : 'Чёрные';
			if (n === 0) return toMove ? `${w} выиграли: ходов нет` : `${w} выигрывают при любом ходе ${winner === 'white' ? 'чёрных' : 'белых'}`;
			return bound ? `${w} выигрывают не дольше чем за ${ruMoves(n)}` : `${w} выигрывают за ${ruMoves(n)}`;
		},
		toMove: (side: string): string => `Ход: ${side.toLowerCase()}`,
		pageTitle: (title: string): string => `${title} — Поддавки`,
		moreNav: 'Ещё',
		analysisLink: 'Доска анализа',
		analysisLinkHint: 'расставьте любую позицию и спросите решатель, кто выигрывает',
		language: 'Язык',
		languageName: (lang: string): string => (lang === 'ru' ? 'Русский' : 'English'),
		aimName: (aim: Aim): string => (aim === 'giveaway' ? 'Поддавки' : 'Обычные русские шашки'),
		cancel: 'Отмена',
		progressNotKept: 'Браузер не даёт приложению сохранять данные: прогресс сохранится, только пока открыта страница.',
		progressStale: 'Приложение обновилось в другой вкладке.',
		reload: 'Перезагрузить',
		number: (n: number): string => nf('ru').format(n),
		notFoundTitle: 'Страница не найдена',
		notFoundText: 'По этому адресу ничего нет.',
		noSuchPuzzleTitle: 'Такой задачи нет',
		noSuchPuzzleText: (id: string): string => `В банке нет задачи «${id}». Возможно, в адресе опечатка.`,
		bankUnavailableTitle: 'Не удалось загрузить задачи',
		bankUnavailableText:
			'Банк задач ещё не сохранён на устройстве, а сеть недоступна. Откройте приложение один раз при подключении к интернету — потом все задачи будут работать без сети.',
		bankDamagedText:
			'Полученные данные задач неполны или повреждены, поэтому они не использованы. Так бывает, пока публикуется новая версия приложения: попробуйте снова через несколько минут.',
		errorTitle: 'Что-то пошло не так',
		errorText: 'Эту страницу не удалось показать. Всё сохранённое на месте.',
		errorStartPage: 'На главную',
		errorPuzzleList: 'К списку задач'
	}
);
