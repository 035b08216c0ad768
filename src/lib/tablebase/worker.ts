/// <reference lib="webworker" />
/**
 * The tablebase's Web Worker: answers a position with its report
 * (report.ts). It loads the shipped container on the first request (it
 * comes from the service worker's precache, so offline too) and keeps it;
 * 5-piece tables come from the installed pack (Cache Storage), only those
 * the position needs, and the ones the last position needed are dropped,
 * so memory stays at the shipped 6.4 MB plus one position's tables.
 * Every table is checked against its index's SHA-256 before it is used
 * (./browser-tables.ts, shared with the engine's worker); one that fails
 * is never used, and the position is answered `damaged`.
 */
import { parseFen, popcount } from '../engine';
import { browserTablesFor, DamagedTable, loadShippedTables } from './browser-tables';
import { MAX_TABLE_PIECES } from './probe';
import type { TablebaseAnswer, TablebaseRequest } from './protocol';
import { tablebaseReport } from './report';

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function answer(request: TablebaseRequest): Promise<TablebaseAnswer> {
	const t0 = performance.now();
	const { id } = request;
	if ('warm' in request) {
		await loadShippedTables();
		return { id, type: 'ready', ms: performance.now() - t0 };
	}
	const { fen } = request;
	const parsed = parseFen(fen);
	if (!parsed.ok) return { id, type: 'error', message: `bad FEN: ${parsed.error.kind}` };
	const pos = parsed.value;
	const count = popcount(pos.white | pos.black);
	if (count > MAX_TABLE_PIECES) return { id, type: 'none', reason: 'too-many-pieces' };
	const { tables: set, missing } = await browserTablesFor(pos);
	if (missing) return { id, type: 'none', reason: missing };
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
				e instanceof DamagedTable
					? { id: request.id, type: 'none', reason: 'damaged' }
					: { id: request.id, type: 'error', message: e instanceof Error ? e.message : String(e) };
		}
		scope.postMessage(reply);
	});
};
