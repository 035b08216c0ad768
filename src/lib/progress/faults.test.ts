/**
 * Issue 31, the store's part: an ordinary-checkers review is kept; dates
 * from a file are clamped to the present, so a file of reviews dated 2200
 * evicts nothing; the review cap holds on import and never drops a review
 * that a personal puzzle links back to; imported games must be played by
 * the rules; one owner per game in progress and a finished game is final;
 * a file of format 5 still imports (its proofs as data).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moveToString } from '../engine';
import { reviewGame } from '../review/review';
import { reviewKey, toStoredReview } from '../review/stored';
import { PUZZLE_FEN, reviewedGame, thrownWin } from '../review/testing';
import { MAX_GAME_REVIEWS, type ProgressStore } from './store';
import { freshStore, IMPORTED_AT, jan } from './testing';
import { clampToPresent, makeProgressExport, parseProgressExport, serializeProgress, type ProgressExport } from './transfer';
import type { PlayedGame, StoredGameReview } from './types';

const FORMAT_5 = readFileSync(new URL('../../../tests/fixtures/progress-format-5.json', import.meta.url), 'utf8');

/** The review of an empty game from the `i`-th of many two-man positions: a cheap valid review per key. */
function emptyReview(i: number, reviewedAt: number): StoredGameReview {
	const white = 5 + (i % 28);
	const black = 1 + Math.floor(i / 28);
	const fen = `W:W${white}:B${black === white ? 28 : black}`;
	return {
		key: reviewKey(fen, []),
		source: { kind: 'pdn', title: `game ${i}` },
		fen,
		moves: [],
		movetimeMs: 60,
		reviewedAt,
		review: { plies: [], whiteExpected: [50], accuracy: { white: null, black: null }, keyMoments: [] }
	};
}

/** A file of the store's export with these reviews in it. */
async function fileWith(gameReviews: StoredGameReview[]): Promise<string> {
	const { store } = await freshStore();
	const file = await store.exportProgress(jan(20));
	return serializeProgress({ ...file, data: { ...file.data, gameReviews } });
}

describe('an ordinary-checkers review (item 3)', () => {
	it('is kept and read back under its own key (the key of the aim)', async () => {
		const { store } = await freshStore();
		const game = thrownWin();
		const moves = game.moves.map(moveToString);
		const review = reviewGame({ ...game, aim: 'russian' }, { movetimeMs: 20 });
		const stored: StoredGameReview = {
			key: reviewKey(PUZZLE_FEN, moves, 'russian'),
			source: { kind: 'pdn', title: 'ordinary' },
			fen: PUZZLE_FEN,
			moves,
			movetimeMs: 20,
			reviewedAt: jan(10),
			review: toStoredReview(review!),
			aim: 'russian'
		};
		await store.saveGameReview(stored);
		expect(await store.gameReview(stored.key)).toEqual(stored);
		expect(stored.key).not.toBe(reviewKey(PUZZLE_FEN, moves));
		// Its key says its aim: one of giveaway's key is refused, as is a giveaway record under the ordinary key.
		await expect(store.saveGameReview({ ...stored, aim: undefined })).rejects.toMatchObject({ kind: 'invalid' });
		// It goes out with the file and comes back (format 6 carries the aim).
		const other = (await freshStore()).store;
		expect((await other.importProgress(serializeProgress(await store.exportProgress(jan(20))), 'replace', IMPORTED_AT)).ok).toBe(true);
		expect(await other.gameReview(stored.key)).toMatchObject({ aim: 'russian', key: stored.key });
	});
});

