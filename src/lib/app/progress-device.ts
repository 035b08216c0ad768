/**
 * The device store's module, loaded on demand (Dexie is a chunk of its own):
 * the one place pages load $lib/progress at run time (the lint refuses it in
 * features and routes; types are free). Pages write, and read what they
 * need once, through the progress link (./progress-link); the screens that
 * show the store live (the progress page, the training dashboard, the
 * storage panel) take its live queries from here.
 */
import type { ProgressStore } from '$lib/progress';

export type ProgressLib = typeof import('$lib/progress');

/** The store's module (live queries, backups, the storage choice). */
export const loadProgressLib = (): Promise<ProgressLib> => import('$lib/progress');

/**
 * The same shared store the shell opens, or null where there is none (while
 * prerendering, or when it cannot be opened: the page then works without
 * keeping anything).
 */
export async function deviceStore(): Promise<ProgressStore | null> {
	if (typeof indexedDB === 'undefined' && typeof window === 'undefined') return null;
	try {
		return await (await loadProgressLib()).progress();
	} catch {
		return null;
	}
}
