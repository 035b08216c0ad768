/**
 * The bank's index as the training module's candidates (id, length, themes,
 * difficulty). Relative imports only: the end-to-end tests draw a run's
 * puzzles with it, as the page does.
 */
import type { PuzzleSummary } from '../bank/data-files';
import type { Candidate } from './pick';

/** The lesson puzzles teach rather than test: no rated training picks them. */
const NOT_TRAINING = new Set(['lesson']);

export function trainingCandidates(puzzles: readonly PuzzleSummary[]): Candidate[] {
	return puzzles.filter((p) => !p.themes.some((th) => NOT_TRAINING.has(th))).map((p) => ({ id: p.id, n: p.n, themes: p.themes, difficulty: p.difficulty }));
}
