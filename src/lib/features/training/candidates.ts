/** The bank's index as the training module's candidates (id, length, themes, difficulty). */
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Candidate } from '$lib/training/pick';
import { puzzleRating } from '$lib/training/puzzle-rating';

/** The lesson puzzles teach rather than test: no rated training picks them. */
const NOT_TRAINING = new Set(['lesson']);

export function trainingCandidates(puzzles: readonly PuzzleSummary[]): Candidate[] {
	return puzzles.filter((p) => !p.themes.some((th) => NOT_TRAINING.has(th))).map((p) => ({ id: p.id, n: p.n, themes: p.themes, difficulty: p.difficulty }));
}

export { puzzleRating };
