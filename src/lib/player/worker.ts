/// <reference lib="webworker" />
/**
 * The engine's Web Worker: one task at a time, synchronously; the page
 * cancels a task by terminating the worker (./client.ts).
 */
import type { FromEngineWorker, ToEngineWorker } from './protocol';
import { runEngineTask } from './tasks';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ToEngineWorker>) => {
	const { id, task } = event.data;
	const post = (message: FromEngineWorker) => scope.postMessage(message);
	try {
		const answer = runEngineTask(task, (progress) => post({ id, type: 'progress', progress }));
		post({ id, type: 'done', answer });
	} catch (e) {
		post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
	}
};
