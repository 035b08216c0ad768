/// <reference lib="webworker" />
/**
 * The engine's Web Worker: one task at a time. The page cancels a long task
 * by terminating the worker, a short one by saying so (./client.ts): a task
 * cancelled, or followed by a newer one, before it starts is skipped. Before a position of few pieces it
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
/** The newest task received, and the highest id cancelled: only the newest task not cancelled is worth running. */
let newest = 0;
let cancelledUpTo = 0;
const wanted = (id: number) => id === newest && id > cancelledUpTo;
/** Let the messages that arrived during a search in before the next task starts. */
const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

scope.onmessage = (event: MessageEvent<ToEngineWorker>) => {
	const message = event.data;
	if ('cancel' in message) {
		cancelledUpTo = Math.max(cancelledUpTo, message.id);
		return;
	}
	const { id, task } = message;
	newest = Math.max(newest, id);
	const post = (message: FromEngineWorker) => scope.postMessage(message);
	queue = queue.then(async () => {
		await yieldToMessages();
		if (!wanted(id)) return;
		const tablebase = await tablesFor(task.fen);
		if (!wanted(id)) return;
		try {
			const answer = runEngineTask(task, (progress) => post({ id, type: 'progress', progress }), undefined, tablebase);
			post({ id, type: 'done', answer });
		} catch (e) {
			post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
		}
	});
};
