/**
 * A puzzle's try kept through a reload, in the tab's sessionStorage (as the
 * progress outbox keeps its pending writes): the moves made, the hint and
 * solution used, whether the try was already recorded. Today's puzzle and a
 * puzzle page resume from it instead of starting at move 0; a finished try
 * is shown as it ended, so "take back" after a reload takes back the same
 * wrong move. Nothing here is progress: the try's result is recorded by the
 * page when it ends, through the progress link.
 */
import type { PuzzleFeedback } from './feedback';
import type { SessionSnapshot } from './session.svelte';

export interface KeptTry {
	session: SessionSnapshot;
	feedback: PuzzleFeedback;
	/** The finished try was handed to the page to record (never twice). */
	recorded: boolean;
	startedAt: number;
	solutionShownAt: number | null;
}

/** Where one puzzle's try is kept (tests pass a map). */
export interface TryStore {
	load(): KeptTry | null;
	save(t: KeptTry): void;
	clear(): void;
}

const PREFIX = 'poddavki.try.';

/** The tab's store for `key` (e.g. `daily:2026-01-05:gen-0001`), or null where there is no sessionStorage. */
export function sessionTryStore(key: string): TryStore | null {
	if (typeof sessionStorage === 'undefined') return null;
	const name = PREFIX + key;
	return {
		load() {
			try {
				const raw = sessionStorage.getItem(name);
				return raw ? (JSON.parse(raw) as KeptTry) : null;
			} catch {
				return null;
			}
		},
		save(t) {
			try {
				sessionStorage.setItem(name, JSON.stringify(t));
			} catch {
				// A full or refused store: the try goes on, it is only not kept through a reload.
			}
		},
		clear() {
			try {
				sessionStorage.removeItem(name);
			} catch {
				// As above.
			}
		}
	};
}

/** An in-memory store, for tests. */
export function memoryTryStore(): TryStore & { kept: KeptTry | null } {
	const s = {
		kept: null as KeptTry | null,
		load: () => (s.kept ? (JSON.parse(JSON.stringify(s.kept)) as KeptTry) : null),
		save: (t: KeptTry) => void (s.kept = JSON.parse(JSON.stringify(t)) as KeptTry),
		clear: () => void (s.kept = null)
	};
	return s;
}
