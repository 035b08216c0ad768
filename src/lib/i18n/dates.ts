/**
 * Calendar days (`YYYY-MM-DD`) in words: "30 November", "30 ноября".
 * Formatted in UTC, so no time zone can shift the day; British English
 * puts the day first, as Russian does.
 */
const LOCALE = { en: 'en-GB', ru: 'ru' } as const;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: 'en' | 'ru', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const key = `${lang}:${JSON.stringify(options)}`;
	let f = formats.get(key);
	if (!f) formats.set(key, (f = new Intl.DateTimeFormat(LOCALE[lang], { ...options, timeZone: 'UTC' })));
	return f;
}

function utc(date: string): Date {
	const [y, m, d] = date.split('-').map(Number);
	return new Date(Date.UTC(y, m - 1, d));
}

/** "30 November", "30 ноября". */
export function dayMonth(lang: 'en' | 'ru', date: string): string {
	return format(lang, { day: 'numeric', month: 'long' }).format(utc(date));
}
