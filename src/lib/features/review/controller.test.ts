/** The review page's controller with an injected worker client, store and clock (a real review of a thrown-away win as the worker's answer). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCancelled, ReviewFailed } from '$lib/review/client';
import type { ReviewResult, ReviewTask } from '$lib/review/protocol';
import type { PersonalPuzzle } from '$lib/review/puzzle';
import type { GameReview, ReviewProgress } from '$lib/review/review';
import { runReviewTask } from '$lib/review/tasks';
import { makeFen } from '$lib/engine';
import {
	LINE_STEP_MS,
	ReviewController,
	moveNumberLabel,
	puzzleGameId,
	type ReviewGame,
	type ReviewKeeper,
	type ReviewPort,
	type StoredReviewRead
} from './controller.svelte';
import { proofOf } from '$lib/review/testing';

// lesson-lure-h4 (White wins in 3) thrown away by f2-e3.
const GAME: ReviewGame = {
	fen: 'W:Wa1,f2,g3:Be7,h4',
	moves: ['f2-e3', 'h4:f2:d4', 'a1-b2'],
	source: { kind: 'game', gameId: 'g-7' },
	puzzlesFor: 'white'
};
let real: ReviewResult | null = null;
const answer = (): ReviewResult =>
	(real ??= runReviewTask({ fen: GAME.fen, moves: GAME.moves, options: { movetimeMs: 20 }, puzzlesFor: 'white', gameId: 'g-7' })!);

/** A client whose requests the test answers. */
class FakeClient implements ReviewPort {
	requests: { task: ReviewTask; onProgress?: (p: ReviewProgress) => void; resolve: (r: ReviewResult) => void; reject: (e: Error) => void }[] = [];
	cancels = 0;
	request(task: ReviewTask, onProgress?: (p: ReviewProgress) => void): Promise<ReviewResult> {
		// A new request cancels the one in flight, as the real client does.
		this.cancel();
		return new Promise((resolve, reject) => this.requests.push({ task, onProgress, resolve, reject }));
	}
	cancel(): void {
		this.cancels++;
		const last = this.requests.at(-1);
		last?.reject(new ReviewCancelled());
	}
	dispose(): void {}
	get last() {
		return this.requests.at(-1)!;
	}
}

