import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START, legalMoves, makeFen, moveToString, parseFen } from '$lib/engine';
import type { EngineLine, EngineScore } from '$lib/engine-player/types';
import type { EngineAnswer, EngineProgress, EngineTask } from '$lib/engine-player/protocol';
import { EngineCancelled } from '$lib/engine-player/client';
import { EVAL_MAX_DEPTH, EVAL_SETTLE_MS, EVAL_STEPS_MS, EvalController, proofFrom, scoreAttr, whiteView, type EvalPort } from './controller.svelte';

const START_FEN = makeFen(START);
const positionOf = (fen: string) => {
	const p = parseFen(fen);
	if (!p.ok) throw new Error(fen);
	return p.value;
};
const BLACK_FEN = 'B:Wc1,e3:Bf8';
const [m1, m2, m3] = legalMoves(START);

interface Call {
	task: EngineTask;
	onProgress?: (p: EngineProgress) => void;
	resolve: (a: EngineAnswer) => void;
	reject: (e: Error) => void;
}

/** An engine client that answers when the test says so, cancelling as the real one does. */
class FakeClient implements EvalPort {
	calls: Call[] = [];
	cancels = 0;
	disposed = false;
	#pending: Call | null = null;

	request(task: EngineTask, onProgress?: (p: EngineProgress) => void): Promise<EngineAnswer> {
		this.cancel();
		return new Promise((resolve, reject) => {
			const call = { task, onProgress, resolve, reject };
			this.calls.push(call);
			this.#pending = call;
		});
	}

	cancel(): void {
		const p = this.#pending;
		if (!p) return;
		this.#pending = null;
		this.cancels++;
		p.reject(new EngineCancelled());
	}

	dispose(): void {
		this.cancel();
		this.disposed = true;
	}

	get busy(): boolean {
		return this.#pending !== null;
	}

	get last(): Call {
		return this.calls[this.calls.length - 1];
	}

	answer(a: EngineAnswer): void {
		this.#pending = null;
		this.last.resolve(a);
	}
}

