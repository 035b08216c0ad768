/**
 * Which file each item of the bank came from, where the 12-against-1 table
 * is, and the list of released puzzles (Node only: the CLI and tests). Read
 * beside loadBank, so every failure can name its file.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Released, Retired } from './check';
import type { DailyOrder } from './types';

export interface BankFiles {
	/** Item id (puzzle or study) to its file, relative to the working folder. */
	fileOf: Map<string, string>;
	/** The file of the 12-against-1 table, if the bank has one. */
	twelveFile: string | null;
	/** The file of the daily order, if the bank has one. */
	dailyFile: string | null;
	/** The file of the released list and its entries, if the bank has one. */
	releasedFile: string | null;
	released: Released[];
	/** Released ids the bank no longer has, with what replaces them. */
	retired: Retired[];
	/** The daily order as released (its days must not change). */
	releasedDaily: DailyOrder | null;
}

export function bankFiles(files: readonly string[]): BankFiles {
	const out: BankFiles = { fileOf: new Map(), twelveFile: null, dailyFile: null, releasedFile: null, released: [], retired: [], releasedDaily: null };
	for (const full of files) {
		const file = relative(process.cwd(), full) || full;
		let data: { kind?: unknown; puzzles?: unknown; studies?: unknown; released?: unknown; retired?: unknown; daily?: DailyOrder };
		try {
			data = JSON.parse(readFileSync(full, 'utf8'));
		} catch {
			continue; // loadBank reports it
		}
		if (typeof data !== 'object' || data === null) continue;
		const items = data.kind === 'puzzles' ? data.puzzles : data.kind === 'studies' ? data.studies : null;
		if (Array.isArray(items))
			for (const item of items) {
				const id = (item as { id?: unknown })?.id;
				if (typeof id === 'string' && !out.fileOf.has(id)) out.fileOf.set(id, file);
			}
		if (data.kind === 'twelve-table') out.twelveFile = file;
		if (data.kind === 'daily') out.dailyFile = file;
		if (data.kind === 'released' && Array.isArray(data.released)) {
			out.releasedFile = file;
			out.released = data.released as Released[];
			out.retired = Array.isArray(data.retired) ? (data.retired as Retired[]) : [];
			out.releasedDaily = data.daily ?? null;
		}
	}
	return out;
}
