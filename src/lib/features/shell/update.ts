/**
 * Safe updates. A new version of the service worker installs in the
 * background and then waits; it never takes over by itself, so a puzzle in
 * progress is never reloaded under the user's hands. `watchUpdates` reports
 * when a new version waits, and `apply()` (the banner's button) tells the
 * waiting worker to take over, then reloads once when it has.
 */
import { SKIP_WAITING } from '$lib/pwa/messages';

/**
 * - `waiting`: a new version is installed and waits for this page's consent.
 * - `activated`: another tab let the new version take over; this page still
 *   runs the old code and should reload when convenient.
 */
export type UpdateState = 'none' | 'waiting' | 'activated';

/** The parts of `navigator.serviceWorker` used here (a fake in unit tests). */
export interface Container extends EventTarget {
	readonly controller: ServiceWorker | null;
	readonly ready: Promise<ServiceWorkerRegistration>;
	getRegistration(): Promise<ServiceWorkerRegistration | undefined>;
}

export interface UpdateOptions {
	container?: Container;
	reload?: () => void;
	/** Look for a new version when the page comes back into view, at most this often. */
	checkEveryMs?: number;
	now?: () => number;
	doc?: EventTarget & Pick<Document, 'visibilityState'>;
}

export interface UpdateWatcher {
	/** Let the waiting version take over, then reload this page once. */
	apply(): void;
	/** Ask the server for a new version now (also done on return to the page). */
	check(): Promise<void>;
	stop(): void;
}

const HOUR = 60 * 60 * 1000;

export function watchUpdates(onChange: (state: UpdateState) => void, options: UpdateOptions = {}): UpdateWatcher {
	const container = options.container ?? navigator.serviceWorker;
	const reload = options.reload ?? (() => location.reload());
	const now = options.now ?? Date.now;
	const doc = options.doc ?? document;
	const checkEveryMs = options.checkEveryMs ?? HOUR;

	let registration: ServiceWorkerRegistration | undefined;
	let controlled = container.controller !== null;
	let requested = false;
	let reloading = false;
	let stopped = false;
	let lastCheck = now();
	const tracked = new WeakSet<ServiceWorker>();
	const cleanups: (() => void)[] = [];

	const listen = (target: EventTarget, type: string, handler: () => void) => {
		target.addEventListener(type, handler);
		cleanups.push(() => target.removeEventListener(type, handler));
	};

	const report = (state: UpdateState) => {
		if (!stopped) onChange(state);
	};

	/** A worker that is installed while an older one controls the page waits for consent. */
	const track = (worker: ServiceWorker | null) => {
		if (!worker || tracked.has(worker)) return;
		tracked.add(worker);
		const onState = () => {
			if (worker.state === 'installed' && container.controller) report('waiting');
		};
		listen(worker, 'statechange', onState);
		onState();
	};

	const watch = (reg: ServiceWorkerRegistration) => {
		if (stopped || registration) return;
		registration = reg;
		if (reg.waiting && container.controller) report('waiting');
		track(reg.installing);
		listen(reg, 'updatefound', () => track(reg.installing));
	};

	listen(container, 'controllerchange', () => {
		if (!controlled) {
			// The first worker claimed this page: nothing to update.
			controlled = true;
			return;
		}
		if (requested) {
			if (!reloading) {
				reloading = true;
				reload();
			}
		} else {
			report('activated');
		}
	});

	const check = async () => {
		lastCheck = now();
		try {
			await registration?.update();
		} catch {
			// Offline, or the server is down: try again next time.
		}
	};

	listen(doc, 'visibilitychange', () => {
		if (doc.visibilityState === 'visible' && now() - lastCheck >= checkEveryMs) void check();
	});

	// SvelteKit registers the worker on the load event, which may come after
	// this runs: then wait for it to be ready.
	container
		.getRegistration()
		.then((reg) => reg ?? container.ready)
		.then(watch)
		.catch(() => {
			// No service worker (blocked, or an unsupported context): no updates to offer.
		});

	return {
		apply() {
			const waiting = registration?.waiting;
			if (waiting && !requested) {
				requested = true;
				waiting.postMessage({ type: SKIP_WAITING });
			} else if (!waiting && !reloading) {
				// Already taken over (by another tab): the reload picks the new version up.
				reloading = true;
				reload();
			}
		},
		check,
		stop() {
			stopped = true;
			for (const cleanup of cleanups.splice(0)) cleanup();
		}
	};
}
