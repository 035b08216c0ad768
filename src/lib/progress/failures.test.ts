import { IDBFactory } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openProgress } from './open';
import { SCHEMA_VERSION, SCHEMA_VERSIONS } from './schema';
import type { ProgressStatus } from './status';
import { attempt, freshStore, jan, jd } from './testing';
import type { CorruptRecord } from './types';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('IndexedDB unavailable: in-memory store with the same API', () => {
	it('when the browser has no indexedDB', async () => {
		vi.stubGlobal('indexedDB', undefined);
		const store = await openProgress({ name: 'private-mode' });
		expect(store.persistent).toBe(false);
		expect(store.status.value.fallback?.kind).toBe('missing');
		await store.recordAttempt(attempt({ daily: true, date: jd(5) }));
		expect((await store.stats()).attempts.solved).toBe(1);
		expect(await store.streak(jd(5))).toMatchObject({ current: 1 });
	});

	it('when reading indexedDB throws (storage blocked)', async () => {
		vi.stubGlobal('indexedDB', undefined);
		Object.defineProperty(globalThis, 'indexedDB', {
			configurable: true,
			get() {
				throw new DOMException('denied', 'SecurityError');
			}
		});
		// As in a browser: Dexie's open reads globalThis.indexedDB itself when there is a navigator.
		vi.stubGlobal('navigator', { userAgent: 'test' });
		try {
			const store = await openProgress({ name: 'blocked-storage' });
			expect(store.status.value).toMatchObject({ persistent: false, fallback: { kind: 'missing' } });
			await store.recordAttempt(attempt());
			expect((await store.stats()).attempts.solved).toBe(1);
		} finally {
			Object.defineProperty(globalThis, 'indexedDB', { configurable: true, writable: true, value: undefined });
		}
	});

	it('when open() throws', async () => {
		const broken = {
			open() {
				throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
			}
		} as unknown as IDBFactory;
		const store = await openProgress({ name: 'broken', indexedDB: broken });
		expect(store.persistent).toBe(false);
		expect(store.status.value.fallback).toMatchObject({ kind: 'open-failed' });
		expect(store.status.value.fallback?.message).toMatch(/InvalidStateError/);
		await store.setSettings({ sound: false });
		expect((await store.getSettings()).sound).toBe(false);
	});

	it('a real IndexedDB is persistent', async () => {
		const { store } = await freshStore();
		expect(store.status.value).toEqual({ persistent: true, fallback: null, blocked: false, stale: false });
	});
});

describe('quota exceeded on a write', () => {
	it('throws a quota error and keeps nothing of the try', async () => {
		const { store } = await freshStore();
		await store.setSettings({ review: { enabled: true } });
		// The attempt row is added first; the daily row then fails.
		vi.spyOn(store.db.daily, 'put').mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
		const err = await store.recordAttempt(attempt({ result: 'failed', daily: true, date: jd(5) })).catch((e) => e);
		expect(err).toMatchObject({ name: 'ProgressError', kind: 'quota' });
		expect(await store.attempts()).toEqual([]);
		expect(await store.dailyResult(jd(5))).toBeNull();
		expect(await store.reviewSummary(jan(9))).toMatchObject({ total: 0 });
		// The next write works again.
		await store.recordAttempt(attempt());
		expect(await store.attempts()).toHaveLength(1);
	});

	it('recognises a quota error raised inside IndexedDB (DBCore) too', async () => {
		const { store } = await freshStore();
		store.db.close();
		store.db.use({
			stack: 'dbcore',
			name: 'full-disk',
			create: (down) => ({
				...down,
				table: (name) => {
					const table = down.table(name);
					return name !== 'twelve' ? table : { ...table, mutate: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) };
				}
			})
		});
		await store.db.open();
		await expect(store.recordTwelveRun({ square: 'c5', moves: [], result: 'won', playerMoves: 1, optimum: 1, at: jan(5) })).rejects.toMatchObject({
			kind: 'quota'
		});
		expect(await store.twelveRuns()).toEqual([]);
	});
});

