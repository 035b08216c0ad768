import { describe, expect, it } from 'vitest';
import { loadBank } from '$lib/bank/load-node';
import { makeDataFiles } from '$lib/bank/data-files';
import { shardPath } from '$lib/bank/remote';
import { cacheFault, isPagePath, precacheResponse, serveStored } from './integrity';

const { bank } = loadBank('puzzles');
const files = makeDataFiles(bank.puzzles, bank.daily);
const [name, shard] = [...files.shards][0];
const path = shardPath(name);

const json = (text: string) => new Response(text, { headers: { 'content-type': 'application/json' } });
const good = () => json(JSON.stringify(shard));
/** What a static host answers for a file it does not have yet: its fallback page, status 200. */
const fallbackPage = () => new Response('<!doctype html><title>app</title>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
const altered = () => json(JSON.stringify(shard).replace('"win in ', '"win in 1'));

describe('what the service worker may keep', () => {
	it('a shard must hash to its name; a file must not be a page', async () => {
		expect(await cacheFault(path, good())).toBeNull();
		expect(await cacheFault(path, fallbackPage())).toBe('html');
		expect(await cacheFault(path, altered())).toBe('hash');
		expect(await cacheFault(path, json(''))).toBe('hash');
		expect(await cacheFault('/_app/immutable/chunks/x.js', fallbackPage())).toBe('html');
		expect(await cacheFault('/tablebase/tables.pdtc', fallbackPage())).toBe('html');
		expect(await cacheFault('/bank/index.json', fallbackPage())).toBe('html');
		expect(await cacheFault('/puzzles', fallbackPage())).toBeNull();
		expect(await cacheFault('/200.html', fallbackPage())).toBeNull();
		expect(await cacheFault('/x.js', new Response('', { status: 404 }))).toBe('status');
		expect([isPagePath('/'), isPagePath('/studies/petrov-1827'), isPagePath('/offline.html'), isPagePath('/manifest.webmanifest')]).toEqual([
			true,
			true,
			true,
			false
		]);
	});

	it("precache: the old version's bad entry is not reused, a bad answer is asked for again past the HTTP cache, and a file still bad fails the install", async () => {
		const asked: string[] = [];
		// The old cache holds the fallback page as the shard; the HTTP cache too; the network has the shard.
		const sources = {
			previous: async () => fallbackPage(),
			fetch: async (_: string, mode: RequestCache) => (asked.push(mode), mode === 'reload' ? good() : fallbackPage())
		};
		const r = await precacheResponse(path, true, sources);
		expect(await cacheFault(path, r)).toBeNull();
		expect(asked).toEqual(['default', 'reload']);
		// A good old entry is reused without a request.
		asked.length = 0;
		expect(await (await precacheResponse(path, true, { ...sources, previous: async () => good() })).text()).toBe(JSON.stringify(shard));
		expect(asked).toEqual([]);
		// The host still has no such file: the install fails rather than keep the page.
		await expect(precacheResponse(path, true, { previous: async () => undefined, fetch: async () => fallbackPage() })).rejects.toThrow(/the host sent a page/);
		await expect(precacheResponse(path, true, { previous: async () => undefined, fetch: async () => altered() })).rejects.toThrow(/does not match its name/);
		await expect(precacheResponse('/x.js', true, { previous: async () => undefined, fetch: async () => new Response('', { status: 404 }) })).rejects.toThrow(
			/answered 404/
		);
	});

	it('a bad stored entry is healed from the network; offline the stored copy is answered (the page then says it is damaged)', async () => {
		let stored: Response | undefined = fallbackPage();
		const cache = {
			stored: async () => stored?.clone(),
			store: async (_: string, r: Response) => void (stored = r),
			fetch: async () => good()
		};
		const r = await serveStored(path, cache);
		expect(await r?.text()).toBe(JSON.stringify(shard));
		expect(await cacheFault(path, stored!)).toBeNull();

		stored = altered();
		const offline = await serveStored(path, {
			...cache,
			fetch: async () => {
				throw new TypeError('Failed to fetch');
			}
		});
		expect(await cacheFault(path, offline!)).toBe('hash');
		// Nothing stored: nothing answered (the worker then goes to the network as before).
		stored = undefined;
		expect(await serveStored(path, cache)).toBeUndefined();
	});
});
