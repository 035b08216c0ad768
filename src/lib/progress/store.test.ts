import { describe, expect, it } from 'vitest';
import { ProgressError } from './errors';
import { attempt, freshStore, jan, jd } from './testing';
import { DEFAULT_SETTINGS } from './types';

describe('attempts and puzzle status', () => {
	it('records tries and reports each puzzle, never-tried ones with zeros', async () => {
		const { store } = await freshStore();
		await store.recordAttempt(attempt({ puzzleId: 'a', result: 'failed', at: jan(5) }));
		await store.recordAttempt(attempt({ puzzleId: 'a', result: 'solved', at: jan(6) }));
		await store.recordAttempt(attempt({ puzzleId: 'b', result: 'solved', at: jan(6, 1) }));
		const status = await store.puzzleStatus(['a', 'b', 'c']);
		expect(status.get('a')).toEqual({ attempts: 2, solved: 1, failed: 1, first: 'failed', last: 'solved', lastAt: jan(6) });
		expect(status.get('b')).toMatchObject({ attempts: 1, first: 'solved', last: 'solved' });
		expect(status.get('c')).toEqual({ attempts: 0, solved: 0, failed: 0, first: null, last: null, lastAt: null });
		const recent = await store.attempts({ limit: 2 });
		expect(recent.map((a) => a.puzzleId)).toEqual(['b', 'a']);
		expect(recent[0]).toMatchObject({ date: jd(6), moves: ['c3-d4', 'e5:c3'], hintUsed: false });
	});

	it('refuses a malformed try with an invalid error and writes nothing', async () => {
		const { store } = await freshStore();
		await expect(store.recordAttempt(attempt({ result: 'won' as never }))).rejects.toMatchObject({ kind: 'invalid' });
		await expect(store.recordAttempt(attempt({ timeMs: -1 }))).rejects.toBeInstanceOf(ProgressError);
		await expect(store.recordAttempt(attempt({ date: '2026-02-30' }))).rejects.toMatchObject({ kind: 'invalid' });
		expect(await store.attempts()).toEqual([]);
	});
});

describe('daily results and streaks', () => {
	it('keeps the first result and whether the day was solved', async () => {
		const { store } = await freshStore();
		const first = await store.recordAttempt(attempt({ puzzleId: 'd1', daily: true, result: 'failed', at: jan(5), date: jd(5) }));
		expect(first.daily).toMatchObject({ firstResult: 'failed', solved: false, attempts: 1, solvedAt: null });
		await store.recordAttempt(attempt({ puzzleId: 'd1', daily: true, result: 'solved', at: jan(5, 1), date: jd(5) }));
		// Another puzzle flagged daily on the same day does not replace the day's puzzle.
		await store.recordAttempt(attempt({ puzzleId: 'other', daily: true, result: 'failed', at: jan(5, 2), date: jd(5) }));
		expect(await store.dailyResult(jd(5))).toEqual({
			date: jd(5),
			puzzleId: 'd1',
			firstResult: 'failed',
			solved: true,
			attempts: 2,
			firstAt: jan(5),
			solvedAt: jan(5, 1)
		});
		expect(await store.dailyResult(jd(6))).toBeNull();
	});

	it('counts current and best streaks as of the day passed in', async () => {
		const { store } = await freshStore();
		for (const day of [1, 2, 3, 5, 6]) await store.recordAttempt(attempt({ puzzleId: `d${day}`, daily: true, at: jan(day), date: jd(day) }));
		await store.recordAttempt(attempt({ puzzleId: 'd7', daily: true, result: 'failed', at: jan(7), date: jd(7) }));
		expect(await store.streak(jd(6))).toEqual({ current: 2, best: 3, todaySolved: true, lastDay: jd(6) });
		// Today not solved (yet): yesterday's streak still stands.
		expect(await store.streak(jd(7))).toEqual({ current: 2, best: 3, todaySolved: false, lastDay: jd(6) });
		expect(await store.streak(jd(8))).toEqual({ current: 0, best: 3, todaySolved: false, lastDay: null });
		expect(await store.streak(new Date(jan(3)))).toMatchObject({ current: 3, best: 3 });
	});

	it('lists the daily results of a range of days, oldest first', async () => {
		const { store } = await freshStore();
		for (const day of [9, 2, 5, 7]) await store.recordAttempt(attempt({ puzzleId: `d${day}`, daily: true, at: jan(day), date: jd(day) }));
		expect((await store.dailyResults(jd(2), jd(7))).map((d) => d.date)).toEqual([jd(2), jd(5), jd(7)]);
		expect((await store.dailyResults(jd(6))).map((d) => d.date)).toEqual([jd(7), jd(9)]);
		expect((await store.dailyResults(undefined, jd(4))).map((d) => d.date)).toEqual([jd(2)]);
		expect(await store.dailyResults()).toHaveLength(4);
		expect(await store.dailyResults(jd(8), jd(3))).toEqual([]);
	});
});

