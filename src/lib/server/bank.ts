/**
 * The bank as the prerendering server sees it: every JSON file of
 * puzzles/, read at build time (the build has checked them against the
 * schema). Only server code may import this; pages get what they need
 * through their load functions and the /bank/ JSON files.
 */
import type { Bank, DailyOrder, Puzzle, Study, TwelveSquare } from '$lib/bank/types';

const files = import.meta.glob(['/puzzles/**/*.json', '!/puzzles/schema/**'], { eager: true, import: 'default' }) as Record<string, { kind: string } & Record<string, unknown>>;

/**
 * The order of lists and of "next puzzle": first steps, then the classics
 * in their files' order, then the generated puzzles from easy to hard.
 */
const FOLDER_RANK: Record<string, number> = { starter: 0, classics: 1, generated: 3 };
const folderRank = (path: string) => (Object.hasOwn(FOLDER_RANK, path.split('/')[2]) ? FOLDER_RANK[path.split('/')[2]] : 2);

function collect(): Bank {
	const bank: Bank = { puzzles: [], studies: [], twelve: [], daily: null };
	/** Sort key: folder, difficulty (generated puzzles only), then the order read. */
	const rank = new Map<Puzzle, [number, number, number]>();
	for (const path of Object.keys(files).sort()) {
		const data = files[path];
		if (data.kind === 'puzzles') {
			const folder = folderRank(path);
			for (const p of data.puzzles as Puzzle[]) {
				rank.set(p, [folder, folder === 3 ? p.difficulty : 0, rank.size]);
				bank.puzzles.push(p);
			}
		} else if (data.kind === 'studies') bank.studies.push(...(data.studies as Study[]));
		else if (data.kind === 'twelve-table') bank.twelve = data.squares as TwelveSquare[];
		else if (data.kind === 'daily') bank.daily = data as unknown as DailyOrder;
	}
	bank.puzzles.sort((a, b) => {
		const [ra, rb] = [rank.get(a)!, rank.get(b)!];
		return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
	});
	return bank;
}

export const bank: Bank = collect();

export function puzzleById(id: string): Puzzle | undefined {
	return bank.puzzles.find((p) => p.id === id);
}
