import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarize } from './outbox';
import { connectProgress, outbox, progress, WRITES, type ProgressConnection } from './progress-link';

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
			saveGame: record('saveGame'),
			removeGame: record('removeGame'),
			settings: async () => null,
			reviewSummary: async () => null,
			puzzleReviewDue: async () => null
		};
		connectProgress(store);
		// A read comes after the writes made before it.
		expect(await progress.streak('2026-01-01')).toEqual({ current: 1, best: 0 });
		expect(written).toEqual([['recordAttempt', [{ puzzleId: 'p', result: 'solved', timeMs: 1, moves: ['c3-d4'], hintUsed: false, daily: false }, 5000]]]);
		expect(outbox.state.waiting).toEqual([]);

		expect(await progress.saveStudyProgress('s', { lastPly: 4 })).toBe(true);
		expect(written[1][0]).toBe('saveStudyProgress');
		expect(written[1][1].slice(0, 2)).toEqual(['s', { lastPly: 4 }]);
	});
});
