/**
 * How the player does in each theme, measured against the puzzles' fixed
 * ratings: a theme's performance is the rating at which the player's
 * expected score over those puzzles equals the score made (Elo's
 * performance rating), with one virtual draw at the player's own rating so
 * a few lucky or unlucky tries cannot throw it to the bounds. Compared with
 * the player's rating it says where the player is stronger or weaker. Pure.
 */
import { puzzleRating, type RatedPuzzle } from './puzzle-rating';
import { RATING_BOUNDS, type RatedGame } from './rating';

/** The expected score of a player rated `player` against a puzzle rated `puzzle` (Elo's logistic curve). */
export function eloExpected(player: number, puzzle: number): number {
	return 1 / (1 + 10 ** ((puzzle - player) / 400));
}

/** The performance rating of `games`, pulled towards `anchor` by one virtual draw there. */
export function performanceRating(games: readonly RatedGame[], anchor: number): number {
	const score = games.reduce((s, g) => s + (g.solved ? 1 : 0), 0.5);
	const expected = (p: number) => games.reduce((s, g) => s + eloExpected(p, g.puzzleRating), eloExpected(p, anchor));
	// expected() rises with p: bisect for expected(p) = score.
	let [low, high] = RATING_BOUNDS as readonly [number, number];
	for (let i = 0; i < 50; i++) {
		const mid = (low + high) / 2;
		if (expected(mid) < score) low = mid;
		else high = mid;
	}
	return Math.round((low + high) / 2);
}

export interface PuzzleFacts extends RatedPuzzle {
	themes: readonly string[];
}

export interface TryFacts {
	puzzleId: string;
	at: number;
	result: 'solved' | 'failed';
	hintUsed: boolean;
}

export interface ThemePerformance {
	theme: string;
	/** Puzzles of the theme tried (the first try of each counts). */
	tries: number;
	solved: number;
	performance: number;
	/** performance - the player's rating: below zero, a weaker theme. */
	delta: number;
}

/**
 * Performance by theme over the first try at each puzzle (a later try at a
 * puzzle already seen says less), solved meaning without a mistake, a hint
 * or the solution. Weakest first. Puzzles the lookup does not know are left out.
 */
export function themePerformance(tries: readonly TryFacts[], lookup: (id: string) => PuzzleFacts | undefined, rating: number): ThemePerformance[] {
	const first = new Map<string, TryFacts>();
	for (const t of tries) {
		const seen = first.get(t.puzzleId);
		if (!seen || t.at < seen.at) first.set(t.puzzleId, t);
	}
	const byTheme = new Map<string, RatedGame[]>();
	for (const t of first.values()) {
		const p = lookup(t.puzzleId);
		if (!p) continue;
		const game = { puzzleRating: puzzleRating(p), solved: t.result === 'solved' && !t.hintUsed };
		for (const theme of p.themes) byTheme.set(theme, [...(byTheme.get(theme) ?? []), game]);
	}
	return [...byTheme]
		.map(([theme, games]) => {
			const performance = performanceRating(games, rating);
			return { theme, tries: games.length, solved: games.filter((g) => g.solved).length, performance, delta: performance - Math.round(rating) };
		})
		.sort((a, b) => a.delta - b.delta || b.tries - a.tries || (a.theme < b.theme ? -1 : 1));
}

/** The themes worth practising: tried at least `minTries` times and performing below the rating, weakest first. */
export function weakestThemes(rows: readonly ThemePerformance[], count = 3, minTries = 3): ThemePerformance[] {
	return rows.filter((r) => r.tries >= minTries && r.delta < 0).slice(0, count);
}
