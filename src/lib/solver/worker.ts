/// <reference lib="webworker" />
/**
 * The solver's Web Worker: one task at a time, synchronously (the page
 * cancels a task by terminating the worker, which is instant and leaves
 * nothing half-done).
 */
import type { FromWorker, ToWorker } from './protocol';
import { runTask } from './tasks';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ToWorker>) => {
	const { id, task } = event.data;
	const post = (message: FromWorker) => scope.postMessage(message);
	try {
		const answer = runTask(
			task,
			(bound, nodes) => post({ id, type: 'progress', bound, nodes }),
			(moves) => post({ id, type: 'settled', moves }),
			(bound) => post({ id, type: 'bound', bound })
		);
		post({ id, type: 'done', answer });
	} catch (e) {
		post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
	}
};
