/**
 * The interface language: Russian for a Russian browser, English otherwise,
 * switchable and remembered on the device. `t` always reads the current
 * language's table, and components re-render when it changes (it reads
 * reactive state).
 */
import { common } from './common';
import { analysis } from './analysis';
import { board } from './board';
import { puzzle } from './puzzle';
import { pwa } from './pwa';
import { study } from './study';
import { progress } from './progress';
import { errors } from './errors';
import { tablebase } from './tablebase';
import { training } from './training';
import { saves } from './saves';
import { shell } from './shell';
import { twelve } from './twelve';
import { keep } from './keep';

export type Lang = 'en' | 'ru';
export const LANGS: readonly Lang[] = ['ru', 'en'];

const areas = [common, board, analysis, puzzle, pwa, progress, study, errors, tablebase, training, saves, shell, twelve, keep];
const tables = {
	en: Object.assign({}, ...areas.map((a) => a.en)) as Messages,
	ru: Object.assign({}, ...areas.map((a) => a.ru)) as Messages
};
export type Messages = typeof common.en &
	typeof board.en &
	typeof analysis.en &
	typeof puzzle.en &
	typeof pwa.en &
	typeof progress.en &
	typeof study.en &
	typeof errors.en &
	typeof tablebase.en &
	typeof training.en &
	typeof saves.en &
	typeof shell.en &
	typeof twelve.en &
	typeof keep.en;

const STORAGE_KEY = 'poddavki.lang';
let current = $state<Lang>('en');

/** The language a browser asks for: Russian if any of its languages is. */
export function preferredLanguage(languages: readonly string[]): Lang {
	return languages.some((l) => l.toLowerCase().startsWith('ru')) ? 'ru' : 'en';
}

export const language = {
	get current(): Lang {
		return current;
	},
	set(lang: Lang): void {
		current = lang;
		try {
			localStorage.setItem(STORAGE_KEY, lang);
		} catch {
			// Private modes may refuse storage: the choice lasts for this visit.
		}
		if (typeof document !== 'undefined') document.documentElement.lang = lang;
	},
	/** On start in the browser: the remembered choice, else the browser's. */
	init(): void {
		let saved: string | null;
		try {
			saved = localStorage.getItem(STORAGE_KEY);
		} catch {
			saved = null;
		}
		const lang = saved === 'ru' || saved === 'en' ? saved : preferredLanguage(navigator.languages ?? [navigator.language]);
		current = lang;
		document.documentElement.lang = lang;
	}
};

/** The current language's texts: `t.reset`, `t.verdict(side, kind, n)`. */
export const t: Messages = new Proxy({} as Messages, {
	get: (_, key: string) => (tables[current] as Record<string, unknown>)[key]
});

/** A table by language, for tests and for texts that must not follow the switch. */
export function messages(lang: Lang): Messages {
	return tables[lang];
}
