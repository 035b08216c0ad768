import type { Aim, Color } from '$lib/engine';
import { area } from './area';

const nf = (lang: string) => new Intl.NumberFormat(lang);

export const common = area(
	{
		appName: 'Poddavki — giveaway checkers trainer',
		sideName: (color: Color): string => (color === 'white' ? 'White' : 'Black'),
		toMove: (side: string): string => `${side} to move`,
		pageTitle: (title: string): string => `${title} — Poddavki`,
		homeLink: '← Home',
		moreNav: 'More',
		analysisLink: 'Analysis board',
		analysisLinkHint: 'set up any position and ask the solver who wins',
		language: 'Language',
		languageName: (lang: string): string => (lang === 'ru' ? 'Русский' : 'English'),
		aimName: (aim: Aim): string => (aim === 'giveaway' ? 'Giveaway (poddavki)' : 'Ordinary Russian checkers'),
		cancel: 'Cancel',
		number: (n: number): string => nf('en').format(n)
	},
	{
		appName: 'Поддавки — тренажёр обратных шашек',
		sideName: (color: Color): string => (color === 'white' ? 'Белые' : 'Чёрные'),
		toMove: (side: string): string => `Ход: ${side.toLowerCase()}`,
		pageTitle: (title: string): string => `${title} — Поддавки`,
		homeLink: '← На главную',
		moreNav: 'Ещё',
		analysisLink: 'Доска анализа',
		analysisLinkHint: 'расставьте любую позицию и спросите решатель, кто выигрывает',
		language: 'Язык',
		languageName: (lang: string): string => (lang === 'ru' ? 'Русский' : 'English'),
		aimName: (aim: Aim): string => (aim === 'giveaway' ? 'Поддавки' : 'Обычные русские шашки'),
		cancel: 'Отмена',
		number: (n: number): string => nf('ru').format(n)
	}
);
