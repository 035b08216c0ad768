/**
 * Numbers with decimals, in the language's own way (6.1 s, 6,1 с): every
 * text with a fraction goes through here, never through toFixed (which
 * always writes a point). Exactly `digits` decimals.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function decimal(lang: string, x: number, digits = 1): string {
	const key = `${lang}/${digits}`;
	let f = formats.get(key);
	if (!f) formats.set(key, (f = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
	return f.format(x);
}

/** Up to `digits` decimals, none when the number is whole (5 MB, 2.5 MB). */
export function upTo(lang: string, x: number, digits = 1): string {
	return new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(x);
}
