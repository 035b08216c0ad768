/**
 * Puzzles from the user's own games (issue 26): their titles, the list on
 * /progress, the page of one (/puzzles/own-ID). Beyond the first screen
 * (more.ts), like every page but `/`.
 */
import { area } from './area';
import { enCount, ruCount } from './plural';

/** What a write about them that could not be saved is called (the shell's alert; added to i18n/saves' topics by more.ts). */
export const ownPuzzleTopic = {
	en: (n: number): string => enCount(n, 'change to the puzzles from your games', 'changes to the puzzles from your games'),
	ru: (n: number): string => ruCount(n, 'изменение задач из ваших партий', 'изменения задач из ваших партий', 'изменений задач из ваших партий')
};

export const ownPuzzles = area({}, {});
