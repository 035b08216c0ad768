import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryBytes, parseContainer } from './container';
import { SHIPPED_CONTAINER, SHIPPED_DIR } from './files-node';
import { makeManifest, parseManifest } from './manifest';
import { materialFileName } from './material';
import { installPack, offeredPack, packDigests, packOnDevice, type Fetcher, type PackProgress, type PackStore } from './pack';
import { loadTable } from './format';
import { sha256Hex } from './digest';
import { allDrawsSameSize } from './testing';
import { PACK_INDEX_URL, packFileUrl } from './urls';

/** A small pack for the test: two shipped tables served as if they were the pack's files. */
function fixture() {
	const container = new Uint8Array(readFileSync(join(SHIPPED_DIR, SHIPPED_CONTAINER)));
	const dir = parseContainer(container);
	if (!dir.ok) throw new Error(dir.error.message);
	const index = parseManifest(readFileSync(join(SHIPPED_DIR, 'index.json'), 'utf8'));
	if (!index.ok) throw new Error(index.error.message);
	const entries = dir.value.slice(10, 12);
	const files = new Map(entries.map((e) => [packFileUrl(materialFileName(e.material)), entryBytes(container, e).slice()]));
	const tables = index.value.tables.filter((t) => files.has(packFileUrl(t.file)));
	const served = new Map<string, Uint8Array | string>([...files, [PACK_INDEX_URL, makeManifest(tables)]]);
	return { served, tables };
}

function server(served: Map<string, Uint8Array | string>, log: string[] = []): Fetcher {
	return async (url) => {
		log.push(url);
		const body = served.get(url);
		return body === undefined ? new Response('no', { status: 404 }) : new Response(body as BodyInit);
	};
}

class MemoryStore implements PackStore {
	readonly entries = new Map<string, ArrayBuffer>();
	failPuts = false;
	async match(url: string) {
		const b = this.entries.get(url);
		return b ? new Response(b.slice(0)) : undefined;
	}
	async put(url: string, response: Response) {
		if (this.failPuts) throw new DOMException('quota', 'QuotaExceededError');
		this.entries.set(url, await response.arrayBuffer());
	}
}

describe('the 5-piece pack on the device', () => {
	it('installs every file with progress up to the whole size, index last, and then counts as installed', async () => {
		const { served, tables } = fixture();
		const store = new MemoryStore();
		const seen: PackProgress[] = [];
		expect(await packOnDevice(store)).toEqual({ kind: 'none' });
		const r = await installPack(server(served), store, (p) => seen.push(p));
		const bytes = tables.reduce((n, t) => n + t.bytes, 0);
		expect(r).toEqual({ ok: true, value: { tables: 2, bytes, positions: tables[0].positions + tables[1].positions } });
		expect(seen.map((p) => p.files)).toEqual([0, 1, 2]);
		expect(seen.at(-1)).toMatchObject({ bytes, total: bytes, totalFiles: 2 });
		expect([...store.entries.keys()].at(-1)).toBe(PACK_INDEX_URL);
		expect(await packOnDevice(store)).toMatchObject({ kind: 'installed', pack: { tables: 2, bytes } });
	});

	it('a file of the wrong size or missing stops the install without an index, and a later install keeps what was stored', async () => {
		const { served, tables } = fixture();
		const second = packFileUrl(tables[1].file);
		const good = served.get(second)!;
		served.set(second, (good as Uint8Array).subarray(1));
		const store = new MemoryStore();
		expect(await installPack(server(served), store)).toEqual({ ok: false, error: { kind: 'bad-file', file: tables[1].file } });
		expect(store.entries.has(PACK_INDEX_URL)).toBe(false);
		expect(await packOnDevice(store)).toEqual({ kind: 'none' });
		served.set(second, good);
		const log: string[] = [];
		expect((await installPack(server(served, log), store)).ok).toBe(true);
		// The first file was whole: not fetched again.
		expect(log).toEqual([PACK_INDEX_URL, second]);
		served.delete(second);
		expect((await installPack(server(served), new MemoryStore())).ok).toBe(false);
	});

	it('says when the server has no pack, the index is bad, the network fails or the store is full', async () => {
		const { served } = fixture();
		expect(await offeredPack(server(new Map()))).toEqual({ ok: false, error: { kind: 'unavailable' } });
		expect(await offeredPack(server(new Map([[PACK_INDEX_URL, '{"format":1}']])))).toEqual({ ok: false, error: { kind: 'bad-index' } });
		expect(
			await offeredPack(async () => {
				throw new TypeError('offline');
			})
		).toEqual({ ok: false, error: { kind: 'network' } });
		const full = new MemoryStore();
		full.failPuts = true;
		expect(await installPack(server(served), full)).toMatchObject({ ok: false, error: { kind: 'storage' } });
		const stop = new AbortController();
		stop.abort();
		expect(await installPack(server(served), new MemoryStore(), undefined, stop.signal)).toEqual({ ok: false, error: { kind: 'network' } });
	});

	it('a file that keeps its size and inflates but holds other values (every position a draw) is refused on install, and found damaged after one', async () => {
		const { served, tables } = fixture();
		const url = packFileUrl(tables[0].file);
		const good = served.get(url) as Uint8Array;
		const altered = allDrawsSameSize(good);
		// Only the hash can tell: the same size, and it loads as a table.
		expect(altered.length).toBe(good.length);
		const loaded = await loadTable(altered);
		expect(loaded.ok).toBe(true);
		expect(loaded.ok && loaded.value.values.every((v) => v === 0)).toBe(true);

		served.set(url, altered);
		const store = new MemoryStore();
		expect(await installPack(server(served), store)).toEqual({ ok: false, error: { kind: 'bad-file', file: tables[0].file } });
		expect(await packOnDevice(store)).toEqual({ kind: 'none' });

		// Installed whole, then altered in the store: damaged, with the file named; a new install fetches it again.
		served.set(url, good);
		expect((await installPack(server(served), store)).ok).toBe(true);
		store.entries.set(url, altered.slice().buffer);
		expect(await packOnDevice(store)).toMatchObject({ kind: 'damaged', files: [tables[0].file] });
		expect((await packDigests(store))?.get(tables[0].file)).toBe(await sha256Hex(good));
		const log: string[] = [];
		expect((await installPack(server(served, log), store)).ok).toBe(true);
		expect(log).toEqual([PACK_INDEX_URL, url]);
		expect(await packOnDevice(store)).toMatchObject({ kind: 'installed' });
	});

	it('an index without a SHA-256 for every file is not a pack this app installs, and an installed one cannot vouch for its files', async () => {
		const { served, tables } = fixture();
		const unhashed = makeManifest(tables.map(({ sha256: _, ...t }) => t));
		served.set(PACK_INDEX_URL, unhashed);
		expect(await offeredPack(server(served))).toEqual({ ok: false, error: { kind: 'bad-index' } });
		const store = new MemoryStore();
		store.entries.set(PACK_INDEX_URL, new TextEncoder().encode(unhashed).buffer as ArrayBuffer);
		expect(await packOnDevice(store)).toMatchObject({ kind: 'damaged', files: ['index.json'] });
	});
});
