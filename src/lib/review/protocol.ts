/**
 * Messages between the page and the review's worker (additive beside the
 * engine's own protocol, ../engine-player/protocol.ts). Positions travel as FEN,
 * moves in full notation; the review comes back as plain objects.
 */
import type { Aim } from '$lib/engine';
import type { PersonalPuzzle } from './puzzle';
import type { OwnPuzzleClaims, OwnPuzzleProof, ReprovedReview, ReviewClaims } from './reprove';
import type { GameReview, ReviewProgress } from './review';

export interface ReviewTask {
	/** The game's start position. */
	fen: string;
	/** The game's moves in full notation. */
	moves: string[];
	/** Giveaway (absent) or ordinary checkers (`russian`: Petrov's game; no personal puzzles, no tables). */
	aim?: Aim;
	options?: { movetimeMs?: number; seed?: number };
	/**
	 * The user's side: each of its moves that threw a proved win away
	 * becomes a personal puzzle (./puzzle.ts), made in the worker after the
	 * review. Null or absent: none.
	 */
	puzzlesFor?: 'white' | 'black' | null;
	/** The game's id in the puzzles' ids and titles (`own-<gameId>-<ply>`); default `game`. */
	gameId?: string;
}

/** The review, and the personal puzzles made from it (none unless asked for). */
export type ReviewResult = GameReview & { puzzles?: PersonalPuzzle[] };

/**
 * Claims kept on the device that it has not proved (a progress file's):
 * each proved again (./reprove.ts), progress after each claim settled.
 */
export interface ReproveTask {
	kind: 'reprove';
	reviews: ReviewClaims[];
	puzzles: OwnPuzzleClaims[];
}

/** Per review its proofs proved again (null: the game does not replay), per puzzle what was proved, in the task's order. */
export interface ReproveResult {
	reviews: (ReprovedReview | null)[];
	puzzles: OwnPuzzleProof[];
}

export type ToReviewWorker = { id: number; task: ReviewTask | ReproveTask };

export type FromReviewWorker =
	| { id: number; type: 'progress'; progress: ReviewProgress }
	| { id: number; type: 'done'; review: ReviewResult }
	| { id: number; type: 'done'; proved: ReproveResult }
	| { id: number; type: 'error'; message: string };
