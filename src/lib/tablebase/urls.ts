/**
 * Where the app finds the tables (static/ is served at the site's root)
 * and where an installed pack is kept. Shared by the service worker, the
 * tablebase worker and the pack's installer.
 */

/** The shipped tables of up to 4 pieces: one container, precached. */
export const SHIPPED_URL = '/tablebase/tables.pdtc';
/** Its index.json: each entry's SHA-256, checked before the tables are used. */
export const SHIPPED_INDEX_URL = '/tablebase/index.json';
/** The 5-piece pack: index.json and one file per material, never precached. */
export const PACK_PREFIX = '/tablebase-pack/';
export const PACK_INDEX_URL = `${PACK_PREFIX}index.json`;
/**
 * The Cache Storage cache an installed pack lives in. The service worker
 * deletes old versions' caches but never this one; a new pack format
 * gets a new name.
 */
export const PACK_CACHE = 'poddavki-tablebase-pack-1';

export function packFileUrl(file: string): string {
	return PACK_PREFIX + file;
}
