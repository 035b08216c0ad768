/**
 * Levels 1 (a beginner) to 8 (the strongest). A weaker level searches
 * less (shallower, fewer nodes) and chooses among the near-best root moves
 * with a temperature (a seeded draw, weighted by exp((score - best) / T)),
 * never a move far below the best: it is weak by seeing less, not by
 * random blunders. Every level plays a proved win fastest and never
 * leaves a proved win for an estimate.
 */
export interface Level {
	/** Deepest iteration. */
	maxDepth: number;
	/** Share of the move's node budget. */
	nodeShare: number;
	/** Root moves given exact scores to choose among. */
	candidates: number;
	/** Softmax temperature in evaluation units (0: always the best). */
	temperature: number;
	/** Moves scoring more than this below the best are never chosen. */
	margin: number;
	/**
	 * Share of the move's node budget (before `nodeShare`) given to the exact
	 * solver at the root first (0: none): the proof search grows with the time
	 * a move, so a deep win a longer move can prove is not left to the estimate.
	 */
	solverShare: number;
}

export const LEVELS: readonly Level[] = [
	{ maxDepth: 1, nodeShare: 0.02, candidates: 4, temperature: 60, margin: 120, solverShare: 0 },
	{ maxDepth: 2, nodeShare: 0.03, candidates: 4, temperature: 50, margin: 100, solverShare: 0 },
	{ maxDepth: 3, nodeShare: 0.05, candidates: 4, temperature: 40, margin: 80, solverShare: 0.004 },
	{ maxDepth: 4, nodeShare: 0.08, candidates: 3, temperature: 30, margin: 60, solverShare: 0.01 },
	{ maxDepth: 6, nodeShare: 0.15, candidates: 3, temperature: 20, margin: 40, solverShare: 0.02 },
	{ maxDepth: 8, nodeShare: 0.3, candidates: 3, temperature: 12, margin: 25, solverShare: 0.04 },
	{ maxDepth: 12, nodeShare: 0.6, candidates: 2, temperature: 6, margin: 12, solverShare: 0.1 },
	{ maxDepth: 64, nodeShare: 1, candidates: 1, temperature: 0, margin: 0, solverShare: 0.2 }
];

export const STRONGEST = LEVELS.length;

export function levelOf(n: number): Level {
	return LEVELS[Math.max(1, Math.min(STRONGEST, Math.round(n))) - 1];
}
