/**
 * Today's puzzle on the device: the date is the device's local date, so
 * the choice happens here, not at build time. Data comes from the bank's
 * index and shards (cached by the service worker for offline use).
 */
import type { Puzzle } from '$lib/bank/types';
import type { PuzzleSummary } from '$lib/bank/data-files';
import { addDays, dailyArchive, dailyPuzzleId } from '$lib/bank/daily';
import { loadIndex, loadPuzzle, BankUnavailable } from '$lib/bank/remote';

export interface DailyData {
	date: string;
	puzzle: Puzzle;
	archive: { date: string; id: string }[];
	summaries: Map<string, PuzzleSummary>;
}

/** Throws BankUnavailable when the bank cannot be read or names no daily puzzle. */
export async function loadDaily(date: string, fetcher: typeof fetch = fetch): Promise<DailyData> {
	const index = await loadIndex(fetcher);
	const daily = index.daily;
	if (!daily || !daily.order.length) throw new BankUnavailable({ code: 'shape', where: 'daily' });
	const id = dailyPuzzleId(daily, date);
	const found = await loadPuzzle(id, fetcher);
	if (!found) throw new BankUnavailable({ code: 'shape', where: `daily puzzle ${id}` });
	return { date, puzzle: found.puzzle, archive: dailyArchive(daily, addDays(date, -1), 7), summaries: index.byId };
}
