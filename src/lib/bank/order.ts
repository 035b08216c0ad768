/**
 * The order of lists and of "next puzzle": first steps, then the classics
 * in their files' order, then the generated puzzles from easy to hard (in
 * the order read within a level).
 */
import type { Puzzle } from './types';

const FOLDER_RANK: Record<string, number> = { starter: 0, classics: 1, generated: 3 };

/** The folder right below the bank's root (`puzzles/classics/x.json` -> `classics`). */
function folderRank(file: string): number {
	const parts = file.split(/[\\/]/);
	const i = parts.lastIndexOf('puzzles');
	const folder = parts[i >= 0 ? i + 1 : parts.length - 2] ?? '';
	return Object.hasOwn(FOLDER_RANK, folder) ? FOLDER_RANK[folder] : 2;
}

/** `puzzles` (in the order read) sorted for browsing; `fileOf` names each puzzle's file. */
export function browsingOrder(puzzles: readonly Puzzle[], fileOf: (p: Puzzle) => string): Puzzle[] {
	const keyed = puzzles.map((p, read) => {
		const folder = folderRank(fileOf(p));
		return { p, key: [folder, folder === 3 ? p.difficulty : 0, read] };
	});
	keyed.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
	return keyed.map((k) => k.p);
}
