/**
 * SolverClient against fake workers: one that runs the real runTask a tick
 * later (as the worker does), one that hangs, one that crashes, and one the
 * test drives by hand.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFen } from '../engine';
import { SolverCancelled, SolverClient, SolverFailed, type WorkerLike } from './client';
import type { FromWorker, TaskOf, ToWorker } from './protocol';
import { runTask } from './tasks';
import { twelvePosition } from './twelve';

// Node 20 has no ErrorEvent (browsers do); the client looks for one on a crash.
class FakeErrorEvent extends Event {
	readonly message: string;
	constructor(type: string, init: { message?: string } = {}) {
		super(type);
		this.message = init.message ?? '';
	}
}
const hadErrorEvent = 'ErrorEvent' in globalThis;
beforeAll(() => {
	if (!hadErrorEvent) vi.stubGlobal('ErrorEvent', FakeErrorEvent);
});
afterAll(() => {
	vi.unstubAllGlobals();
});

type Behaviour = 'run' | 'hang' | 'crash' | 'throw-on-post' | 'manual';

class FakeWorker implements WorkerLike {
	onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
	onerror: ((event: ErrorEvent | Event) => void) | null = null;
	terminated = false;
	readonly received: ToWorker[] = [];

	constructor(readonly behaviour: Behaviour) {}

	postMessage(message: ToWorker): void {
		if (this.terminated) throw new Error('posted to a terminated worker');
		if (this.behaviour === 'throw-on-post') throw new Error('cannot start the worker');
		this.received.push(message);
		if (this.behaviour === 'run') setTimeout(() => this.run(message), 0);
		if (this.behaviour === 'crash') setTimeout(() => this.crash('boom'), 0);
	}

	/** What worker.ts does with a message. */
	private run({ id, task }: ToWorker): void {
		if (this.terminated) return;
		try {
			const answer = runTask(task, (bound, nodes) => this.emit({ id, type: 'progress', bound, nodes }));
			this.emit({ id, type: 'done', answer });
		} catch (e) {
			this.emit({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
		}
	}

	emit(data: FromWorker): void {
		if (this.terminated) return; // a terminated worker says nothing more
		this.onmessage?.({ data } as MessageEvent<FromWorker>);
	}

	crash(message: string): void {
		if (this.terminated) return;
		this.onerror?.(new (globalThis as unknown as { ErrorEvent: typeof FakeErrorEvent }).ErrorEvent('error', { message }));
	}

	terminate(): void {
		this.terminated = true;
	}
}

/** A client whose workers behave as listed, in order (the last one repeats). */
function setup(...behaviours: Behaviour[]) {
	const workers: FakeWorker[] = [];
	const client = new SolverClient(() => {
		const w = new FakeWorker(behaviours[Math.min(workers.length, behaviours.length - 1)]);
		workers.push(w);
		return w;
	});
	return { client, workers };
}

const solveTask = (fen: string, options: TaskOf<'solve'>['options'] = {}): TaskOf<'solve'> => ({ kind: 'solve', fen, options });
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('SolverClient', () => {
	it('delivers the answer of a solve task', async () => {
		const { client, workers } = setup('run');
		const answer = await client.request(solveTask('W:We3:Bg5'));
		expect(answer.kind).toBe('solve');
		expect(answer.verdict).toEqual({ kind: 'win', n: 1 });
		expect(answer.line.length).toBe(2);
		expect(client.busy).toBe(false);
		expect(workers.length).toBe(1);
		expect(workers[0].received.map((m) => m.task)).toEqual([solveTask('W:We3:Bg5')]);
	});

	it('delivers winning-moves and heuristic-move answers, reusing the idle worker', async () => {
		const { client, workers } = setup('run');
		const moves = await client.request({ kind: 'winning-moves', fen: 'W:We3:Bg5', options: { maxMoves: 2 } });
		expect(moves.kind).toBe('winning-moves');
		const byMove = Object.fromEntries(moves.moves.map((m) => [`${m.move.from}-${m.move.to}`, m.verdict.kind]));
		expect(Object.values(byMove).sort()).toEqual(['no-win', 'win']);

		const h = await client.request({ kind: 'heuristic-move', fen: 'W:We3:Bg5' });
		expect(h).toMatchObject({ kind: 'heuristic-move', proved: true });
		expect(workers.length).toBe(1);
		expect(client.started).toBe(1);
		// Ids grow from request to request.
		expect(workers[0].received.map((m) => m.id)).toEqual([1, 2]);
	});

	it('passes progress to the callback of the request', async () => {
		const { client } = setup('run');
		const progress: [number, number][] = [];
		// h4 against twelve: loss in 2, so bounds 0 and 1 are refuted first.
		const answer = await client.request(solveTask(makeFen(twelvePosition('h4'))), (b, n) => progress.push([b, n]));
		expect(answer.verdict).toEqual({ kind: 'loss', n: 2 });
		expect(progress.map(([b]) => b)).toEqual([0, 1]);
		for (const [, nodes] of progress) expect(nodes).toBeGreaterThanOrEqual(0);
	});

	it('a new request cancels the one in flight and replaces the busy worker', async () => {
		const { client, workers } = setup('hang', 'run');
		const first = client.request(solveTask('W:We3:Bg5'));
		const firstOutcome = first.catch((e) => e);
		expect(client.busy).toBe(true);
		const second = client.request(solveTask('W:Wc3:Bd4'));
		expect(await firstOutcome).toBeInstanceOf(SolverCancelled);
		expect(workers[0].terminated).toBe(true);
		expect(workers[0].onmessage).toBeNull();
		expect(workers.length).toBe(2);
		expect(client.started).toBe(2);
		const answer = await second;
		expect(answer.verdict).toEqual({ kind: 'loss', n: 1 });
		expect(workers[1].terminated).toBe(false);
	});

	it('cancel() rejects the request in flight, stops its worker, and is harmless when idle', async () => {
		const { client, workers } = setup('hang', 'run');
		client.cancel(); // nothing in flight
		expect(workers.length).toBe(0);
		const p = client.request(solveTask('W:We3:Bg5'));
		const outcome = p.catch((e) => e);
		client.cancel();
		expect(await outcome).toBeInstanceOf(SolverCancelled);
		expect(client.busy).toBe(false);
		expect(workers[0].terminated).toBe(true);
		// The next request gets a fresh worker and works.
		const answer = await client.request(solveTask('W:We3:Bg5'));
		expect(answer.verdict).toEqual({ kind: 'win', n: 1 });
		expect(client.started).toBe(2);
	});

	it('a crash restarts the worker and retries the request once', async () => {
		const { client, workers } = setup('crash', 'run');
		const answer = await client.request(solveTask('W:We3:Bg5'));
		expect(answer.verdict).toEqual({ kind: 'win', n: 1 });
		expect(client.started).toBe(2);
		expect(workers[0].terminated).toBe(true);
		// The retry is the same request: same id, same task.
		expect(workers[1].received).toEqual(workers[0].received);
	});

	it('a second crash rejects with SolverFailed', async () => {
		const { client, workers } = setup('crash', 'crash', 'run');
		const error = await client.request(solveTask('W:We3:Bg5')).catch((e) => e);
		expect(error).toBeInstanceOf(SolverFailed);
		expect(String(error.message)).toContain('boom');
		expect(client.busy).toBe(false);
		expect(workers.length).toBe(2);
		expect(workers.every((w) => w.terminated)).toBe(true);
		// The client recovers: the next request starts a third worker.
		const answer = await client.request(solveTask('W:Wc3:Bd4'));
		expect(answer.verdict).toEqual({ kind: 'loss', n: 1 });
		expect(client.started).toBe(3);
	});

	it('a worker that cannot even take the message counts as a crash', async () => {
		const once = setup('throw-on-post', 'run');
		expect((await once.client.request(solveTask('W:We3:Bg5'))).verdict).toEqual({ kind: 'win', n: 1 });
		const twice = setup('throw-on-post');
		expect(await twice.client.request(solveTask('W:We3:Bg5')).catch((e) => e)).toBeInstanceOf(SolverFailed);
	});

	it('a crash after the answer, with nothing in flight, just drops the worker', async () => {
		const { client, workers } = setup('run');
		await client.request(solveTask('W:We3:Bg5'));
		workers[0].crash('late');
		expect(workers[0].terminated).toBe(true);
		expect(client.busy).toBe(false);
		await client.request(solveTask('W:We3:Bg5'));
		expect(client.started).toBe(2);
	});

	it('ignores stale messages of an earlier request', async () => {
		const { client, workers } = setup('manual');
		const first = client.request(solveTask('W:We3:Bg5'));
		const w = workers[0];
		const firstId = w.received[0].id;
		const done = (id: number, n: number): FromWorker => ({
			id,
			type: 'done',
			answer: { kind: 'solve', verdict: { kind: 'win', n }, line: [], nodes: 0, ms: 0, noResultWithin: null }
		});
		w.emit(done(firstId, 1));
		expect((await first).verdict).toEqual({ kind: 'win', n: 1 });

		// The same worker takes the next request; late messages of the first are ignored.
		const progress: number[] = [];
		let settled = false;
		const second = client.request(solveTask('W:Wc3:Bd4'), (b) => progress.push(b));
		void second.then(() => (settled = true));
		expect(workers.length).toBe(1);
		const secondId = w.received[1].id;
		expect(secondId).not.toBe(firstId);
		w.emit({ id: firstId, type: 'progress', bound: 7, nodes: 1 });
		w.emit(done(firstId, 9));
		w.emit({ id: firstId, type: 'error', message: 'stale' });
		await tick();
		expect(settled).toBe(false);
		expect(progress).toEqual([]);
		expect(client.busy).toBe(true);
		w.emit({ id: secondId, type: 'progress', bound: 0, nodes: 5 });
		w.emit(done(secondId, 3));
		expect((await second).verdict).toEqual({ kind: 'win', n: 3 });
		expect(progress).toEqual([0]);
		// And anything after the answer is ignored too.
		w.emit(done(secondId, 4));
		expect(client.busy).toBe(false);
	});

	it('refuses an answer of another kind than the task, so callers need not check', async () => {
		const { client, workers } = setup('manual');
		const asked = client.request(solveTask('W:We3:Bg5')).catch((e) => e);
		const w = workers[0];
		w.emit({ id: w.received[0].id, type: 'done', answer: { kind: 'heuristic-move', move: null, proved: false } });
		const error = await asked;
		expect(error).toBeInstanceOf(SolverFailed);
		expect(error.message).toContain('solve');
		expect(client.busy).toBe(false);
	});

	it("ignores a cancelled request's answer even if its handler is still called", async () => {
		const { client, workers } = setup('manual');
		const first = client.request(solveTask('W:We3:Bg5'));
		const firstOutcome = first.catch((e) => e);
		const oldHandler = workers[0].onmessage!;
		const firstId = workers[0].received[0].id;
		const second = client.request(solveTask('W:Wc3:Bd4'));
		expect(await firstOutcome).toBeInstanceOf(SolverCancelled);
		// A message already queued from the old worker reaches the client anyway.
		oldHandler({
			data: { id: firstId, type: 'done', answer: { kind: 'solve', verdict: { kind: 'win', n: 1 }, line: [], nodes: 0, ms: 0, noResultWithin: null } }
		} as unknown as MessageEvent<FromWorker>);
		expect(client.busy).toBe(true);
		const w2 = workers[1];
		w2.emit({
			id: w2.received[0].id,
			type: 'done',
			answer: { kind: 'solve', verdict: { kind: 'loss', n: 1 }, line: [], nodes: 0, ms: 0, noResultWithin: null }
		});
		expect((await second).verdict).toEqual({ kind: 'loss', n: 1 });
	});

	it('an error message rejects with SolverFailed and keeps the worker', async () => {
		const { client, workers } = setup('run');
		const error = await client.request(solveTask('not a fen')).catch((e) => e);
		expect(error).toBeInstanceOf(SolverFailed);
		expect(error.message).toMatch(/bad position/);
		expect(client.busy).toBe(false);
		expect(workers[0].terminated).toBe(false);
		expect((await client.request(solveTask('W:We3:Bg5'))).verdict).toEqual({ kind: 'win', n: 1 });
		expect(client.started).toBe(1);
	});

	it('dispose() cancels and stops the worker', async () => {
		const { client, workers } = setup('hang');
		const outcome = client.request(solveTask('W:We3:Bg5')).catch((e) => e);
		client.dispose();
		expect(await outcome).toBeInstanceOf(SolverCancelled);
		expect(workers[0].terminated).toBe(true);
		expect(client.busy).toBe(false);
	});
});
