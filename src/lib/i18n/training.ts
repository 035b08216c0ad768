import { area } from './area';

const signed = (d: number): string => (d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0');

/** Training on every puzzle page, `/` included: rated and casual tries, the player's rating, next near my level (Streak, Storm and the dashboard: ./runs). */
export const training = area(
	{
		attemptKind: 'This try',
		rated: 'Rated',
		casual: 'Casual',
		ratedNote: 'A hint or the solution counts as a failure.',
		casualNote: 'Does not touch your rating.',
		seenNote: 'You have tried this puzzle before: this try is casual.',
		lockedNote: 'Chosen for this try; the next puzzle can change it.',
		yourRating: 'Your rating',
		provisional: '(provisional)',
		provisionalNote: (max: number): string =>
			`Your rating is provisional: while the app is still learning your level, each try moves it most (up to ${max} points a try).`,
		nextNearAnyDifficulty: 'Near your level, whatever the difficulty filter of the list: the aim picks how hard.',
		lockedChoice: 'chosen, fixed for this try',
		puzzleRating: 'Puzzle rating',
		ratingChange: (before: number, after: number): string => `Rating ${before} → ${after} (${signed(after - before)})`,
		notRated: 'This try was casual: your rating did not change.',
		nextNear: 'Next near my level',
		nextLevel: 'Aim',
		levelEasier: 'Easier',
		levelNormal: 'My level',
		levelHarder: 'Harder',
		nextTheme: 'Theme',
		anyTheme: 'Any theme',
		noNext: 'No unsolved puzzle is left within these filters.'
	},
	{
		attemptKind: 'Эта попытка',
		rated: 'На рейтинг',
		casual: 'Без рейтинга',
		ratedNote: 'Подсказка или решение считаются неудачей.',
		casualNote: 'Рейтинг не меняется.',
		seenNote: 'Вы уже решали эту задачу: попытка без рейтинга.',
		lockedNote: 'Выбрано для этой попытки; для следующей задачи можно сменить.',
		yourRating: 'Ваш рейтинг',
		provisional: '(предварительный)',
		provisionalNote: (max: number): string =>
			`Рейтинг пока предварительный: пока приложение узнаёт ваш уровень, каждая попытка меняет его сильнее всего (до ${max} очков за попытку).`,
		nextNearAnyDifficulty: 'По вашему уровню, без фильтра сложности из списка: насколько трудную задачу дать, решает выбор уровня.',
		lockedChoice: 'выбрано, не меняется до конца попытки',
		puzzleRating: 'Рейтинг задачи',
		ratingChange: (before: number, after: number): string => `Рейтинг ${before} → ${after} (${signed(after - before)})`,
		notRated: 'Попытка без рейтинга: рейтинг не изменился.',
		nextNear: 'Следующая по уровню',
		nextLevel: 'Уровень',
		levelEasier: 'Легче',
		levelNormal: 'Мой уровень',
		levelHarder: 'Труднее',
		nextTheme: 'Тема',
		anyTheme: 'Любая тема',
		noNext: 'С этими фильтрами нерешённых задач не осталось.'
	}
);
