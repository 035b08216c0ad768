import { area } from './area';
import { enCount, ruCount } from './plural';
import { ownPuzzleTopic } from './own-puzzles';

/** What a write that could not be saved was about (the progress link maps each of its writes to one). */
export type SaveTopic = 'attempt' | 'twelve' | 'study' | 'settings' | 'run' | 'ownPuzzle' | 'lesson';
/** Why it was not saved. */
export type UnsavedWhy = 'quota' | 'unavailable' | 'stale' | 'refused';

function list(parts: string[], and: string): string {
	return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}

/** The alert's words come with the other pages' texts (more.ts), loaded when a save first fails (features/shell/SaveAlert.svelte). */
const enTopic: Record<SaveTopic, (n: number) => string> = {
	attempt: (n) => enCount(n, 'puzzle try', 'puzzle tries'),
	twelve: (n) => enCount(n, '12-against-1 game'),
	study: (n) => enCount(n, 'study update'),
	settings: (n) => enCount(n, 'settings change'),
	run: (n) => enCount(n, 'Streak or Storm step', 'Streak or Storm steps'),
	ownPuzzle: ownPuzzleTopic.en,
	lesson: (n) => enCount(n, 'lesson or practice result', 'lesson or practice results')
};

const ruTopic: Record<SaveTopic, (n: number) => string> = {
	attempt: (n) => ruCount(n, 'попытка решения задачи', 'попытки решения задач', 'попыток решения задач'),
	twelve: (n) => ruCount(n, 'партия «12 против одной»', 'партии «12 против одной»', 'партий «12 против одной»'),
	study: (n) => ruCount(n, 'отметка в этюде', 'отметки в этюдах', 'отметок в этюдах'),
	settings: (n) => ruCount(n, 'изменение настроек', 'изменения настроек', 'изменений настроек'),
	run: (n) => ruCount(n, 'шаг серии задач или штурма', 'шага серии задач или штурма', 'шагов серии задач или штурма'),
	ownPuzzle: ownPuzzleTopic.ru,
	lesson: (n) => ruCount(n, 'результат урока или практики', 'результата уроков или практики', 'результатов уроков или практики')
};

type Counts = readonly (readonly [SaveTopic, number])[];

/** The shell's alert when progress could not be written. */
export const saves = area(
	{
		unsavedWhat: (counts: Counts): string =>
			`Not saved: ${list(
				counts.map(([topic, n]) => enTopic[topic](n)),
				'and'
			)}.`,
		unsavedWhy: (why: UnsavedWhy): string =>
			why === 'quota'
				? 'The storage of this device is full.'
				: why === 'stale'
					? 'The app was updated in another tab, so this tab can no longer save.'
					: why === 'refused'
						? 'The app could not store it: its data was refused.'
						: 'The storage of this device cannot be used right now.',
		unsavedKept: (why: UnsavedWhy): string =>
			why === 'stale'
				? 'It is kept in this tab: reload the page to save it.'
				: why === 'quota'
					? 'It is kept in this tab until it can be saved: free some space, then try again. Closing the tab loses it.'
					: 'It is kept in this tab and saved as soon as storage works. Closing the tab loses it.',
		unsavedRefused: (counts: Counts): string =>
			`Lost: ${list(
				counts.map(([topic, n]) => enTopic[topic](n)),
				'and'
			)} could not be stored and was not kept.`,
		unsavedRetry: 'Try again',
		unsavedRetrying: 'Saving…',
		unsavedDismiss: 'Understood'
	},
	{
		unsavedWhat: (counts: Counts): string =>
			`Не сохранено: ${list(
				counts.map(([topic, n]) => ruTopic[topic](n)),
				'и'
			)}.`,
		unsavedWhy: (why: UnsavedWhy): string =>
			why === 'quota'
				? 'Хранилище устройства заполнено.'
				: why === 'stale'
					? 'Приложение обновилось в другой вкладке, и эта вкладка больше не может сохранять.'
					: why === 'refused'
						? 'Приложение не смогло это записать: данные отклонены.'
						: 'Хранилище устройства сейчас недоступно.',
		unsavedKept: (why: UnsavedWhy): string =>
			why === 'stale'
				? 'Данные хранятся в этой вкладке: перезагрузите страницу, чтобы их сохранить.'
				: why === 'quota'
					? 'Данные хранятся в этой вкладке, пока их не удастся сохранить: освободите место и попробуйте снова. Если закрыть вкладку, они пропадут.'
					: 'Данные хранятся в этой вкладке и сохранятся, как только хранилище заработает. Если закрыть вкладку, они пропадут.',
		unsavedRefused: (counts: Counts): string =>
			`Потеряно: ${list(
				counts.map(([topic, n]) => ruTopic[topic](n)),
				'и'
			)} — не удалось записать, данные не сохранены.`,
		unsavedRetry: 'Попробовать снова',
		unsavedRetrying: 'Сохранение…',
		unsavedDismiss: 'Понятно'
	}
);
