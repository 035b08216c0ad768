import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMove, legalMoves, makeFen, moveToString, parseMove, type Move } from '$lib/engine';
import { runTask } from '$lib/solver/tasks';
import type { TaskKind, TaskOf } from '$lib/solver/protocol';
import { PuzzleController, SOLUTION_DELAY_S, type PuzzleFinish } from './controller.svelte';
import type { SolverPort } from '$lib/solver/client';
import { puzzleFor } from './testing';
import { memoryTryStore } from './resume';
import { SLACK } from '$lib/puzzle/judge';

/** The real solver in-process, behind the client's interface. */
const inProcess = (): SolverPort => ({
	request: async <K extends TaskKind>(task: TaskOf<K>) => runTask(task),
	cancel: () => {},
	dispose: () => {}
});

/** A judge that proves nothing: every search off the stored line ends "unknown" (its limit reached, as on a slow phone). */
const provesNothing = (): SolverPort => ({
	request: async <K extends TaskKind>(task: TaskOf<K>) =>
		(task.kind === 'solve' ? { kind: 'solve', verdict: { kind: 'unknown' }, line: [], nodes: 0, ms: 0, noResultWithin: null } : runTask(task)) as never,
	cancel: () => {},
	dispose: () => {}
});

/** A position where some first move throws the win away (see session.test.ts). */
const P = puzzleFor('W:Wd2,f4,h6:Bb6,e3');
const STEP = 700;

async function wrongMove(c: PuzzleController): Promise<Move> {
	for (const m of legalMoves(c.session.position)) {
		const probe = new PuzzleController(P, { makeClient: inProcess });
		await probe.play(m);
		const wrong = probe.feedback.kind === 'wrong';
		probe.dispose();
		if (wrong) return m;
	}
	throw new Error('no wrong move');
}

