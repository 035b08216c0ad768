/**
 * The tables a worker in the browser has for a position: the shipped
 * container of up to 4 pieces (fetched once, from the service worker's
 * precache, so offline too, and kept) and, for a 5-piece position, the
 * installed pack's tables that position needs (Cache Storage; those of the
 * last position are kept, the others dropped, so memory stays at the
 * shipped 6.4 MB plus one position's tables). Every table is checked
 * against its index's SHA-256 before it is used (the shipped container
 * against /tablebase/index.json, a pack file against the installed pack's
 * index); one that fails is never used. Shared by the tablebase's worker
 * (./worker.ts) and the engine's (../engine-player/worker.ts); each worker has
 * its own copy of this module's state.
 */
import { popcount, type Position } from '../engine';
import { loadTable } from './format';
import { matchesDigest } from './digest';
import { loadContainer, manifestDigests, readIndex } from './load';
import { packDigests } from './pack';
import { keyOf, materialFileName } from './material';
import { MAX_TABLE_PIECES } from './probe';
import type { NoReportReason } from './protocol';
import { packMaterialsFor } from './report';
import { TableSet, type Table } from './table';
import { PACK_CACHE, packFileUrl, SHIPPED_INDEX_URL, SHIPPED_URL } from './urls';

let shipped: Promise<Table[]> | null = null;
/** The 5-piece tables of the last position, by material key. */
let packTables = new Map<number, Table>();

/** A table failed its SHA-256 check: never used. */
export class DamagedTable extends Error {}

/** The shipped tables (loaded on the first call and kept; a failed load is tried again on the next call). */
export function loadShippedTables(): Promise<Table[]> {
	shipped ??= (async () => {
		const [index, response] = await Promise.all([fetch(SHIPPED_INDEX_URL), fetch(SHIPPED_URL)]);
		if (!index.ok) throw new Error(`${SHIPPED_INDEX_URL}: ${index.status}`);
		if (!response.ok) throw new Error(`${SHIPPED_URL}: ${response.status}`);
		const manifest = readIndex(await index.text());
		const digests = manifest.ok ? manifestDigests(manifest.value) : null;
		if (!digests) throw new DamagedTable(`${SHIPPED_INDEX_URL}: no SHA-256 for every table`);
		const r = await loadContainer(new Uint8Array(await response.arrayBuffer()), undefined, digests);
		if (!r.ok) throw r.error.damaged ? new DamagedTable(r.error.file) : new Error(`${r.error.file}: ${r.error.message}`);
		return r.value.tables();
	})();
	shipped.catch(() => (shipped = null));
	return shipped;
}

const packStore = {
	match: (url: string) => caches.match(url, { cacheName: PACK_CACHE }),
	put: async () => {}
};

/** The pack's tables a position needs, or undefined when the pack lacks one of them. Each file is checked against the installed index. */
async function loadPack(keys: Map<number, string>): Promise<Map<number, Table> | undefined> {
	const next = new Map<number, Table>();
	let digests: Map<string, string> | null | undefined;
	for (const [key, file] of keys) {
		const known = packTables.get(key);
		if (known) {
			next.set(key, known);
			continue;
		}
		const response = await caches.match(packFileUrl(file), { cacheName: PACK_CACHE });
		if (!response) return undefined;
		digests ??= await packDigests(packStore);
		const bytes = new Uint8Array(await response.arrayBuffer());
		if (!(await matchesDigest(bytes, digests?.get(file)))) throw new DamagedTable(file);
		const r = await loadTable(bytes);
		if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
		next.set(key, r.value);
	}
	return next;
}

/**
 * The tables at hand for a position: the shipped ones, plus the pack's for
 * a 5-piece position when the pack is installed (else `missing` says why
 * the position itself has no table). Throws DamagedTable when a table it
 * needs fails its check.
 */
export async function browserTablesFor(pos: Position): Promise<{ tables: TableSet; missing?: NoReportReason }> {
	const count = popcount(pos.white | pos.black);
	const tables = new TableSet();
	for (const table of await loadShippedTables()) tables.add(table);
	if (count > MAX_TABLE_PIECES) return { tables, missing: 'too-many-pieces' };
	if (count === MAX_TABLE_PIECES) {
		const wanted = new Map(packMaterialsFor(pos).map((m) => [keyOf(m), materialFileName(m)]));
		const pack = typeof caches === 'undefined' ? undefined : await loadPack(wanted);
		if (!pack) return { tables, missing: 'no-pack' };
		packTables = pack;
		for (const table of pack.values()) tables.add(table);
	}
	return { tables };
}
