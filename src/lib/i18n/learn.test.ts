/** Every lesson, exercise and drill theme of the course has its words, in both languages, and no more. */
import { describe, expect, it } from 'vitest';
import { COURSE, DRILLS } from '$lib/learn/course';
import { LEARN_TEXT_KEYS, learnTexts } from './learn';

describe('the course’s words', () => {
	it('name every lesson and exercise in English and Russian', () => {
		const lessons = COURSE.map((l) => l.id);
		const exercises = COURSE.flatMap((l) => l.exercises.map((e) => `${l.id}/${e.id}`));
		expect(LEARN_TEXT_KEYS.lessons).toEqual(lessons);
		expect(LEARN_TEXT_KEYS.lessonsRu).toEqual(lessons);
		expect(LEARN_TEXT_KEYS.exercises).toEqual(exercises);
		expect(LEARN_TEXT_KEYS.exercisesRu).toEqual(exercises);
		for (const lang of ['en', 'ru'] as const) {
			const t = learnTexts[lang];
			for (const id of lessons) expect(t.learnLessonTitle(id)).not.toBe(id);
			for (const key of exercises) {
				expect(t.learnTask(key), key).not.toBe('');
				expect(t.learnAfter(key), key).not.toBe('');
			}
			for (const d of DRILLS) expect(t.practiceTheme(d.theme), d.id).toBeTruthy();
		}
	});

	it('count in Russian with the right noun', () => {
		expect(learnTexts.ru.practiceTaskWin('white', 5, 3)).toBe('Ход белых. Выиграйте не больше чем за 5 ходов (по таблицам 3, плюс 2).');
		expect(learnTexts.ru.practiceWon(2, 2, 3)).toBe('Выигрыш за 2 хода (по таблицам 2): 3 из 3 звёзд.');
		expect(learnTexts.en.learnLessonDone(2, 1)).toBe('Lesson done: 2 of 3 stars (1 mistake).');
	});
});
