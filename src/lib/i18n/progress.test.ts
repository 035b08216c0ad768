import { describe, expect, it } from 'vitest';
import { analysis } from './analysis';
import { board } from './board';
import { common } from './common';
import { messages } from './index.svelte';
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
		expect(ru.progImportError('not-json', 'x', null)).toMatch(/JSON/);
		expect(messages('en').progImportError('foreign', 'The file is not a progress file of this app.', null)).toBe(
			'The file is not a progress file of this app.'
		);
	});
});