describe('dates from a file (item 5)', () => {
	it('reviews dated 2200 are clamped to the import time and evict no review made after', async () => {
		const { store } = await freshStore();
		const in2200 = Date.UTC(2200, 0, 1);
		const reviews = Array.from({ length: MAX_GAME_REVIEWS }, (_, i) => emptyReview(i, in2200 + i));
		expect((await store.importProgress(await fileWith(reviews), 'replace', IMPORTED_AT)).ok).toBe(true);
		const kept = await Promise.all(reviews.map((r) => store.gameReview(r.key)));
		expect(kept.every((r) => r !== null && r.reviewedAt <= IMPORTED_AT)).toBe(true);
		// Order kept: the latest of the file is now, each earlier a millisecond before.
		expect(kept[MAX_GAME_REVIEWS - 1]?.reviewedAt).toBe(IMPORTED_AT);
		expect(kept[0]?.reviewedAt).toBe(IMPORTED_AT - (MAX_GAME_REVIEWS - 1));
		// A review made after the import is kept; the oldest imported one makes room.
		const mine = emptyReview(500, IMPORTED_AT + 60_000);
		await store.saveGameReview(mine);
		expect(await store.gameReview(mine.key)).not.toBeNull();
		expect(await store.gameReview(reviews[0].key)).toBeNull();
		expect(await store.gameReviewKeys()).toHaveLength(MAX_GAME_REVIEWS);
	});

	it('every time of a file is clamped, in order, a card’s due date kept', () => {
		const file = makeProgressExport(
			{
				attempts: [
					{ puzzleId: 'a', date: '2200-01-01', at: Date.UTC(2200, 0, 2), result: 'solved', timeMs: 1, moves: [], hintUsed: false, daily: false },
					{ puzzleId: 'a', date: '2026-01-05', at: jan(5), result: 'solved', timeMs: 1, moves: [], hintUsed: false, daily: false }
				],
				daily: [],
				reviews: [],
				twelve: [],
				studies: [],
				settings: null,
				ratings: [],
				runs: [{ kind: 'storm', date: '2200-01-01', startedAt: Date.UTC(2200, 0, 1), at: Date.UTC(2200, 0, 1, 0, 3), score: 1, mistakes: 0, bestCombo: 1 }],
				twelveGames: [],
				games: [],
				gameReviews: [],
				ownPuzzles: [],
				// The course's records (issue 35): a lesson dated 2200 would win every merge of its place.
				lessons: [{ kind: 'lesson', id: 'moves', step: 1, mistakes: 0, stars: 0, skipped: false, at: Date.UTC(2200, 0, 1, 0, 1) }]
			},
			jan(20)
		);
		const d = clampToPresent(file.data, IMPORTED_AT);
		expect(d.attempts.map((a) => a.at)).toEqual([jan(5), IMPORTED_AT]);
		expect(d.runs.map((r) => [r.startedAt, r.at])).toEqual([[IMPORTED_AT - 3, IMPORTED_AT - 1]]);
		expect(d.lessons?.map((r) => r.at)).toEqual([IMPORTED_AT - 2]);
		// A file without the course's part stays without it.
		expect(clampToPresent({ ...file.data, lessons: undefined }, IMPORTED_AT).lessons).toBeUndefined();
	});
});

describe('the review cap (item 9)', () => {
	it('never drops the review a personal puzzle links back to, and holds on import', async () => {
		const { store } = await freshStore();
		const { stored, puzzle } = reviewedGame();
		// A pasted game's puzzle: its game id is the review's key, and the review is the only copy of the game.
		const pasted = { ...stored, source: { kind: 'pdn' as const, title: 'pasted' }, reviewedAt: jan(1) };
		const own = { ...puzzle, id: `own-${stored.key}-1`, origin: { gameId: stored.key, ply: 1 }, title: { ...puzzle.title, gameId: stored.key } };
		await store.saveGameReview(pasted);
		await store.addOwnPuzzles([own], jan(1));
		for (let i = 0; i < MAX_GAME_REVIEWS; i++) await store.saveGameReview(emptyReview(i, jan(2) + i));
		expect(await store.gameReview(stored.key)).not.toBeNull();
		expect(await store.gameReviewKeys()).toHaveLength(MAX_GAME_REVIEWS);
		// An import of 300 reviews keeps the newest MAX_GAME_REVIEWS (and the needed one), not 300 for the next save to delete.
		const many = Array.from({ length: 300 }, (_, i) => emptyReview(i + 20, jan(3) + i));
		expect((await store.importProgress(await fileWith(many), 'merge', IMPORTED_AT)).ok).toBe(true);
		const keys = await store.gameReviewKeys();
		expect(keys).toHaveLength(MAX_GAME_REVIEWS);
		expect(keys).toContain(stored.key);
		expect(keys).toContain(many[299].key);
		expect(keys).not.toContain(many[0].key);
	});
});

