/**
 * The PDN box's handle on its worker (./pdn-worker.ts), on the shared
 * worker channel: a new reading cancels the one in flight; the games come
 * in batches to the listener as they are read.
 */
import { readCommon, taskMessage, WorkerChannel, type WorkerLike } from '../worker/channel';
import type { FromPdnWorker, PdnReadProgress, PdnReadResult, PdnReadTask, ToPdnWorker } from './pdn-protocol';

export class PdnReadCancelled extends Error {
	constructor() {
		super('cancelled');
		this.name = 'PdnReadCancelled';
	}
}

export class PdnReadFailed extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'PdnReadFailed';
	}
}

export type PdnWorkerLike = WorkerLike<ToPdnWorker, FromPdnWorker>;

export class PdnReader extends WorkerChannel<PdnReadTask, ToPdnWorker, FromPdnWorker, PdnReadResult, (p: PdnReadProgress) => void> {
	constructor(factory: () => PdnWorkerLike) {
		super(factory, {
			name: 'the PDN reader',
			task: taskMessage,
			read: readCommon<PdnReadProgress, 'read', PdnReadResult>('read'),
			cancelled: () => new PdnReadCancelled(),
			failed: (message) => new PdnReadFailed(message)
		});
	}
}

export function createPdnReader(): PdnReader {
	return new PdnReader(() => new Worker(new URL('./pdn-worker.ts', import.meta.url), { type: 'module' }) as unknown as PdnWorkerLike);
}
