import { describe, expect, it } from 'vitest';
import type { PuzzleSummary } from '$lib/bank/data-files';
import { language } from '$lib/i18n/index.svelte';
import { puzzleName } from './puzzle-name';

const summary = (id: string, title?: PuzzleSummary['title']) => ({ id, title }) as PuzzleSummary;

describe('puzzleName', () => {
	const index = new Map([
		['gen-0001', summary('gen-0001')],
		['petrov-1', summary('petrov-1', { en: "Petrov's lesson", ru: 'Урок Петрова' })]
	]);

	it('a title in the current language, else the number', () => {
		language.set('en');
		expect(puzzleName(index, 'petrov-1')).toBe("Petrov's lesson");
		expect(puzzleName(index, 'gen-0001')).toBe('Puzzle 1');
		language.set('ru');
		expect(puzzleName(index, 'petrov-1')).toBe('Урок Петрова');
		language.set('en');
	});

	it('a retired id says it is no longer in the bank, once the index is read', () => {
		language.set('en');
		expect(puzzleName(index, 'gen-0009')).toBe('Puzzle 9 — no longer in the bank');
		expect(puzzleName(new Map(), 'gen-0009')).toBe('Puzzle 9');
		language.set('ru');
		expect(puzzleName(index, 'gen-0009')).toMatch(/больше нет в банке$/);
		language.set('en');
	});
});
