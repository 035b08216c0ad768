import { describe, expect, it } from 'vitest';
import type { Move } from '$lib/engine';
import { SolverCancelled, SolverFailed } from '$lib/solver/client';
import type { AnswerOf, OnSettled, SolverAnswer, SolverTask, TaskKind, TaskOf } from '$lib/solver/protocol';
import { MOVE_VERDICT_MS, SolverRun, type SolverPort, type SolverTarget } from './solver-run.svelte';

/** A client whose requests the test answers by hand. */
class FakeClient implements SolverPort {
	tasks: SolverTask[] = [];
	cancels = 0;
	disposed = false;
	private settle: { resolve: (a: SolverAnswer) => void; reject: (e: Error) => void } | null = null;
	progress: ((bound: number, nodes: number) => void) | undefined;
	settled: OnSettled | undefined;

	request<K extends TaskKind>(task: TaskOf<K>, onProgress?: (bound: number, nodes: number) => void, onSettled?: OnSettled): Promise<AnswerOf<K>> {
		this.settle?.reject(new SolverCancelled()); // as the real client: a new request replaces the old
		this.tasks.push(task);
		this.progress = onProgress;
		this.settled = onSettled;
		return new Promise<AnswerOf<K>>((resolve, reject) => (this.settle = { resolve: resolve as (a: SolverAnswer) => void, reject }));
	}
	cancel(): void {
		this.cancels++;
		this.settle?.reject(new SolverCancelled());
		this.settle = null;
	}
	dispose(): void {
		this.disposed = true;
		this.cancel();
	}
	answer(a: SolverAnswer): void {
		this.settle?.resolve(a);
		this.settle = null;
	}
	fail(message: string, reason?: 'crashed' | 'failed'): void {
		this.settle?.reject(new SolverFailed(message, reason));
		this.settle = null;
	}
}

const target: SolverTarget = { fen: 'W:Wc3:Bb4', aim: 'giveaway', whiteToMove: true };
const capture: Move = { from: 9, to: 16, captured: 1 << 13, path: [16], promotes: false };
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup() {
	const client = new FakeClient();
	let made = 0;
	const run = new SolverRun(
		() => (made++, client),
		{ maxMoves: 5, timeoutMs: 1000 },
		() => 1000
	);
	return { client, run, made: () => made };
}

describe('SolverRun', () => {
	it('makes no client until the first job', () => {
		const { run, made } = setup();
		expect(run.status.state).toBe('idle');
		expect(made()).toBe(0);
	});

	it('works, reports progress, then holds the answer', async () => {
		const { client, run } = setup();
		const job = run.solve(target);
		expect(client.tasks).toEqual([{ kind: 'solve', fen: target.fen, options: { maxMoves: 5, timeoutMs: 1000, aim: 'giveaway' } }]);
		expect(run.status).toMatchObject({ state: 'working', job: 'solve', bound: null, nodes: 0, startedAt: 1000 });
		client.progress?.(3, 1234);
		expect(run.status).toMatchObject({ state: 'working', bound: 3, nodes: 1234 });
		client.answer({ kind: 'solve', verdict: { kind: 'loss', n: 1 }, line: [capture], nodes: 7, ms: 2, noResultWithin: null });
		await job;
		expect(run.status).toMatchObject({ state: 'done', job: 'solve', verdict: { kind: 'loss', n: 1 }, line: [capture] });
	});

	it('is cancelled at once, and the cancelled job cannot overwrite it', async () => {
		const { client, run } = setup();
		const job = run.winningMoves(target);
		run.cancel();
		expect(run.status).toMatchObject({ state: 'cancelled', job: 'winning-moves' });
		expect(client.cancels).toBe(1);
		await job;
		expect(run.status.state).toBe('cancelled');
	});

	it('a new job replaces the running one', async () => {
		const { client, run } = setup();
		const first = run.solve(target);
		const second = run.winningMoves({ ...target, aim: 'russian' });
		await first;
		expect(run.status).toMatchObject({ state: 'working', job: 'winning-moves' });
		client.answer({ kind: 'winning-moves', moves: [{ move: capture, verdict: { kind: 'no-win' } }] });
		await second;
		expect(run.status).toMatchObject({ state: 'done', job: 'winning-moves', target: { aim: 'russian' } });
		expect(client.tasks[1].options?.aim).toBe('russian');
	});

	it('move verdicts show as each is settled, with a per-move budget; a late one of a replaced job is ignored', async () => {
		const { client, run } = setup();
		const job = run.winningMoves(target);
		expect(client.tasks[0].options?.perMoveMs).toBe(MOVE_VERDICT_MS);
		expect(run.status).toMatchObject({ state: 'working', settled: [] });
		const settled = [{ move: capture, verdict: { kind: 'win' as const, n: 1 } }];
		client.settled?.(settled);
		expect(run.status).toMatchObject({ state: 'working', settled });
		const late = client.settled!;
		client.answer({ kind: 'winning-moves', moves: settled });
		await job;
		const next = run.solve(target);
		late([]);
		expect(run.status).toMatchObject({ state: 'working', job: 'solve', settled: [] });
		client.cancel();
		await next;
	});

	it('says why the solver failed', async () => {
		const { client, run } = setup();
		const job = run.solve(target);
		client.fail('the solver crashed twice: boom', 'crashed');
		await job;
		// A kind for the interface to word, the technical text only for the details.
		expect(run.status).toMatchObject({ state: 'error', failure: { kind: 'solver-crashed', detail: 'SolverFailed: the solver crashed twice: boom' } });
	});

	it('ignores progress and answers after dispose', async () => {
		const { client, run } = setup();
		const job = run.solve(target);
		run.dispose();
		expect(client.disposed).toBe(true);
		await job;
		await flush();
		expect(run.status.state).toBe('working'); // the page is gone; nothing more to show
	});
});
