/**
 * The bank as the prerendering server sees it: every JSON file of
 * puzzles/, read at build time (the build has checked them against the
 * schema). Only server code may import this; pages get what they need
 * through their load functions and the /bank/ JSON files.
 */
import type { Bank, DailyOrder, Puzzle, Study, TwelveSquare } from '$lib/bank/types';

const files = import.meta.glob(['/puzzles/**/*.json', '!/puzzles/schema/**'], { eager: true, import: 'default' }) as Record<string, { kind: string } & Record<string, unknown>>;

function collect(): Bank {
	const bank: Bank = { puzzles: [], studies: [], twelve: [], daily: null };
	for (const path of Object.keys(files).sort()) {
		const data = files[path];
		if (data.kind === 'puzzles') bank.puzzles.push(...(data.puzzles as Puzzle[]));
		else if (data.kind === 'studies') bank.studies.push(...(data.studies as Study[]));
		else if (data.kind === 'twelve-table') bank.twelve = data.squares as TwelveSquare[];
		else if (data.kind === 'daily') bank.daily = data as unknown as DailyOrder;
	}
	bank.puzzles.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
	return bank;
}

export const bank: Bank = collect();

export function puzzleById(id: string): Puzzle | undefined {
	return bank.puzzles.find((p) => p.id === id);
}
