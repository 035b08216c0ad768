/**
 * The course's progress (issue 35), a record family of its own: one row
 * per lesson and per endgame drill in the `lessons` table (schema version
 * 6), an optional `lessons` part of the export file (older files lack it:
 * none), checked as strictly as every other record (lessons-check.ts). Here:
 * the shapes, what a save keeps, and the merge of an import (no imports: the
 * course's pages use it too).
 */
/** A lesson: how far the current pass got, its mistakes, and the best result. */
export interface LessonRecord {
	kind: 'lesson';
	id: string;
	/** Exercises solved in the current pass, in order (the lesson resumes there). */
	step: number;
	/** Mistakes in the current pass. */
	mistakes: number;
	/** The best stars of a finished pass (1-3); 0: never finished. */
	stars: number;
	/** Opened without doing the lessons before it ("skip"): it opens the next ones as if done. */
	skipped: boolean;
	/** When it last changed (ms). */
	at: number;
}

/** An endgame drill: the best stars and the tries. */
export interface DrillRecord {
	kind: 'drill';
	id: string;
	/** The best stars of a try that reached the goal (1-3); 0: not yet. */
	stars: number;
	tries: number;
	at: number;
}

export type LearnRecord = LessonRecord | DrillRecord;
export const LEARN_KINDS = ['lesson', 'drill'] as const;

/** The row's key: kind and id. */
export const learnKey = (r: { kind: string; id: string }): string => `${r.kind}:${r.id}`;

/**
 * What is kept when `next` is saved over `stored`: the best stars stay
 * (a replayed or late write never lowers them), a skip stays, the tries
 * only grow; the rest is the newer write's.
 */
export function keptRecord(stored: LearnRecord | undefined, next: LearnRecord): LearnRecord {
	if (!stored || stored.kind !== next.kind) return next;
	if (next.kind === 'lesson' && stored.kind === 'lesson')
		return { ...next, stars: Math.max(stored.stars, next.stars), skipped: stored.skipped || next.skipped, at: Math.max(stored.at, next.at) };
	if (next.kind === 'drill' && stored.kind === 'drill')
		return { ...next, stars: Math.max(stored.stars, next.stars), tries: Math.max(stored.tries, next.tries), at: Math.max(stored.at, next.at) };
	return next;
}

/** An import's merge of one record with the device's: the later one's place in a lesson, the best of both results. */
export function mergeLearn(mine: LearnRecord, theirs: LearnRecord): LearnRecord {
	const [older, newer] = theirs.at > mine.at ? [mine, theirs] : [theirs, mine];
	return keptRecord(older, newer);
}
