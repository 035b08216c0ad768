/**
 * The review page's keeper on the device's store, through the progress
 * port (src/lib/app/progress-link.ts): a game's review under
 * reviewKey(fen, moves) (review/stored.ts; read back whole or not at all),
 * and the personal puzzles made from a game (by the game id in their origin).
 */
import { parseFen } from '$lib/engine';
import { progress } from '$lib/app/progress-link';
import { fromStoredReview, reviewKey, toStoredReview } from '$lib/review/stored';
import { proveReview, type ProverPort } from '$lib/app/claims';
import type { StoredGameReview } from '$lib/progress/types';
import { puzzleGameId, type ReviewGame, type ReviewKeeper, type StoredReviewRead } from './controller.svelte';

/** The stored review's key of a game. */
export const keyOf = (game: Pick<ReviewGame, 'fen' | 'moves' | 'aim'>): string => reviewKey(game.fen, game.moves, game.aim);

/** A stored review read back (checked, moves replayed), with what this device proved of it. */
function readBack(row: StoredGameReview): StoredReviewRead | null {
	const start = parseFen(row.fen);
	const review = start.ok ? fromStoredReview(row.review, start.value) : null;
	if (!review) return null;
	return {
		review,
		reviewedAt: row.reviewedAt,
		provedHere: row.check?.state === 'proved',
		dropped: row.check?.state === 'proved' ? (row.check.dropped ?? 0) : 0
	};
}

/** The keeper of the review page: `prover` proves a kept review again (issue 31). */
export function deviceKeeper(prover: () => ProverPort): ReviewKeeper {
	return {
		async load(game) {
			const row = await progress.gameReview(keyOf(game));
			return row ? readBack(row) : null;
		},
		async prove(game, onProgress) {
			const row = await progress.gameReview(keyOf(game));
			if (!row) return null;
			const proved = await proveReview(prover(), row, onProgress);
			if (!proved) return null;
			await progress.recordReviewProof(row.key, row.reviewedAt, proved);
			return readBack({ ...row, review: proved.review, check: { state: 'proved', at: row.reviewedAt, dropped: proved.dropped } });
		},
		save: (game, review, movetimeMs, at) =>
			progress.saveGameReview({
				key: keyOf(game),
				source: game.source,
				fen: game.fen,
				moves: game.moves,
				movetimeMs,
				reviewedAt: at,
				review: toStoredReview(review),
				...(game.aim === 'russian' ? { aim: 'russian' as const } : {}),
				// Made by this device's review worker: proved here.
				check: { state: 'proved', at }
			}),
		async puzzles(game) {
			const id = puzzleGameId(game, keyOf(game));
			return (await progress.ownPuzzles()).filter((p) => p.origin.gameId === id);
		},
		addPuzzles: (puzzles) => progress.addOwnPuzzles(puzzles)
	};
}

/**
 * The game `?game=<id>` names: a finished game against the app (its id), or
 * the game of a stored review (its key, `rv-...`: the link back from a
 * personal puzzle of a pasted game or a play-out; the user's side is the
 * side of the puzzles made from it, if any). Null: not on this device.
 */
export async function gameOnDevice(id: string): Promise<ReviewGame | null> {
	const saved = (await progress.games()).find((g) => g.id === id && g.result !== null);
	if (saved) {
		const you = { kind: 'you' } as const;
		const app = { kind: 'app', level: saved.level } as const;
		const players = saved.color === 'white' ? { white: you, black: app } : { white: app, black: you };
		return { fen: saved.fen, moves: saved.moves, source: { kind: 'game', gameId: saved.id }, puzzlesFor: saved.color, players };
	}
	if (!id.startsWith('rv-')) return null;
	const row = await progress.gameReview(id);
	if (!row) return null;
	const mine = (await progress.ownPuzzles()).find((p) => p.origin.gameId === id);
	return {
		fen: row.fen,
		moves: row.moves,
		source: row.source,
		puzzlesFor: mine?.title.side ?? null,
		...(row.aim === 'russian' ? { aim: 'russian' as const } : {})
	};
}
