/**
 * Opening the progress database: IndexedDB when the browser has it, else an
 * in-memory database with the same API (`persistent: false`), so the app
 * works in a private window or with storage disabled and can say that
 * progress won't be kept. The in-memory IndexedDB is fake-indexeddb, loaded
 * only then (a lazy chunk), so every code path stays the same Dexie code.
 */
import { Dexie } from 'dexie';
import { DEFAULT_DB_NAME, ProgressDB, type IndexedDBDeps } from './db';
import type { SchemaVersion } from './schema';
import { StatusSignal, type FallbackReason, type ProgressStatus } from './status';
import { ProgressStore } from './store';
import type { CorruptRecord } from './types';
import { askToKeep } from './persistence';

export interface OpenOptions {
	/** Database name (tests use a fresh one each). */
	name?: string;
	/** The IndexedDB to use; default the global one; null acts as if there were none. */
	indexedDB?: IDBFactory | null;
	IDBKeyRange?: typeof IDBKeyRange;
	/** Told of every status change: blocked by another tab, stale after another tab's upgrade. */
	onStatus?: (status: ProgressStatus) => void;
	/** Told of each row skipped because it failed validation. */
	onCorrupt?: (record: CorruptRecord) => void;
	/** Schema versions to declare (tests of upgrades only). */
	versions?: readonly SchemaVersion[];
}

function globalDeps(): IndexedDBDeps | null {
	try {
		// Reading `indexedDB` itself throws a SecurityError in some sandboxed or storage-blocked contexts.
		const g = globalThis as { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };
		return g.indexedDB && g.IDBKeyRange ? { indexedDB: g.indexedDB, IDBKeyRange: g.IDBKeyRange } : null;
	} catch {
		hideThrowingIndexedDB();
		return null;
	}
}

/**
 * Dexie's open() reads `globalThis.indexedDB` itself (a Safari 14
 * workaround), whatever IndexedDB it was given: a getter that throws would
 * make even the in-memory database fail. Nothing can use such an
 * `indexedDB`, so it is replaced by undefined where it can be redefined.
 */
function hideThrowingIndexedDB(): void {
	try {
		Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true, writable: true });
	} catch {
		// Not redefinable: opening fails and the page says progress is not kept.
	}
}

function describe(e: unknown): string {
	return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

async function openDexie(name: string, deps: IndexedDBDeps, status: StatusSignal, versions?: readonly SchemaVersion[]): Promise<ProgressDB> {
	// liveQuery does nothing while Dexie's global dependencies lack an IndexedDB (no global one:
	// the in-memory fallback, or Node); Dexie documents setting them for exactly this.
	if (!Dexie.dependencies.indexedDB) Object.assign(Dexie.dependencies, deps);
	const db = new ProgressDB(name, deps, versions);
	db.on('blocked', () => status.set({ blocked: true }));
	// Dexie closes this connection by itself so the other tab's upgrade can go on; this page must reload.
	db.on('versionchange', () => status.set({ stale: true }));
	try {
		await db.open();
	} catch (e) {
		db.close();
		throw e;
	}
	status.set({ blocked: false });
	return db;
}

export async function openProgress(options: OpenOptions = {}): Promise<ProgressStore> {
	const name = options.name ?? DEFAULT_DB_NAME;
	const deps =
		options.indexedDB === null
			? null
			: options.indexedDB
				? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange ?? globalDeps()?.IDBKeyRange ?? (await memoryDeps()).IDBKeyRange }
				: globalDeps();
	const status = new StatusSignal({ persistent: true, fallback: null, blocked: false, stale: false });
	if (options.onStatus) status.subscribe(options.onStatus);
	let fallback: FallbackReason;
	if (deps) {
		try {
			return new ProgressStore(await openDexie(name, deps, status, options.versions), status, options.onCorrupt);
		} catch (e) {
			fallback = { kind: 'open-failed', message: describe(e) };
		}
	} else fallback = { kind: 'missing', message: 'This browser offers no IndexedDB here.' };
	status.set({ persistent: false, fallback, blocked: false });
	return new ProgressStore(await openDexie(name, await memoryDeps(), status, options.versions), status, options.onCorrupt);
}

async function memoryDeps(): Promise<IndexedDBDeps> {
	const fake = await import('fake-indexeddb');
	return { indexedDB: new fake.IDBFactory(), IDBKeyRange: fake.IDBKeyRange };
}

let shared: Promise<ProgressStore> | null = null;

/** The app's one store, opened on first use (in the browser). */
export function progress(options?: OpenOptions): Promise<ProgressStore> {
	shared ??= openProgress(options).catch((e) => {
		shared = null;
		throw e;
	});
	return shared;
}

/**
 * Asks the browser not to evict the progress under storage pressure. true:
 * granted; false: refused (the browser may still keep it); null: no such
 * API. (persistence.ts: when the app asks, and what /progress shows.)
 */
export async function requestPersistence(): Promise<boolean | null> {
	const kept = await askToKeep();
	return kept === 'unsupported' ? null : kept === 'persisted';
}
