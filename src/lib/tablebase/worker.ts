/// <reference lib="webworker" />
/**
 * The tablebase's Web Worker: answers a position with its report
 * (report.ts). It loads the shipped container on the first request (it
 * comes from the service worker's precache, so offline too) and keeps it;
 * 5-piece tables come from the installed pack (Cache Storage), only those
 * the position needs, and the ones the last position needed are dropped,
 * so memory stays at the shipped 6.4 MB plus one position's tables.
 * Every table is checked against its index's SHA-256 before it is used
 * (the shipped container against /tablebase/index.json, a pack file
 * against the installed pack's index); one that fails is never used, and
 * the position is answered `damaged`.
 */
import { parseFen, popcount } from '../engine';
import { loadTable } from './format';
import { matchesDigest } from './digest';
import { loadContainer, manifestDigests, readIndex } from './load';
import { packDigests } from './pack';
import { keyOf, materialFileName } from './material';
import { MAX_TABLE_PIECES } from './probe';
import type { TablebaseAnswer, TablebaseRequest } from './protocol';
import { packMaterialsFor, tablebaseReport } from './report';
import { TableSet, type Table } from './table';
import { PACK_CACHE, packFileUrl, SHIPPED_INDEX_URL, SHIPPED_URL } from './urls';

const scope = self as unknown as DedicatedWorkerGlobalScope;

let shipped: Promise<Table[]> | null = null;
/** The 5-piece tables of the last position, by material key. */
let packTables = new Map<number, Table>();

/** A table failed its SHA-256 check: the position is answered `damaged`, never from that table. */
class Damaged extends Error {}

function loadShipped(): Promise<Table[]> {
	shipped ??= (async () => {
		const [index, response] = await Promise.all([fetch(SHIPPED_INDEX_URL), fetch(SHIPPED_URL)]);
		if (!index.ok) throw new Error(`${SHIPPED_INDEX_URL}: ${index.status}`);
		if (!response.ok) throw new Error(`${SHIPPED_URL}: ${response.status}`);
		const manifest = readIndex(await index.text());
		const digests = manifest.ok ? manifestDigests(manifest.value) : null;
		if (!digests) throw new Damaged(`${SHIPPED_INDEX_URL}: no SHA-256 for every table`);
		const r = await loadContainer(new Uint8Array(await response.arrayBuffer()), undefined, digests);
		if (!r.ok) throw r.error.damaged ? new Damaged(r.error.file) : new Error(`${r.error.file}: ${r.error.message}`);
		return r.value.tables();
	})();
	// A failed load is tried again on the next request.
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
		if (!(await matchesDigest(bytes, digests?.get(file)))) throw new Damaged(file);
		const r = await loadTable(bytes);
		if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
		next.set(key, r.value);
	}
	return next;
}

async function answer(request: TablebaseRequest): Promise<TablebaseAnswer> {
	const t0 = performance.now();
	const { id } = request;
	if ('warm' in request) {
		await loadShipped();
		return { id, type: 'ready', ms: performance.now() - t0 };
	}
	const { fen } = request;
	const parsed = parseFen(fen);
	if (!parsed.ok) return { id, type: 'error', message: `bad FEN: ${parsed.error.kind}` };
	const pos = parsed.value;
	const count = popcount(pos.white | pos.black);
	if (count > MAX_TABLE_PIECES) return { id, type: 'none', reason: 'too-many-pieces' };
	const set = new TableSet();
	for (const table of await loadShipped()) set.add(table);
	if (count === MAX_TABLE_PIECES) {
		const wanted = new Map(packMaterialsFor(pos).map((m) => [keyOf(m), materialFileName(m)]));
		const pack = typeof caches === 'undefined' ? undefined : await loadPack(wanted);
		if (!pack) return { id, type: 'none', reason: 'no-pack' };
		packTables = pack;
		for (const table of pack.values()) set.add(table);
	}
	const report = tablebaseReport(set, pos);
	if (!report) return { id, type: 'none', reason: count === MAX_TABLE_PIECES ? 'no-pack' : 'too-many-pieces' };
	return { id, type: 'report', report, ms: performance.now() - t0 };
}

// Requests are answered in turn; the page ignores answers to positions it no longer shows.
let queue: Promise<unknown> = Promise.resolve();
scope.onmessage = (event: MessageEvent<TablebaseRequest>) => {
	const request = event.data;
	queue = queue.then(async () => {
		let reply: TablebaseAnswer;
		try {
			reply = await answer(request);
		} catch (e) {
			reply =
				e instanceof Damaged
					? { id: request.id, type: 'none', reason: 'damaged' }
					: { id: request.id, type: 'error', message: e instanceof Error ? e.message : String(e) };
		}
		scope.postMessage(reply);
	});
};