describe('another tab', () => {
	it('upgrading the database makes this one stale: callback, flag, and writes refused', async () => {
		const statuses: ProgressStatus[] = [];
		const { store, indexedDB, name } = await freshStore({ onStatus: (s) => statuses.push(s) });
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const newer = new Dexie(name, { indexedDB, IDBKeyRange: globalThis.IDBKeyRange ?? (await import('fake-indexeddb')).IDBKeyRange });
		for (const v of SCHEMA_VERSIONS) newer.version(v.version).stores({ ...v.stores });
		newer.version(SCHEMA_VERSION + 1).stores({ extra: 'id' });
		await newer.open();
		expect(store.status.value.stale).toBe(true);
		expect(statuses.at(-1)?.stale).toBe(true);
		await expect(store.recordAttempt(attempt())).rejects.toMatchObject({ kind: 'stale' });
		await expect(store.stats()).rejects.toMatchObject({ kind: 'stale' });
		newer.close();
	});

	it('an old tab that holds the database on: blocked until it lets go', async () => {
		const indexedDB = new IDBFactory();
		const name = 'held-open';
		const { store: old } = await freshStore({ indexedDB, name });
		// An old tab that ignores "versionchange" (Dexie's own handler would close; a busy or foreign one may not).
		old.db.on('versionchange', () => false);
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const statuses: ProgressStatus[] = [];
		const next = SCHEMA_VERSIONS.concat({ version: SCHEMA_VERSION + 1, stores: { extra: 'id' } });
		const opening = freshStore({ indexedDB, name, versions: next, onStatus: (s) => statuses.push(s) });
		await vi.waitFor(() => expect(statuses.some((s) => s.blocked)).toBe(true));
		old.close();
		const { store } = await opening;
		expect(store.status.value).toMatchObject({ blocked: false, persistent: true });
		expect(store.db.verno).toBe(SCHEMA_VERSION + 1);
	});
});

describe('a corrupt record', () => {
	it('is skipped and reported, and the rest loads', async () => {
		const reported: CorruptRecord[] = [];
		const { store } = await freshStore({ onCorrupt: (r) => reported.push(r) });
		await store.recordAttempt(attempt({ puzzleId: 'a', at: jan(5), daily: true, date: jd(5) }));
		await store.recordAttempt(attempt({ puzzleId: 'b', at: jan(6), daily: true, date: jd(6) }));
		// Rows damaged behind the API's back (another app version, a browser bug, devtools).
		await store.db.table('attempts').add({ puzzleId: 42, result: 'solved' });
		await store.db.table('daily').put({ date: jd(7), solved: 'yes' });
		await store.db.table('settings').put({ key: 'settings', value: { theme: 'neon' } });

		expect((await store.stats()).attempts.attempts).toBe(2);
		expect(await store.streak(jd(7))).toMatchObject({ current: 2 });
		expect(await store.getSettings()).toMatchObject({ theme: 'system' });
		expect((await store.puzzleStatus(['a'])).get('a')?.attempts).toBe(1);
		const file = await store.exportProgress(jan(20));
		expect(file.data.attempts).toHaveLength(2);
		expect(file.data.settings).toBeNull();
		expect(reported.map((r) => r.table).sort()).toEqual(['attempts', 'daily', 'settings']);
		expect(reported.find((r) => r.table === 'daily')).toMatchObject({ key: jd(7) });
		expect(reported.find((r) => r.table === 'attempts')?.reason).toMatch(/attempts\.puzzleId/);
		// Each bad row is reported once however often it is read.
		expect(store.corrupt).toHaveLength(3);
		// A valid write over a corrupt row repairs it.
		await store.setSettings({ theme: 'dark' });
		expect((await store.getSettings()).theme).toBe('dark');
	});
});

describe('error classification', () => {
	it('finds a quota error wrapped by Dexie or by a transaction abort', async () => {
		const { toProgressError } = await import('./errors');
		const quota = new DOMException('full', 'QuotaExceededError');
		expect(toProgressError(new Dexie.AbortError('Transaction aborted', quota)).kind).toBe('quota');
		expect(toProgressError(new Dexie.QuotaExceededError('full')).kind).toBe('quota');
		expect(toProgressError(new Error('x', { cause: quota })).kind).toBe('quota');
		expect(toProgressError(new Dexie.ConstraintError('dup')).kind).toBe('storage');
	});
});
