/**
 * How a puzzle is named in lists of records (rating history, review queue,
 * the daily calendar): its title in the current language, else its number;
 * an id the bank's index no longer has (a retired puzzle) says so.
 */
import type { PuzzleSummary } from '$lib/bank/data-files';
import { language, t } from '$lib/i18n/index.svelte';

/** `byId`: the bank's index; empty while it has not been read (then nothing is said missing). */
export function puzzleName(byId: ReadonlyMap<string, PuzzleSummary>, id: string): string {
	const found = byId.get(id);
	if (found?.title) return found.title[language.current];
	return byId.size > 0 && !found ? `${t.puzzleNumber(id)} — ${t.notInBank}` : t.puzzleNumber(id);
}
