/**
 * A personal puzzle on its page: the bank's player and judge take it (a
 * winning move off the stored line is accepted, as in the bank), its tries
 * are recorded casual, and "Next" never leads to a bank puzzle that is not
 * due. The puzzle is the one puzzleFromMistake makes of f4-e5, which threw
 * away the bank's first-steps-2 (win in 2; d2-c3, f4-g5 and h6-g7 all win).
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalMoves, makeFen, moveToString, parseFen } from '$lib/engine';
import { runTask } from '$lib/solver/tasks';
import type { TaskKind, TaskOf } from '$lib/solver/protocol';
import type { StoredOwnPuzzle } from '$lib/progress/types';
import { PuzzleController, type PuzzleFinish } from './controller.svelte';
import type { SolverPort } from '$lib/app/solver-handle';
import { nextAfterOwn, ownAsPuzzle } from './own';
import { OwnPuzzlePage } from './own-page.svelte';
import { reproveOwnPuzzle } from '$lib/review/reprove';
import { OWN_LIST_HREF, ownGameDay, ownGameHref } from '$lib/ui/names/own-puzzle';
import { loadBank } from '$lib/bank/load-node';

const FIXTURE = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/progress-own-puzzle.json', import.meta.url), 'utf8'));
const OWN: StoredOwnPuzzle = FIXTURE.data.ownPuzzles[0];
const WORDS = { title: { en: 'mine', ru: 'моя' }, source: { en: 's', ru: 's' } };

const inProcess = (): SolverPort => ({
	request: async <K extends TaskKind>(task: TaskOf<K>) => runTask(task),
	cancel: () => {},
	dispose: () => {}
});

describe('a personal puzzle played like a bank puzzle', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('accepts a winning first move that is not the stored one, and is solved by playing on with winning moves', async () => {
		expect(OWN.solution[0]).toBe('f4-g5');
		const finished: PuzzleFinish[] = [];
		const c = new PuzzleController(ownAsPuzzle(OWN, WORDS), { makeClient: inProcess, stepMs: 10, onfinish: (f) => finished.push(f) });
		const d2c3 = legalMoves(c.session.position).find((m) => moveToString(m) === 'd2-c3')!;
		await c.play(d2c3);
		expect(c.feedback).toMatchObject({ kind: 'correct', onLine: false });
		// The reply is made; from here on the solver's best moves.
		for (let i = 0; i < 4 && c.session.state === 'playing'; i++) {
			const best = runTask({ kind: 'solve', fen: makeFen(c.session.position), options: { maxMoves: 4 } });
			expect(best.verdict).toEqual({ kind: 'win', n: c.session.remaining });
			await c.play(best.line[0]);
		}
		expect(c.session.state).toBe('solved');
		expect(finished).toEqual([expect.objectContaining({ result: 'solved', hintUsed: false, moves: expect.arrayContaining(['d2-c3']) })]);
		c.dispose();
	});

	it('is in the bank shape: its position, claim and line, no themes or hints of the bank', () => {
		const p = ownAsPuzzle(OWN, WORDS);
		expect(p).toMatchObject({ id: OWN.id, fen: OWN.fen, claim: 'win in 2', solution: OWN.solution, themes: [], title: WORDS.title });
		expect(parseFen(p.fen).ok).toBe(true);
	});

	it('no bank puzzle has an id of the personal ones (own-...)', () => {
		const { bank } = loadBank('puzzles');
		expect(bank.puzzles.length).toBeGreaterThan(100);
		expect(bank.puzzles.filter((p) => p.id.startsWith('own-'))).toEqual([]);
	});
});

describe('names and addresses', () => {
	it('the game of a game against the app is the day it started; otherwise the day the puzzle was made', () => {
		const made = new Date(2026, 0, 10, 12).getTime();
		expect(ownGameDay({ origin: { gameId: `g-${new Date(2026, 0, 7, 9).getTime()}`, ply: 1 }, createdAt: made })).toBe('2026-01-07');
		expect(ownGameDay({ origin: { gameId: 'pdn-3', ply: 1 }, createdAt: made })).toBe('2026-01-10');
		// A start after the puzzle was made is no start: the day it was made.
		expect(ownGameDay({ origin: { gameId: `g-${made + 86_400_000}`, ply: 1 }, createdAt: made })).toBe('2026-01-10');
		expect(ownGameHref(OWN)).toBe('/review?game=g-1767780000000');
	});

	it('"Next": the first review due that is not this puzzle, a study too; none due: the list, never a bank puzzle', () => {
		expect(nextAfterOwn([], OWN.id)).toBe(OWN_LIST_HREF);
		expect(nextAfterOwn([{ kind: 'puzzle', ref: OWN.id }], OWN.id)).toBe(OWN_LIST_HREF);
		expect(
			nextAfterOwn(
				[
					{ kind: 'puzzle', ref: OWN.id },
					{ kind: 'puzzle', ref: 'first-steps-3' }
				],
				OWN.id
			)
		).toBe('/puzzles/first-steps-3');
		expect(nextAfterOwn([{ kind: 'study', ref: 'petrov' }], OWN.id)).toBe('/studies/petrov');
		expect(nextAfterOwn([{ kind: 'puzzle', ref: 'own-g-9-3' }], OWN.id)).toBe('/puzzles/own-g-9-3');
	});
});

describe('the page of a personal puzzle', () => {
	const proofs: unknown[][] = [];
	const link = (found: StoredOwnPuzzle | null | Error) => {
		const tries: unknown[] = [];
		return {
			tries,
			link: {
				ownPuzzle: async () => {
					if (found instanceof Error) throw found;
					return found;
				},
				recordAttempt: async (a: unknown) => {
					tries.push(a);
					return true;
				},
				recordOwnPuzzleProof: async (...a: unknown[]) => {
					proofs.push(a);
					return true;
				}
			}
		};
	};

	it('finds the puzzle on the device, records each try casual, and points "Next" at the review due', async () => {
		const { link: l, tries } = link(OWN);
		let due = [{ kind: 'puzzle' as const, ref: OWN.id }];
		const page = new OwnPuzzlePage({ link: l, dueReviews: async () => due });
		const opening = page.open(OWN.id);
		expect(page.state).toBe('loading');
		await opening;
		expect(page.state).toBe('ready');
		expect(page.puzzle).toEqual(OWN);
		expect(page.nextHref).toBe(OWN_LIST_HREF);
		due = [{ kind: 'puzzle', ref: 'first-steps-3' }];
		await page.finish({ result: 'failed', timeMs: 5000, moves: ['f4-e5'], hintUsed: false });
		expect(tries).toEqual([{ puzzleId: OWN.id, result: 'failed', timeMs: 5000, moves: ['f4-e5'], hintUsed: false, daily: false }]);
		expect(page.failedTries).toBe(1);
		expect(page.nextHref).toBe('/puzzles/first-steps-3');
	});

	it('one from a file, not proved here, is proved first: the false claim of the trial is refuted and kept so', async () => {
		const forged: StoredOwnPuzzle = {
			...OWN,
			fen: 'W:Wc1,e1:Bb6,d8,h6',
			claim: 'win in 1',
			solution: ['c1-d2', 'h6-g5'],
			winningMoves: ['c1-d2'],
			check: { state: 'unproved' }
		};
		const { link: l } = link(forged);
		proofs.length = 0;
		const page = new OwnPuzzlePage({ link: l, dueReviews: async () => [], prove: async (p) => reproveOwnPuzzle(p) });
		const opening = page.open(forged.id);
		await Promise.resolve();
		await Promise.resolve();
		expect(page.state).toBe('proving');
		await opening;
		expect(page.state).toBe('ready');
		expect(page.check).toMatchObject({ state: 'refuted', found: { kind: 'none', within: 1 } });
		expect(proofs).toEqual([[forged.id, forged.createdAt, { state: 'refuted', found: { kind: 'none', within: 1 } }]]);
	});

	it('one not on this device is "missing"; a store that cannot be read is "unreadable"; neither throws', async () => {
		const missing = new OwnPuzzlePage({ link: link(null).link, dueReviews: async () => [] });
		await missing.open('own-g-1-9');
		expect([missing.state, missing.puzzle]).toEqual(['missing', null]);
		const broken = new OwnPuzzlePage({ link: link(new Error('no store')).link, dueReviews: async () => [] });
		await broken.open(OWN.id);
		expect(broken.state).toBe('unreadable');
	});
});
