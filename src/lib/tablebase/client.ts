/**
 * The page's handle on the tablebase worker: one long-lived worker (it
 * keeps the tables it loaded), started by the first request. Answers come
 * back in order; each request gets its own. `dispose()` settles every
 * request still waiting: it rejects with TablebaseCancelled.
 */
import type { TablebaseAnswer, TablebaseRequest } from './protocol';

type Answer = TablebaseAnswer;

/** A look-up that was still waiting when the client was disposed. */
export class TablebaseCancelled extends Error {
	constructor() {
		super('cancelled');
		this.name = 'TablebaseCancelled';
	}
}

interface Waiting {
	resolve: (answer: Answer) => void;
	reject: (error: Error) => void;
}

/** The slice of the Worker API the client uses (tests pass a fake). */
export interface TablebaseWorkerLike {
	postMessage(message: TablebaseRequest): void;
	terminate(): void;
	onmessage: ((event: MessageEvent<TablebaseAnswer>) => void) | null;
	onerror: ((event: ErrorEvent | Event) => void) | null;
}

export interface TablebasePort {
	report(fen: string): Promise<Answer>;
	/** Start the worker and load the shipped tables ahead of the first look-up. */
	warm(): Promise<Answer>;
	dispose(): void;
}

export class TablebaseClient implements TablebasePort {
	#worker: TablebaseWorkerLike | null = null;
	#waiting = new Map<number, Waiting>();
	#nextId = 1;

	constructor(private readonly factory: () => TablebaseWorkerLike) {}

	report(fen: string): Promise<Answer> {
		return this.#send({ id: this.#nextId++, fen });
	}

	warm(): Promise<Answer> {
		return this.#send({ id: this.#nextId++, warm: true });
	}

	#send(request: TablebaseRequest): Promise<Answer> {
		const worker = this.#start();
		return new Promise((resolve, reject) => {
			this.#waiting.set(request.id, { resolve, reject });
			worker.postMessage(request);
		});
	}

	#start(): TablebaseWorkerLike {
		if (this.#worker) return this.#worker;
		const worker = this.factory();
		worker.onmessage = (event) => {
			const waiting = this.#waiting.get(event.data.id);
			this.#waiting.delete(event.data.id);
			waiting?.resolve(event.data);
		};
		// A worker that fails to start or crashes answers every waiting request with an error; the next request starts a new one.
		worker.onerror = () => {
			const waiting = [...this.#waiting];
			this.#waiting.clear();
			this.#worker?.terminate();
			this.#worker = null;
			for (const [id, w] of waiting) w.resolve({ id, type: 'error', message: 'the tablebase worker stopped' });
		};
		this.#worker = worker;
		return worker;
	}

	dispose(): void {
		const waiting = [...this.#waiting.values()];
		this.#waiting.clear();
		this.#worker?.terminate();
		this.#worker = null;
		for (const w of waiting) w.reject(new TablebaseCancelled());
	}
}

export function createTablebaseClient(): TablebasePort {
	return new TablebaseClient(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as TablebaseWorkerLike);
}
