/**
 * The review page's keeper on the device's store, through the progress
 * port (src/lib/app/progress-link.ts). Until the store's review methods are
 * on the port it keeps nothing: every review runs in the worker.
 */
import type { ReviewKeeper } from './controller.svelte';

export const deviceKeeper: ReviewKeeper = {
	load: async () => null,
	save: async () => false,
	puzzles: async () => [],
	addPuzzles: async () => false
};

/** The stored review's key of a game (the store's reviewKey once on the port). */
export const keyOf = (game: { fen: string; moves: readonly string[] }): string => `${game.fen}|${game.moves.join(' ')}`;