const GAME: PlayedGame = {
	id: 'g-1',
	startedAt: jan(7),
	at: jan(7),
	level: 1,
	color: 'white',
	fen: 'W:We3:Bg5',
	moves: [],
	result: null,
	reason: null
};

describe('games against the app from a file (item 8)', () => {
	async function fileWithGames(games: PlayedGame[]): Promise<string> {
		const { store } = await freshStore();
		const file: ProgressExport = await store.exportProgress(jan(20));
		return serializeProgress({ ...file, data: { ...file.data, games } });
	}

	it('a game with an illegal move, a result its moves do not lead to, or moves after the end is refused, naming it', async () => {
		const { store } = await freshStore();
		const cases: [PlayedGame, string][] = [
			[{ ...GAME, moves: ['e3-d4', 'g5-f6'], result: 'won', reason: 'no-pieces' }, 'file.data.games[0].moves[1]'],
			[{ ...GAME, moves: ['e3-f4'], result: 'won', reason: 'no-pieces' }, 'file.data.games[0].result'],
			[{ ...GAME, moves: ['e3-f4', 'g5:e3'], result: 'lost', reason: 'no-pieces' }, 'file.data.games[0].result'],
			[{ ...GAME, moves: ['e3-f4', 'g5:e3'], result: null, reason: null }, 'file.data.games[0].result'],
			[{ ...GAME, moves: ['e3-d4', 'g5-f6', 'x'], result: null, reason: null }, 'file.data.games[0].moves[1]']
		];
		for (const [game, path] of cases) {
			const r = await store.importProgress(await fileWithGames([game]), 'merge', IMPORTED_AT);
			expect([game.moves, r.ok ? null : r.error]).toEqual([game.moves, { kind: 'invalid', path }]);
		}
		expect(await store.games()).toEqual([]);
		const good = { ...GAME, moves: ['e3-f4', 'g5:e3'], result: 'won' as const, reason: 'no-pieces' };
		expect((await store.importProgress(await fileWithGames([good]), 'merge', IMPORTED_AT)).ok).toBe(true);
		expect(await store.games()).toEqual([good]);
	});
});

describe('one owner per game, and a finished game is final (item 6)', () => {
	async function started(): Promise<ProgressStore> {
		const { store } = await freshStore();
		expect(await store.saveGame({ ...GAME, step: 0, owner: 'tab-a' })).toBe('saved');
		return store;
	}

	it('the sequence of the trial: one tab resigns, a move in the other changes nothing', async () => {
		const store = await started();
		// Both tabs had the game; tab A resigns.
		expect(await store.saveGame({ ...GAME, at: jan(7) + 1, step: 1, owner: 'tab-a', result: 'resigned', reason: 'resigned' })).toBe('saved');
		// Tab B (no lock: the store alone) plays a move of the game in progress it still shows.
		expect(await store.saveGame({ ...GAME, at: jan(7) + 2, step: 1, owner: 'tab-b', moves: ['e3-f4'] })).toBe('finished');
		expect(await store.saveGame({ ...GAME, at: jan(7) + 3, step: 9, owner: 'tab-a', moves: ['e3-f4'] })).toBe('finished');
		expect((await store.games())[0]).toMatchObject({ result: 'resigned', moves: [] });
		// Claiming it does not reopen it.
		expect(await store.claimGame('g-1', 'tab-b')).toMatchObject({ result: 'resigned' });
	});

	it('another tab’s write, and an older step, are refused until it takes the game over', async () => {
		const store = await started();
		expect(await store.saveGame({ ...GAME, step: 1, owner: 'tab-b', moves: ['e3-f4'] })).toBe('elsewhere');
		expect(await store.saveGame({ ...GAME, step: 0, owner: 'tab-a', moves: ['e3-f4'] })).toBe('stale');
		expect(await store.saveGame({ ...GAME, step: 1, owner: 'tab-a', moves: ['e3-f4'] })).toBe('saved');
		expect(await store.claimGame('g-1', 'tab-b')).toMatchObject({ owner: 'tab-b', step: 1 });
		expect(await store.saveGame({ ...GAME, step: 2, owner: 'tab-a', moves: [] })).toBe('elsewhere');
		expect(await store.saveGame({ ...GAME, step: 2, owner: 'tab-b', moves: [] })).toBe('saved');
		// Owner and step stay on the device: the file's game has neither.
		expect((await store.exportProgress(jan(20))).data.games).toEqual([GAME]);
	});
});

