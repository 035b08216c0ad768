/**
 * One thing in progress, one owner: the tab that plays it (a Streak or
 * Storm run, a game against the app). Two tabs would otherwise both step
 * the same stored record. The owner holds a Web Lock named after it for as
 * long as it lasts; another tab that finds the lock taken says "this is
 * open in another tab" and offers to take it over (it steals the lock: the
 * first tab is told and stops). Where the platform has no Web Locks every
 * tab is an owner, and the store's own guard (an owner and a step that only
 * grows, a finished one never reopened) still keeps two tabs apart.
 */
import type { RunKind } from '$lib/progress/types';

export interface RunLock {
	/**
	 * Takes the lock (true), or says it is held elsewhere (false). `steal`
	 * takes it from the tab holding it. `onLost` is called if another tab
	 * takes it later.
	 */
	acquire(steal: boolean, onLost: () => void): Promise<boolean>;
	/** Lets go of the lock (the run is over, or the page goes away). */
	release(): void;
	readonly held: boolean;
}

interface LockManagerLike {
	request(name: string, options: { ifAvailable?: boolean; steal?: boolean }, callback: (lock: unknown) => Promise<void> | void): Promise<unknown>;
}

/** Every tab owns: no Web Locks here (tests, old browsers). */
export function freeLock(): RunLock {
	let held = false;
	return {
		acquire: async () => (held = true),
		release: () => void (held = false),
		get held() {
			return held;
		}
	};
}

/** The run lock of a kind through the Web Locks API, or a free one where there is none. */
export function webRunLock(kind: RunKind, locks: LockManagerLike | undefined = globalThis.navigator?.locks as LockManagerLike | undefined): RunLock {
	return webLock(`poddavki-run-${kind}`, locks);
}

/** The lock of a game against the app (/play), by its id. */
export function gameLock(id: string, locks: LockManagerLike | undefined = globalThis.navigator?.locks as LockManagerLike | undefined): RunLock {
	return webLock(`poddavki-game-${id}`, locks);
}

/** The Web Lock `name`, or a free one where there is none. */
function webLock(name: string, locks: LockManagerLike | undefined): RunLock {
	if (!locks || typeof locks.request !== 'function') return freeLock();
	let letGo: (() => void) | null = null;
	let generation = 0;
	return {
		get held() {
			return letGo !== null;
		},
		acquire(steal, onLost) {
			if (letGo) return Promise.resolve(true);
			const mine = ++generation;
			return new Promise<boolean>((resolve) => {
				locks
					.request(name, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
						if (!lock) {
							resolve(false);
							return;
						}
						resolve(true);
						return new Promise<void>((done) => (letGo = done));
					})
					.catch(() => {
						// Stolen by another tab (an AbortError): this tab no longer owns the run.
						resolve(false);
						if (mine === generation && letGo) {
							letGo = null;
							onLost();
						}
					});
			});
		},
		release() {
			generation++;
			const done = letGo;
			letGo = null;
			done?.();
		}
	};
}

const TAB_KEY = 'poddavki.tab';

/**
 * This tab's name as an owner (of a run, a game): kept in the tab's session storage, so a
 * reload is the same owner (its writes still waiting in the outbox are its
 * own), and a new tab is another.
 */
export function tabOwner(): string {
	const fresh = () => `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
	try {
		if (typeof sessionStorage === 'undefined') return fresh();
		const kept = sessionStorage.getItem(TAB_KEY);
		if (kept && /^[a-z0-9-]{1,60}$/.test(kept)) return kept;
		const made = fresh();
		sessionStorage.setItem(TAB_KEY, made);
		return made;
	} catch {
		return fresh();
	}
}
