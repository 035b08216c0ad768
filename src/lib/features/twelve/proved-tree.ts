/**
 * The proved tree of 12 against 1 as the app loads it: the file
 * (proved-tree.bin, a hashed build asset, so precached for offline use)
 * is fetched once, checked against the SHA-256 pinned in its manifest
 * (proved-tree.json, compiled into the app), and decoded against the
 * table's start positions. A file that does not match is never used: the
 * game then proves every move on the device.
 *
 * How the values themselves are trusted (the repo's solver made them,
 * CI re-proves them): docs/twelve.md.
 */
import treeUrl from './proved-tree.bin?url&no-inline';
import manifest from './proved-tree.json';
import { SQUARE_NAMES } from '$lib/engine';
import type { TwelveSquare } from '$lib/bank/types';
import { decodeTree, type ProvedTree } from '$lib/puzzle/twelve-tree';
import { sha256Hex } from '$lib/tablebase/digest';

export type TreeLoad = { ok: true; tree: ProvedTree } | { ok: false; reason: 'unavailable' | 'damaged' };

/** The pinned SHA-256 of the file this build ships. */
export const PROVED_TREE_SHA256: string = manifest.sha256;

/** Checks and decodes the file's bytes (tests pass them directly). */
export async function readProvedTree(bytes: Uint8Array, table: readonly TwelveSquare[], sha256 = PROVED_TREE_SHA256): Promise<TreeLoad> {
	if ((await sha256Hex(bytes)) !== sha256) return { ok: false, reason: 'damaged' };
	const fens = new Map(table.map((r) => [r.square, r.fen]));
	const decoded = decodeTree(bytes, (square) => fens.get(SQUARE_NAMES[square] ?? '') ?? null);
	return decoded.ok ? { ok: true, tree: decoded.value } : { ok: false, reason: 'damaged' };
}

/** Fetches (from the service worker's precache when offline), checks and decodes the shipped tree. */
export async function loadProvedTree(table: readonly TwelveSquare[], fetchFile: typeof fetch = fetch): Promise<TreeLoad> {
	let bytes: Uint8Array;
	try {
		const response = await fetchFile(treeUrl);
		if (!response.ok) return { ok: false, reason: 'unavailable' };
		bytes = new Uint8Array(await response.arrayBuffer());
	} catch {
		return { ok: false, reason: 'unavailable' };
	}
	return readProvedTree(bytes, table);
}
