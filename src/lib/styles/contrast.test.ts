/**
 * The pieces against the squares they stand on, in every palette of
 * tokens.css: at least 3:1 (WCAG's contrast for graphics), so a black
 * piece on a dark square reads in the dark scheme too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
// The other boards of the settings, after the classic one they build on.
const themes = readFileSync(new URL('./board-themes.css', import.meta.url), 'utf8');

function luminance(hex: string): number {
	const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
	const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (hi + 0.05) / (lo + 0.05);
}

/** Each rule's custom properties, by the rule's selector (and media query), later palettes inheriting the first. */
function palettes(text: string): Map<string, Record<string, string>> {
	const out = new Map<string, Record<string, string>>();
	const base: Record<string, string> = {};
	const rule = /((?:@media[^{]*\{\s*)?)([^{}@]+)\{([^{}]*)\}/g;
	for (const m of text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(rule)) {
		const vars: Record<string, string> = {};
		for (const d of m[3].matchAll(/(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{6})\s*;/g)) vars[d[1]] = d[2].toLowerCase();
		if (!('--square-dark' in vars) && !('--piece-black' in vars)) continue;
		const name = `${m[1].trim()} ${m[2].trim()}`.trim();
		if (out.size === 0) Object.assign(base, vars);
		out.set(name, { ...base, ...vars });
	}
	return out;
}

describe('board colours', () => {
	const all = palettes(css + themes);

	it('finds every board of the settings, in both schemes', () => {
		for (const board of ['green', 'slate']) {
			const names = [...all.keys()].filter((k) => k.includes(`data-board-theme='${board}'`));
			expect(names).toHaveLength(2);
			expect(names.some((k) => k.includes('prefers-color-scheme: dark'))).toBe(true);
		}
	});

	it('finds the light and the dark palette', () => {
		expect(all.size).toBeGreaterThanOrEqual(2);
		expect([...all.keys()].some((k) => k.includes('prefers-color-scheme: dark'))).toBe(true);
	});

	for (const [name, p] of all) {
		it(`${name}: both colours of piece stand out on a dark square by 3:1`, () => {
			expect(contrast(p['--piece-black'], p['--square-dark'])).toBeGreaterThanOrEqual(3);
			expect(contrast(p['--piece-white'], p['--square-dark'])).toBeGreaterThanOrEqual(3);
		});
		it(`${name}: light and dark squares are told apart`, () => {
			expect(contrast(p['--square-light'], p['--square-dark'])).toBeGreaterThanOrEqual(1.8);
		});
	}

	it('the arithmetic: black on white is 21:1', () => {
		expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
	});
});
