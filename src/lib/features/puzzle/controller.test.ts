import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalMoves, type Move } from '$lib/engine';
import { runTask } from '$lib/solver/tasks';
import type { TaskKind, TaskOf } from '$lib/solver/protocol';
import { PuzzleController, SOLUTION_DELAY_S, type PuzzleFinish, type PuzzleSolverPort } from './controller.svelte';
import { puzzleFor } from './testing';

/** The real solver in-process, behind the client's interface. */
const inProcess = (): PuzzleSolverPort => ({
	request: async <K extends TaskKind>(task: TaskOf<K>) => runTask(task),
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
});
