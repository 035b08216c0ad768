/**
 * Today's puzzle on the device: the date is the device's local date, so
 * the choice happens here, not at build time. Data comes from the
 * prerendered /bank/ files (cached by the service worker for offline use).
 */
import type { DailyOrder, Puzzle } from '$lib/bank/types';
import type { PuzzleSummary } from '$lib/bank/summary';
import { addDays, dailyArchive, dailyPuzzleId } from '$lib/bank/daily';

export interface DailyData {
	date: string;
	puzzle: Puzzle;
	archive: { date: string; id: string }[];
	summaries: Map<string, PuzzleSummary>;
}

export async function loadDaily(date: string, fetcher: typeof fetch = fetch): Promise<DailyData> {
	const res = await fetcher('/bank/summary.json');
	if (!res.ok) throw new Error(`the puzzle list could not be loaded (${res.status})`);
	const { puzzles, daily } = (await res.json()) as { puzzles: PuzzleSummary[]; daily: DailyOrder | null };
	if (!daily || !daily.order.length) throw new Error('there is no daily order in this build');
	const id = dailyPuzzleId(daily, date);
	const pres = await fetcher(`/bank/puzzles/${id}.json`);
	if (!pres.ok) throw new Error(`puzzle ${id} could not be loaded (${pres.status})`);
	return {
		date,
		puzzle: (await pres.json()) as Puzzle,
		archive: dailyArchive(daily, addDays(date, -1), 7),
		summaries: new Map(puzzles.map((p) => [p.id, p]))
	};
}
