/**
 * What the service worker may keep. A host that answers a missing file
 * with its fallback page (200.html, status 200: any static host set up
 * for an app like this one, during a deployment still uploading) would
 * otherwise have that page stored as a bank shard or a script, kept
 * offline, and carried into the next version's cache (hashed files are
 * reused across versions). So a response is checked before it is stored,
 * and a stored one before it is served or reused: a page where a file was
 * asked for is refused by its content type, and a bank shard must hash to
 * its own name (bank/data-files.ts names shards by their content).
 */
import { contentHash } from '$lib/bank/data-files';

/** Why a response is not the file asked for. */
export type CacheFault = 'status' | 'html' | 'hash';

const SHARD = /^\/bank\/shards\/([0-9a-z]+)\.json$/;

/** A page of the app (`/`, `/puzzles`, `/offline.html`), as opposed to a file (`.js`, `.json`, `.pdtc`, ...). */
export function isPagePath(path: string): boolean {
	const last = path.slice(path.lastIndexOf('/') + 1);
	return last === '' || last.endsWith('.html') || !last.includes('.');
}

/** Null when `response` may be stored (or served from a cache) as `path`; else why not. */
export async function cacheFault(path: string, response: Response): Promise<CacheFault | null> {
	if (!response.ok) return 'status';
	const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
	if (type === 'text/html' && !isPagePath(path)) return 'html';
	const shard = SHARD.exec(path);
	if (shard && contentHash(await response.clone().text()) !== shard[1]) return 'hash';
	return null;
}

export function faultText(path: string, fault: CacheFault, status: number): string {
	if (fault === 'status') return `${path} answered ${status}`;
	if (fault === 'html') return `${path}: the host sent a page, not the file (a deployment still uploading?)`;
	return `${path}: the content does not match its name`;
}

/** Where a precache entry can come from. */
export interface PrecacheSources {
	/** The entry in an earlier version's cache, if any. */
	previous(path: string): Promise<Response | undefined>;
	fetch(path: string, cache: RequestCache): Promise<Response>;
}

/**
 * The response to precache for `path`. A hashed (immutable) file is taken
 * from an earlier version's cache only when it passes the check. A bad
 * answer is asked for once more past the HTTP cache (which may hold the
 * fallback page under the file's immutable name); still bad, it throws,
 * and the install fails (the browser tries again on a later visit)
 * rather than keep a wrong file.
 */
export async function precacheResponse(path: string, immutable: boolean, sources: PrecacheSources): Promise<Response> {
	if (immutable) {
		const old = await sources.previous(path);
		if (old && !(await cacheFault(path, old))) return old;
	}
	// Past the HTTP cache for pages: a stale page would mix two versions.
	let response = await sources.fetch(path, immutable ? 'default' : 'no-cache');
	if (!(await cacheFault(path, response))) return response;
	response = await sources.fetch(path, 'reload');
	const fault = await cacheFault(path, response);
	if (fault) throw new Error(`precache: ${faultText(path, fault, response.status)}`);
	return response;
}

/** The cache of the running version, as `serveStored` needs it. */
export interface StoredSources {
	stored(path: string): Promise<Response | undefined>;
	store(path: string, response: Response): Promise<void>;
	fetch(path: string, cache: RequestCache): Promise<Response>;
}

/**
 * A precached file from the cache, checked. A bad entry (stored by an
 * older version of this worker) is healed from the network when it can be;
 * offline, the bad copy is still what is answered, and the page's own
 * check says that the data is damaged (never that the network is down).
 */
export async function serveStored(path: string, sources: StoredSources): Promise<Response | undefined> {
	const hit = await sources.stored(path);
	if (!hit || !(await cacheFault(path, hit))) return hit;
	try {
		const fresh = await sources.fetch(path, 'reload');
		if (await cacheFault(path, fresh)) return hit;
		await sources.store(path, fresh.clone());
		return fresh;
	} catch {
		return hit;
	}
}
