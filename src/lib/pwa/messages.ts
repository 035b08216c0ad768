/** Messages between the page and the service worker. */

/** The page asks the waiting worker to take over (the user chose to reload). */
export const SKIP_WAITING = 'poddavki:skip-waiting';

export function isSkipWaiting(data: unknown): boolean {
	return data === SKIP_WAITING || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING);
}
