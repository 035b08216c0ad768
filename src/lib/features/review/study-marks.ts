/**
 * An author's marks beside the review's class of the same move: where the
 * review agrees with a "!" or a "?", and where it does not (a "!" the
 * engine or the solver finds a step down; a "?" it finds nothing wrong
 * with). Marks that judge nothing ("+", "x", "=", "!?", "?!") are left alone.
 */
import type { MoveClass } from '$lib/review/classify';

export type MarkVerdict = 'agree' | 'disagree-good' | 'disagree-bad' | null;

const GOOD_MARKS = new Set(['!', '!!']);
const BAD_MARKS = new Set(['?', '??']);

/** The author's judging mark of a move ("!", "!!", "?", "??"), or null. */
export function judgingMark(marks: readonly string[]): string | null {
	return marks.find((m) => GOOD_MARKS.has(m) || BAD_MARKS.has(m)) ?? null;
}

/**
 * A "!" the review classes an inaccuracy, a mistake or a blunder is
 * disagreed with; so is a "?" the review classes best or good (a drop under
 * 5 points is the engine's noise, not a fault). Null: no judging mark.
 */
export function markVerdict(marks: readonly string[], cls: MoveClass): MarkVerdict {
	const mark = judgingMark(marks);
	if (mark === null) return null;
	const bad = cls === 'inaccuracy' || cls === 'mistake' || cls === 'blunder';
	if (GOOD_MARKS.has(mark)) return bad ? 'disagree-good' : 'agree';
	return bad ? 'agree' : 'disagree-bad';
}