describe('puzzle controller', () => {
	let clock = 0;
	beforeEach(() => {
		vi.useFakeTimers();
		clock = 1_000_000;
	});
	afterEach(() => vi.useRealTimers());

	const make = (finished: PuzzleFinish[] = []) =>
		new PuzzleController(P, { makeClient: inProcess, now: () => clock, stepMs: STEP, onfinish: (f) => finished.push(f) });

	it('shows the refutation of a wrong move step by step, and records the try at once', async () => {
		const finished: PuzzleFinish[] = [];
		const c = make(finished);
		await c.play(await wrongMove(c));
		expect(c.session.state).toBe('failed');
		expect(finished.map((f) => f.result)).toEqual(['failed']);
		expect(c.preview).toBeNull();
		vi.advanceTimersByTime(STEP);
		expect(c.preview).not.toBeNull();
		c.dispose();
	});

	it('reset cancels the refutation still to be shown', async () => {
		const c = make();
		await c.play(await wrongMove(c));
		vi.advanceTimersByTime(STEP);
		c.reset();
		expect(c.preview).toBeNull();
		vi.advanceTimersByTime(STEP * 20);
		expect(c.preview).toBeNull();
		expect(vi.getTimerCount()).toBe(1); // only the new try's clock
		c.dispose();
	});

	it('dispose stops every timer: the solution steps and the clock', () => {
		const c = make();
		clock += SOLUTION_DELAY_S * 1000;
		vi.advanceTimersByTime(1000);
		expect(c.canShowSolution).toBe(true);
		c.showSolution();
		const first = c.preview;
		c.dispose();
		expect(vi.getTimerCount()).toBe(0);
		clock += 5000;
		vi.advanceTimersByTime(STEP * 20);
		expect(c.preview).toBe(first);
	});

	it('the countdown to "show solution" follows the clock passed in', () => {
		const c = make();
		expect(c.secondsToSolution).toBe(SOLUTION_DELAY_S);
		clock += 3000;
		vi.advanceTimersByTime(1000);
		expect(c.secondsToSolution).toBe(SOLUTION_DELAY_S - 3);
		c.dispose();
	});

	it('"show solution" during a refutation cancels it: the board ends on the solution, the caption says its last move', async () => {
		const c = make();
		await c.play(await wrongMove(c));
		vi.advanceTimersByTime(STEP);
		expect(c.announce?.kind).toBe('move');
		c.showSolution();
		vi.advanceTimersByTime(STEP * 40);
		let end = c.session.start;
		for (const text of P.solution) {
			const m = parseMove(end, text);
			if (!m.ok) throw new Error(text);
			end = applyMove(end, m.value);
		}
		expect(makeFen(c.preview!.position)).toBe(makeFen(end));
		expect(c.announce).toEqual({ kind: 'move', notation: P.solution[P.solution.length - 1] });
		c.dispose();
	});

	it('"take back and retry" leaves no refutation move in the caption', async () => {
		const c = make();
		const wrong = await wrongMove(c);
		await c.play(wrong);
		vi.advanceTimersByTime(STEP * 40);
		expect(c.announce?.kind).toBe('move');
		c.retry();
		expect(c.announce).toEqual({ kind: 'taken-back', notation: moveToString(wrong) });
		vi.advanceTimersByTime(STEP * 40);
		expect(c.announce?.kind).toBe('taken-back');
		expect(c.preview).toBeNull();
		c.dispose();
	});

	it('counts the moves still needed after each reply exactly, says how much slower a move is, and none once solved', async () => {
		// e7-d8 wins in 3; e7-f8 wins too, in 5 (solve says so; see the CLI's winning-moves).
		const slow = puzzleFor('W:Wc3,e7,g5:Ba7,c5,f6');
		const c = new PuzzleController(slow, { makeClient: inProcess, now: () => clock, stepMs: STEP });
		const first = parseMove(c.session.position, 'e7-f8');
		if (!first.ok) throw new Error('e7-f8');
		await c.play(first.value);
		expect(c.feedback).toEqual({ kind: 'correct', onLine: false, remaining: 4, slower: 2 });
		expect(c.verdict).toBe('correct');
		// From here on the best moves: each answer counts exactly what the solver proves is left.
		while (c.session.state === 'playing') {
			const pos = c.session.position;
			const best = runTask({ kind: 'solve', fen: makeFen(pos), options: { maxMoves: 10 } });
			expect(best.verdict).toEqual({ kind: 'win', n: c.session.remaining });
			await c.play(best.line[0]);
			expect(c.feedback.kind).toBe('correct');
			if (c.feedback.kind !== 'correct') break;
			expect(c.feedback.slower).toBe(0);
			if (c.session.state === 'playing') {
				const left = runTask({ kind: 'solve', fen: makeFen(c.session.position), options: { maxMoves: 10 } });
				expect(left.verdict).toEqual({ kind: 'win', n: c.feedback.remaining });
			}
		}
		expect(c.session.state).toBe('solved');
		expect(c.feedback).toMatchObject({ kind: 'correct', remaining: 0 });
		expect(c.verdict).toBe('solved');
		c.dispose();
	});
	/** The stored line's end position. */
	const solutionEnd = () => {
		let end = new PuzzleController(P, { makeClient: inProcess }).session.start;
		for (const text of P.solution) {
			const m = parseMove(end, text);
			if (!m.ok) throw new Error(text);
			end = applyMove(end, m.value);
		}
		return makeFen(end);
	};

	it('restores a try that ended before (today after a reload): its state and the end of the line, recorded no second time', async () => {
		const finished: PuzzleFinish[] = [];
		const c = make(finished);
		c.restore('solved');
		expect(c.session.state).toBe('solved');
		expect(c.session.result).toBe('solved');
		expect(makeFen(c.shown)).toBe(solutionEnd());
		expect(c.verdict).toBe('solved');
		expect(c.feedback).toEqual({ kind: 'restored', result: 'solved' });
		await vi.advanceTimersByTimeAsync(STEP * 20);
		expect(finished).toEqual([]);

		const missed = make(finished);
		missed.restore('failed');
		expect(missed.session.state).toBe('failed');
		expect(missed.session.result).toBe('failed');
		expect(makeFen(missed.shown)).toBe(solutionEnd());
		expect(missed.solutionShownAt).not.toBeNull();
		// Retry starts afresh, from the puzzle's start.
		missed.retry();
		expect(missed.session.state).toBe('playing');
		expect(missed.session.fen).toBe(P.fen);
		expect(finished).toEqual([]);
		c.dispose();
		missed.dispose();
	});

	it('does not restore over a try the user has begun', async () => {
		const c = make();
		const first = legalMoves(c.session.position)[0];
		const playing = c.play(first);
		c.restore('solved');
		await playing;
		expect(c.restored).toBe(false);
		expect(c.session.played[0].move).toEqual(first);
		c.dispose();
	});

	it('a move proved not to win within the bound is a mistake, said with the bound and the best, with no line to show', async () => {
		// Black wins in 2; after g7-h6 neither side wins by force within the judge's bound.
		const Q = puzzleFor('B:Wc3,f4:Bd6,f8,g7');
		const finished: PuzzleFinish[] = [];
		const c = new PuzzleController(Q, { makeClient: inProcess, now: () => clock, stepMs: STEP, onfinish: (f) => finished.push(f) });
		const m = parseMove(c.session.position, 'g7-h6');
		if (!m.ok) throw new Error('g7-h6');
		await c.play(m.value);
		expect(c.feedback).toEqual({ kind: 'no-win', within: 2 - 1 + SLACK, best: 2 });
		expect(c.verdict).toBe('wrong');
		expect(c.session.state).toBe('failed');
		expect(c.session.refutation).toEqual([]);
		expect(finished.map((f) => f.result)).toEqual(['failed']);
		vi.advanceTimersByTime(STEP * 3);
		expect(c.preview).toBeNull();
		c.dispose();
	});

	it('an unproved move is neither a mistake nor a step: taken back, said honestly, and the try goes on to its end', async () => {
		const finished: PuzzleFinish[] = [];
		const c = new PuzzleController(P, { makeClient: provesNothing, now: () => clock, stepMs: STEP, onfinish: (f) => finished.push(f) });
		const start = c.session.fen;
		const off = legalMoves(c.session.position).find((m) => moveToString(m) !== P.solution[0])!;
		await c.play(off);
		expect(c.feedback).toEqual({ kind: 'unproved' });
		expect(c.verdict).toBe('unproved');
		expect(c.announce).toEqual({ kind: 'taken-back', notation: moveToString(off) });
		expect(c.session.state).toBe('playing');
		expect(c.session.fen).toBe(start);
		expect(c.session.played).toEqual([]);
		expect(c.session.mistakes).toBe(0);
		expect(c.lastMove).toBeNull();
		expect(finished).toEqual([]);
		// The stored line needs no search: the user solves it, and the try ends solved (a run advances).
		let pos = c.session.position;
		for (let i = 0; i < P.solution.length; i += 2) {
			const m = parseMove(pos, P.solution[i]);
			if (!m.ok) throw new Error(P.solution[i]);
			await c.play(m.value);
			pos = c.session.position;
		}
		expect(c.session.state).toBe('solved');
		expect(finished.map((f) => f.result)).toEqual(['solved']);
		expect(finished[0].moves).toEqual(P.solution);
		c.dispose();
	});

	it('an unproved move, then the solution shown: the try ends failed, once (a run ends or moves on)', async () => {
		const finished: PuzzleFinish[] = [];
		const c = new PuzzleController(P, { makeClient: provesNothing, now: () => clock, stepMs: STEP, onfinish: (f) => finished.push(f) });
		await c.play(legalMoves(c.session.position).find((m) => moveToString(m) !== P.solution[0])!);
		clock += SOLUTION_DELAY_S * 1000;
		vi.advanceTimersByTime(1000);
		c.showSolution();
		expect(finished.map((f) => f.result)).toEqual(['failed']);
		c.dispose();
	});

	it('a judge that breaks takes the move back too: the user can play on', async () => {
		const broken = (): SolverPort => ({
			request: async () => {
				throw new Error('worker crashed');
			},
			cancel: () => {},
			dispose: () => {}
		});
		const c = new PuzzleController(P, { makeClient: broken, now: () => clock, stepMs: STEP });
		await c.play(legalMoves(c.session.position).find((m) => moveToString(m) !== P.solution[0])!);
		expect(c.feedback).toEqual({ kind: 'error', failure: { kind: 'unexpected', detail: 'worker crashed' } });
		expect(c.session.state).toBe('playing');
		expect(c.session.fen).toBe(P.fen);
		expect(c.session.thinking).toBe(false);
		c.dispose();
	});
});

