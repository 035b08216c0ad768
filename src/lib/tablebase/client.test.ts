/** TablebaseClient against a fake worker that never answers until told to. */
import { describe, expect, it } from 'vitest';
import type { TablebaseAnswer, TablebaseRequest } from './protocol';
import { TablebaseCancelled, TablebaseClient, type TablebaseWorkerLike } from './client';

class SilentWorker implements TablebaseWorkerLike {
	onmessage: ((event: MessageEvent<TablebaseAnswer>) => void) | null = null;
	onerror: ((event: ErrorEvent | Event) => void) | null = null;
	sent: TablebaseRequest[] = [];
	terminated = false;
	postMessage(message: TablebaseRequest): void {
		this.sent.push(message);
	}
	terminate(): void {
		this.terminated = true;
	}
	answer(a: TablebaseAnswer): void {
		this.onmessage?.({ data: a } as MessageEvent<TablebaseAnswer>);
	}
}

function setup() {
	const workers: SilentWorker[] = [];
	const client = new TablebaseClient(() => {
		const w = new SilentWorker();
		workers.push(w);
		return w;
	});
	return { client, workers };
}

describe('TablebaseClient', () => {
	it('answers each request by its id', async () => {
		const { client, workers } = setup();
		const a = client.report('W:Wc3:Bf6');
		const b = client.report('W:Wd4:Bh8');
		const [first, second] = workers[0].sent;
		workers[0].answer({ id: second.id, type: 'none', reason: 'too-many-pieces' });
		workers[0].answer({ id: first.id, type: 'error', message: 'x' });
		expect((await a).type).toBe('error');
		expect((await b).type).toBe('none');
	});

	it('dispose() settles every waiting request: each rejects with TablebaseCancelled', async () => {
		const { client, workers } = setup();
		const waiting = [client.warm(), client.report('W:Wc3:Bf6'), client.report('W:Wd4:Bh8')].map((p) =>
			p.then(
				() => 'answered',
				(e: unknown) => e
			)
		);
		client.dispose();
		const settled = await Promise.race([Promise.all(waiting), new Promise((r) => setTimeout(() => r('still waiting'), 50))]);
		expect(settled).not.toBe('still waiting');
		for (const outcome of settled as unknown[]) expect(outcome).toBeInstanceOf(TablebaseCancelled);
		expect(workers[0].terminated).toBe(true);
	});

	it('a request after dispose() starts a new worker', async () => {
		const { client, workers } = setup();
		client.report('W:Wc3:Bf6').catch(() => {});
		client.dispose();
		const next = client.report('W:Wd4:Bh8');
		expect(workers).toHaveLength(2);
		workers[1].answer({ id: workers[1].sent[0].id, type: 'error', message: 'x' });
		expect((await next).type).toBe('error');
	});
});
