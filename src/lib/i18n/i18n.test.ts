import { describe, expect, it } from 'vitest';
import { messages, preferredLanguage } from './index.svelte';

describe('interface languages', () => {
	it('Russian for a Russian browser, English otherwise', () => {
		expect(preferredLanguage(['ru-RU', 'en'])).toBe('ru');
		expect(preferredLanguage(['en-GB', 'ru'])).toBe('ru');
		expect(preferredLanguage(['de-DE', 'en'])).toBe('en');
		expect(preferredLanguage([])).toBe('en');
	});

	it('both tables have every text, and the Russian ones are Russian', () => {
		const en = messages('en') as Record<string, unknown>;
		const ru = messages('ru') as Record<string, unknown>;
		expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
		expect(messages('ru').squareLabel('e3', 'white man')).toBe('e3, белая простая');
		expect(messages('en').squareLabel('f4', null)).toBe('f4, empty');
		expect(messages('ru').reset).toMatch(/[а-яё]/i);
	});
});
