/// <reference lib="webworker" />
/**
 * The PDN box's worker: a file (its bytes, read here) or a pasted text read
 * into games off the page's thread, within the app's limits for a PDN file
 * (./pdn-text.ts: 16 MB, lines of at most 1 MB, Windows-1251 when not
 * UTF-8), the games handed back in batches as they are read (a batch is
 * small to copy, so the page never stalls on one large answer).
 */
import { readPdnCollection } from './pdn-list';
import type { FromPdnWorker, ToPdnWorker } from './pdn-protocol';
import { MAX_PDN_BYTES, PdnTextLimit, readPdnBytes, type PdnEncoding } from './pdn-text';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Games per batch: a few hundred kilobytes to copy to the page. */
const BATCH = 1000;

async function textOf(input: Blob | string): Promise<{ ok: true; text: string; encoding: PdnEncoding } | { ok: false; message: FromPdnWorker }> {
	if (typeof input === 'string') {
		const problem = new PdnTextLimit().take(input);
		return problem
			? { ok: false, message: { id: 0, type: 'done', read: { ok: false, error: { source: 'text', error: problem } } } }
			: { ok: true, text: input, encoding: 'utf-8' };
	}
	if (input.size > MAX_PDN_BYTES)
		return {
			ok: false,
			message: { id: 0, type: 'done', read: { ok: false, error: { source: 'text', error: { kind: 'too-large', maxBytes: MAX_PDN_BYTES } } } }
		};
	const read = readPdnBytes(new Uint8Array(await input.arrayBuffer()));
	return read.ok ? read : { ok: false, message: { id: 0, type: 'done', read: { ok: false, error: { source: 'text', error: read.error } } } };
}

scope.onmessage = async (event: MessageEvent<ToPdnWorker>) => {
	const { id, task } = event.data;
	const post = (message: FromPdnWorker) => scope.postMessage(message);
	try {
		const text = await textOf(task.input);
		if (!text.ok) {
			post({ ...text.message, id });
			return;
		}
		const r = readPdnCollection(text.text, (games, read, total) => post({ id, type: 'progress', progress: { games, read, total } }), BATCH);
		post({
			id,
			type: 'done',
			read: r.ok ? { ok: true, total: r.total, bad: r.bad, encoding: text.encoding } : { ok: false, error: { source: 'pdn', error: r.error } }
		});
	} catch (e) {
		post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
	}
};