describe('stats', () => {
	it('counts tries, accuracy, themes, difficulty and time', async () => {
		const { store } = await freshStore();
		await store.recordAttempt(attempt({ puzzleId: 'a', result: 'failed', timeMs: 10_000 }));
		await store.recordAttempt(attempt({ puzzleId: 'a', result: 'solved', timeMs: 20_000, at: jan(6), hintUsed: true }));
		await store.recordAttempt(attempt({ puzzleId: 'b', result: 'solved', timeMs: 40_000 }));
		await store.recordAttempt(attempt({ puzzleId: 'gone', result: 'solved', timeMs: 90_000 }));
		const bank = new Map([
			['a', { themes: ['threat', 'block'], difficulty: 2 }],
			['b', { themes: ['threat'], difficulty: 4 }]
		]);
		const s = await store.stats((id) => bank.get(id));
		expect(s.attempts).toEqual({ attempts: 4, solved: 3, failed: 1, accuracy: 0.75 });
		expect(s.puzzles).toEqual({ tried: 3, solved: 3, unsolved: 0, solvedFirstTry: 2, firstTryAccuracy: 2 / 3 });
		expect(s.byTheme.threat).toEqual({ attempts: 3, solved: 2, failed: 1, accuracy: 2 / 3 });
		expect(s.byTheme.block).toEqual({ attempts: 2, solved: 1, failed: 1, accuracy: 0.5 });
		expect(s.byDifficulty).toEqual({ '2': { attempts: 2, solved: 1, failed: 1, accuracy: 0.5 }, '4': { attempts: 1, solved: 1, failed: 0, accuracy: 1 } });
		expect(s.unknownPuzzles).toBe(1);
		expect(s.time).toEqual({ totalMs: 160_000, meanMs: 40_000, medianSolvedMs: 40_000 });
		expect(s.hintsUsed).toBe(1);
		expect((await store.stats()).byTheme).toEqual({});
	});
});

