/**
 * The training feature's handle on the device store: the same shared store
 * the shell opens (a lazy chunk: Dexie), or null where there is none (while
 * prerendering, or when it cannot be opened: the page then trains without
 * keeping anything).
 */
import type { ProgressStore } from '$lib/progress';

export async function trainingStore(): Promise<ProgressStore | null> {
	if (typeof indexedDB === 'undefined' && typeof window === 'undefined') return null;
	try {
		const lib = await import('$lib/progress');
		return await lib.progress();
	} catch {
		return null;
	}
}
