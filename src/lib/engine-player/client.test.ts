/** EngineClient against fake workers: one that runs the real task a tick later, one that hangs, one that crashes. */
import { describe, expect, it } from 'vitest';
import { moveToString } from '../engine';
import { EngineCancelled, EngineClient, EngineFailed, type EngineWorkerLike } from './client';
import type { EngineProgress, FromEngineWorker, ToEngineWorker } from './protocol';
import { runEngineTask } from './tasks';

type Behaviour = 'run' | 'hang' | 'crash';

class FakeWorker implements EngineWorkerLike {
	onmessage: ((event: MessageEvent<FromEngineWorker>) => void) | null = null;
	onerror: ((event: ErrorEvent | Event) => void) | null = null;
	terminated = false;

	constructor(readonly behaviour: Behaviour) {}

	readonly received: ToEngineWorker[] = [];
	#cancelled = new Set<number>();

	postMessage(message: ToEngineWorker): void {
		this.received.push(message);
		if ('cancel' in message) return void this.#cancelled.add(message.id);
		const { id, task } = message;
		if (this.behaviour === 'hang') return;
		setTimeout(() => {
			if (this.terminated || this.#cancelled.has(id)) return; // as worker.ts: a task cancelled before it starts is skipped
			if (this.behaviour === 'crash') return this.onerror?.(new Event('error'));
			try {
				const answer = runEngineTask(task, (progress) => this.emit({ id, type: 'progress', progress }));
				this.emit({ id, type: 'done', answer });
			} catch (e) {
				this.emit({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
			}
		}, 0);
	}

	emit(data: FromEngineWorker): void {
		if (!this.terminated) this.onmessage?.({ data } as MessageEvent<FromEngineWorker>);
	}

	terminate(): void {
		this.terminated = true;
	}
}

function setup(...behaviours: Behaviour[]) {
	const workers: FakeWorker[] = [];
	const client = new EngineClient(() => {
		const w = new FakeWorker(behaviours[Math.min(workers.length, behaviours.length - 1)]);
		workers.push(w);
		return w;
	});
	return { client, workers };
}

describe('EngineClient', () => {
	it('answers with a move, reporting progress per iteration', async () => {
		const { client } = setup('run');
		const progress: EngineProgress[] = [];
		const a = await client.request({ fen: 'start', options: { movetimeMs: 30, level: 8 } }, (p) => progress.push(p));
		expect(a.move).not.toBeNull();
		expect(progress.length).toBeGreaterThan(0);
		expect(progress.map((p) => p.depth)).toEqual(progress.map((_, i) => i + 1));
		expect(moveToString(progress[progress.length - 1].lines[0].move)).toBe(moveToString(a.move!));
	});

	it('a new request cancels the one in flight and replaces its worker', async () => {
		const { client, workers } = setup('hang', 'run');
		const first = client.request({ fen: 'start' });
		const second = client.request({ fen: 'W:Wc3:Bb4' });
		await expect(first).rejects.toBeInstanceOf(EngineCancelled);
		expect(workers[0].terminated).toBe(true);
		const a = await second;
		expect(a.score).toEqual({ kind: 'loss', n: 1 });
		expect(client.busy).toBe(false);
	});

	it('a cancelled short search keeps its worker (told of the cancel), a long one replaces it', async () => {
		const { client, workers } = setup('run');
		const short = { fen: 'start', options: { movetimeMs: 400, level: 8 } };
		for (let i = 0; i < 5; i++) {
			const p = client.request(short);
			client.cancel();
			await expect(p).rejects.toBeInstanceOf(EngineCancelled);
		}
		const answer = await client.request({ fen: 'W:Wc3:Bb4', options: { movetimeMs: 400 } });
		expect(answer.score).toEqual({ kind: 'loss', n: 1 });
		expect(client.started).toBe(1);
		expect(workers[0].received.filter((m) => 'cancel' in m)).toHaveLength(5);
		const long = client.request({ fen: 'start', options: { movetimeMs: 6000 } });
		client.cancel();
		await expect(long).rejects.toBeInstanceOf(EngineCancelled);
		expect(workers[0].terminated).toBe(true);
		await client.request(short);
		expect(client.started).toBe(2);
	});

	it('cancel() rejects the request; a crash is retried once, then fails', async () => {
		const { client } = setup('hang');
		const p = client.request({ fen: 'start' });
		client.cancel();
		await expect(p).rejects.toBeInstanceOf(EngineCancelled);
		const crashing = setup('crash');
		await expect(crashing.client.request({ fen: 'start' })).rejects.toBeInstanceOf(EngineFailed);
		expect(crashing.client.started).toBe(2);
		const recovering = setup('crash', 'run');
		expect((await recovering.client.request({ fen: 'start', options: { movetimeMs: 20 } })).move).not.toBeNull();
	});

	it('a bad position is an error, not a crash', async () => {
		const { client } = setup('run');
		await expect(client.request({ fen: 'nonsense' })).rejects.toThrow(/bad position/);
	});
});
