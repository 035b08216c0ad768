/**
 * A view's handle on one worker client: made at its first use, ended with
 * the view (`dispose`, from the controller's release or onDestroy). Views
 * hold one of these, or a kind's factory, per kind of worker, and never
 * make a client themselves: each kind has its module here
 * (solver-handle.ts: the solver off the first screen; solver-worker.ts,
 * engine-handle.ts, tablebase-handle.ts, review-handle.ts).
 */
export interface WorkerHandle<C> {
	/** The client, made at the first call. */
	readonly client: () => C;
	/** Ends the client if one was made; a later call makes a new one. */
	dispose(): void;
}

export function workerHandle<C extends { dispose(): void }>(make: () => C): WorkerHandle<C> {
	let made: C | null = null;
	return {
		client: () => (made ??= make()),
		dispose() {
			made?.dispose();
			made = null;
		}
	};
}
