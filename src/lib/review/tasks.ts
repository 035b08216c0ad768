/** Runs one review task: what the worker does with a message (and what tests run in-process). */
import { parseFen, playLine } from '$lib/engine';
import { Player } from '$lib/engine-player/player';
import type { TableSet } from '$lib/tablebase/table';
import type { ReproveResult, ReproveTask, ReviewResult, ReviewTask } from './protocol';
import { puzzleFromMistake, type PersonalPuzzle } from './puzzle';
import { reproveOwnPuzzle, reproveReview, type OwnPuzzleProof, type ReprovedReview } from './reprove';
import { reviewGame, type GameReview, type ReviewProgress } from './review';

/** Small enough for a phone, as the engine worker's. */
export const APP_REVIEW_TT_MEGABYTES = 16;
let player: Player | undefined;

/**
 * The review, or null when `shouldStop` said so, with the personal puzzles
 * of `task.puzzlesFor`'s thrown-away wins. Throws with a plain message on a bad task.
 */
export function runReviewTask(
	task: ReviewTask,
	onProgress?: (p: ReviewProgress) => void,
	shouldStop?: () => boolean,
	tablebase?: TableSet
): ReviewResult | null {
	const start = parseFen(task.fen);
	if (!start.ok) throw new Error(`bad position: ${JSON.stringify(start.error)}`);
	const aim = task.aim ?? 'giveaway';
	const line = playLine(start.value, task.moves, { aim });
	if (!line.ok) throw new Error(`the move at ply ${line.error.ply} cannot be played: ${line.error.text}`);
	const moves = line.value.moves;
	player ??= new Player({ ttMegabytes: APP_REVIEW_TT_MEGABYTES });
	const review = reviewGame({ start: start.value, moves, aim }, { ...task.options, player, tablebase }, onProgress, shouldStop);
	if (!review) return null;
	// Personal puzzles are giveaway puzzles, as the bank's.
	const side = aim === 'giveaway' ? (task.puzzlesFor ?? null) : null;
	if (side === null) return review;
	const puzzles = puzzlesOf(review, { id: task.gameId ?? 'game', start: start.value, moves }, side, shouldStop, tablebase);
	return puzzles === null ? null : { ...review, puzzles };
}

/** Thrown-away wins of one side (proof.before a proved win), each made a puzzle the solver proves; null when stopped. */
export function puzzlesOf(
	review: GameReview,
	game: Parameters<typeof puzzleFromMistake>[0],
	side: 'white' | 'black',
	shouldStop?: () => boolean,
	tablebase?: TableSet
): PersonalPuzzle[] | null {
	const puzzles: PersonalPuzzle[] = [];
	for (const p of review.plies) {
		if (p.white !== (side === 'white') || p.proof?.before.kind !== 'win') continue;
		if (shouldStop?.()) return null;
		const made = puzzleFromMistake(game, p.ply, { tablebase });
		if (made.ok) puzzles.push(made.puzzle);
	}
	return puzzles;
}

/**
 * Proves a reprove task's claims again, one review or puzzle after the
 * other: progress counts them (`done` of `total`); null when stopped.
 */
export function runReproveTask(
	task: ReproveTask,
	onProgress?: (p: ReviewProgress) => void,
	shouldStop?: () => boolean,
	tablebase?: TableSet
): ReproveResult | null {
	const total = task.reviews.length + task.puzzles.length;
	let done = 0;
	onProgress?.({ done, total });
	const budget = { tablebase, shouldStop };
	const reviews: (ReprovedReview | null)[] = [];
	for (const r of task.reviews) {
		if (shouldStop?.()) return null;
		reviews.push(reproveReview(r, budget));
		onProgress?.({ done: ++done, total });
	}
	const puzzles: OwnPuzzleProof[] = [];
	for (const p of task.puzzles) {
		if (shouldStop?.()) return null;
		puzzles.push(reproveOwnPuzzle(p, budget));
		onProgress?.({ done: ++done, total });
	}
	return { reviews, puzzles };
}
