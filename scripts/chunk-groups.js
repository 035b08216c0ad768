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

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

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

/** A module of the app that only re-exports others (`$lib/engine`, `$lib/ui/board`). */
const isBarrel = (/** @type {string} */ id) => /[\\/]src[\\/]lib[\\/].*[\\/]index\.ts$/.test(id);

/** @param {string} path */
function source(path) {
	try {
		return readFileSync(path.replace(/\?.*$/, ''), 'utf8');
	} catch {
		return null;
	}
}

/**
 * The names a barrel re-exports from `id` (null: cannot tell, so any importer counts).
 * @param {string} barrel @param {string} id @returns {string[] | null}
 */
function namesVia(barrel, id) {
	const text = source(barrel);
	if (text === null) return null;
	const names = [];
	for (const m of text.matchAll(/^export\s+(type\s+)?(\*|\{([^}]*)\})\s+from\s+'([^']+)'/gm)) {
		if (m[1]) continue; // types only: nothing at run time
		const target = resolve(dirname(barrel), m[4]);
		if (!(id === target || (/^\.(ts|js|svelte)$/.test(id.slice(target.length)) && id.startsWith(target)))) continue;
		if (m[2] === '*') {
			const own = source(id);
			if (own === null) return null;
			for (const e of own.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class|enum)\s+(\w+)/gm)) names.push(e[1]);
			for (const e of own.matchAll(/^export\s*\{([^}]*)\}/gm))
				names.push(
					...e[1].split(',').map(
						(x) =>
							x
								.trim()
								.split(/\s+as\s+/)
								.pop() ?? ''
					)
				);
		} else
			names.push(
				...(m[3] ?? '')
					.split(',')
					.filter((x) => !/^\s*type\s/.test(x))
					.map(
						(x) =>
							x
								.trim()
								.split(/\s+as\s+/)
								.pop() ?? ''
					)
			);
	}
	return names.filter(Boolean);
}

/**
 * The entries and dynamically imported modules whose static imports reach `id`.
 * Through a barrel, only importers that name what the barrel re-exports from the
 * module on the way count: `/` importing Board from `$lib/ui/board` does not
 * reach BoardControls, nor does a page importing parseFen from `$lib/engine`
 * reach the PDN reader.
 * @param {Context} ctx @param {string} id @returns {string[]}
 */
function rootsReaching(ctx, id) {
	const roots = new Set();
	const seen = new Set([id]);
	/** @type {[string, string][]} importer, and the module it imports on the way */
	const queue = (ctx.getModuleInfo(id)?.importers ?? []).map((i) => /** @type {[string, string]} */ ([i, id]));
	for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
		const [next, from] = item;
		if (seen.has(next)) continue;
		seen.add(next);
		if (isRoot(ctx, next)) {
			roots.add(next);
			continue;
		}
		let importers = ctx.getModuleInfo(next)?.importers ?? [];
		if (isBarrel(next)) {
			const names = namesVia(next, from);
			if (names !== null) {
				const word = new RegExp(`\\b(${names.join('|')})\\b`);
				importers = names.length === 0 ? [] : importers.filter((i) => word.test(source(i) ?? names[0]));
				// Seen per path: another module may reach the barrel with other names.
				seen.delete(next);
			}
		}
		for (const i of importers) queue.push([i, next]);
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

/**
 * Rolldown's treeshake.moduleSideEffects: false (no side effects) for the app's own
 * TypeScript and Svelte modules under src/lib, true for everything else (styles,
 * dependencies). A module whose import is only for its effect must not live there.
 * @param {string} id @returns {boolean}
 */
export function hasSideEffects(id) {
	// A query marks a virtual module (a component's styles): keep it. So are workers' entries,
	// and the modules that add texts when imported (the other pages', the course's).
	return id.includes('?') || /worker\.ts$/.test(id) || /[\\/]i18n[\\/](more|learn-more)\.ts$/.test(id) || !/[\\/]src[\\/]lib[\\/].*\.(ts|js|svelte)$/.test(id);
}
