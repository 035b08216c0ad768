/**
 * What the interface must tell the user about storage: progress is kept only
 * in memory, an upgrade waits for other tabs, or another tab upgraded the
 * database and this page must reload. A readable in Svelte's store contract
 * (subscribe calls back at once and returns the unsubscriber), so a page can
 * write `$status`.
 */

export type FallbackReason =
	/** The browser offers no IndexedDB (some private modes, old browsers, disabled storage). */
	| { kind: 'missing'; message: string }
	/** IndexedDB is there but opening the database failed. */
	| { kind: 'open-failed'; message: string };

export interface ProgressStatus {
	/** false: progress lives in memory and is lost when the page closes. */
	persistent: boolean;
	/** Why progress is not persistent; null when it is. */
	fallback: FallbackReason | null;
	/** The upgrade of the database waits for another tab with an older version to close. */
	blocked: boolean;
	/** Another tab opened a newer version: this page must reload; every call now throws 'stale'. */
	stale: boolean;
}

export class StatusSignal {
	#value: ProgressStatus;
	#listeners = new Set<(s: ProgressStatus) => void>();

	constructor(initial: ProgressStatus) {
		this.#value = Object.freeze({ ...initial });
	}

	get value(): ProgressStatus {
		return this.#value;
	}

	set(patch: Partial<ProgressStatus>): void {
		const next = { ...this.#value, ...patch };
		if ((Object.keys(next) as (keyof ProgressStatus)[]).every((k) => next[k] === this.#value[k])) return;
		this.#value = Object.freeze(next);
		for (const fn of [...this.#listeners]) fn(this.#value);
	}

	subscribe(fn: (s: ProgressStatus) => void): () => void {
		this.#listeners.add(fn);
		fn(this.#value);
		return () => this.#listeners.delete(fn);
	}
}
