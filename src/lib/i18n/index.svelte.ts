/**
 * The interface language: Russian for a Russian browser, English otherwise,
 * switchable and remembered on the device. `t` always reads the current
 * language's table, and components re-render when it changes (it reads
 * reactive state).
 */
import type { Area } from './area';
import { common } from './common';
import type { analysis } from './analysis';
import { board } from './board';
import { puzzle } from './puzzle';
import { pwa } from './pwa';
import type { study } from './study';
import type { progress } from './progress';
import type { errors } from './errors';
import type { tablebase } from './tablebase';
import { training } from './training';
import type { saves } from './saves';
import { shell } from './shell';
import type { twelve } from './twelve';
import type { keep } from './keep';
import type { runs } from './runs';
import type { puzzleList } from './puzzle-list';
import type { typedMove } from './typed-move';
import type { settings } from './settings';
import type { evalTexts } from './eval';
import type { failures } from './failures';
import type { play } from './play';
import type { ownPuzzles } from './own-puzzles';
import type { review } from './review';
import type { claims } from './claims';
import type { learnTexts } from './learn';
import type { trustTexts } from './trust';

export type Lang = 'en' | 'ru';
export const LANGS: readonly Lang[] = ['ru', 'en'];

/**
 * The texts of the app's frame and of `/` (today's puzzle) come with this
 * module; the other pages' texts (analysis, studies, progress, tables, 12
 * against 1) are a chunk of their own, `more.ts`, which the root layout's
 * load adds before any other page renders: the first screen of `/` does not
 * download them (tests/e2e/first-screen.spec.ts).
 */
const areas: Area<Record<string, unknown>>[] = [common, board, puzzle, pwa, training, shell];
const tables = {
	en: Object.assign({}, ...areas.map((a) => a.en)) as Messages,
	ru: Object.assign({}, ...areas.map((a) => a.ru)) as Messages
};

/** Adds an area's texts to both tables (more.ts does, for the pages beyond `/`). */
export function addTexts(...more: Area<Record<string, unknown>>[]): void {
	for (const a of more) {
		Object.assign(tables.en, a.en);
		Object.assign(tables.ru, a.ru);
	}
}
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
	typeof keep.en &
	typeof runs.en &
	typeof puzzleList.en &
	typeof typedMove.en &
	typeof settings.en &
	typeof evalTexts.en &
	typeof failures.en &
	typeof play.en &
	typeof ownPuzzles.en &
	typeof review.en &
	typeof claims.en &
	typeof learnTexts.en &
	typeof trustTexts.en;

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
	get: (_, key: string) => {
		const text = (tables[current] as Record<string, unknown>)[key];
		if (text !== undefined || typeof key !== 'string') return text;
		// A text of an area not loaded on this page: say so (tests watch the console), show nothing.
		console.error(`missing text: ${key}`);
		return missing;
	}
});

/** What a missing text reads as: nothing, called or not. */
const missing = Object.assign(() => '', { toString: () => '' });

/** A table by language, for tests and for texts that must not follow the switch. */
export function messages(lang: Lang): Messages {
	return tables[lang];
}
