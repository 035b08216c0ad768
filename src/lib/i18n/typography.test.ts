/**
 * Typography guards over every text of the interface: Russian puts a dash,
 * never a hyphen, between words ("h5 — светлое поле"), and a number with
 * decimals is written the language's way (Intl.NumberFormat, "6,1 с"),
 * never by toFixed, which always writes a point.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from './index.svelte';
import { decimal } from './numbers';

const dir = new URL('./', import.meta.url);
const sources = readdirSync(dir)
	.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
	.map((f) => ({ file: f, text: readFileSync(new URL(f, dir), 'utf8') }));

/** The string and template literals of a source that contain Cyrillic, with `${...}` taken out. */
function russianLiterals(text: string): string[] {
	const out: string[] = [];
	for (const m of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
		let s = m[1] ?? m[2];
		for (let i = 0; i < 5; i++) s = s.replace(/\$\{[^{}]*\}/g, '•');
		if (/\p{Script=Cyrillic}/u.test(s)) out.push(s);
	}
	return out;
}

/** A hyphen standing between words (spaces around it, or one side), where Russian wants a dash. */
const SPACED_HYPHEN = /(?:^|\s)-(?:\s|$)|\S\s-\S|\S-\s/u;

describe('Russian typography', () => {
	it('no hyphen between words in any Russian text of the sources', () => {
		const bad = sources.flatMap(({ file, text }) =>
			russianLiterals(text)
				.filter((s) => SPACED_HYPHEN.test(s))
				.map((s) => `${file}: ${s}`)
		);
		expect(bad).toEqual([]);
	});

	it('no hyphen between words in any Russian text as shown (static texts, and texts of numbers)', () => {
		const ru = messages('ru') as unknown as Record<string, unknown>;
		for (const [key, value] of Object.entries(ru)) {
			let texts: unknown[] = [value];
			if (typeof value === 'function')
				texts = [1, 2, 5, 21].map((x) => {
					try {
						return (value as (...a: unknown[]) => unknown)(x, x, x, x);
					} catch {
						return null;
					}
				});
			for (const text of texts) if (typeof text === 'string') expect(text, `ru.${key}`).not.toMatch(SPACED_HYPHEN);
		}
	});

	it('the guard itself: a spaced hyphen is caught, a dash and a compound word are not', () => {
		expect(SPACED_HYPHEN.test('h5 - светлое поле')).toBe(true);
		expect(SPACED_HYPHEN.test('h5 -светлое')).toBe(true);
		expect(SPACED_HYPHEN.test('h5 — светлое поле')).toBe(false);
		expect(SPACED_HYPHEN.test('по-разному, пул-шашки, c3-d4')).toBe(false);
	});
});

describe('decimals', () => {
	it('no text is made with toFixed or a hand-made decimal comma', () => {
		for (const { file, text } of sources) {
			expect(text, file).not.toMatch(/\.toFixed\(/);
			expect(text, file).not.toMatch(/replace\(\s*'\.'\s*,\s*','\s*\)/);
		}
	});

	it('one decimal sign per language, in every text that takes a number', () => {
		const ru = messages('ru') as unknown as Record<string, unknown>;
		const en = messages('en') as unknown as Record<string, unknown>;
		let checked = 0;
		for (const [lang, table, wrong] of [
			['ru', ru, /\d\.\d/],
			['en', en, /\d,\d(?!\d\d)/]
		] as const) {
			for (const [key, value] of Object.entries(table)) {
				if (typeof value !== 'function') continue;
				for (const x of [2345, 6060, 40]) {
					let text: unknown;
					try {
						text = (value as (...a: unknown[]) => unknown)(x, x, x, x);
					} catch {
						continue;
					}
					if (typeof text !== 'string') continue;
					checked++;
					expect(text, `${lang}.${key}(${x})`).not.toMatch(wrong);
				}
			}
		}
		expect(checked).toBeGreaterThan(50);
	});

	it('decimal() follows the language', () => {
		expect(decimal('ru', 6.06)).toBe('6,1');
		expect(decimal('en', 6.06)).toBe('6.1');
		expect(decimal('ru', 0)).toBe('0,0');
	});
});
