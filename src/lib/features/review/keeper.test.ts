/** The review page's keeper over the progress port, with an in-memory store behind it: what is saved reads back whole. */
import { describe, expect, it } from 'vitest';
import { connectProgress, type ProgressConnection } from '$lib/app/progress-link';
import type { StoredGameReview, StoredOwnPuzzle } from '$lib/progress';
import type { PersonalPuzzle } from '$lib/review/puzzle';
import { runReproveTask, runReviewTask } from '$lib/review/tasks';
import type { ProverPort } from '$lib/app/claims';
import type { ReviewGame } from './controller.svelte';
import { deviceKeeper as keeperWith, gameOnDevice, keyOf } from './keeper';

/** The review worker's reprove task, in-process. */
const prover: ProverPort = { request: async (task, onProgress) => runReproveTask(task, onProgress)! };
const deviceKeeper = keeperWith(() => prover);

const GAME: ReviewGame = { fen: 'W:Wa1,f2,g3:Be7,h4', moves: ['f2-e3', 'h4:f2:d4', 'a1-b2'], source: { kind: 'playout' }, puzzlesFor: 'white' };

describe('deviceKeeper', () => {
	it('saves a review under the game’s key and reads it back whole, and lists the puzzles made from this game only', async () => {
		const reviews = new Map<string, StoredGameReview>();
		const puzzles: StoredOwnPuzzle[] = [];
		const store = {
			games: async () => [
				{ id: 'g-1', startedAt: 1, at: 2, level: 1, color: 'black', fen: GAME.fen, moves: GAME.moves, result: 'lost', reason: 'resigned' },
				{ id: 'g-2', startedAt: 3, at: 3, level: 1, color: 'white', fen: GAME.fen, moves: [], result: null, reason: null }
			],
			gameReview: async (key: string) => reviews.get(key) ?? null,
			gameReviewKeys: async () => [...reviews.keys()],
			saveGameReview: async (r: StoredGameReview) => void reviews.set(r.key, r),
			recordReviewProof: async (key: string, reviewedAt: number, proved: { review: StoredGameReview['review']; dropped: number }) => {
				const r = reviews.get(key);
				if (r && r.reviewedAt === reviewedAt) reviews.set(key, { ...r, review: proved.review, check: { state: 'proved', at: 1, dropped: proved.dropped } });
			},
			ownPuzzles: async () => puzzles,
			addOwnPuzzles: async (list: PersonalPuzzle[], at: number) => void puzzles.push(...list.map((p) => ({ ...p, createdAt: at })))
		} as unknown as ProgressConnection;
		connectProgress(store);
		const key = keyOf(GAME);
		const result = runReviewTask({ fen: GAME.fen, moves: GAME.moves, options: { movetimeMs: 20 }, puzzlesFor: 'white', gameId: key })!;
		const { puzzles: made = [], ...review } = result;

		expect(await deviceKeeper.load(GAME)).toBeNull();
		expect(await deviceKeeper.save(GAME, review, 20, 1234)).toBe(true);
		expect(reviews.get(key)).toMatchObject({ key, source: { kind: 'playout' }, fen: GAME.fen, moves: GAME.moves, movetimeMs: 20, reviewedAt: 1234 });
		// Made by this device's worker: kept as proved here.
		expect(reviews.get(key)?.check).toEqual({ state: 'proved', at: 1234 });
		const back = await deviceKeeper.load(GAME);
		expect(back?.reviewedAt).toBe(1234);
		expect(back?.review).toEqual(review);
		expect(back?.provedHere).toBe(true);

		// The same review from a file, its proof rewritten: not proved here; proving it takes the forged proof out and keeps it so.
		const row = reviews.get(key)!;
		const forged = structuredClone(row.review);
		forged.plies[0].proof = { before: { kind: 'win', n: 1 }, after: { kind: 'loss', n: 1 }, missed: null };
		reviews.set(key, { ...row, review: forged, check: { state: 'unproved' } });
		expect((await deviceKeeper.load(GAME))?.provedHere).toBe(false);
		const proved = await deviceKeeper.prove!(GAME, () => {});
		expect(proved).toMatchObject({ provedHere: true, dropped: 1 });
		expect(proved?.review.plies[0].proof).toBeNull();
		expect(reviews.get(key)?.check).toEqual({ state: 'proved', at: 1, dropped: 1 });
		reviews.set(key, row);

		expect(made).toHaveLength(1);
		expect(await deviceKeeper.addPuzzles(made, 1234)).toBe(true);
		puzzles.push({ ...made[0], id: 'own-other-1', origin: { gameId: 'other', ply: 1 }, createdAt: 1 });
		expect((await deviceKeeper.puzzles(GAME)).map((p) => p.id)).toEqual([made[0].id]);

		// ?game= names a saved finished game, or a stored review by its key (the side: that of its puzzles).
		// Who played which colour: the user and the app at the game's level (issue 34).
		expect(await gameOnDevice('g-1')).toEqual({
			fen: GAME.fen,
			moves: GAME.moves,
			source: { kind: 'game', gameId: 'g-1' },
			puzzlesFor: 'black',
			players: { white: { kind: 'app', level: 1 }, black: { kind: 'you' } }
		});
		expect(await gameOnDevice('g-2')).toBeNull();
		expect(await gameOnDevice(key)).toEqual({ ...GAME, puzzlesFor: 'white' });
		expect(await gameOnDevice('rv-none')).toBeNull();
	});
});
