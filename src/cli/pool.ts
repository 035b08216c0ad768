/**
 * A small pool of Node worker threads running the CLI's own bundle, for
 * commands that spread work over the cores (generate, verify-bank). The
 * bundle is its own worker entry: src/cli/main.ts hands a worker thread to
 * src/cli/worker.ts. Run in-process (the tests), there is no bundle, and
 * commands do their work on the calling thread instead.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

let entry: URL | null = null;

/** Called by the bundled CLI: the file a worker thread starts from. */
export function setWorkerEntry(url: URL): void {
	entry = url;
}

/** Threads to use by default: one per core, or none when there is no worker entry. */
export function defaultJobs(): number {
	return entry ? availableParallelism() : 1;
}

export function canUseWorkers(): boolean {
	return entry !== null;
}

/** What a worker thread is told at start: which job it does, and that job's settings. */
export interface WorkerSetup {
	role: string;
	init: unknown;
}

interface Pending {
	resolve: (value: unknown) => void;
	reject: (error: Error) => void;
}

export class WorkerPool<T, R> {
	private readonly workers: Worker[] = [];
	private readonly idle: Worker[] = [];
	private readonly queue: { id: number; task: T }[] = [];
	private readonly pending = new Map<number, Pending>();
	private readonly busy = new Map<Worker, number>();
	private nextId = 0;
	private broken: Error | null = null;

	constructor(setup: WorkerSetup, size: number) {
		if (!entry) throw new Error('worker threads need the bundled CLI');
		for (let i = 0; i < size; i++) {
			const w = new Worker(entry, { workerData: setup });
			w.on('message', (m: { id: number; result?: unknown; error?: string }) => {
				const p = this.pending.get(m.id);
				this.pending.delete(m.id);
				this.busy.delete(w);
				if (m.error !== undefined) p?.reject(new Error(m.error));
				else p?.resolve(m.result);
				this.idle.push(w);
				this.pump();
			});
			w.on('error', (e) => this.fail(w, e));
			w.on('exit', (code) => {
				if (!this.closing) this.fail(w, new Error(`a worker thread stopped (exit code ${code})`));
			});
			this.workers.push(w);
			this.idle.push(w);
		}
	}

	private closing = false;

	private fail(w: Worker, e: Error): void {
		this.broken ??= e;
		const id = this.busy.get(w);
		if (id !== undefined) {
			this.pending.get(id)?.reject(e);
			this.pending.delete(id);
		}
		for (const q of this.queue.splice(0)) {
			this.pending.get(q.id)?.reject(e);
			this.pending.delete(q.id);
		}
	}

	private pump(): void {
		while (this.idle.length && this.queue.length) {
			const w = this.idle.shift()!;
			const q = this.queue.shift()!;
			this.busy.set(w, q.id);
			w.postMessage({ id: q.id, task: q.task });
		}
	}

	run(task: T): Promise<R> {
		if (this.broken) return Promise.reject(this.broken);
		const id = this.nextId++;
		const done = new Promise<R>((resolve, reject) => this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject }));
		this.queue.push({ id, task });
		this.pump();
		return done;
	}

	async close(): Promise<void> {
		this.closing = true;
		await Promise.all(this.workers.map((w) => w.terminate()));
	}
}
