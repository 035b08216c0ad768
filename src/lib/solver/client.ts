/**
 * The page's handle on the solver worker. Each request gets an id; a new
 * request cancels the one in flight (its promise rejects with
 * SolverCancelled and the busy worker is replaced, since a synchronous
 * search cannot be interrupted from outside); a worker that crashes is
 * restarted and the request retried once.
 */
import type { AnswerOf, FromWorker, OnSettled, SolverAnswer, SolverTask, TaskKind, TaskOf, ToWorker } from './protocol';

import { SolverCancelled, SolverFailed } from './errors';

export { SolverCancelled, SolverFailed } from './errors';

/** The slice of the Worker API the client uses (tests pass a fake). */
export interface WorkerLike {
	postMessage(message: ToWorker): void;
	terminate(): void;
	onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
	onerror: ((event: ErrorEvent | Event) => void) | null;
}

export type WorkerFactory = () => WorkerLike;

interface Pending {
	id: number;
	task: SolverTask;
	resolve: (answer: SolverAnswer) => void;
	reject: (error: Error) => void;
	onProgress?: (bound: number, nodes: number) => void;
	onSettled?: OnSettled;
	retried: boolean;
}

export class SolverClient {
	private worker: WorkerLike | null = null;
	private pending: Pending | null = null;
	private nextId = 1;
	/** Workers started so far (restarts included), for tests and diagnostics. */
	started = 0;

	constructor(private readonly factory: WorkerFactory) {}

	/**
	 * Run a task; the answer is the task's own kind (an answer of another kind
	 * rejects with SolverFailed). Rejects with SolverCancelled if another
	 * request replaces it.
	 */
	request<K extends TaskKind>(task: TaskOf<K>, onProgress?: (bound: number, nodes: number) => void, onSettled?: OnSettled): Promise<AnswerOf<K>> {
		this.cancel();
		return new Promise<SolverAnswer>((resolve, reject) => {
			this.pending = { id: this.nextId++, task, resolve, reject, onProgress, onSettled, retried: false };
			this.send(this.pending);
		}).then((answer) => {
			if (answer.kind !== task.kind) throw new SolverFailed(`the solver answered a ${task.kind} task with ${answer.kind}`);
			return answer as AnswerOf<K>;
		});
	}

	/** Stop the request in flight, if any. */
	cancel(): void {
		const p = this.pending;
		if (!p) return;
		this.pending = null;
		// The worker is busy with p: replace it rather than wait for it.
		this.dropWorker();
		p.reject(new SolverCancelled());
	}

	get busy(): boolean {
		return this.pending !== null;
	}

	dispose(): void {
		this.cancel();
		this.dropWorker();
	}

	private ensureWorker(): WorkerLike {
		if (this.worker) return this.worker;
		const w = this.factory();
		this.started++;
		w.onmessage = (event) => this.onMessage(event.data);
		w.onerror = (event) => {
			if ('preventDefault' in event) event.preventDefault();
			// ErrorEvent exists in browsers, not in Node (where tests run).
			const message = typeof ErrorEvent !== 'undefined' && event instanceof ErrorEvent ? event.message : '';
			this.onCrash(message || 'the solver stopped unexpectedly');
		};
		this.worker = w;
		return w;
	}

	private dropWorker(): void {
		if (!this.worker) return;
		this.worker.onmessage = null;
		this.worker.onerror = null;
		this.worker.terminate();
		this.worker = null;
	}

	private send(p: Pending): void {
		try {
			this.ensureWorker().postMessage({ id: p.id, task: p.task });
		} catch (e) {
			this.onCrash(e instanceof Error ? e.message : String(e));
		}
	}

	private onMessage(message: FromWorker): void {
		const p = this.pending;
		if (!p || message.id !== p.id) return; // a stale answer from a replaced request
		if (message.type === 'progress') {
			p.onProgress?.(message.bound, message.nodes);
			return;
		}
		if (message.type === 'settled') {
			p.onSettled?.(message.moves);
			return;
		}
		this.pending = null;
		if (message.type === 'done') p.resolve(message.answer);
		else p.reject(new SolverFailed(message.message));
	}

	private onCrash(reason: string): void {
		this.dropWorker();
		const p = this.pending;
		if (!p) return;
		if (!p.retried) {
			p.retried = true;
			this.send(p);
			return;
		}
		this.pending = null;
		p.reject(new SolverFailed(`the solver crashed twice: ${reason}`, 'crashed'));
	}
}

/** The app's client: the real module worker, created on first use. */
export function createSolverClient(): SolverClient {
	return new SolverClient(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike);
}
