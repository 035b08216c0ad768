import { area } from './area';
import type { SectionName } from './section-names';

/** The app's frame: the navigation bar and the short name in the header. */
export const shell = area(
	{
		shortName: 'Poddavki',
		navLabel: 'Sections',
		skipToBoard: 'Skip to the board',
		skipToContent: 'Skip to the content',
		sectionName: (id: SectionName): string =>
			({ today: 'Today', learn: 'Learn', puzzles: 'Puzzles', twelve: '12 v 1', studies: 'Studies', play: 'Play', analysis: 'Analysis', progress: 'Progress' })[
				id
			]
	},
	{
		shortName: 'Поддавки',
		navLabel: 'Разделы',
		skipToBoard: 'Перейти к доске',
		skipToContent: 'Перейти к содержимому',
		sectionName: (id: SectionName): string =>
			({ today: 'Сегодня', learn: 'Уроки', puzzles: 'Задачи', twelve: '12 на 1', studies: 'Этюды', play: 'Игра', analysis: 'Анализ', progress: 'Прогресс' })[id]
	}
);
