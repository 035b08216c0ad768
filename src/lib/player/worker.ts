/// <reference lib="webworker" />
/**
 * The engine's Web Worker: one task at a time; the page cancels a task by
 * terminating the worker (./client.ts). Before a position of few pieces it
 * gets the endgame tables the way the tablebase's worker does
 * (../tablebase/browser-tables.ts: the shipped ones, and the installed
 * pack's for a 5-piece position), so the engine answers exactly from them
 * and its search probes them. Without them (not installed, not reachable,
 * damaged) it searches without: never an error for want of a table.
 */
import { parseFen, popcount } from '../engine';
import { browserTablesFor } from '../tablebase/browser-tables';
import type { TableSet } from '../tablebase/table';
import type { FromEngineWorker, ToEngineWorker } from './protocol';
import { runEngineTask } from './tasks';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Positions of more pieces load no tables: a search from them rarely reaches 4 pieces, and a restarted worker would load 6.4 MB for nothing. */
const TABLES_UP_TO_PIECES = 8;

async function tablesFor(fen: string): Promise<TableSet | undefined> {
	const parsed = parseFen(fen);
	if (!parsed.ok || popcount(parsed.value.white | parsed.value.black) > TABLES_UP_TO_PIECES) return undefined;
	try {
		return (await browserTablesFor(parsed.value)).tables;
	} catch {
		return undefined;
	}
}

let queue: Promise<unknown> = Promise.resolve();
scope.onmessage = (event: MessageEvent<ToEngineWorker>) => {
	const { id, task } = event.data;
	const post = (message: FromEngineWorker) => scope.postMessage(message);
	queue = queue.then(async () => {
		const tablebase = await tablesFor(task.fen);
		try {
			const answer = runEngineTask(task, (progress) => post({ id, type: 'progress', progress }), undefined, tablebase);
			post({ id, type: 'done', answer });
		} catch (e) {
			post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
		}
	});
};
