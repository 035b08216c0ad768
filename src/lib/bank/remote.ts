/**
 * The bank on the device: the index and the shards fetched from the app's
 * own origin (the service worker answers from its cache when offline), each
 * read once per page load and kept in memory.
 */
import type { Puzzle } from './types';
import { contentHash, parseIndex, parseShard, type BankIndex, type DataError, type PuzzleSummary } from './data-files';

export const INDEX_PATH = '/bank/index.json';
export const shardPath = (name: string) => `/bank/shards/${name}.json`;

export type BankLoadError =
	| DataError
	| { code: 'http'; path: string; status: number }
	| { code: 'network'; path: string; message: string }
	| { code: 'json'; path: string }
	/** A shard whose content does not hash to its name: a host's fallback page, a cut-off or altered file. */
	| { code: 'damaged'; path: string };

/** Thrown by the loaders; `error` says what went wrong as data, the page says it in words. */
export class BankUnavailable extends Error {
	constructor(readonly error: BankLoadError) {
		super(`bank unavailable: ${error.code}`);
	}
}

/**
 * What the error page says: `bank-unavailable` when the network could not
 * be reached, `bank-damaged` when something answered but not with the
 * bank's files (a deployment still uploading, a damaged copy): blaming the
 * network then would be untrue.
 */
export function bankErrorCode(error: BankLoadError): 'bank-unavailable' | 'bank-damaged' {
	return error.code === 'network' ? 'bank-unavailable' : 'bank-damaged';
}

/** `hash`: the content hash the file's name carries (shards), checked before the data is used. */
async function getJson(path: string, fetcher: typeof fetch, hash?: string): Promise<unknown> {
	let response: Response;
	let text: string;
	try {
		response = await fetcher(path);
		if (!response.ok) throw new BankUnavailable({ code: 'http', path, status: response.status });
		text = await response.text();
	} catch (e) {
		if (e instanceof BankUnavailable) throw e;
		throw new BankUnavailable({ code: 'network', path, message: e instanceof Error ? e.message : String(e) });
	}
	if (hash !== undefined && contentHash(text) !== hash) throw new BankUnavailable({ code: 'damaged', path });
	try {
		return JSON.parse(text);
	} catch {
		throw new BankUnavailable({ code: 'json', path });
	}
}

let index: Promise<BankIndex> | null = null;
const shards = new Map<string, Promise<Map<string, Puzzle>>>();

/** Forget what was read (tests; a failed read is forgotten by itself so a retry can succeed). */
export function resetBankCache(): void {
	index = null;
	shards.clear();
}

export function loadIndex(fetcher: typeof fetch = fetch): Promise<BankIndex> {
	if (!index) {
		index = getJson(INDEX_PATH, fetcher).then((data) => {
			const parsed = parseIndex(data);
			if (!parsed.ok) throw new BankUnavailable(parsed.error);
			return parsed.value;
		});
		index.catch(() => (index = null));
	}
	return index;
}

function loadShard(name: string, fetcher: typeof fetch): Promise<Map<string, Puzzle>> {
	let shard = shards.get(name);
	if (!shard) {
		shard = getJson(shardPath(name), fetcher, name).then((data) => {
			const parsed = parseShard(data);
			if (!parsed.ok) throw new BankUnavailable(parsed.error);
			return new Map(parsed.value.map((p) => [p.id, p]));
		});
		shards.set(name, shard);
		shard.catch(() => shards.delete(name));
	}
	return shard;
}

export interface FoundPuzzle {
	puzzle: Puzzle;
	summary: PuzzleSummary;
	/** The next puzzle in browsing order (the first after the last). */
	next: PuzzleSummary;
}

/** A puzzle by id, or null when the bank has no such id. Throws BankUnavailable when the data cannot be read. */
export async function loadPuzzle(id: string, fetcher: typeof fetch = fetch): Promise<FoundPuzzle | null> {
	const bank = await loadIndex(fetcher);
	const summary = bank.byId.get(id);
	if (!summary) return null;
	const puzzle = (await loadShard(summary.shard, fetcher)).get(id);
	if (!puzzle) throw new BankUnavailable({ code: 'shape', where: `shard ${summary.shard} has no ${id}` });
	const i = bank.puzzles.indexOf(summary);
	return { puzzle, summary, next: bank.puzzles[(i + 1) % bank.puzzles.length] };
}
