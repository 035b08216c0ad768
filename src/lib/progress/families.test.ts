/**
 * Each record family's import rules on their own (pure): the merge of one
 * record with the device's, what a file leaves out, and the shared merge.
 * The whole file, byte for byte, is every-record.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { reviewedGame } from '../review/testing';
import { fileRows, mergeGame, mergeGameReview, mergeOwnPuzzle, unprovedRows } from './games-transfer';
import { addNew, duplicate, mergeKeyed, type TableCounts } from './merge';
import { mergeCard, mergeDaily } from './puzzles-transfer';
import { gradeCard, newReviewCard } from './scheduler';
import { mergeSettings } from './settings';
import { mergeStudy } from './studies';
import { jan, jd } from './testing';
import { mergeTwelveGame } from './twelve';
import { DEFAULT_SETTINGS, type DailyResult, type PlayedGame } from './types';

const counts = (): TableCounts => ({ added: 0, updated: 0, unchanged: 0 });

describe('the shared merge', () => {
	it('adds new keys, merges known ones, counts each, and changes nothing the second time', () => {
		const c = counts();
		const mine = [{ k: 'a', n: 1 }];
		const max = (m: { k: string; n: number }, t: { k: string; n: number }) => (t.n > m.n ? t : m);
		const theirs = [
			{ k: 'a', n: 5 },
			{ k: 'b', n: 2 }
		];
		expect(mergeKeyed(c, theirs, mine, (x) => x.k, max)).toEqual(theirs);
		expect(c).toEqual({ added: 1, updated: 1, unchanged: 0 });
		const again = counts();
		expect(mergeKeyed(again, theirs, theirs, (x) => x.k, max)).toEqual([]);
		expect(again).toEqual({ added: 0, updated: 0, unchanged: 2 });
	});

	it('adds rows the device lacks by their natural key, and finds a key given twice', () => {
		const c = counts();
		expect(addNew(c, [{ k: 'a' }, { k: 'b' }], new Set(['a']), (x) => x.k)).toEqual([{ k: 'b' }]);
		expect(c).toEqual({ added: 1, updated: 0, unchanged: 1 });
		expect(duplicate(['a', 'b', 'a'], (x) => x)).toBe(2);
		expect(duplicate(['a', 'b'], (x) => x)).toBe(-1);
	});
});

describe('the puzzle family', () => {
	const day = (over: Partial<DailyResult>): DailyResult => ({
		date: jd(5),
		puzzleId: 'p',
		firstResult: 'failed',
		solved: false,
		attempts: 1,
		firstAt: jan(5),
		solvedAt: null,
		...over
	});

	it('a daily result keeps the first try of both and the earlier solve; another puzzle that day changes nothing', () => {
		const mine = day({ firstAt: jan(5, 2), firstResult: 'solved', solved: true, solvedAt: jan(5, 2) });
		const theirs = day({ attempts: 3, solved: true, solvedAt: jan(5, 1) });
		expect(mergeDaily(mine, theirs)).toEqual({ ...mine, firstResult: 'failed', firstAt: jan(5), attempts: 3, solvedAt: jan(5, 1) });
		expect(mergeDaily(mine, { ...theirs, puzzleId: 'q' })).toBe(mine);
	});

	it('a review card: the one reviewed later wins', () => {
		const fresh = newReviewCard('puzzle', 'p', null, jan(1));
		const reviewed = gradeCard(fresh, 'good', jan(2));
		expect(mergeCard(fresh, reviewed)).toBe(reviewed);
		expect(mergeCard(reviewed, fresh)).toBe(reviewed);
	});
});

describe('the studies family', () => {
	it('keeps every quiz answer of both (the later of a position, the most tries) and the later place', () => {
		const mine = { studyId: 's', lastPly: 3, updatedAt: jan(2), quiz: [{ node: '1', result: 'failed' as const, at: jan(1), attempts: 2 }] };
		const theirs = {
			studyId: 's',
			lastPly: 7,
			updatedAt: jan(3),
			quiz: [
				{ node: '1', result: 'solved' as const, at: jan(3), attempts: 1 },
				{ node: '2', result: 'failed' as const, at: jan(3), attempts: 1 }
			]
		};
		expect(mergeStudy(mine, theirs)).toEqual({
			studyId: 's',
			lastPly: 7,
			updatedAt: jan(3),
			quiz: [{ ...theirs.quiz[0], attempts: 2 }, theirs.quiz[1]]
		});
	});
});

describe('the 12-against-1 family', () => {
	it('a square’s game in progress: the later save (the device’s on a tie)', () => {
		const mine = { square: 'c5', at: jan(2), game: { plies: [] } };
		const theirs = { square: 'c5', at: jan(3), game: { plies: [] } };
		expect(mergeTwelveGame(mine, theirs)).toBe(theirs);
		expect(mergeTwelveGame(mine, { ...theirs, at: jan(2) })).toBe(mine);
	});
});

describe('the played-games family', () => {
	const game = (over: Partial<PlayedGame>): PlayedGame => ({
		id: 'g',
		startedAt: jan(1),
		at: jan(1),
		level: 1,
		color: 'white',
		fen: 'W:W21:B12',
		moves: [],
		result: null,
		reason: null,
		...over
	});

	it('a finished game is final; else the later save', () => {
		const done = game({ result: 'resigned', reason: 'resigned', at: jan(1) });
		const later = game({ at: jan(4) });
		expect(mergeGame(done, later)).toBe(done);
		expect(mergeGame(later, done)).toBe(done);
		expect(mergeGame(game({}), later)).toBe(later);
	});

	it('the later review, the older personal puzzle', () => {
		const { stored, puzzle } = reviewedGame('g-1');
		const newer = { ...stored, reviewedAt: stored.reviewedAt + 1 };
		expect(mergeGameReview(stored, newer)).toBe(newer);
		const older = { ...puzzle, createdAt: jan(1) };
		expect(mergeOwnPuzzle({ ...puzzle, createdAt: jan(2) }, older)).toBe(older);
	});

	it('a file leaves out what is local (owner, step, what was proved); what comes in is unproved', () => {
		const { stored, puzzle } = reviewedGame('g-1');
		const proved = { state: 'proved', at: jan(3) } as const;
		const rows = fileRows({
			games: [game({ owner: 'tab', step: 4 })],
			gameReviews: [{ ...stored, check: proved }],
			ownPuzzles: [{ ...puzzle, createdAt: jan(2), check: proved }]
		});
		expect(rows.games[0]).toEqual(game({}));
		expect(rows.gameReviews[0]).toEqual(stored);
		expect(rows.ownPuzzles[0]).toEqual({ ...puzzle, createdAt: jan(2) });
		const taken = unprovedRows(rows);
		expect([taken.gameReviews[0].check, taken.ownPuzzles[0].check]).toEqual([{ state: 'unproved' }, { state: 'unproved' }]);
	});
});

describe('the settings family', () => {
	it('the device’s own choices win; a device that never saved any takes the file’s', () => {
		const kept = counts();
		expect(mergeSettings(kept, DEFAULT_SETTINGS, true)).toBeNull();
		expect(kept.unchanged).toBe(1);
		const taken = counts();
		expect(mergeSettings(taken, DEFAULT_SETTINGS, false)).toBe(DEFAULT_SETTINGS);
		expect(taken.added).toBe(1);
		expect(mergeSettings(counts(), null, false)).toBeNull();
	});
});
