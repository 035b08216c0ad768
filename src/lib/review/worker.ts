/// <reference lib="webworker" />
/**
 * The review's Web Worker: one game at a time, synchronously, with progress
 * after each position; the page cancels by terminating it (./client.ts).
 * A game that ends with few pieces on the board gets the endgame tables the
 * way the engine's worker does (../tablebase/browser-tables.ts, for the
 * game's last position: the shipped ones, and the installed pack's for five
 * pieces), so its last positions are proved from them; without them (not
 * reachable, damaged) the review goes on without: never an error for want of a table.
 */
import { parseFen, playLine, popcount, type Position } from '../engine';
import { browserTablesFor } from '../tablebase/browser-tables';
import type { TableSet } from '../tablebase/table';
import type { FromReviewWorker, ReviewTask, ToReviewWorker } from './protocol';
import { runReviewTask } from './tasks';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** A game whose last position has more pieces loads no tables (as the engine's worker: 6.4 MB for positions the solver rarely reaches). */
const TABLES_UP_TO_PIECES = 8;

function lastPosition(task: ReviewTask): Position | null {
	const start = parseFen(task.fen);
	const line = start.ok ? playLine(start.value, task.moves, { aim: task.aim }) : null;
	return line?.ok ? line.value.game.position : null;
}

async function tablesFor(task: ReviewTask): Promise<TableSet | undefined> {
	const last = lastPosition(task);
	if (!last || popcount(last.white | last.black) > TABLES_UP_TO_PIECES) return undefined;
	try {
		return (await browserTablesFor(last)).tables;
	} catch {
		return undefined;
	}
}

let queue: Promise<unknown> = Promise.resolve();
scope.onmessage = (event: MessageEvent<ToReviewWorker>) => {
	const { id, task } = event.data;
	const post = (message: FromReviewWorker) => scope.postMessage(message);
	queue = queue.then(async () => {
		const tablebase = await tablesFor(task);
		try {
			const review = runReviewTask(task, (progress) => post({ id, type: 'progress', progress }), undefined, tablebase);
			if (review) post({ id, type: 'done', review });
		} catch (e) {
			post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
		}
	});
};