class FakeKeeper implements ReviewKeeper {
	stored: StoredReviewRead | null = null;
	/** What proving the stored review gives (a file's review, not proved here yet). */
	provedAgain: StoredReviewRead | null = null;
	proofProgress: ReviewProgress[] = [];
	saved: { review: GameReview; movetimeMs: number; at: number }[] = [];
	added: { puzzles: PersonalPuzzle[]; at: number }[] = [];
	refuse = false;
	async load() {
		return this.stored;
	}
	async prove(_game: ReviewGame, onProgress: (p: ReviewProgress) => void) {
		for (const p of this.proofProgress) onProgress(p);
		return this.provedAgain;
	}
	async save(_game: ReviewGame, review: GameReview, movetimeMs: number, at: number) {
		this.saved.push({ review, movetimeMs, at });
		return !this.refuse;
	}
	async puzzles() {
		return this.added.flatMap((a) => a.puzzles);
	}
	async addPuzzles(puzzles: PersonalPuzzle[], at: number) {
		this.added.push({ puzzles, at });
		return true;
	}
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup() {
	const client = new FakeClient();
	const keeper = new FakeKeeper();
	let made = 0;
	const c = new ReviewController({
		makeClient: () => {
			made++;
			return client;
		},
		keeper,
		now: () => 1_700_000_000_000,
		keyOf: (g) => `k:${g.moves.length}`,
		movetimeMs: 20
	});
	return { c, client, keeper, made: () => made };
}

afterEach(() => vi.useRealTimers());

describe('ReviewController', () => {
	it('reviews a game in the worker with progress, then stores the review and the puzzles of the user side at the clock’s time', async () => {
		const { c, client, keeper } = setup();
		await c.open(GAME);
		expect(c.state).toBe('working');
		expect(c.total).toBe(4);
		expect(client.last.task).toMatchObject({ fen: GAME.fen, moves: GAME.moves, puzzlesFor: 'white', gameId: 'g-7', options: { movetimeMs: 20 } });
		client.last.onProgress?.({ done: 2, total: 4 });
		expect([c.done, c.total]).toEqual([2, 4]);
		client.last.resolve(answer());
		await flush();
		expect(c.state).toBe('done');
		expect(c.from).toBe('worker');
		expect(c.review?.plies[0].class).toBe('blunder');
		expect(keeper.saved).toHaveLength(1);
		expect(keeper.saved[0]).toMatchObject({ movetimeMs: 20, at: 1_700_000_000_000 });
		expect('puzzles' in keeper.saved[0].review).toBe(false);
		expect(keeper.added[0].puzzles.map((p) => p.id)).toEqual(['own-g-7-1']);
		expect(c.puzzles.map((p) => p.id)).toEqual(['own-g-7-1']);
		expect(c.reviewedAt).toBe(1_700_000_000_000);
	});

	it('opens a stored review at once, with no worker started', async () => {
		const { c, keeper, made } = setup();
		const { puzzles: _, ...stored } = answer();
		keeper.stored = { review: stored, reviewedAt: 5, provedHere: true, dropped: 0 };
		await c.open(GAME);
		expect(c.state).toBe('done');
		expect(c.from).toBe('stored');
		expect(c.reviewedAt).toBe(5);
		expect(made()).toBe(0);
	});

	it('a stored review this device has not proved (from a file) is proved first, with progress; its proofs that did not prove are not shown', async () => {
		const { c, keeper, made } = setup();
		const { puzzles: _, ...stored } = answer();
		const forged = {
			...stored,
			plies: stored.plies.map((p, i) =>
				i === 0 ? { ...p, proof: { before: { kind: 'win' as const, n: 1 }, after: { kind: 'loss' as const, n: 1 }, missed: null } } : p
			)
		};
		keeper.stored = { review: forged, reviewedAt: 5, provedHere: false, dropped: 0 };
		keeper.provedAgain = {
			review: { ...forged, plies: forged.plies.map((p, i) => (i === 0 ? { ...p, proof: null } : p)) },
			reviewedAt: 5,
			provedHere: true,
			dropped: 1
		};
		keeper.proofProgress = [
			{ done: 0, total: 1 },
			{ done: 1, total: 1 }
		];
		await c.open(GAME);
		expect(c.state).toBe('done');
		expect(c.from).toBe('stored');
		expect(c.dropped).toBe(1);
		expect(c.review?.plies[0].proof).toBeNull();
		expect(made()).toBe(0);
		// No prover (or it fails): the review is made anew, the file's never shown.
		const again = setup();
		again.keeper.stored = { review: forged, reviewedAt: 5, provedHere: false, dropped: 0 };
		again.keeper.provedAgain = null;
		await again.c.open(GAME);
		expect(again.c.review).toBeNull();
		expect(again.c.state).toBe('working');
		expect(again.client.requests).toHaveLength(1);
	});

	it('a stored review of another length is not this game’s: it is reviewed again', async () => {
		const { c, client, keeper } = setup();
		keeper.stored = { review: { ...answer(), plies: answer().plies.slice(1) }, reviewedAt: 5, provedHere: true, dropped: 0 };
		await c.open(GAME);
		expect(c.state).toBe('working');
		expect(client.requests).toHaveLength(1);
	});

	it('cancel stops the worker, a late answer is ignored, restart reviews it again', async () => {
		const { c, client } = setup();
		await c.open(GAME);
		const first = client.last;
		c.cancel();
		expect(c.state).toBe('cancelled');
		expect(client.cancels).toBeGreaterThan(0);
		first.resolve(answer());
		await flush();
		expect(c.state).toBe('cancelled');
		c.restart();
		expect(c.state).toBe('working');
		expect(client.requests).toHaveLength(2);
		client.last.resolve(answer());
		await flush();
		expect(c.state).toBe('done');
	});

	it('a failed review says so and can be restarted; a game that does not replay never reaches the worker', async () => {
		const { c, client } = setup();
		await c.open(GAME);
		client.last.reject(new ReviewFailed('the review crashed twice'));
		await flush();
		expect(c.state).toBe('error');
		expect(c.error).toBe('failed');
		c.restart();
		expect(c.state).toBe('working');
		await c.open({ ...GAME, moves: ['f2-e3', 'e7-f6'] });
		expect(c.state).toBe('error');
		expect(c.error).toBe('bad-game');
		expect(client.requests).toHaveLength(2);
	});

	it('a review that could not be stored is shown and said unsaved', async () => {
		const { c, client, keeper } = setup();
		keeper.refuse = true;
		await c.open(GAME);
		client.last.resolve(answer());
		await flush();
		expect(c.state).toBe('done');
		expect(c.unsaved).toBe(true);
	});

	it('the board follows the ply chosen, steps and key moments stay inside the game', async () => {
		const { c, client } = setup();
		await c.open(GAME);
		// The positions are there while the worker looks: stepping answers at once.
		c.step(1);
		expect(c.ply).toBe(1);
		expect(makeFen(c.position!)).toBe('B:Wa1,e3,g3:Be7,h4');
		c.select(99);
		expect(c.ply).toBe(3);
		c.step(-9);
		expect(c.ply).toBe(0);
		client.last.resolve(answer());
		await flush();
		expect(c.keyMoments).toContain(1);
		expect(c.nextKey).toBe(1);
		c.select(c.nextKey!);
		expect(proofOf(c.current?.proof)).toMatch(/^win in 3 -> /);
		expect(c.previousKey).toBeNull();
	});

	it('steps the missed winning line on the board, one move a step, and back to the game', async () => {
		vi.useFakeTimers();
		const { c, client } = setup();
		await c.open(GAME);
		client.last.resolve(answer());
		await vi.advanceTimersByTimeAsync(0);
		c.select(1);
		const missed = c.current!.proof!.missed!;
		c.showMissed();
		expect(makeFen(c.position!)).toBe(makeFen(c.positions[0]));
		vi.advanceTimersByTime(LINE_STEP_MS);
		expect(c.lastMove).toEqual(missed.line[0]);
		vi.advanceTimersByTime(LINE_STEP_MS * missed.line.length);
		expect(c.line?.step).toBe(missed.line.length);
		c.stopLine();
		expect(c.line).toBeNull();
		expect(makeFen(c.position!)).toBe(makeFen(c.positions[1]));
	});
});

describe('helpers', () => {
	it('numbers moves from either side', () => {
		expect([1, 2, 3].map((p) => moveNumberLabel(p, true))).toEqual(['1.', '1…', '2.']);
		expect([1, 2, 3].map((p) => moveNumberLabel(p, false))).toEqual(['1…', '2.', '2…']);
	});
	it('a saved game keeps its id in the puzzles’ ids; another game gets one from its key', () => {
		expect(puzzleGameId(GAME, 'x')).toBe('g-7');
		expect(puzzleGameId({ ...GAME, source: { kind: 'playout' } }, 'ab:cd/ef')).toBe('abcdef');
	});
});

describe('a game whose moves go on after a draw by rule (issue 31, item 7)', () => {
	it('is reviewed up to the draw, the end said, and kept as that game', async () => {
		const { c, client } = setup();
		const shuttle = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];
		await c.open({ fen: 'W:WKa1:BKh2', moves: [...shuttle, ...shuttle, 'a1-b2', 'h2-g1'], source: { kind: 'pdn', title: 't' }, puzzlesFor: null });
		expect(c.state).toBe('working');
		expect(c.end).toEqual({ ply: 8, reason: 'threefold-repetition', after: 2 });
		expect(c.moves).toHaveLength(8);
		expect(c.game?.moves).toHaveLength(8);
		expect(client.last.task.moves).toHaveLength(8);
		// An illegal move is no review: named, not "failed".
		await c.open({ fen: 'W:WKa1:BKh2', moves: ['a1-b2', 'b2-a1'], source: { kind: 'pdn', title: 't' }, puzzlesFor: null });
		expect([c.state, c.error, c.badMove?.ply]).toEqual(['error', 'bad-game', 2]);
	});
});
