/** WorkerChannel against a fake worker the test drives by hand. */
import { describe, expect, it } from 'vitest';
import { WorkerChannel, type ChannelSpec, type WorkerLike } from './channel';

type In = { id: number; task: string } | { id: number; cancel: true };
type Out = { id: number; type: 'progress'; step: number } | { id: number; type: 'done'; answer: string } | { id: number; type: 'error'; message: string };

class Cancelled extends Error {}
class Failed extends Error {
	constructor(
		message: string,
		readonly crashed: boolean
	) {
		super(message);
	}
}

class FakeWorker implements WorkerLike<In, Out> {
	onmessage: ((event: MessageEvent<Out>) => void) | null = null;
	onerror: ((event: ErrorEvent | Event) => void) | null = null;
	terminated = false;
	readonly received: In[] = [];

	postMessage(message: In): void {
		if (this.terminated) throw new Error('posted to a terminated worker');
		this.received.push(message);
	}
	emit(data: Out): void {
		this.onmessage?.({ data } as MessageEvent<Out>);
	}
	crash(): void {
		this.onerror?.(new Event('error'));
	}
	terminate(): void {
		this.terminated = true;
	}
	/** The id of the last task received. */
	get lastId(): number {
		return this.received.filter((m) => 'task' in m).at(-1)!.id;
	}
}

const spec = (keep = false): ChannelSpec<string, In, Out, string, (step: number) => void> => ({
	name: 'the fake',
	task: (id, task) => ({ id, task }),
	read(message, listener) {
		switch (message.type) {
			case 'progress':
				listener?.(message.step);
				return null;
			case 'done':
				return { done: message.answer };
			case 'error':
				return { error: message.message };
		}
	},
	cancelled: () => new Cancelled('cancelled'),
	failed: (message, crashed) => new Failed(message, crashed),
	keepOnCancel: keep ? (task) => task.startsWith('short') : undefined,
	cancel: (id) => ({ id, cancel: true })
});

function setup(keep = false) {
	const workers: FakeWorker[] = [];
	const channel = new WorkerChannel(() => {
		const w = new FakeWorker();
		workers.push(w);
		return w;
	}, spec(keep));
	return { channel, workers };
}

describe('WorkerChannel', () => {
	it('starts the worker at the first request, hands progress to the listener and resolves with the answer', async () => {
		const { channel, workers } = setup();
		expect(workers).toHaveLength(0);
		const steps: number[] = [];
		const answer = channel.request('a', (s) => steps.push(s));
		expect(channel.started).toBe(1);
		expect(channel.busy).toBe(true);
		const w = workers[0];
		w.emit({ id: w.lastId, type: 'progress', step: 1 });
		w.emit({ id: w.lastId + 99, type: 'progress', step: 7 }); // another id: dropped
		w.emit({ id: w.lastId, type: 'progress', step: 2 });
		w.emit({ id: w.lastId, type: 'done', answer: 'A' });
		await expect(answer).resolves.toBe('A');
		expect(steps).toEqual([1, 2]);
		expect(channel.busy).toBe(false);
	});

	it('an error message rejects with the failed error, not a crash, and keeps the worker', async () => {
		const { channel, workers } = setup();
		const p = channel.request('a');
		workers[0].emit({ id: workers[0].lastId, type: 'error', message: 'bad task' });
		await expect(p).rejects.toMatchObject({ message: 'bad task', crashed: false });
		expect(workers[0].terminated).toBe(false);
	});

	it('a new request cancels the one in flight and replaces the busy worker; a stale answer is dropped', async () => {
		const { channel, workers } = setup();
		const first = channel.request('a');
		const firstId = workers[0].lastId;
		const second = channel.request('b');
		await expect(first).rejects.toBeInstanceOf(Cancelled);
		expect(workers[0].terminated).toBe(true);
		expect(channel.started).toBe(2);
		workers[0].emit({ id: firstId, type: 'done', answer: 'stale' });
		workers[1].emit({ id: workers[1].lastId, type: 'done', answer: 'B' });
		await expect(second).resolves.toBe('B');
	});

	it('a task the spec lets run out keeps its worker on cancel, which is told; its late answer is dropped', async () => {
		const { channel, workers } = setup(true);
		const first = channel.request('short one');
		const firstId = workers[0].lastId;
		channel.cancel();
		await expect(first).rejects.toBeInstanceOf(Cancelled);
		expect(workers[0].terminated).toBe(false);
		expect(workers[0].received.at(-1)).toEqual({ id: firstId, cancel: true });
		const second = channel.request('long one');
		expect(channel.started).toBe(1);
		workers[0].emit({ id: firstId, type: 'done', answer: 'stale' });
		expect(channel.busy).toBe(true);
		workers[0].emit({ id: workers[0].lastId, type: 'done', answer: 'L' });
		await expect(second).resolves.toBe('L');
		// A long task is not kept: cancelling it replaces the worker.
		const third = channel.request('long again');
		channel.cancel();
		await expect(third).rejects.toBeInstanceOf(Cancelled);
		expect(workers[0].terminated).toBe(true);
	});

	it('a crash restarts the worker and retries the request once, then fails as crashed', async () => {
		const { channel, workers } = setup();
		const recovered = channel.request('a');
		workers[0].crash();
		expect(workers[0].terminated).toBe(true);
		expect(workers[1].received).toEqual([{ id: workers[0].lastId, task: 'a' }]);
		workers[1].emit({ id: workers[1].lastId, type: 'done', answer: 'A' });
		await expect(recovered).resolves.toBe('A');

		const failing = channel.request('b');
		workers[1].crash();
		workers[2].crash();
		await expect(failing).rejects.toMatchObject({ crashed: true, message: 'the fake crashed twice: the fake stopped unexpectedly' });
		expect(channel.started).toBe(3);
		expect(channel.busy).toBe(false);
	});

	it('a worker that cannot start counts as a crash', async () => {
		let made = 0;
		const channel = new WorkerChannel<string, In, Out, string, (step: number) => void>(() => {
			made++;
			throw new Error('no workers here');
		}, spec());
		await expect(channel.request('a')).rejects.toMatchObject({ crashed: true, message: 'the fake crashed twice: no workers here' });
		expect(made).toBe(2);
	});

	it('dispose() settles the request waiting and stops the worker, a kept one too', async () => {
		for (const keep of [false, true]) {
			const { channel, workers } = setup(keep);
			const p = channel.request('short');
			channel.dispose();
			await expect(p).rejects.toBeInstanceOf(Cancelled);
			expect(workers[0].terminated).toBe(true);
			expect(channel.busy).toBe(false);
		}
	});
});
