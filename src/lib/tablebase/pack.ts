/**
 * The optional 5-piece pack on the device: installed from the app's own
 * server into a store of its own (Cache Storage in the app, PACK_CACHE),
 * checked, and removed on request. The index goes in last, so a pack
 * counts as installed only when every file is there; an install that
 * stops halfway leaves files that the next install keeps or replaces.
 * Every file is checked by its SHA-256 from the index: on download, when
 * kept from an earlier install, when /progress looks at the pack, and by
 * the worker before a table is used.
 * Fetching and storing are passed in, so tests run without a browser.
 */
import { err, ok, type Result } from '../engine';
import { matchesDigest } from './digest';
import { parseManifest, type Manifest } from './manifest';
import { PACK_INDEX_URL, packFileUrl } from './urls';

/** The slice of a Cache the pack needs. */
export interface PackStore {
	match(url: string): Promise<Response | undefined>;
	put(url: string, response: Response): Promise<void>;
}

export type Fetcher = (url: string) => Promise<Response>;

export type PackErrorKind = 'unavailable' | 'bad-index' | 'bad-file' | 'network' | 'storage';

export interface PackError {
	kind: PackErrorKind;
	/** The file concerned, if one. */
	file?: string;
}

export interface PackProgress {
	bytes: number;
	total: number;
	files: number;
	totalFiles: number;
}

export interface InstalledPack {
	tables: number;
	bytes: number;
	positions: number;
}

const sum = (m: Manifest, f: (t: Manifest['tables'][number]) => number) => m.tables.reduce((n, t) => n + f(t), 0);

function summary(m: Manifest): InstalledPack {
	return { tables: m.tables.length, bytes: sum(m, (t) => t.bytes), positions: sum(m, (t) => t.positions) };
}

/** A pack's index: one file per table, each with its SHA-256 (an index without them cannot vouch for its files). */
async function readIndexFrom(response: Response): Promise<Result<Manifest, PackError>> {
	const r = parseManifest(await response.text());
	return r.ok && !r.value.container && r.value.tables.length > 0 && r.value.tables.every((t) => t.sha256 !== undefined)
		? ok(r.value)
		: err({ kind: 'bad-index' });
}

/** The pack on this device: none, whole (every file as its index says), or damaged (the files that are not). */
export type PackOnDevice = { kind: 'none' } | { kind: 'installed'; pack: InstalledPack } | { kind: 'damaged'; pack: InstalledPack | null; files: string[] };

/** What the server offers (the pack's index), or why there is none. */
export async function offeredPack(fetcher: Fetcher): Promise<Result<InstalledPack & { manifest: Manifest }, PackError>> {
	let response: Response;
	try {
		response = await fetcher(PACK_INDEX_URL);
	} catch {
		return err({ kind: 'network' });
	}
	if (response.status === 404) return err({ kind: 'unavailable' });
	if (!response.ok) return err({ kind: 'network' });
	const m = await readIndexFrom(response);
	return m.ok ? ok({ ...summary(m.value), manifest: m.value }) : m;
}

/**
 * The pack in the store, checked: its index, and every file it lists, of
 * the listed size and SHA-256 (a file damaged or altered in the store
 * after the install keeps its size and may still inflate). A damaged pack
 * is never read (worker.ts checks each file again before using it).
 */
export async function packOnDevice(store: PackStore): Promise<PackOnDevice> {
	const index = await store.match(PACK_INDEX_URL);
	if (!index) return { kind: 'none' };
	const m = await readIndexFrom(index);
	if (!m.ok) return { kind: 'damaged', pack: null, files: ['index.json'] };
	const damaged: string[] = [];
	for (const t of m.value.tables) {
		const file = await store.match(packFileUrl(t.file));
		const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
		if (!bytes || bytes.byteLength !== t.bytes || !(await matchesDigest(bytes, t.sha256))) damaged.push(t.file);
	}
	return damaged.length ? { kind: 'damaged', pack: summary(m.value), files: damaged } : { kind: 'installed', pack: summary(m.value) };
}

/** The installed index's SHA-256 of each file, by file name (for the worker's check before a table is used); null without a readable index. */
export async function packDigests(store: PackStore): Promise<Map<string, string> | null> {
	const index = await store.match(PACK_INDEX_URL);
	if (!index) return null;
	const m = await readIndexFrom(index);
	return m.ok ? new Map(m.value.tables.map((t) => [t.file, t.sha256 as string])) : null;
}

/**
 * Download the pack into the store: each file checked against the index's
 * size and SHA-256, files already stored whole kept, the index last. `signal` stops it
 * between files (the result is then a 'network' error).
 */
export async function installPack(
	fetcher: Fetcher,
	store: PackStore,
	onProgress: (p: PackProgress) => void = () => {},
	signal?: AbortSignal
): Promise<Result<InstalledPack, PackError>> {
	const offered = await offeredPack(fetcher);
	if (!offered.ok) return offered;
	const m = offered.value.manifest;
	const progress: PackProgress = { bytes: 0, total: offered.value.bytes, files: 0, totalFiles: m.tables.length };
	onProgress({ ...progress });
	for (const t of m.tables) {
		if (signal?.aborted) return err({ kind: 'network' });
		const url = packFileUrl(t.file);
		const kept = await store.match(url);
		const keptBytes = kept ? new Uint8Array(await kept.arrayBuffer()) : null;
		// A file already stored is kept only when it is the file the index names (a damaged one is fetched again).
		if (!keptBytes || keptBytes.byteLength !== t.bytes || !(await matchesDigest(keptBytes, t.sha256))) {
			let bytes: ArrayBuffer;
			try {
				const response = await fetcher(url);
				if (!response.ok) return err({ kind: response.status === 404 ? 'bad-file' : 'network', file: t.file });
				bytes = await response.arrayBuffer();
			} catch {
				return err({ kind: 'network', file: t.file });
			}
			if (bytes.byteLength !== t.bytes || !(await matchesDigest(new Uint8Array(bytes), t.sha256))) return err({ kind: 'bad-file', file: t.file });
			const stored = await put(store, url, bytes);
			if (!stored.ok) return stored;
		}
		progress.bytes += t.bytes;
		progress.files++;
		onProgress({ ...progress });
	}
	const index = await put(store, PACK_INDEX_URL, new TextEncoder().encode(JSON.stringify(m)).buffer as ArrayBuffer);
	return index.ok ? ok(summary(m)) : index;
}

async function put(store: PackStore, url: string, bytes: ArrayBuffer): Promise<Result<true, PackError>> {
	try {
		await store.put(url, new Response(bytes, { headers: { 'content-length': String(bytes.byteLength) } }));
		return ok(true);
	} catch {
		// Mostly a full quota (QuotaExceededError).
		return err({ kind: 'storage', file: url });
	}
}
