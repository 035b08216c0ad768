/**
 * Schema 5: stored game reviews and personal puzzles (issue 26), through
 * the store's API on an in-memory IndexedDB, with a real reviewed game and
 * the puzzle the solver made of its blunder.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, moveToString, START, type Position } from '../engine';
import { position, reviewedGame } from '../review/testing';
import { fromStoredReview, reviewKey } from '../review/stored';
import { ProgressError } from './errors';
import { MAX_GAME_REVIEWS } from './store';
import { freshStore, jan } from './testing';
import type { StoredGameReview } from './types';
import { reviewId } from './puzzles-check';

/** A review (every move "best", even chances) of each game of `plies` plies from the start, up to `count` games. */
function plainReviews(count: number, plies: number): StoredGameReview[] {
	const out: StoredGameReview[] = [];
	const fen = makeFen(START);
	const walk = (pos: Position, moves: string[]) => {
		if (out.length >= count) return;
		if (moves.length === plies) {
			const even = { kind: 'estimate' as const, evaluation: 0, percent: 50 };
			out.push({
				key: reviewKey(fen, moves),
				source: { kind: 'pdn', title: `game ${out.length}` },
				fen,
				moves,
				movetimeMs: 60,
				reviewedAt: jan(1) + out.length * 1000,
				review: {
					plies: moves.map((move, i) => ({
						ply: i + 1,
						move,
						white: i % 2 === 0,
						forced: false,
						before: even,
						after: even,
						expectedBefore: 50,
						expectedAfter: 50,
						drop: 0,
						class: 'best',
						proof: null,
						better: null
					})),
					whiteExpected: [50, ...moves.map(() => 50)],
					accuracy: { white: 100, black: plies > 1 ? 100 : null },
					keyMoments: []
				}
			});
			return;
		}
		for (const m of legalMoves(pos)) walk(applyMove(pos, m), [...moves, moveToString(m)]);
	};
	walk(START, []);
	return out;
}

describe('stored game reviews', () => {
	it('keeps a review under its key, reads it back whole, lists its key and forgets it', async () => {
		const { store } = await freshStore();
		const { stored, review } = reviewedGame();
		expect(await store.gameReview(stored.key)).toBeNull();
		await store.saveGameReview(stored);
		const back = await store.gameReview(stored.key);
		expect(back).toEqual(stored);
		expect(fromStoredReview(back!.review, position(back!.fen))).toEqual(review);
		expect(await store.gameReviewKeys()).toEqual([stored.key]);
		await store.removeGameReview(stored.key);
		expect(await store.gameReview(stored.key)).toBeNull();
		expect(await store.gameReviewKeys()).toEqual([]);
	});

	it('a review made later replaces the stored one; an older one changes nothing', async () => {
		const { store } = await freshStore();
		const { stored } = reviewedGame();
		await store.saveGameReview(stored);
		await store.saveGameReview({ ...stored, reviewedAt: stored.reviewedAt - 1, movetimeMs: 5 });
		expect((await store.gameReview(stored.key))?.movetimeMs).toBe(20);
		await store.saveGameReview({ ...stored, reviewedAt: stored.reviewedAt + 1, movetimeMs: 60 });
		expect((await store.gameReview(stored.key))?.movetimeMs).toBe(60);
	});

	it('refuses a review that does not fit its game, and stores nothing', async () => {
		const { store } = await freshStore();
		const { stored } = reviewedGame();
		const wrongMove = structuredClone(stored);
		wrongMove.moves[1] = 'a1-b2';
		wrongMove.review.plies[1].move = 'a1-b2';
		wrongMove.key = reviewKey(wrongMove.fen, wrongMove.moves);
		await expect(store.saveGameReview(wrongMove)).rejects.toThrow(/moves: cannot be played/);
		await expect(store.saveGameReview({ ...stored, moves: stored.moves.slice(1) })).rejects.toBeInstanceOf(ProgressError);
		expect(await store.gameReviewKeys()).toEqual([]);
	});

	it(`keeps the ${MAX_GAME_REVIEWS} made last, forgetting the oldest`, async () => {
		const { store } = await freshStore();
		const reviews = plainReviews(MAX_GAME_REVIEWS + 2, 3);
		expect(new Set(reviews.map((r) => r.key)).size).toBe(MAX_GAME_REVIEWS + 2);
		for (const r of reviews) await store.saveGameReview(r);
		const kept = await store.gameReviewKeys();
		expect(kept).toHaveLength(MAX_GAME_REVIEWS);
		expect(kept).not.toContain(reviews[0].key);
		expect(kept).not.toContain(reviews[1].key);
		expect(await store.gameReview(reviews[MAX_GAME_REVIEWS + 1].key)).toEqual(reviews[MAX_GAME_REVIEWS + 1]);
	});

	it("refuses a review under a key that is not its game's", async () => {
		const { store } = await freshStore();
		const { stored } = reviewedGame();
		await expect(store.saveGameReview({ ...stored, key: 'rv-0' })).rejects.toThrow(/key: does not match/);
	});

	it('a corrupt stored row reads as none and is reported', async () => {
		const seen: unknown[] = [];
		const { store } = await freshStore({ onCorrupt: (r) => seen.push(r) });
		const { stored } = reviewedGame();
		await store.db.gameReviews.put({ ...stored, review: { ...stored.review, whiteExpected: [] } });
		expect(await store.gameReview(stored.key)).toBeNull();
		expect(seen).toEqual([expect.objectContaining({ table: 'gameReviews', key: stored.key })]);
	});
});

