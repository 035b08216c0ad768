import { describe, expect, it } from 'vitest';
import { analysis } from './analysis';
import { board } from './board';
import { common } from './common';
import { messages } from './index.svelte';
import { ProgressError } from '$lib/progress/errors';
import { MAX_IMPORT_BYTES, type ImportError } from '$lib/progress/transfer';
import { progress } from './progress';
import { puzzle } from './puzzle';
import { pwa } from './pwa';

describe('progress texts', () => {
	it('take no name of another area (the tables are merged)', () => {
		const others = new Set([common, board, analysis, puzzle, pwa].flatMap((a) => Object.keys(a.en)));
		expect(Object.keys(progress.en).filter((k) => others.has(k))).toEqual([]);
		expect(Object.keys(progress.ru).sort()).toEqual(Object.keys(progress.en).sort());
	});

	it('are registered, and Russian plurals agree with their numbers', () => {
		const ru = messages('ru');
		expect(ru.progDays(1)).toBe('1 день');
		expect(ru.progDays(3)).toBe('3 дня');
		expect(ru.progDays(11)).toBe('11 дней');
		expect(ru.progDays(22)).toBe('22 дня');
		expect(ru.progBucket(2, 5)).toBe('2 из 5 попыток');
		expect(ru.progBucket(1, 1)).toBe('1 из 1 попытки');
		expect(messages('en').progDays(1)).toBe('1 day');
		expect(messages('en').progDuration(65_000)).toBe('1 min 5 s');
		expect(ru.progDuration(9_400)).toBe('9 с');
		expect(messages('en').progDate('2026-01-05')).toMatch(/Jan/);
	});

	it('word every import error code in both languages, with its figures', () => {
		const en = messages('en');
		const ru = messages('ru');
		const errors: ImportError[] = [
			{ kind: 'too-large', maxBytes: MAX_IMPORT_BYTES },
			{ kind: 'not-json' },
			{ kind: 'foreign' },
			{ kind: 'newer-version', version: 7, supported: 2 },
			{ kind: 'invalid', path: 'file.data.attempts[3].at' },
			{ kind: 'invalid', path: 'file.data.daily[1]', duplicate: true },
			{ kind: 'write-failed', cause: new ProgressError('quota', 'full') },
			{ kind: 'write-failed', cause: new ProgressError('storage', 'broken') }
		];
		const enTexts = errors.map((e) => en.progImportError(e));
		const ruTexts = errors.map((e) => ru.progImportError(e));
		// Each code its own sentence; Russian words only in the Russian ones, none in the English.
		expect(new Set(enTexts).size).toBe(errors.length);
		expect(new Set(ruTexts).size).toBe(errors.length);
		// The path into the file is shown as it is (`file.data...`), and JSON is JSON; the words around them are Russian.
		const words = (text: string) => text.replace(/file\.[\w.[\]]+/g, '').replace('JSON', '');
		for (const text of ruTexts) expect(text).toMatch(/^[А-ЯЁ]/);
		for (const text of ruTexts) expect(words(text)).not.toMatch(/[a-z]{2,}/i);
		for (const text of enTexts) expect(text).not.toMatch(/[а-яё]/i);
		expect(ruTexts[0]).toContain('16 МБ');
		expect(enTexts[0]).toContain('16 MB');
		expect(ruTexts[3]).toContain('формат 7');
		expect(enTexts[3]).toContain('format 7; this one reads up to 2');
		expect(ruTexts[4]).toContain('file.data.attempts[3].at');
		expect(enTexts[5]).toContain('file.data.daily[1] is the same record a second time');
		expect(ruTexts[6]).toContain('нет места');
		expect(enTexts[6]).toContain('no room left');
		// Only a failed write says that nothing changed: the page adds it for the other refusals.
		expect(ruTexts[7]).toContain('не изменился');
	});
});
