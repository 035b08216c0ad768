import { afterEach, describe, expect, it } from 'vitest';
import { loadBank } from './load-node';
import { makeDataFiles } from './data-files';
import { bankErrorCode, BankUnavailable, INDEX_PATH, loadIndex, loadPuzzle, resetBankCache, shardPath } from './remote';

const { bank } = loadBank('puzzles');
const files = makeDataFiles(bank.puzzles, bank.daily);

/** A fetch over the built files, counting requests; `broken` paths fail the way a host or the network can. */
function host(broken: Record<string, 'offline' | 404 | 'html' | 'altered'> = {}) {
	const requests: string[] = [];
	const fetcher = (async (input: string) => {
		requests.push(input);
		const fault = broken[input];
		if (fault === 'offline') throw new TypeError('Failed to fetch');
		if (fault === 404) return new Response('not found', { status: 404 });
		if (fault === 'html') return new Response('<!doctype html><p>hi', { status: 200 });
		if (input === INDEX_PATH) return Response.json(files.index);
		const name = /^\/bank\/shards\/(.+)\.json$/.exec(input)?.[1];
		const shard = name && files.shards.get(name);
		// Valid JSON of the right shape, one puzzle's claim changed: only the content hash can tell.
		if (fault === 'altered' && shard)
			return new Response(JSON.stringify(shard).replace('"win in ', '"win in 1'), { headers: { 'content-type': 'application/json' } });
		return shard ? Response.json(shard) : new Response('', { status: 404 });
	}) as unknown as typeof fetch;
	return { fetcher, requests };
}

afterEach(() => resetBankCache());

describe('the bank on the device', () => {
	it('finds a puzzle and the next one, reading the index and one shard once', async () => {
		const { fetcher, requests } = host();
		const [first, second] = bank.puzzles;
		const found = await loadPuzzle(first.id, fetcher);
		expect(found?.puzzle).toEqual(first);
		expect(found?.next.id).toBe(second.id);
		await loadPuzzle(first.id, fetcher);
		await loadIndex(fetcher);
		expect(requests).toEqual([INDEX_PATH, shardPath(found!.summary.shard)]);
	});

	it('wraps around after the last puzzle', async () => {
		const last = bank.puzzles.at(-1)!;
		expect((await loadPuzzle(last.id, host().fetcher))?.next.id).toBe(bank.puzzles[0].id);
	});

	it('answers null for an id the bank does not have', async () => {
		expect(await loadPuzzle('no-such-id', host().fetcher)).toBeNull();
	});

	it('says why the data cannot be read, and tries again next time', async () => {
		const cases = [
			['offline', 'network'],
			[404, 'http'],
			['html', 'json']
		] as const;
		for (const [fault, code] of cases) {
			resetBankCache();
			const failing = await loadIndex(host({ [INDEX_PATH]: fault }).fetcher).catch((e) => e);
			expect(failing).toBeInstanceOf(BankUnavailable);
			expect((failing as BankUnavailable).error.code).toBe(code);
			// The failure is not remembered: with the network back, it works.
			expect((await loadIndex(host().fetcher)).puzzles.length).toBe(bank.puzzles.length);
		}
		const id = bank.puzzles[0].id;
		const shard = shardPath(files.index.shards[files.index.puzzles.find((r) => r[0] === id)![4]]);
		await expect(loadPuzzle(id, host({ [shard]: 'offline' }).fetcher)).rejects.toBeInstanceOf(BankUnavailable);
		expect((await loadPuzzle(id, host().fetcher))?.puzzle.id).toBe(id);
	});

	it("a shard that is not the shard its name says (the host's fallback page, an altered file) is refused as damaged, not blamed on the network", async () => {
		const id = bank.puzzles[0].id;
		const shard = shardPath(files.index.shards[files.index.puzzles.find((r) => r[0] === id)![4]]);
		for (const fault of ['html', 'altered', 404] as const) {
			resetBankCache();
			const failing = await loadPuzzle(id, host({ [shard]: fault }).fetcher).catch((e) => e);
			expect(failing, String(fault)).toBeInstanceOf(BankUnavailable);
			expect((failing as BankUnavailable).error.code).toBe(fault === 404 ? 'http' : 'damaged');
			expect(bankErrorCode((failing as BankUnavailable).error)).toBe('bank-damaged');
		}
		resetBankCache();
		const offline = await loadPuzzle(id, host({ [shard]: 'offline' }).fetcher).catch((e) => e);
		expect(bankErrorCode((offline as BankUnavailable).error)).toBe('bank-unavailable');
		resetBankCache();
		expect((await loadPuzzle(id, host().fetcher))?.puzzle.id).toBe(id);
	});
});