describe('one state, shown at once (issue 22)', () => {
	let clock = 0;
	beforeEach(() => {
		vi.useFakeTimers();
		clock = 1_000_000;
	});
	afterEach(() => vi.useRealTimers());

	it('"show solution" after a hint: failed at once, no hint left, no verdict, no more "show solution"; the line as steps', () => {
		const finished: PuzzleFinish[] = [];
		const c = new PuzzleController(P, { makeClient: inProcess, now: () => clock, stepMs: STEP, onfinish: (f) => finished.push(f) });
		c.hint();
		expect(c.hintSquares).toHaveLength(1);
		clock += SOLUTION_DELAY_S * 1000;
		vi.advanceTimersByTime(1000);
		c.showSolution();
		expect(c.session.state).toBe('failed');
		expect(c.hintSquares).toEqual([]);
		expect(c.feedback.kind).toBe('solution');
		expect(c.verdict).toBeNull();
		expect(c.offersSolution).toBe(false);
		expect(c.retriesFromStart).toBe(true);
		expect(finished.map((f) => f.result)).toEqual(['failed']);
		// The line plays step by step; a tap on a step shows the position after it and stops the playing.
		expect(c.line?.moves.map(moveToString)).toEqual(P.solution);
		vi.advanceTimersByTime(STEP * 2);
		expect(c.lineStep).toBe(2);
		c.stepTo(1);
		expect(c.preview?.lastMove && moveToString(c.preview.lastMove)).toBe(P.solution[0]);
		vi.advanceTimersByTime(STEP * 10);
		expect(c.lineStep).toBe(1);
		c.stepTo(0);
		expect(makeFen(c.preview!.position)).toBe(P.fen);
		// "Try again" starts from the beginning, a fresh try.
		c.retry();
		expect(c.session.state).toBe('playing');
		expect(c.session.solutionShown).toBe(false);
		expect(c.line).toBeNull();
		c.dispose();
	});

	it('without keepFinished only a try still going is kept: a finished one starts afresh after a reload', async () => {
		const store = memoryTryStore();
		const opts = { makeClient: inProcess, now: () => clock, keep: () => store };
		const c = new PuzzleController(P, opts);
		await c.play(await wrongMove(c));
		expect(c.session.state).toBe('failed');
		expect(store.kept).toBeNull();
		c.retry();
		expect(store.kept?.session.state).toBe('playing');
		c.dispose();
		const again = new PuzzleController(P, opts);
		// Back at the start after the take-back, but the try was recorded: it is resumed, never recorded again.
		expect(again.session.mistakes).toBe(1);
		expect(again.resumed).toBe(true);
		again.showSolution();
		expect(store.kept).toBeNull();
		again.dispose();
		expect(new PuzzleController(P, opts).resumed).toBe(false);
	});

	it('after reset(another puzzle) everything read from the puzzle follows it: N, side, links, the countdown', () => {
		const c = new PuzzleController(P, { makeClient: inProcess, now: () => clock });
		const other = { ...puzzleFor('B:Wc3,f4:Bd6,f8,g7'), id: 'other' };
		expect(c.n).toBe(2);
		clock += 4000;
		vi.advanceTimersByTime(4000);
		expect(c.secondsToSolution).toBe(SOLUTION_DELAY_S - 4);
		c.reset(other);
		expect(c.puzzle.id).toBe('other');
		expect(c.n).toBe(Number(other.claim.replace('win in ', '')));
		expect(c.side).toBe('black');
		expect(c.playOutHref).toContain(encodeURIComponent(other.fen));
		expect(c.secondsToSolution).toBe(SOLUTION_DELAY_S);
		c.dispose();
	});

	it('the second hint adds the square the piece goes to', () => {
		const c = new PuzzleController(P, { makeClient: inProcess, now: () => clock });
		const stored = parseMove(c.session.start, P.solution[0]);
		if (!stored.ok) throw new Error('stored move');
		c.hint();
		expect(c.hintSquares).toEqual([stored.value.from]);
		expect(c.hintExhausted).toBe(false);
		c.hint();
		expect(c.hintSquares).toEqual([stored.value.from, stored.value.to]);
		expect(c.feedback).toEqual({ kind: 'hint', square: stored.value.from, target: stored.value.to });
		expect(c.hintExhausted).toBe(true);
		c.dispose();
	});

	it('a try kept through a reload comes back with its moves; a recorded one is never recorded twice', async () => {
		const store = memoryTryStore();
		const finished: PuzzleFinish[] = [];
		const opts = {
			makeClient: inProcess,
			now: () => clock,
			stepMs: STEP,
			keep: () => store,
			keepFinished: true,
			onfinish: (f: PuzzleFinish) => finished.push(f)
		};
		const first = new PuzzleController(P, opts);
		const stored = parseMove(first.session.start, P.solution[0]);
		if (!stored.ok) throw new Error('stored move');
		await first.play(stored.value);
		const fenAfter = makeFen(first.session.position);
		expect(first.session.played.length).toBe(2);
		first.dispose();

		// The reload: a new controller on the same store.
		clock += 5000;
		const second = new PuzzleController(P, opts);
		expect(second.resumed).toBe(true);
		expect(makeFen(second.session.position)).toBe(fenAfter);
		expect(second.feedback.kind).toBe('resumed');
		expect(second.lastMove).not.toBeNull();
		// The day's stored result cannot replace the moves on the board.
		second.restore('failed');
		expect(makeFen(second.session.position)).toBe(fenAfter);

		second.dispose();
		expect(finished).toHaveLength(0);

		// A wrong move: recorded once, kept as failed with its refutation, and taken back after a reload.
		const kept = memoryTryStore();
		const o2 = { ...opts, keep: () => kept };
		const c = new PuzzleController(P, o2);
		clock += 3000;
		await c.play(await wrongMove(c));
		expect(c.session.state).toBe('failed');
		expect(finished.map((f) => f.result)).toEqual(['failed']);
		expect(finished[0].timeMs).toBe(3000);
		c.dispose();
		const third = new PuzzleController(P, o2);
		expect(third.session.state).toBe('failed');
		expect(third.verdict).toBe('wrong');
		expect(third.line?.kind).toBe('refutation');
		third.retry();
		expect(third.session.state).toBe('playing');
		expect(makeFen(third.session.position)).toBe(P.fen);
		// The solve after the take-back is not a second record, and counts as failed (the first try's mistake).
		for (let i = 0; i < 10 && third.session.state === 'playing'; i++) {
			const next = parseMove(third.session.position, P.solution[third.session.played.length] ?? '');
			if (!next.ok) break;
			await third.play(next.value);
		}
		expect(third.session.state).toBe('solved');
		expect(third.session.result).toBe('failed');
		expect(third.session.mistakes).toBe(1);
		expect(third.session.hintUsed).toBe(false);
		expect(finished).toHaveLength(1);
		third.dispose();
	});
});
