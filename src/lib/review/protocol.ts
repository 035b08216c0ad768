/**
 * Messages between the page and the review's worker (additive beside the
 * engine's own protocol, ../player/protocol.ts). Positions travel as FEN,
 * moves in full notation; the review comes back as plain objects.
 */
import type { GameReview, ReviewProgress } from './review';

export interface ReviewTask {
	/** The game's start position. */
	fen: string;
	/** The game's moves in full notation. */
	moves: string[];
	options?: { movetimeMs?: number; seed?: number };
}

export type ToReviewWorker = { id: number; task: ReviewTask };

export type FromReviewWorker =
	| { id: number; type: 'progress'; progress: ReviewProgress }
	| { id: number; type: 'done'; review: GameReview }
	| { id: number; type: 'error'; message: string };
