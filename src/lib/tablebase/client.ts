/**
 * The page's handle on the tablebase worker: one long-lived worker (it
 * keeps the tables it loaded), started by the first request. Answers come
 * back in order; each request gets its own.
 */
import type { TablebaseAnswer, TablebaseRequest } from './protocol';

type Answer = TablebaseAnswer;

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
	#waiting = new Map<number, (answer: Answer) => void>();
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
		return new Promise((resolve) => {
			this.#waiting.set(request.id, resolve);
			worker.postMessage(request);
		});
	}

	#start(): TablebaseWorkerLike {
		if (this.#worker) return this.#worker;
		const worker = this.factory();
		worker.onmessage = (event) => {
			const resolve = this.#waiting.get(event.data.id);
			this.#waiting.delete(event.data.id);
			resolve?.(event.data);
		};
		// A worker that fails to start or crashes answers every waiting request with an error; the next request starts a new one.
		worker.onerror = () => {
			const waiting = [...this.#waiting];
			this.#waiting.clear();
			this.#worker?.terminate();
			this.#worker = null;
			for (const [id, resolve] of waiting) resolve({ id, type: 'error', message: 'the tablebase worker stopped' });
		};
		this.#worker = worker;
		return worker;
	}

	dispose(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.#waiting.clear();
	}
}

export function createTablebaseClient(): TablebasePort {
	return new TablebaseClient(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as TablebaseWorkerLike);
}