const estimate = (percent: number): EngineScore => ({ kind: 'estimate', evaluation: 0, percent });
const line = (move: typeof m1, score: EngineScore): EngineLine => ({ move, score, line: [move] });
const three = (p: number): EngineLine[] => [line(m1, estimate(p)), line(m2, estimate(p - 5)), line(m3, estimate(p - 9))];
const answer = (lines: EngineLine[], depth: number, source: EngineAnswer['source'] = 'estimate'): EngineAnswer => ({
	move: lines[0]?.move ?? null,
	score: lines[0]?.score ?? { kind: 'win', n: 0 },
	depth,
	nodes: 1000,
	lines,
	source
});
const flush = async () => {
	for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('EvalController', () => {
	let fake: FakeClient;
	let c: EvalController;
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		fake = new FakeClient();
		c = new EvalController(() => fake);
	});
	afterEach(() => {
		c.dispose();
		vi.useRealTimers();
	});

	async function settle() {
		vi.advanceTimersByTime(EVAL_SETTLE_MS);
		await vi.runOnlyPendingTimersAsync();
	}

	it('starts after the position settles, shows each iteration, then goes deeper with three lines', async () => {
		c.show(START_FEN);
		expect(fake.calls).toHaveLength(0);
		await settle();
		expect(fake.calls).toHaveLength(1);
		expect(fake.last.task).toEqual({ fen: START_FEN, options: { movetimeMs: EVAL_STEPS_MS[0], multiPv: 1 } });
		expect(c.state).toBe('thinking');
		fake.last.onProgress?.({ depth: 3, nodes: 10, lines: [line(m1, estimate(55))] });
		expect(c.depth).toBe(3);
		expect(c.score).toEqual({ kind: 'estimate', percent: 55 });
		fake.answer(answer([line(m1, estimate(56))], 6));
		await flush();
		expect(fake.calls).toHaveLength(2);
		expect(fake.last.task.options).toEqual({ movetimeMs: EVAL_STEPS_MS[1], multiPv: 3 });
		// A shallower iteration of the next request does not replace the deeper line shown.
		fake.last.onProgress?.({ depth: 2, nodes: 10, lines: three(40) });
		expect(c.depth).toBe(6);
		expect(c.top).toHaveLength(1);
		fake.last.onProgress?.({ depth: 7, nodes: 10, lines: three(60) });
		expect(c.top.map((l) => scoreAttr(l.score))).toEqual(['60%', '55%', '51%']);
		expect(c.announcement).toBe('56%');
	});

	it('stops at the depth cap', async () => {
		c.show(START_FEN);
		await settle();
		fake.answer(answer(three(50), EVAL_MAX_DEPTH));
		await flush();
		expect(c.state).toBe('done');
		expect(fake.calls).toHaveLength(1);
	});

	it('stops after the last step of the chain', async () => {
		c.show(START_FEN);
		await settle();
		for (let i = 0; i < EVAL_STEPS_MS.length; i++) {
			fake.answer(answer(three(50), i + 2));
			await flush();
		}
		expect(fake.calls).toHaveLength(EVAL_STEPS_MS.length);
		expect(c.state).toBe('done');
	});

	it('a new position cancels the old search at once, and its late answer is ignored', async () => {
		c.show(START_FEN);
		await settle();
		const old = fake.last;
		c.show(BLACK_FEN);
		expect(fake.cancels).toBe(1);
		expect(fake.busy).toBe(false);
		expect(c.lines).toEqual([]);
		old.onProgress?.({ depth: 9, nodes: 1, lines: three(70) });
		expect(c.lines).toEqual([]);
		await settle();
		expect(fake.last.task.fen).toBe(BLACK_FEN);
		expect(c.state).toBe('thinking');
	});

	it('stepping quickly through positions starts one search, for the last', async () => {
		c.show(START_FEN);
		vi.advanceTimersByTime(EVAL_SETTLE_MS / 2);
		c.show(BLACK_FEN);
		await settle();
		expect(fake.calls.map((call) => call.task.fen)).toEqual([BLACK_FEN]);
	});

	it('stops when the page is hidden and starts again when it is shown', async () => {
		c.show(START_FEN);
		await settle();
		fake.last.onProgress?.({ depth: 4, nodes: 1, lines: three(52) });
		c.setHidden(true);
		expect(fake.busy).toBe(false);
		expect(c.state).toBe('paused');
		// What was found stays on screen.
		expect(c.score).toEqual({ kind: 'estimate', percent: 52 });
		c.setHidden(false);
		expect(fake.busy).toBe(true);
		expect(fake.calls).toHaveLength(2);
		expect(c.state).toBe('thinking');
	});

	it('a position shown while hidden waits for the page to be shown', async () => {
		c.setHidden(true);
		c.show(START_FEN);
		await settle();
		expect(fake.calls).toHaveLength(0);
		c.setHidden(false);
		expect(fake.calls).toHaveLength(1);
	});

	it('a finished judgement is not searched again when the page comes back', async () => {
		c.show(START_FEN);
		await settle();
		fake.answer(answer(three(50), EVAL_MAX_DEPTH));
		await flush();
		c.setHidden(true);
		c.setHidden(false);
		expect(fake.calls).toHaveLength(1);
		expect(c.state).toBe('done');
	});

	it('the Engine toggle stops it and starts it again', async () => {
		c.show(START_FEN);
		await settle();
		c.setOn(false);
		expect(fake.busy).toBe(false);
		expect(c.state).toBe('off');
		c.show(BLACK_FEN);
		await settle();
		expect(fake.calls).toHaveLength(1);
		c.setOn(true);
		expect(fake.last.task.fen).toBe(BLACK_FEN);
	});

	it('the toggle is kept: a kept "off" applies before any search, and a change is saved', async () => {
		let answerSaved: (on: boolean | null) => void = () => {};
		const saved: boolean[] = [];
		const remember = { saved: () => new Promise<boolean | null>((r) => (answerSaved = r)), save: (on: boolean) => saved.push(on) };
		const kept = new EvalController(() => fake, scoreAttr, undefined, remember);
		kept.show(START_FEN);
		await settle();
		// The first search waits for the kept choice.
		expect(fake.calls).toHaveLength(0);
		answerSaved(false);
		await flush();
		await settle();
		expect(kept.on).toBe(false);
		expect(kept.state).toBe('off');
		expect(fake.calls).toHaveLength(0);
		expect(saved).toEqual([]);
		kept.setOn(true);
		expect(saved).toEqual([true]);
		expect(fake.calls).toHaveLength(1);
		kept.dispose();
	});

	it("the arrow's switch is kept: a kept 'off' applies, a change is saved, a switch used first wins over a late kept choice", async () => {
		let answerArrow: (on: boolean | null) => void = () => {};
		const saved: boolean[] = [];
		const arrow = { saved: () => new Promise<boolean | null>((r) => (answerArrow = r)), save: (on: boolean) => saved.push(on) };
		const kept = new EvalController(() => fake, scoreAttr, undefined, { saved: async () => null, save: () => {}, arrow });
		expect(kept.arrow).toBe(true);
		answerArrow(false);
		await flush();
		expect(kept.arrow).toBe(false);
		expect(saved).toEqual([]);
		kept.setArrow(true);
		expect(kept.arrow).toBe(true);
		expect(saved).toEqual([true]);
		kept.dispose();
		const early = new EvalController(() => fake, scoreAttr, undefined, { saved: async () => null, save: () => {}, arrow });
		early.setArrow(false);
		answerArrow(true);
		await flush();
		expect(early.arrow).toBe(false);
		expect(saved).toEqual([true, false]);
		early.dispose();
	});

	it('nothing kept: the panel is on and searches after the pause; a toggle used first wins over a late kept choice', async () => {
		let answerSaved: (on: boolean | null) => void = () => {};
		const kept = new EvalController(() => fake, scoreAttr, undefined, { saved: () => new Promise((r) => (answerSaved = r)), save: () => {} });
		kept.show(START_FEN);
		answerSaved(null);
		await flush();
		expect(fake.calls).toHaveLength(0);
		await settle();
		expect(fake.calls).toHaveLength(1);
		kept.dispose();
		let late: (on: boolean | null) => void = () => {};
		const early = new EvalController(() => fake, scoreAttr, undefined, { saved: () => new Promise((r) => (late = r)), save: () => {} });
		early.setOn(false);
		late(true);
		await flush();
		expect(early.on).toBe(false);
		early.dispose();
	});

	it("a proof from the page wins over the engine's estimate, and only for its position", async () => {
		c.show(START_FEN);
		await settle();
		fake.last.onProgress?.({ depth: 5, nodes: 1, lines: three(64) });
		expect(c.proved).toBe(false);
		c.setProof({ fen: START_FEN, verdict: { kind: 'win', n: 7 }, by: 'solver' });
		expect(scoreAttr(c.score!)).toBe('win in 7');
		expect(c.provedBy).toBe('solver');
		c.show(BLACK_FEN);
		expect(c.proof).toBeNull();
		expect(c.score).toBeNull();
	});

	it("the engine's own solver proof stays the headline while deeper searches give the top moves", async () => {
		c.show(START_FEN);
		await settle();
		fake.answer(answer([{ move: m1, score: { kind: 'win', n: 5 }, line: [m1, m2] }], 0, 'solver'));
		await flush();
		expect(scoreAttr(c.score!)).toBe('win in 5');
		expect(c.provedBy).toBe('solver');
		fake.last.onProgress?.({ depth: 8, nodes: 1, lines: three(90) });
		expect(scoreAttr(c.score!)).toBe('win in 5');
		expect(c.top).toHaveLength(3);
	});

	it("a result the search found ends the chain as a bound, never as exact (the issue's B:Wa1,b2,e5,f2,g1:Ba5,b6,b8)", async () => {
		// The search reads Black's win in 15 and a5-b4 "in 15"; the solver proves 12: the panel says at most 15.
		const fen = 'B:Wa1,b2,e5,f2,g1:Ba5,b6,b8';
		const [a5b4] = legalMoves(positionOf(fen)).filter((m) => moveToString(m) === 'a5-b4');
		c.show(fen);
		await settle();
		fake.last.onProgress?.({ depth: 14, nodes: 1, lines: [line(a5b4, { kind: 'win', n: 17 })] });
		expect(scoreAttr(c.score!)).toBe('loss in <=17');
		fake.answer(answer([line(a5b4, { kind: 'win', n: 15 })], 15, 'search'));
		await flush();
		expect(c.state).toBe('done');
		expect(c.provedBy).toBe('search');
		expect(scoreAttr(c.score!)).toBe('loss in <=15');
		expect(c.top.map((l) => scoreAttr(l.score))).toEqual(['loss in <=15']);
		const s = c.score!;
		expect(s.kind !== 'estimate' && s.kind !== 'draw' && s.winner).toEqual({ winner: 'black', n: 15, toMove: true });
		// The solver's proof (the page's) turns it exact, with the solver's count.
		c.setProof({ fen, verdict: { kind: 'win', n: 12 }, by: 'solver' });
		expect(scoreAttr(c.score!)).toBe('loss in 12');
		expect(c.provedBy).toBe('solver');
	});

	it("the tables' answer is exact; a White-to-move loss found by the search is a bound", async () => {
		c.show(BLACK_FEN);
		await settle();
		fake.answer({ ...answer([line(m1, { kind: 'loss', n: 8 })], 0, 'search'), tablebase: true });
		await flush();
		expect(c.provedBy).toBe('tables');
		expect(scoreAttr(c.score!)).toBe('win in 7');
		c.show(START_FEN);
		await settle();
		fake.answer(answer([line(m1, { kind: 'loss', n: 3 })], 12, 'search'));
		await flush();
		expect(scoreAttr(c.score!)).toBe('loss in <=3');
	});

	it("scores are White's: Black to move winning is White's loss, Black's 70% is White's 30%", async () => {
		c.show(BLACK_FEN);
		await settle();
		fake.last.onProgress?.({ depth: 3, nodes: 1, lines: [line(m1, estimate(70))] });
		expect(scoreAttr(c.score!)).toBe('30%');
		c.setProof({ fen: BLACK_FEN, verdict: { kind: 'win', n: 4 }, by: 'tables' });
		expect(scoreAttr(c.score!)).toBe('loss in 4');
		// Black to move losing in 8 (Black's moves) is White's win in 7 (White's moves: the winner's).
		c.setProof({ fen: BLACK_FEN, verdict: { kind: 'loss', n: 8 }, by: 'solver' });
		expect(scoreAttr(c.score!)).toBe('win in 7');
		expect(scoreAttr(whiteView({ kind: 'loss', n: 2 }, false))).toBe('win in 1');
		expect(scoreAttr(whiteView({ kind: 'win', n: 2 }, true))).toBe('win in 2');
		expect(scoreAttr(whiteView({ kind: 'loss', n: 2 }, true, true))).toBe('loss in <=2');
		expect(whiteView(estimate(63), true)).toEqual({ kind: 'estimate', percent: 63 });
	});

	it('announces only when a request ends with other words, not on every iteration', async () => {
		c.show(START_FEN);
		await settle();
		fake.last.onProgress?.({ depth: 1, nodes: 1, lines: [line(m1, estimate(50))] });
		fake.last.onProgress?.({ depth: 2, nodes: 1, lines: [line(m1, estimate(58))] });
		expect(c.announcement).toBe('');
		fake.answer(answer([line(m1, estimate(58))], 3));
		await flush();
		expect(c.announcement).toBe('58%');
		c.announcement = '';
		fake.answer(answer(three(58), 5));
		await flush();
		expect(c.announcement).toBe('');
	});

	it('a failed engine says so; a cancel does not', async () => {
		c.show(START_FEN);
		await settle();
		fake.last.reject(new Error('crashed twice'));
		await flush();
		expect(c.state).toBe('error');
	});

	it('dispose drops the client', async () => {
		c.show(START_FEN);
		await settle();
		c.dispose();
		expect(fake.disposed).toBe(true);
	});
});

describe('proofFrom', () => {
	it("takes the tables' verdict, or a finished Solve of this position, and nothing else", () => {
		const fen = 'W:Wc1,e3:Bf8';
		const tables = { state: 'done', fen, report: { verdict: { kind: 'win' as const, n: 4 } } };
		expect(proofFrom(fen, null, tables)).toEqual({ fen, verdict: { kind: 'win', n: 4 }, by: 'tables' });
		expect(proofFrom('W:Wc1:Bf8', null, tables)).toBeNull();
		const solved = { state: 'done', job: 'solve', target: { fen }, verdict: { kind: 'loss', n: 2 } };
		expect(proofFrom(fen, solved, null)).toEqual({ fen, verdict: { kind: 'loss', n: 2 }, by: 'solver' });
		expect(proofFrom(fen, { ...solved, verdict: { kind: 'unknown' } }, null)).toBeNull();
		expect(proofFrom(fen, { ...solved, job: 'winning-moves' }, null)).toBeNull();
	});
});
