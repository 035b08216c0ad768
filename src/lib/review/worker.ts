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
import { parseFen, playLine, popcount, type Aim, type Position } from '../engine';
import { browserTablesFor } from '../tablebase/browser-tables';
import type { TableSet } from '../tablebase/table';
import type { FromReviewWorker, ReproveTask, ReviewTask, ToReviewWorker } from './protocol';
import { runReproveTask, runReviewTask } from './tasks';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** A game whose last position has more pieces loads no tables (as the engine's worker: 6.4 MB for positions the solver rarely reaches). */
const TABLES_UP_TO_PIECES = 8;

function lastPosition(task: { fen: string; moves: readonly string[]; aim?: Aim }): Position | null {
	const start = parseFen(task.fen);
	const line = start.ok ? playLine(start.value, task.moves, { aim: task.aim }) : null;
	return line?.ok ? line.value.game.position : null;
}

async function tablesFor(last: Position | null): Promise<TableSet | undefined> {
	if (!last || popcount(last.white | last.black) > TABLES_UP_TO_PIECES) return undefined;
	try {
		return (await browserTablesFor(last)).tables;
	} catch {
		return undefined;
	}
}

/** The fewest-piece position a reprove task's claims reach: its tables serve them all (the smaller tables come with the larger). */
function smallestOf(task: ReproveTask): Position | null {
	let best: Position | null = null;
	const consider = (pos: Position | null) => {
		if (pos && (!best || popcount(pos.white | pos.black) < popcount(best.white | best.black))) best = pos;
	};
	for (const r of task.reviews) consider(lastPosition(r));
	for (const p of task.puzzles) consider(lastPosition({ fen: p.fen, moves: [...p.solution] }));
	return best;
}

const isReprove = (task: ReviewTask | ReproveTask): task is ReproveTask => (task as ReproveTask).kind === 'reprove';

let queue: Promise<unknown> = Promise.resolve();
scope.onmessage = (event: MessageEvent<ToReviewWorker>) => {
	const { id, task } = event.data;
	const post = (message: FromReviewWorker) => scope.postMessage(message);
	queue = queue.then(async () => {
		const tablebase = await tablesFor(isReprove(task) ? smallestOf(task) : lastPosition(task));
		try {
			if (isReprove(task)) {
				const proved = runReproveTask(task, (progress) => post({ id, type: 'progress', progress }), undefined, tablebase);
				if (proved) post({ id, type: 'done', proved });
				return;
			}
			const review = runReviewTask(task, (progress) => post({ id, type: 'progress', progress }), undefined, tablebase);
			if (review) post({ id, type: 'done', review });
		} catch (e) {
			post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
		}
	});
};