describe('a file of format 5 (tests/fixtures/progress-format-5.json)', () => {
	it('still imports: its proofs as data (no text kept), its review and puzzle unproved until proved here', async () => {
		expect(JSON.parse(FORMAT_5).version).toBe(5);
		const parsed = parseProgressExport(FORMAT_5);
		expect(parsed.ok && parsed.value.version).toBe(6);
		const { store } = await freshStore();
		expect((await store.importProgress(FORMAT_5, 'replace', IMPORTED_AT)).ok).toBe(true);
		const [own] = await store.ownPuzzles();
		expect(own.check).toEqual({ state: 'unproved' });
		expect((await store.unprovedClaims()).ownPuzzles.map((p) => p.id)).toEqual([own.id]);
	});

	it('with the course’s part (as the app wrote format 5 with lessons, issue 35) imports its lessons too', async () => {
		const lessons = [
			{ kind: 'drill', id: 'two-v-one', stars: 2, tries: 3, at: jan(9) },
			{ kind: 'lesson', id: 'moves', step: 4, mistakes: 0, stars: 3, skipped: false, at: jan(9) }
		];
		const v5 = JSON.parse(FORMAT_5);
		const text = JSON.stringify({ ...v5, schema: 6, data: { ...v5.data, lessons } });
		const { store } = await freshStore();
		expect((await store.importProgress(text, 'replace', IMPORTED_AT)).ok).toBe(true);
		expect(await store.learnRecords()).toEqual(lessons);
		const again = await store.exportProgress(jan(20));
		expect([again.version, again.data.lessons]).toEqual([6, lessons]);
		// A bad lesson in a format-5 file is refused with its path, as in format 6.
		const bad = parseProgressExport(JSON.stringify({ ...v5, data: { ...v5.data, lessons: [{ ...lessons[1], stars: 4 }] } }));
		expect(!bad.ok && bad.error).toMatchObject({ kind: 'invalid', path: 'file.data.lessons[0].stars' });
	});

	it('a format-5 review with a proof text reads back without it', async () => {
		const { stored } = reviewedGame();
		const v5 = structuredClone(stored) as StoredGameReview & { review: { plies: { proof: object | null }[] } };
		for (const p of v5.review.plies) if (p.proof) Object.assign(p.proof, { text: 'win in 1 -> loss in 1' });
		const { store } = await freshStore();
		const file = await store.exportProgress(jan(20));
		const text = serializeProgress({ ...file, version: 5 as never, data: { ...file.data, gameReviews: [v5] } });
		expect((await store.importProgress(text, 'replace', IMPORTED_AT)).ok).toBe(true);
		const back = await store.gameReview(stored.key);
		expect(back?.review.plies.every((p) => p.proof === null || !Object.hasOwn(p.proof, 'text'))).toBe(true);
		expect(JSON.stringify(await store.exportProgress(jan(20)))).not.toContain('"text"');
	});
});
