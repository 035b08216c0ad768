import { derived, get, type Readable } from 'svelte/store';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { openProgress } from './open';
import { asReadable, liveDueReviews, liveSettings, liveStats, type Observable } from './live';
import type { Stats } from './stats';
import { attempt, freshStore, jan } from './testing';

/** What svelte-check requires of `$x` (svelte-shims: SvelteStore<T>). */
type SvelteStore<T> = { subscribe: (run: (value: T) => unknown, invalidate?: unknown) => unknown };
const storeLike = <T>(s: SvelteStore<T>) => s;

/** The first defined value of `r` that satisfies `pred`. */
function next<T>(r: Readable<T | undefined>, pred: (v: T) => boolean = () => true): Promise<T> {
	return new Promise((resolve) => {
		let done = false;
		const unsub = r.subscribe((v) => {
			if (done || v === undefined || !pred(v)) return;
			done = true;
			queueMicrotask(() => unsub());
			resolve(v);
		});
	});
}

describe('live queries', { timeout: 5000 }, () => {
	it('are stores for Svelte: emit, then emit again after a write, and unsubscribe', async () => {
		const { store } = await freshStore();
		const obs: Observable<Stats> = liveStats(store);
		storeLike(obs); // type-level check: `$stats` compiles in a component
		// svelte/store's own subscription code (the one `$store` uses) over the raw observable;
		// its Readable type does not admit an Observable, hence the cast (asReadable needs none).
		const stats = derived(obs as unknown as Readable<Stats | undefined>, (s) => s);
		expect(get(stats)).toBeUndefined(); // nothing read yet: pages see undefined first
		expect((await next(stats, () => true)).attempts.attempts).toBe(0);

		const seen = next(stats, (s) => s.attempts.attempts === 1);
		await store.recordAttempt(attempt());
		expect((await seen).attempts.solved).toBe(1);
	});

	it('follow settings and the review queue', async () => {
		const { store } = await freshStore();
		const settings = asReadable(liveSettings(store));
		const due = asReadable(liveDueReviews(store, jan(9)));
		await store.setSettings({ review: { enabled: false } }, jan(1));
		expect((await next(settings, (s) => s.review.enabled === false)).review.enabled).toBe(false);
		const enabled = next(settings, (s) => s.review.enabled === true);
		const queued = next(due, (d) => d.length === 1);
		await store.setSettings({ review: { enabled: true } }, jan(2));
		await store.recordAttempt(attempt({ result: 'failed', at: jan(5) }));
		await enabled;
		expect((await queued)[0].id).toBe('puzzle:p1');
	});

	it('asReadable reports a failing query and keeps the last value', async () => {
		const { store } = await freshStore();
		const errors: unknown[] = [];
		const stats = asReadable(liveStats(store), (e) => errors.push(e));
		expect(get(stats)).toBeUndefined();
		await next(stats, () => true);
		const unsub = stats.subscribe(() => {});
		store.status.set({ stale: true });
		await store.db.attempts.add({ puzzleId: 'x', date: '2026-01-05', at: 1, result: 'solved', timeMs: 1, moves: [], hintUsed: false, daily: false });
		await expect.poll(() => errors.length).toBe(1);
		expect(errors[0]).toMatchObject({ kind: 'stale' });
		unsub();
	});

	it('return a Subscription that stops updates', async () => {
		const { store } = await freshStore();
		const values: number[] = [];
		const sub = liveStats(store).subscribe((s) => values.push(s.attempts.attempts));
		await expect.poll(() => values.length).toBe(1);
		sub.unsubscribe();
		await store.recordAttempt(attempt());
		await new Promise((r) => setTimeout(r, 50));
		expect(values).toEqual([0]);
	});

	it('work in the in-memory fallback (no global IndexedDB)', async () => {
		const saved = { ...Dexie.dependencies };
		Object.assign(Dexie.dependencies, { indexedDB: null, IDBKeyRange: null });
		vi.stubGlobal('indexedDB', undefined);
		try {
			const store = await openProgress({ name: 'live-private' });
			expect(store.persistent).toBe(false);
			const stats = asReadable(liveStats(store));
			expect((await next(stats, () => true)).attempts.attempts).toBe(0);
			const seen = next(stats, (s) => s.attempts.attempts === 1);
			await store.recordAttempt(attempt());
			await seen;
		} finally {
			vi.unstubAllGlobals();
			Object.assign(Dexie.dependencies, saved);
		}
	});
});
