/**
 * The page's handle on the review's worker, in the engine client's pattern
 * (../player/client.ts): a new request cancels the one in flight (its
 * promise rejects with ReviewCancelled and the busy worker is replaced: a
 * synchronous review cannot be interrupted from outside), progress comes
 * after each position, and a worker that crashes is restarted with the
 * request retried once. The page never waits on the review.
 */
import type { FromReviewWorker, ReviewResult, ReviewTask, ToReviewWorker } from './protocol';
import type { ReviewProgress } from './review';

export class ReviewCancelled extends Error {
	constructor() {
		super('cancelled');
		this.name = 'ReviewCancelled';
	}
}

export class ReviewFailed extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'ReviewFailed';
	}
}

/** The slice of the Worker API the client uses (tests pass a fake). */
export interface ReviewWorkerLike {
	postMessage(message: ToReviewWorker): void;
	terminate(): void;
	onmessage: ((event: MessageEvent<FromReviewWorker>) => void) | null;
	onerror: ((event: ErrorEvent | Event) => void) | null;
}

interface Pending {
	id: number;
	task: ReviewTask;
	resolve: (review: ReviewResult) => void;
	reject: (error: Error) => void;
	onProgress?: (progress: ReviewProgress) => void;
	retried: boolean;
}

export class ReviewClient {
	private worker: ReviewWorkerLike | null = null;
	private pending: Pending | null = null;
	private nextId = 1;
	/** Workers started so far (restarts included). */
	started = 0;

	constructor(private readonly factory: () => ReviewWorkerLike) {}

	/** Review a game; rejects with ReviewCancelled if another request or cancel() replaces it. */
	request(task: ReviewTask, onProgress?: (progress: ReviewProgress) => void): Promise<ReviewResult> {
		this.cancel();
		return new Promise<ReviewResult>((resolve, reject) => {
			this.pending = { id: this.nextId++, task, resolve, reject, onProgress, retried: false };
			this.send(this.pending);
		});
	}

	/** Stop the review in flight, if any. */
	cancel(): void {
		const p = this.pending;
		if (!p) return;
		this.pending = null;
		this.dropWorker();
		p.reject(new ReviewCancelled());
	}

	get busy(): boolean {
		return this.pending !== null;
	}

	dispose(): void {
		this.cancel();
		this.dropWorker();
	}

	private ensureWorker(): ReviewWorkerLike {
		if (this.worker) return this.worker;
		const w = this.factory();
		this.started++;
		w.onmessage = (event) => this.onMessage(event.data);
		w.onerror = (event) => {
			if ('preventDefault' in event) event.preventDefault();
			const message = typeof ErrorEvent !== 'undefined' && event instanceof ErrorEvent ? event.message : '';
			this.onCrash(message || 'the review stopped unexpectedly');
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

	private onMessage(message: FromReviewWorker): void {
		const p = this.pending;
		if (!p || message.id !== p.id) return; // a stale message from a replaced request
		if (message.type === 'progress') {
			p.onProgress?.(message.progress);
			return;
		}
		this.pending = null;
		if (message.type === 'done') p.resolve(message.review);
		else p.reject(new ReviewFailed(message.message));
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
		p.reject(new ReviewFailed(`the review crashed twice: ${reason}`));
	}
}

/** The app's client: the real module worker, created on first use. */
export function createReviewClient(): ReviewClient {
	return new ReviewClient(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as ReviewWorkerLike);
}
