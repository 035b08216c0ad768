/**
 * A worker thread of the CLI (see pool.ts): builds the handler its role
 * names, then answers each task message with its result.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerSetup } from './pool';
import { HANDLERS } from './worker-roles';

const setup = workerData as WorkerSetup;
const factory = HANDLERS[setup.role];
if (!factory) throw new Error(`unknown worker role ${setup.role}`);
const handle = factory(setup.init);

parentPort!.on('message', (m: { id: number; task: unknown }) => {
	try {
		parentPort!.postMessage({ id: m.id, result: handle(m.task) });
	} catch (e) {
		parentPort!.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
	}
});