describe('twelve against one, studies, settings', () => {
	it('records games by square', async () => {
		const { store } = await freshStore();
		await store.recordTwelveRun({ square: 'c5', moves: ['a3-b4', 'c5:a3'], result: 'won', playerMoves: 9, optimum: 7, at: jan(5) });
		await store.recordTwelveRun({ square: 'h4', moves: [], result: 'abandoned', playerMoves: 0, optimum: null, at: jan(6) });
		expect((await store.twelveRuns('c5')).map((r) => [r.square, r.playerMoves, r.optimum, r.date])).toEqual([['c5', 9, 7, jd(5)]]);
		expect(await store.twelveRuns()).toHaveLength(2);
		await expect(store.recordTwelveRun({ square: 'a2', moves: [], result: 'won', playerMoves: 1, optimum: 1, at: jan(5) })).rejects.toMatchObject({
			kind: 'invalid'
		});
	});

	it('remembers where a study was left and merges quiz answers by position', async () => {
		const { store } = await freshStore();
		await store.saveStudyProgress('petrov', { lastPly: 4, quiz: [{ node: '3', result: 'failed' }] }, jan(5));
		const after = await store.saveStudyProgress(
			'petrov',
			{
				quiz: [
					{ node: '3', result: 'solved' },
					{ node: '7', result: 'solved' }
				]
			},
			jan(6)
		);
		expect(after).toEqual({
			studyId: 'petrov',
			lastPly: 4,
			updatedAt: jan(6),
			quiz: [
				{ node: '3', result: 'solved', at: jan(6), attempts: 2 },
				{ node: '7', result: 'solved', at: jan(6), attempts: 1 }
			]
		});
		expect(await store.studyProgress('petrov')).toEqual(after);
		expect(await store.studyProgress('none')).toBeNull();
	});

	it('gives defaults, applies partial updates and refuses bad values', async () => {
		const { store } = await freshStore();
		expect(await store.getSettings()).toEqual(DEFAULT_SETTINGS);
		await store.setSettings({ theme: 'dark', review: { enabled: true } });
		expect(await store.getSettings()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', review: { enabled: true, paused: false } });
		await store.setSettings({ review: { paused: true }, language: 'ru' });
		expect(await store.getSettings()).toMatchObject({ theme: 'dark', language: 'ru', review: { enabled: true, paused: true } });
		await expect(store.setSettings({ theme: 'blue' as never })).rejects.toMatchObject({ kind: 'invalid' });
		expect((await store.getSettings()).theme).toBe('dark');
	});

	it('clears progress but keeps settings unless asked', async () => {
		const { store } = await freshStore();
		await store.recordAttempt(attempt());
		await store.setSettings({ sound: false });
		await store.clearProgress();
		expect(await store.attempts()).toEqual([]);
		expect((await store.getSettings()).sound).toBe(false);
		await store.clearProgress({ settings: true });
		expect((await store.getSettings()).sound).toBe(true);
	});
});

describe('a write replayed after a reload', () => {
	// The outbox replays a write that was in flight at a reload, with its first time; the store may already hold it.
	it('stores a try, a game and a study update once, however often they are replayed', async () => {
		const { store } = await freshStore();
		await store.setSettings({ review: { enabled: true } });
		const failedDaily = attempt({ puzzleId: 'a', result: 'failed', at: jan(5), daily: true, date: jd(5), rated: { puzzleRating: 1500 } });
		await store.recordAttempt(failedDaily);
		const rating = await store.playerRating();
		const cards = await store.upcomingReviews(jan(5));
		expect(cards).toHaveLength(1);
		expect(await store.recordAttempt(failedDaily)).toMatchObject({ attempt: { puzzleId: 'a', at: jan(5) }, daily: null, review: null, rating: null });
		expect(await store.attempts()).toHaveLength(1);
		expect(await store.playerRating()).toEqual(rating);
		expect(await store.upcomingReviews(jan(5))).toEqual(cards);
		expect(await store.dailyResult(jd(5))).toMatchObject({ firstResult: 'failed' });
		// Another try at the same puzzle a millisecond later is a new try.
		await store.recordAttempt({ ...failedDaily, at: jan(5) + 1 });
		expect(await store.attempts()).toHaveLength(2);

		const game = { square: 'c5', moves: ['a3-b4', 'c5:a3'], result: 'won' as const, playerMoves: 9, optimum: 7, at: jan(6) };
		await store.recordTwelveRun(game);
		await store.recordTwelveRun(game);
		expect(await store.twelveRuns()).toHaveLength(1);

		const update = { lastPly: 4, quiz: [{ node: '3', result: 'failed' as const }] };
		const saved = await store.saveStudyProgress('petrov', update, jan(7));
		expect(await store.saveStudyProgress('petrov', update, jan(7))).toEqual(saved);
		expect(saved.quiz).toEqual([{ node: '3', result: 'failed', at: jan(7), attempts: 1 }]);
		// A different update made in the same millisecond is still applied.
		expect((await store.saveStudyProgress('petrov', { lastPly: 6 }, jan(7))).lastPly).toBe(6);
		expect((await store.saveStudyProgress('petrov', { quiz: [{ node: '3', result: 'solved' }] }, jan(7))).quiz).toEqual([
			{ node: '3', result: 'solved', at: jan(7), attempts: 2 }
		]);
	});
});

describe('12 against 1: the game in progress of each square (issue 22, item 9)', () => {
	const game = (moves: string[]) => ({ square: 'f8', plies: moves.map((move, i) => ({ move, by: i % 2 ? 'app' : 'user' })), state: 'playing' });

	it('keeps one game per square, the latest save; a replayed older save or a stale removal changes nothing', async () => {
		const { store } = await freshStore();
		expect(await store.twelveGame('f8')).toBeNull();
		await store.saveTwelveGame('f8', game(['a3-b4', 'f8-g7']), jan(5));
		await store.saveTwelveGame('f8', game(['a3-b4', 'f8-g7', 'b4-a5', 'g7-f6']), jan(5, 1));
		await store.saveTwelveGame('h8', { square: 'h8', plies: [] }, jan(5, 2));
		// The first save again (a write replayed after a reload) does not bring the game back a move.
		await store.saveTwelveGame('f8', game(['a3-b4', 'f8-g7']), jan(5));
		expect((await store.twelveGame('f8'))?.game.plies).toHaveLength(4);
		expect((await store.twelveGames()).map((g) => [g.square, g.at])).toEqual([
			['h8', jan(5, 2)],
			['f8', jan(5, 1)]
		]);
		// Brought over from older storage: only onto a square that has no game.
		await store.saveTwelveGame('f8', game([]), jan(6), { ifNone: true });
		expect((await store.twelveGame('f8'))?.game.plies).toHaveLength(4);
		await store.saveTwelveGame('c5', { square: 'c5', plies: [] }, jan(6), { ifNone: true });
		expect(await store.twelveGame('c5')).not.toBeNull();
		await store.removeTwelveGame('f8', jan(5));
		expect(await store.twelveGame('f8')).not.toBeNull();
		await store.removeTwelveGame('f8', jan(7));
		expect(await store.twelveGame('f8')).toBeNull();
	});

	it('refuses a malformed game and a game of another square', async () => {
		const { store } = await freshStore();
		await expect(store.saveTwelveGame('a2', { plies: [] }, jan(5))).rejects.toMatchObject({ kind: 'invalid' });
		await expect(store.saveTwelveGame('f8', { plies: 'a3-b4' } as never, jan(5))).rejects.toMatchObject({ kind: 'invalid' });
		// A key named like a built-in, however deep, is refused (as in every other record).
		await expect(store.saveTwelveGame('f8', JSON.parse('{"plies":[{"move":"a3-b4","__proto__":{}}]}'), jan(5))).rejects.toMatchObject({ kind: 'invalid' });
		await expect(store.saveTwelveGame('f8', game([]), jan(5)).then(() => store.saveTwelveGame('h8', game([]), jan(5)))).rejects.toMatchObject({
			kind: 'invalid'
		});
		expect((await store.twelveGames()).map((g) => g.square)).toEqual(['f8']);
	});

	it('is cleared with the rest of the progress', async () => {
		const { store } = await freshStore();
		await store.saveTwelveGame('f8', game(['a3-b4']), jan(5));
		await store.clearProgress();
		expect(await store.twelveGames()).toEqual([]);
	});
});
