/**
 * The puzzle family in the export file: the natural keys of tries, rating
 * rows and runs (their row keys are local), the order the file lists them
 * in, and the import's merge rules for daily results, review cards and the
 * rating history. transfer.ts puts the families' parts together.
 */
import { byTime, same, withoutId, type TableCounts } from './merge';
import type { DailyResult, RatingRecord, ReviewCard, RunRecord } from './types';
import { replayRatings } from '../training/rating';

export const attemptKey = (a: { puzzleId: string; at: number }) => `${a.puzzleId}\u0000${a.at}`;
export const ratingKey = (r: { puzzleId: string; at: number }) => `${r.puzzleId}\u0000${r.at}`;
export const runKey = (r: { kind: string; at: number }) => `${r.kind}\u0000${r.at}`;

export const fileDaily = (rows: readonly DailyResult[]): DailyResult[] => [...rows].sort((a, b) => (a.date < b.date ? -1 : 1));

export const fileRatings = (rows: readonly RatingRecord[]): Omit<RatingRecord, 'id'>[] => [...rows].sort(byTime).map(withoutId);

/** A run's id stays on the device (it keeps a second tab from recording a run twice): the file's runs are as in format 2. */
export const fileRuns = (rows: readonly RunRecord[]): Omit<RunRecord, 'id'>[] => [...rows].sort(byTime).map(({ id: _id, runId: _runId, ...rest }) => rest);

/** A day's daily result: the first try of both, the most tries, solved when either solved it (at the earlier time). */
export function mergeDaily(mine: DailyResult, theirs: DailyResult): DailyResult {
	if (mine.puzzleId !== theirs.puzzleId) return mine;
	const first = theirs.firstAt < mine.firstAt ? theirs : mine;
	const solvedAts = [mine.solvedAt, theirs.solvedAt].filter((t): t is number => t !== null);
	return {
		...mine,
		firstResult: first.firstResult,
		firstAt: first.firstAt,
		attempts: Math.max(mine.attempts, theirs.attempts),
		solved: mine.solved || theirs.solved,
		solvedAt: solvedAts.length ? Math.min(...solvedAts) : null
	};
}

/** A card: the one reviewed later (on a tie, the one reviewed more often). */
export function mergeCard(mine: ReviewCard, theirs: ReviewCard): ReviewCard {
	const m = mine.lastReview ?? -1;
	const t = theirs.lastReview ?? -1;
	return t > m || (t === m && theirs.reps > mine.reps) ? theirs : mine;
}

/**
 * The rating history after a merge: the file's games the device lacks are
 * added, and when there are any, the whole history is replayed in time
 * order from the initial rating (puzzle ratings are fixed, so this is the
 * rating one device playing every game would have). Rows whose figures
 * change are rewritten; with nothing new, nothing is. `ratingKeys`: of
 * every stored row, valid or not; `ratings`: the valid rows, with their keys.
 */
export function mergeRatings(
	count: TableCounts,
	theirs: readonly Omit<RatingRecord, 'id'>[],
	ratingKeys: ReadonlySet<string>,
	ratings: readonly RatingRecord[]
): RatingRecord[] {
	const added = theirs.filter((r) => !ratingKeys.has(ratingKey(r)));
	count.added = added.length;
	count.unchanged = theirs.length - added.length;
	if (!added.length) return [];
	const all: RatingRecord[] = [...ratings, ...added].sort((a, b) => a.at - b.at || (a.puzzleId < b.puzzleId ? -1 : a.puzzleId > b.puzzleId ? 1 : 0));
	const replayed = replayRatings(all);
	const out: RatingRecord[] = [];
	all.forEach((row, i) => {
		const { rating, rd, vol, games } = replayed[i];
		const next = { ...row, rating, rd, vol, games };
		if (row.id === undefined) out.push(next);
		else if (!same(next, row)) {
			out.push(next);
			count.updated++;
		}
	});
	return out;
}
