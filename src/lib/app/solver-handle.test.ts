import { describe, expect, it } from 'vitest';
import { lazySolverClient } from './solver-handle';
import { SolverCancelled } from '$lib/solver/errors';
import type { SolverClient } from '$lib/solver/client';

/** A client that answers every request with its task, so the test sees which ran. */
function fakeClient(log: string[]): SolverClient {
	return {
		request: async (task: { kind: string }) => (log.push(`run ${task.kind}`), task),
		cancel: () => log.push('cancel'),
		dispose: () => log.push('dispose')
	} as unknown as SolverClient;
}

describe('lazySolverClient', () => {
	it('loads the client once, at the first request, and passes requests on', async () => {
		const log: string[] = [];
		let loads = 0;
		const port = lazySolverClient(async () => (loads++, fakeClient(log)));
		expect(loads).toBe(0);
		const task = { kind: 'solve' } as never;
		await expect(port.request(task)).resolves.toBe(task);
		await port.request(task);
		expect(loads).toBe(1);
		expect(log).toEqual(['run solve', 'run solve']);
	});

	it('a request cancelled (or replaced) while the code loads never runs', async () => {
		const log: string[] = [];
		let release!: () => void;
		const gate = new Promise<void>((r) => (release = r));
		const port = lazySolverClient(async () => (await gate, fakeClient(log)));
		const first = port.request({ kind: 'first' } as never);
		port.cancel();
		const second = port.request({ kind: 'second' } as never);
		const third = port.request({ kind: 'third' } as never);
		release();
		await expect(first).rejects.toBeInstanceOf(SolverCancelled);
		await expect(second).rejects.toBeInstanceOf(SolverCancelled);
		await expect(third).resolves.toEqual({ kind: 'third' });
		expect(log).toEqual(['run third']);
	});

	it('nothing runs after dispose', async () => {
		const log: string[] = [];
		const port = lazySolverClient(async () => fakeClient(log));
		const pending = port.request({ kind: 'solve' } as never);
		port.dispose();
		await expect(pending).rejects.toBeInstanceOf(SolverCancelled);
		expect(log).toEqual([]);
	});
});
