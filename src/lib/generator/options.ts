import type { Theme } from '../bank/types';

/** What a generator run is asked for. Every budget is a node count, never a clock. */
export interface GenerateOptions {
	/** Puzzles wanted (new ones, beyond the bank's). */
	count: number;
	seed: number;
	/** Smallest and largest N (claim `win in N`) kept. */
	minN: number;
	maxN: number;
	/** Node budget of the first, cheap screening `solve` of every position. */
	solveNodes: number;
	/**
	 * Node budget of a second screening of a position the first left
	 * unknown, for positions with at most `deepPieces` pieces or fewer than
	 * `deepPlies` plies before the end of their game: where the wins that
	 * need a longer search are. Elsewhere almost every position is unknown
	 * however long the search.
	 */
	deepNodes: number;
	deepPieces: number;
	deepPlies: number;
	/** Largest cost of re-proving a puzzle as verify-bank does (fresh table). */
	verifyNodes: number;
	/** At most this many puzzles per material signature (0: count / 35, at least 4). */
	perSignature: number;
	/** At most this many puzzles with the same N (0: count / 6, at least 4). */
	perN: number;
	/** At most this many puzzles with the same set of themes (0: count / 14, at least 4). */
	perThemeSet: number;
	/** At most this many puzzles of one difficulty level (0: a quarter of count, at least 4). */
	perLevel: number;
	/** At most this many puzzles from one game. */
	perGame: number;
	/** After a puzzle, skip this many positions of its game (they look alike). */
	gameGap: number;
	/** Stop after this many games even if fewer puzzles were found. */
	maxGames: number;
	/** Share of games that start from a random ending with kings (0..1). */
	endgameShare: number;
	/** Transposition table of the screening searches. */
	ttMegabytes: number;
	/** Keep only puzzles with at least one of these themes (empty: any), to fill a theme that is short. */
	themes: Theme[];
}

export const DEFAULT_GENERATE_OPTIONS: GenerateOptions = {
	count: 420,
	seed: 1,
	minN: 2,
	maxN: 12,
	solveNodes: 2_000,
	deepNodes: 40_000,
	deepPieces: 8,
	deepPlies: 15,
	verifyNodes: 300_000,
	perSignature: 0,
	perN: 0,
	perThemeSet: 0,
	perLevel: 0,
	perGame: 2,
	gameGap: 6,
	maxGames: 1_000_000,
	endgameShare: 0.5,
	ttMegabytes: 32,
	themes: []
};

/** The caps a run applies, 0s replaced by their share of count. */
export interface Caps {
	perSignature: number;
	perN: number;
	perThemeSet: number;
	perLevel: number;
}

export function capsOf(o: GenerateOptions): Caps {
	return {
		perSignature: o.perSignature || Math.max(4, Math.ceil(o.count / 35)),
		perN: o.perN || Math.max(4, Math.ceil(o.count / 6)),
		perThemeSet: o.perThemeSet || Math.max(4, Math.ceil(o.count / 14)),
		perLevel: o.perLevel || Math.max(4, Math.ceil(o.count / 4))
	};
}
