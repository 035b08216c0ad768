/**
 * The page's handle on the engine's worker, as the solver's client
 * (../solver/client.ts): a new request cancels the one in flight (its
 * promise rejects with EngineCancelled and the busy worker is replaced: a
 * synchronous search cannot be interrupted from outside), progress comes
 * after each completed iteration, and a worker that crashes is restarted
 * with the request retried once. The page never waits on the search.
 */
import type { EngineAnswer, EngineProgress, EngineTask, FromEngineWorker, ToEngineWorker } from './protocol';

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
export interface EngineWorkerLike {
	postMessage(message: ToEngineWorker): void;
	terminate(): void;
	onmessage: ((event: MessageEvent<FromEngineWorker>) => void) | null;
	onerror: ((event: ErrorEvent | Event) => void) | null;
}

interface Pending {
	id: number;
	task: EngineTask;
	resolve: (answer: EngineAnswer) => void;
	reject: (error: Error) => void;
	onProgress?: (progress: EngineProgress) => void;
	retried: boolean;
}

export class EngineClient {
	private worker: EngineWorkerLike | null = null;
	private pending: Pending | null = null;
	private nextId = 1;
	/** Workers started so far (restarts included). */
	started = 0;

	constructor(private readonly factory: () => EngineWorkerLike) {}

	/** Think about a position; rejects with EngineCancelled if another request or cancel() replaces it. */
	request(task: EngineTask, onProgress?: (progress: EngineProgress) => void): Promise<EngineAnswer> {
		this.cancel();
		return new Promise<EngineAnswer>((resolve, reject) => {
			this.pending = { id: this.nextId++, task, resolve, reject, onProgress, retried: false };
			this.send(this.pending);
		});
	}

	/** Stop the request in flight, if any. */
	cancel(): void {
		const p = this.pending;
		if (!p) return;
		this.pending = null;
		this.dropWorker();
		p.reject(new EngineCancelled());
	}

	get busy(): boolean {
		return this.pending !== null;
	}

	dispose(): void {
		this.cancel();
		this.dropWorker();
	}

	private ensureWorker(): EngineWorkerLike {
		if (this.worker) return this.worker;
		const w = this.factory();
		this.started++;
		w.onmessage = (event) => this.onMessage(event.data);
		w.onerror = (event) => {
			if ('preventDefault' in event) event.preventDefault();
			const message = typeof ErrorEvent !== 'undefined' && event instanceof ErrorEvent ? event.message : '';
			this.onCrash(message || 'the engine stopped unexpectedly');
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

	private onMessage(message: FromEngineWorker): void {
		const p = this.pending;
		if (!p || message.id !== p.id) return; // a stale message from a replaced request
		if (message.type === 'progress') {
			p.onProgress?.(message.progress);
			return;
		}
		this.pending = null;
		if (message.type === 'done') p.resolve(message.answer);
		else p.reject(new EngineFailed(message.message));
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
		p.reject(new EngineFailed(`the engine crashed twice: ${reason}`, 'crashed'));
	}
}

/** The app's client: the real module worker, created on first use. */
export function createEngineClient(): EngineClient {
	return new EngineClient(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as EngineWorkerLike);
}
