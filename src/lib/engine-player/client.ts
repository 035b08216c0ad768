/**
 * The page's handle on the engine's worker, on the shared worker channel
 * (../worker/channel.ts): a new request cancels the one in flight (its
 * promise rejects with EngineCancelled), progress comes after each
 * completed iteration, and a worker that crashes is restarted with the
 * request retried once. The page never waits on the search.
 *
 * A cancelled search of at most ENGINE_KEEP_WORKER_MS is let run out in its
 * worker (told of the cancel, it skips the task if it has not started it;
 * its late answer is dropped): stepping through a game asks a new position
 * every few hundred milliseconds, and a restarted worker would load its
 * code and endgame tables again each time. A longer search is cut short by
 * replacing the worker, since a synchronous search cannot be interrupted.
 */
import type { EngineAnswer, EngineProgress, EngineTask, FromEngineWorker, ToEngineWorker } from './protocol';
import { readCommon, taskMessage, WorkerChannel, type WorkerLike } from '../worker/channel';

/** The longest cancelled search let run out rather than replace its worker (the evaluation's second step). */
export const ENGINE_KEEP_WORKER_MS = 1200;

export class EngineCancelled extends Error {
	constructor() {
		super('cancelled');
		this.name = 'EngineCancelled';
	}
}

export class EngineFailed extends Error {
	/** `crashed`: the worker died twice; `failed`: it answered with an error. */
	constructor(
		message: string,
		readonly reason: 'crashed' | 'failed' = 'failed'
	) {
		super(message);
		this.name = 'EngineFailed';
	}
}

/** The slice of the Worker API the client uses (tests pass a fake). */
export type EngineWorkerLike = WorkerLike<ToEngineWorker, FromEngineWorker>;

type OnProgress = (progress: EngineProgress) => void;

/** `request(task, onProgress)`, `cancel()`, `busy`, `dispose()`, `started` (workers started so far, restarts included): the channel's. */
export class EngineClient extends WorkerChannel<EngineTask, ToEngineWorker, FromEngineWorker, EngineAnswer, OnProgress> {
	constructor(factory: () => EngineWorkerLike) {
		super(factory, {
			name: 'the engine',
			task: taskMessage,
			read: readCommon<EngineProgress, 'answer', EngineAnswer>('answer'),
			cancelled: () => new EngineCancelled(),
			failed: (message, crashed) => new EngineFailed(message, crashed ? 'crashed' : 'failed'),
			// A task without its own time (none in the app) is replaced: the default lives with the search, not here.
			keepOnCancel: (task) => (task.options?.movetimeMs ?? Infinity) <= ENGINE_KEEP_WORKER_MS,
			cancel: (id) => ({ id, cancel: true })
		});
	}
}

/** The app's client: the real module worker, created on first use. */
export function createEngineClient(): EngineClient {
	return new EngineClient(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as EngineWorkerLike);
}
