import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarize } from './outbox';
import { connectProgress, outbox, progress, WRITES, type ProgressConnection } from './progress-link';
import type { StoredGameReview } from '$lib/progress';

describe('the progress link', () => {
	afterEach(() => vi.useRealTimers());

	it('keeps a write made while no store is open, says so, and writes it with its own time once one connects', async () => {
		vi.useFakeTimers({ now: 5000 });
		const saving = progress.recordAttempt({ puzzleId: 'p', result: 'solved', timeMs: 1, moves: ['c3-d4'], hintUsed: false, daily: false });
		// Writes wait a while for the shell to open the store, then give up and keep the write.
		await vi.advanceTimersByTimeAsync(3000);
		expect(await saving).toBe(false);
		expect(summarize(outbox.state, (w) => WRITES[w.name])).toEqual({ waiting: [['attempt', 1]], reason: 'unavailable', refused: [] });
		vi.useRealTimers();

		const written: [string, unknown[]][] = [];
		const record =
			(name: string) =>
			async (...args: unknown[]) => {
				written.push([name, args]);
			};
		const store: ProgressConnection = {
			statuses: async () => new Map(),
			streak: async () => ({ current: written.length, best: 0 }),
			dailyResult: async () => null,
			studyProgress: async () => new Map(),
			twelveGame: async () => null,
			recordAttempt: record('recordAttempt'),
			recordTwelveRun: record('recordTwelveRun'),
			saveStudyProgress: record('saveStudyProgress'),
			saveSettings: record('saveSettings'),
			saveActiveRun: record('saveActiveRun'),
			finishRun: record('finishRun'),
			saveTwelveGame: record('saveTwelveGame'),
			removeTwelveGame: record('removeTwelveGame'),
			games: async () => [],
			saveGame: async (...args) => {
				written.push(['saveGame', args]);
				return 'elsewhere';
			},
			claimGame: async () => null,
			removeGame: record('removeGame'),
			settings: async () => null,
			reviewSummary: async () => null,
			puzzleReviewDue: async () => null,
			gameReview: async (key) => (key === 'rv-1' ? ({ key } as StoredGameReview) : null),
			gameReviewKeys: async () => ['rv-1'],
			ownPuzzles: async () => [],
			ownPuzzle: async () => null,
			dueReviews: async () => [],
			unprovedClaims: async () => ({ ownPuzzles: [], gameReviews: [] }),
			recordOwnPuzzleProof: record('recordOwnPuzzleProof'),
			recordReviewProof: record('recordReviewProof'),
			addOwnPuzzles: record('addOwnPuzzles'),
			removeOwnPuzzle: record('removeOwnPuzzle'),
			saveGameReview: record('saveGameReview'),
			removeGameReview: record('removeGameReview'),
			saveLearn: record('saveLearn'),
			learnRecords: async () => []
		};
		connectProgress(store);
		// A read comes after the writes made before it.
		expect(await progress.streak('2026-01-01')).toEqual({ current: 1, best: 0 });
		expect(written).toEqual([['recordAttempt', [{ puzzleId: 'p', result: 'solved', timeMs: 1, moves: ['c3-d4'], hintUsed: false, daily: false }, 5000]]]);
		expect(outbox.state.waiting).toEqual([]);

		expect(await progress.saveStudyProgress('s', { lastPly: 4 })).toBe(true);
		expect(written[1][0]).toBe('saveStudyProgress');
		expect(written[1][1].slice(0, 2)).toEqual(['s', { lastPly: 4 }]);

		// Personal puzzles are written through the outbox (a failure is said, under their own topic); reviews are kept.
		expect(WRITES.addOwnPuzzles).toBe('ownPuzzle');
		expect(WRITES.removeOwnPuzzle).toBe('ownPuzzle');
		expect(await progress.removeOwnPuzzle('own-g-1-3')).toBe(true);
		expect(written[2][0]).toBe('removeOwnPuzzle');
		expect(written[2][1][0]).toBe('own-g-1-3');
		expect(typeof written[2][1][1]).toBe('number');
		expect(await progress.saveGameReview({ key: 'rv-2' } as StoredGameReview)).toBe(true);
		expect(written[3]).toEqual(['saveGameReview', [{ key: 'rv-2' }, expect.any(Number)]]);
		expect(await progress.gameReview('rv-1')).toEqual({ key: 'rv-1' });
		expect(await progress.gameReview('rv-9')).toBeNull();
		expect(await progress.gameReviewKeys()).toEqual(['rv-1']);
		// A game's save answers with what the store did with it (here: another tab owns the game).
		expect(await progress.saveGame({ id: 'g-1' } as never)).toBe('elsewhere');
	});
});
