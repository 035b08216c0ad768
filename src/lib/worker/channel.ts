/**
 * One request at a time to a Web Worker, the shape the solver's, the
 * engine's and the review's clients share (../solver/client.ts,
 * ../engine-player/client.ts, ../review/client.ts): the worker starts at the first
 * request; each request gets an id and messages of other ids are dropped; a
 * new request cancels the one in flight (its promise rejects with the
 * client's own "cancelled" error); progress goes to the request's listener;
 * a worker that crashes is restarted and the request retried once;
 * `dispose()` settles whatever is waiting.
 *
 * A cancel replaces the busy worker (a synchronous search cannot be
 * interrupted from outside) unless `keepOnCancel` says the cancelled task
 * is short enough to let run out: then the worker stays, is told the id is
 * cancelled (it skips a task it has not started) and its late answer is
 * dropped by id.
 *
 * Dependency-free: domain clients build on it.
 */

/** The slice of the Worker API a channel uses (tests pass a fake). */
export interface WorkerLike<In, Out> {
	postMessage(message: In): void;
	terminate(): void;
	onmessage: ((event: MessageEvent<Out>) => void) | null;
	onerror: ((event: ErrorEvent | Event) => void) | null;
}

/** What one message of the worker does to the request it is about: nothing more (progress, handed to the listener), or its end. */
export type Reading<Answer> = { done: Answer } | { error: string } | null;

/** The messages most workers send: progress with a payload, the answer under a key of its own, an error. */
export type CommonMessage<Progress, Key extends string, Answer> =
	| { id: number; type: 'progress'; progress: Progress }
	| ({ id: number; type: 'done' } & { [k in Key]: Answer })
	| { id: number; type: 'error'; message: string };

/** ChannelSpec.read for CommonMessage: progress to the listener, the answer found under `key`. */
export function readCommon<Progress, Key extends string, Answer>(key: Key) {
	return (message: CommonMessage<Progress, Key, Answer>, listener: ((progress: Progress) => void) | undefined): Reading<Answer> => {
		if (message.type === 'progress') {
			listener?.(message.progress);
			return null;
		}
		if (message.type === 'error') return { error: message.message };
		return { done: (message as { [k in Key]: Answer })[key] };
	};
}

/** ChannelSpec.task for workers whose task message is `{ id, task }`. */
export const taskMessage = <Task>(id: number, task: Task): { id: number; task: Task } => ({ id, task });

export interface ChannelSpec<Task, In, Out, Answer, Listener> {
	/** Who works, for the crash message: "the solver". */
	readonly name: string;
	/** The message that hands the worker a task. */
	task(id: number, task: Task): In;
	/** Read one message about the request in flight. */
	read(message: Out, listener: Listener | undefined): Reading<Answer>;
	/** The error a cancelled request rejects with. */
	cancelled(): Error;
	/** The error a failed request rejects with: the worker answered with an error, or crashed twice. */
	failed(message: string, crashed: boolean): Error;
	/** May a cancel leave the busy worker to finish this task (dropping its answer) rather than replace it? Default: never. */
	keepOnCancel?(task: Task): boolean;
	/** The message telling a kept worker that the request of this id is cancelled (with keepOnCancel). */
	cancel?(id: number): In;
}

interface Pending<Task, Answer, Listener> {
	id: number;
	task: Task;
	resolve: (answer: Answer) => void;
	reject: (error: Error) => void;
	listener: Listener | undefined;
	retried: boolean;
}

export class WorkerChannel<Task, In, Out extends { id: number }, Answer, Listener> {
	#worker: WorkerLike<In, Out> | null = null;
	#pending: Pending<Task, Answer, Listener> | null = null;
	#nextId = 1;
	#started = 0;

	constructor(
		private readonly factory: () => WorkerLike<In, Out>,
		private readonly spec: ChannelSpec<Task, In, Out, Answer, Listener>
	) {}

	/** Workers started so far (restarts included), for tests and diagnostics. */
	get started(): number {
		return this.#started;
	}

	get busy(): boolean {
		return this.#pending !== null;
	}

	/** Run a task; rejects with the spec's cancelled error if another request or cancel() replaces it. */
	request(task: Task, listener?: Listener): Promise<Answer> {
		this.cancel();
		return new Promise<Answer>((resolve, reject) => {
			this.#pending = { id: this.#nextId++, task, resolve, reject, listener, retried: false };
			this.#send(this.#pending);
		});
	}

	/** Stop the request in flight, if any. */
	cancel(): void {
		const p = this.#pending;
		if (!p) return;
		this.#pending = null;
		const keep = this.#worker !== null && this.spec.keepOnCancel?.(p.task) === true && this.spec.cancel !== undefined;
		if (keep) this.#post(this.spec.cancel!(p.id));
		else this.#dropWorker();
		p.reject(this.spec.cancelled());
	}

	/** Cancel what is waiting and stop the worker. */
	dispose(): void {
		this.cancel();
		this.#dropWorker();
	}

	#ensureWorker(): WorkerLike<In, Out> {
		if (this.#worker) return this.#worker;
		const w = this.factory();
		this.#started++;
		w.onmessage = (event) => this.#onMessage(event.data);
		w.onerror = (event) => {
			if ('preventDefault' in event) event.preventDefault();
			// ErrorEvent exists in browsers, not in Node (where tests run).
			const message = typeof ErrorEvent !== 'undefined' && event instanceof ErrorEvent ? event.message : '';
			this.#onCrash(message || `${this.spec.name} stopped unexpectedly`);
		};
		this.#worker = w;
		return w;
	}

	#dropWorker(): void {
		if (!this.#worker) return;
		this.#worker.onmessage = null;
		this.#worker.onerror = null;
		this.#worker.terminate();
		this.#worker = null;
	}

	/** Post to the running worker; a worker that refuses is dropped (the next request starts another). */
	#post(message: In): void {
		try {
			this.#worker?.postMessage(message);
		} catch {
			this.#dropWorker();
		}
	}

	#send(p: Pending<Task, Answer, Listener>): void {
		try {
			this.#ensureWorker().postMessage(this.spec.task(p.id, p.task));
		} catch (e) {
			this.#onCrash(e instanceof Error ? e.message : String(e));
		}
	}

	#onMessage(message: Out): void {
		const p = this.#pending;
		if (!p || message.id !== p.id) return; // a stale message from a replaced request
		const reading = this.spec.read(message, p.listener);
		if (reading === null) return;
		this.#pending = null;
		if ('done' in reading) p.resolve(reading.done);
		else p.reject(this.spec.failed(reading.error, false));
	}

	#onCrash(reason: string): void {
		this.#dropWorker();
		const p = this.#pending;
		if (!p) return;
		if (!p.retried) {
			p.retried = true;
			this.#send(p);
			return;
		}
		this.#pending = null;
		p.reject(this.spec.failed(`${this.spec.name} crashed twice: ${reason}`, true));
	}
}
