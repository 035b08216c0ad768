/** ReviewClient against fake workers: one that runs the real task a tick later, one that hangs, one that crashes. */
import { describe, expect, it } from 'vitest';
import { ReproveClient, ReviewCancelled, ReviewClient, ReviewFailed, type ReviewWorkerLike } from './client';
import type { FromReviewWorker, ToReviewWorker } from './protocol';
import type { ReviewProgress } from './review';
import { runReproveTask, runReviewTask } from './tasks';
import { proofOf } from './testing';

type Behaviour = 'run' | 'hang' | 'crash';

class FakeWorker implements ReviewWorkerLike {
	onmessage: ((event: MessageEvent<FromReviewWorker>) => void) | null = null;
	onerror: ((event: ErrorEvent | Event) => void) | null = null;
	terminated = false;

	constructor(readonly behaviour: Behaviour) {}

	postMessage({ id, task }: ToReviewWorker): void {
		if (this.behaviour === 'hang') return;
		setTimeout(() => {
			if (this.terminated) return;
			if (this.behaviour === 'crash') return this.onerror?.(new Event('error'));
			try {
				if ('kind' in task) {
					const proved = runReproveTask(task, (progress) => this.emit({ id, type: 'progress', progress }));
					if (proved) this.emit({ id, type: 'done', proved });
					return;
				}
				const review = runReviewTask(task, (progress) => this.emit({ id, type: 'progress', progress }));
				if (review) this.emit({ id, type: 'done', review });
			} catch (e) {
				this.emit({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
			}
		}, 0);
	}

	emit(data: FromReviewWorker): void {
		if (!this.terminated) this.onmessage?.({ data } as MessageEvent<FromReviewWorker>);
	}

	terminate(): void {
		this.terminated = true;
	}
}

function setup(...behaviours: Behaviour[]) {
	const workers: FakeWorker[] = [];
	const client = new ReviewClient(() => {
		const w = new FakeWorker(behaviours[Math.min(workers.length, behaviours.length - 1)]);
		workers.push(w);
		return w;
	});
	return { client, workers };
}

const TASK = { fen: 'W:Wa1,f2,g3:Be7,h4', moves: ['f2-e3', 'h4:f2:d4'], options: { movetimeMs: 20 } };

describe('ReviewClient', () => {
	it('reviews a game, reporting progress per position', async () => {
		const { client } = setup('run');
		const progress: ReviewProgress[] = [];
		const r = await client.request(TASK, (p) => progress.push(p));
		expect(r.plies.map((p) => p.class)).toEqual(['blunder', 'best']);
		expect(proofOf(r.plies[0].proof)).toMatch(/^win in 3 -> loss in \d+$/);
		expect(progress).toEqual([1, 2, 3].map((done) => ({ done, total: 3 })));
	});

	it('cancel rejects the request and terminates the busy worker; the next request starts a new one', async () => {
		const { client, workers } = setup('hang', 'run');
		const first = client.request(TASK);
		client.cancel();
		await expect(first).rejects.toBeInstanceOf(ReviewCancelled);
		expect(workers[0].terminated).toBe(true);
		expect((await client.request(TASK)).plies).toHaveLength(2);
		expect(client.started).toBe(2);
	});

	it('a bad task fails with its reason; a worker that crashes twice fails', async () => {
		const { client } = setup('run');
		await expect(client.request({ fen: TASK.fen, moves: ['a1-a2'] })).rejects.toThrow(/ply 1/);
		const crashing = setup('crash');
		await expect(crashing.client.request(TASK)).rejects.toBeInstanceOf(ReviewFailed);
		expect(crashing.client.started).toBe(2);
	});
});

describe('ReproveClient', () => {
	it('proves kept claims again in the worker, with progress per claim', async () => {
		const client = new ReproveClient(() => new FakeWorker('run'));
		const progress: ReviewProgress[] = [];
		const falsePuzzle = { fen: 'W:Wc1,e1:Bb6,d8,h6', claim: 'win in 1', solution: ['c1-d2', 'h6-g5'], unique: true, winningMoves: ['c1-d2'] };
		const r = await client.request({ kind: 'reprove', reviews: [], puzzles: [falsePuzzle] }, (p) => progress.push(p));
		expect(r).toEqual({ reviews: [], puzzles: [{ state: 'refuted', found: { kind: 'none', within: 1 } }] });
		expect(progress).toEqual([
			{ done: 0, total: 1 },
			{ done: 1, total: 1 }
		]);
	});
});