describe('personal puzzles', () => {
	it('adds a puzzle with a review card due at once; adding it again keeps the older', async () => {
		const { store } = await freshStore();
		const { puzzle } = reviewedGame();
		expect(await store.addOwnPuzzles([puzzle], jan(10))).toHaveLength(1);
		// Made by this device's review: proved here.
		expect(await store.ownPuzzle(puzzle.id)).toEqual({ ...puzzle, createdAt: jan(10), check: { state: 'proved', at: jan(10) } });
		const due = await store.dueReviews(jan(10));
		expect(due.map((c) => c.id)).toEqual([reviewId('puzzle', puzzle.id)]);
		expect(due[0]).toMatchObject({ kind: 'puzzle', ref: puzzle.id, due: jan(10) });
		// Made again from the same game later (a second review): nothing changes, the card is not reset.
		await store.recordReview(reviewId('puzzle', puzzle.id), 'good', jan(10, 1));
		expect(await store.addOwnPuzzles([{ ...puzzle, difficulty: 5 }], jan(12))).toEqual([]);
		expect(await store.ownPuzzle(puzzle.id)).toMatchObject({ createdAt: jan(10), difficulty: puzzle.difficulty });
		expect((await store.reviewCard(reviewId('puzzle', puzzle.id)))?.reps).toBe(1);
	});

	it('lists them newest first, and removing one also removes its card', async () => {
		const { store } = await freshStore();
		const { puzzle: a } = reviewedGame('g-1');
		const { puzzle: b } = reviewedGame('g-2');
		await store.addOwnPuzzles([a], jan(10));
		await store.addOwnPuzzles([b, b], jan(11));
		expect((await store.ownPuzzles()).map((p) => p.id)).toEqual(['own-g-2-1', 'own-g-1-1']);
		expect((await store.dueReviews(jan(11))).map((c) => c.ref).sort()).toEqual(['own-g-1-1', 'own-g-2-1']);
		await store.removeOwnPuzzle('own-g-1-1');
		expect((await store.ownPuzzles()).map((p) => p.id)).toEqual(['own-g-2-1']);
		expect(await store.ownPuzzle('own-g-1-1')).toBeNull();
		expect(await store.reviewCard(reviewId('puzzle', 'own-g-1-1'))).toBeNull();
		expect((await store.dueReviews(jan(11))).map((c) => c.ref)).toEqual(['own-g-2-1']);
	});

	it('refuses a puzzle that is not one (wrong id, unplayable solution), adding none of the batch', async () => {
		const { store } = await freshStore();
		const { puzzle } = reviewedGame();
		const other = { ...puzzle, id: 'own-g-9-1', origin: { gameId: 'g-9', ply: 1 }, title: { ...puzzle.title, gameId: 'g-9' } };
		await expect(store.addOwnPuzzles([other, { ...puzzle, id: 'own-x' }], jan(10))).rejects.toThrow(/ownPuzzles\[1\]\.id/);
		await expect(store.addOwnPuzzles([{ ...puzzle, solution: [...puzzle.solution].reverse() }], jan(10))).rejects.toThrow(/solution/);
		await expect(store.addOwnPuzzles([{ ...puzzle, claim: 'win in 2' }], jan(10))).rejects.toThrow(/solution: expected 4 moves/);
		expect(await store.ownPuzzles()).toEqual([]);
		expect(await store.dueReviews(jan(10))).toEqual([]);
	});

	it('clearing progress forgets them and the reviews', async () => {
		const { store } = await freshStore();
		const { puzzle, stored } = reviewedGame();
		await store.addOwnPuzzles([puzzle], jan(10));
		await store.saveGameReview(stored);
		await store.clearProgress();
		expect(await store.ownPuzzles()).toEqual([]);
		expect(await store.gameReviewKeys()).toEqual([]);
	});
});
