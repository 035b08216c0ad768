import { describe, expect, it } from 'vitest';
import { saves } from './saves';
import './more';

describe('puzzles from your games: words', () => {
	it('a change to them that could not be saved is named in both languages (the words come with the other pages)', () => {
		expect(saves.en.unsavedWhat([['ownPuzzle', 2]])).toBe('Not saved: 2 changes to the puzzles from your games.');
		expect(saves.ru.unsavedWhat([['ownPuzzle', 2]])).toBe('Не сохранено: 2 изменения задач из ваших партий.');
		expect(
			saves.en.unsavedRefused([
				['attempt', 1],
				['ownPuzzle', 1]
			])
		).toContain('1 puzzle try and 1 change to the puzzles from your games');
	});
});
