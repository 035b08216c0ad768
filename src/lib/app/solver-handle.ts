/**
 * A solver client whose code is fetched at its first request: a page that
 * may never need the solver (today's puzzle answers a move on its stored
 * line from the line) does not carry the client on its first screen.
 * Requests and cancels keep the client's order: a request cancelled while
 * the code is still loading rejects with SolverCancelled and never runs.
 */
import type { SolverClient, SolverPort } from '$lib/solver/client';
import { SolverCancelled } from '$lib/solver/errors';
import { workerHandle, type WorkerHandle } from './worker-handle';

export type { SolverPort } from '$lib/solver/client';

export function lazySolverClient(load: () => Promise<SolverClient> = () => import('$lib/solver/client').then((m) => m.createSolverClient())): SolverPort {
	let client: SolverClient | null = null;
	let loading: Promise<SolverClient> | null = null;
	/** Bumped by every request and cancel: a request still waiting for the code runs only if it is the latest. */
	let generation = 0;
	let disposed = false;
	return {
		request(task, onProgress, onSettled) {
			if (client) return client.request(task, onProgress, onSettled);
			const mine = ++generation;
			loading ??= load().then((c) => (client = c));
			return loading.then((c) => {
				if (mine !== generation || disposed) throw new SolverCancelled();
				return c.request(task, onProgress, onSettled);
			});
		},
		cancel() {
			generation++;
			client?.cancel();
		},
		dispose() {
			generation++;
			disposed = true;
			client?.dispose();
		}
	};
}

/** A lazy solver client made at the view's first use and ended with it. */
export const lazySolverHandle = (): WorkerHandle<SolverPort> => workerHandle(() => lazySolverClient());
