/** Helpers for the progress tests: each store gets its own in-memory IndexedDB. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openProgress, type OpenOptions } from './open';
import type { AttemptInput, ProgressStore } from './store';

let counter = 0;

export async function freshStore(options: OpenOptions = {}): Promise<{ store: ProgressStore; indexedDB: IDBFactory; name: string }> {
	const indexedDB = options.indexedDB ?? new IDBFactory();
	const name = options.name ?? `progress-test-${++counter}`;
	const store = await openProgress({ ...options, name, indexedDB, IDBKeyRange });
	return { store, indexedDB, name };
}

/** When the tests' imports are made: after every record they import (Jan 31 2026, noon). */
export const IMPORTED_AT = new Date(2026, 0, 31, 12).getTime();

/** Noon local time of a day of January 2026 (1 = Jan 1), plus hours. */
export function jan(day: number, hours = 0): number {
	return new Date(2026, 0, day, 12 + hours).getTime();
}

export function jd(day: number): string {
	return `2026-01-${String(day).padStart(2, '0')}`;
}

export function attempt(over: Partial<AttemptInput> = {}): AttemptInput {
	return { puzzleId: 'p1', result: 'solved', timeMs: 30_000, moves: ['c3-d4', 'e5:c3'], hintUsed: false, daily: false, at: jan(5), ...over };
}
