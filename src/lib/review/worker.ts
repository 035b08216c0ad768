/// <reference lib="webworker" />
/**
 * The review's Web Worker: one game at a time, synchronously, with progress
 * after each position; the page cancels by terminating it (./client.ts).
 */
import type { FromReviewWorker, ToReviewWorker } from './protocol';
import { runReviewTask } from './tasks';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ToReviewWorker>) => {
	const { id, task } = event.data;
	const post = (message: FromReviewWorker) => scope.postMessage(message);
	try {
		const review = runReviewTask(task, (progress) => post({ id, type: 'progress', progress }));
		if (review) post({ id, type: 'done', review });
	} catch (e) {
		post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
	}
};
