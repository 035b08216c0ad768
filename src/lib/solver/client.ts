/**
 * The page's handle on the solver worker, on the shared worker channel
 * (../worker/channel.ts). Each request gets an id; a new request cancels
 * the one in flight (its promise rejects with SolverCancelled and the busy
 * worker is replaced, since a synchronous search cannot be interrupted from
 * outside); a worker that crashes is restarted and the request retried once.
 */
import type { AnswerOf, FromWorker, OnBound, OnSettled, SolverAnswer, SolverTask, TaskKind, TaskOf, ToWorker } from './protocol';
import { taskMessage, WorkerChannel, type WorkerLike as ChannelWorker } from '../worker/channel';

import { SolverCancelled, SolverFailed } from './errors';

export { SolverCancelled, SolverFailed } from './errors';

/** The slice of the Worker API the client uses (tests pass a fake). */
export type WorkerLike = ChannelWorker<ToWorker, FromWorker>;

export type WorkerFactory = () => WorkerLike;

interface Listener {
	onProgress?: (bound: number, nodes: number) => void;
	onSettled?: OnSettled;
	onBound?: OnBound;
}

export class SolverClient {
	readonly #channel: WorkerChannel<SolverTask, ToWorker, FromWorker, SolverAnswer, Listener>;

	constructor(factory: WorkerFactory) {
		this.#channel = new WorkerChannel<SolverTask, ToWorker, FromWorker, SolverAnswer, Listener>(factory, {
			name: 'the solver',
			task: taskMessage,
			read(message, listener) {
				switch (message.type) {
					case 'progress':
						listener?.onProgress?.(message.bound, message.nodes);
						return null;
					case 'settled':
						listener?.onSettled?.(message.moves);
						return null;
					case 'bound':
						listener?.onBound?.(message.bound);
						return null;
					case 'done':
						return { done: message.answer };
					case 'error':
						return { error: message.message };
				}
			},
			cancelled: () => new SolverCancelled(),
			failed: (message, crashed) => new SolverFailed(message, crashed ? 'crashed' : 'failed')
		});
	}

	/** Workers started so far (restarts included), for tests and diagnostics. */
	get started(): number {
		return this.#channel.started;
	}

	/**
	 * Run a task; the answer is the task's own kind (an answer of another kind
	 * rejects with SolverFailed). Rejects with SolverCancelled if another
	 * request replaces it.
	 */
	request<K extends TaskKind>(
		task: TaskOf<K>,
		onProgress?: (bound: number, nodes: number) => void,
		onSettled?: OnSettled,
		onBound?: OnBound
	): Promise<AnswerOf<K>> {
		return this.#channel.request(task, { onProgress, onSettled, onBound }).then((answer) => {
			if (answer.kind !== task.kind) throw new SolverFailed(`the solver answered a ${task.kind} task with ${answer.kind}`);
			return answer as AnswerOf<K>;
		});
	}

	/** Stop the request in flight, if any. */
	cancel(): void {
		this.#channel.cancel();
	}

	get busy(): boolean {
		return this.#channel.busy;
	}

	dispose(): void {
		this.#channel.dispose();
	}
}

/** What pages hold of a solver client (the lazy handle of src/lib/app/solver-handle.ts, fakes in tests): the one port type. */
export type SolverPort = Pick<SolverClient, 'request' | 'cancel' | 'dispose'>;

/** The app's client: the real module worker, created on first use. */
export function createSolverClient(): SolverClient {
	return new SolverClient(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike);
}
