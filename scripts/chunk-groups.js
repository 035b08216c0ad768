// How the client build splits its JavaScript (vite.config.ts: Rolldown's
// output.codeSplitting). Rolldown's automatic split gives every set of pages
// that shares some modules a chunk of its own: 30 chunks, many under 1 KB,
// each one more file in the service worker's precache (scripts/pwa-size.js).
// Two groups instead:
//
// - "app": modules shared by two or more entries, one of which `/` loads
//   (the start-up script, the root layout, the error page, the home page).
//   `/` loaded every one of them before, in several files; now in one.
// - "pages": modules shared by two or more of the other pages only. `/`
//   does not load it.
//
// A module one entry alone uses stays in that entry's file, and modules
// under a dynamic import (the progress store, the test-only IndexedDB
// stand-in) keep Rolldown's automatic split, so they still load only when
// asked for. The first load of `/` gets no module it did not get before.

/** @typedef {{ getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[]; importedIds: string[]; isEntry: boolean } | null }} Context */

/** The modules of `/`'s entries: SvelteKit's start-up files, and the nodes of the root layout, error page and home page. */
const HOME_ROUTE_FILES = /[\\/]src[\\/]routes[\\/]\+(layout|error|page)\.(svelte|ts|js)$/;
const START_FILES = /([\\/]generated[\\/]client-optimized[\\/]app\.js|[\\/]@sveltejs[\\/]kit[\\/]src[\\/]runtime[\\/]client[\\/]entry\.js)$/;

/** @param {Context} ctx @param {string} id */
const isRoot = (ctx, id) => {
	const info = ctx.getModuleInfo(id);
	return !!info && (info.isEntry || info.dynamicImporters.length > 0);
};

/** @param {Context} ctx @param {string} id */
const isHomeEntry = (ctx, id) => {
	const info = ctx.getModuleInfo(id);
	if (!info?.isEntry) return false;
	return START_FILES.test(id) || info.importedIds.some((imported) => HOME_ROUTE_FILES.test(imported));
};

/**
 * The entries and dynamically imported modules whose static imports reach `id`.
 * @param {Context} ctx @param {string} id @returns {string[]}
 */
function rootsReaching(ctx, id) {
	const roots = new Set();
	const seen = new Set([id]);
	const queue = [...(ctx.getModuleInfo(id)?.importers ?? [])];
	for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
		if (seen.has(next)) continue;
		seen.add(next);
		if (isRoot(ctx, next)) roots.add(next);
		else queue.push(...(ctx.getModuleInfo(next)?.importers ?? []));
	}
	return [...roots];
}

/**
 * The group of a module (Rolldown's CodeSplittingNameFunction): "app", "pages" or null (automatic).
 * @param {string} id @param {Context} ctx @returns {string | null}
 */
export function chunkGroup(id, ctx) {
	if (isRoot(ctx, id)) return null;
	const roots = rootsReaching(ctx, id);
	if (roots.length < 2) return null;
	if (roots.some((root) => !ctx.getModuleInfo(root)?.isEntry)) return null;
	return roots.some((root) => isHomeEntry(ctx, root)) ? 'app' : 'pages';
}
