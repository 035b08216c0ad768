/** Runs one review task: what the worker does with a message (and what tests run in-process). */
import { applyMove, parseFen, parseMove, type Move } from '$lib/engine';
import { Player } from '$lib/player/player';
import type { ReviewTask } from './protocol';
import { reviewGame, type GameReview, type ReviewProgress } from './review';

/** Small enough for a phone, as the engine worker's. */
export const APP_REVIEW_TT_MEGABYTES = 16;
let player: Player | undefined;

/** The review, or null when `shouldStop` said so. Throws with a plain message on a bad task. */
export function runReviewTask(task: ReviewTask, onProgress?: (p: ReviewProgress) => void, shouldStop?: () => boolean): GameReview | null {
	const start = parseFen(task.fen);
	if (!start.ok) throw new Error(`bad position: ${JSON.stringify(start.error)}`);
	const moves: Move[] = [];
	let pos = start.value;
	for (let i = 0; i < task.moves.length; i++) {
		const m = parseMove(pos, task.moves[i]);
		if (!m.ok) throw new Error(`the move at ply ${i + 1} cannot be played: ${task.moves[i]}`);
		moves.push(m.value);
		pos = applyMove(pos, m.value);
	}
	player ??= new Player({ ttMegabytes: APP_REVIEW_TT_MEGABYTES });
	return reviewGame({ start: start.value, moves }, { ...task.options, player }, onProgress, shouldStop);
}
