/**
 * The review page's keeper on the device's store, through the progress
 * port (src/lib/app/progress-link.ts): a game's review under
 * reviewKey(fen, moves) (review/stored.ts; read back whole or not at all),
 * and the personal puzzles made from a game (by the game id in their origin).
 */
import { parseFen } from '$lib/engine';
import { progress } from '$lib/app/progress-link';
import { fromStoredReview, reviewKey, toStoredReview } from '$lib/review/stored';
import { puzzleGameId, type ReviewGame, type ReviewKeeper } from './controller.svelte';

/** The stored review's key of a game. */
export const keyOf = (game: Pick<ReviewGame, 'fen' | 'moves'>): string => reviewKey(game.fen, game.moves);

export const deviceKeeper: ReviewKeeper = {
	async load(game) {
		const row = await progress.gameReview(keyOf(game));
		if (!row) return null;
		const start = parseFen(row.fen);
		const review = start.ok ? fromStoredReview(row.review, start.value) : null;
		return review ? { review, reviewedAt: row.reviewedAt } : null;
	},
	save: (game, review, movetimeMs, at) =>
		progress.saveGameReview({
			key: keyOf(game),
			source: game.source,
			fen: game.fen,
			moves: game.moves,
			movetimeMs,
			reviewedAt: at,
			review: toStoredReview(review)
		}),
	async puzzles(game) {
		const id = puzzleGameId(game, keyOf(game));
		return (await progress.ownPuzzles()).filter((p) => p.origin.gameId === id);
	},
	addPuzzles: (puzzles) => progress.addOwnPuzzles(puzzles)
};
