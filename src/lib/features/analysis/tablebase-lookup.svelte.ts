/**
 * The tablebase's answer for the position on the analysis board: looked
 * up (in the tablebase worker) whenever the position changes, if it has
 * at most 5 pieces. Only the answer for the position shown is kept.
 */
import { parseFen, popcount } from '$lib/engine';
import { MAX_TABLE_PIECES } from '$lib/tablebase/probe';
import { TablebaseCancelled, type TablebasePort } from '$lib/tablebase/client';
import type { NoReportReason } from '$lib/tablebase/protocol';
import type { TablebaseReport } from '$lib/tablebase/report';
import type { Failure } from '$lib/ui/failure/failure';

export type TablebaseView =
	| { state: 'idle' }
	| { state: 'loading'; fen: string }
	| { state: 'done'; fen: string; report: TablebaseReport; ms: number }
	| { state: 'none'; fen: string; reason: NoReportReason }
	| { state: 'error'; fen: string; failure: Failure };

export class TablebaseLookup {
	view = $state.raw<TablebaseView>({ state: 'idle' });
	#port: TablebasePort | null = null;

	constructor(private readonly makePort: () => TablebasePort) {}

	/** Load the tables ahead of the first position that needs them (the board then answers at once). */
	warm(): void {
		(this.#port ??= this.makePort()).warm().catch(ignoreCancelled);
	}

	/** Look a position up; a position of over 5 pieces needs no worker. */
	async lookUp(fen: string): Promise<void> {
		const parsed = parseFen(fen);
		if (!parsed.ok) return;
		if (popcount(parsed.value.white | parsed.value.black) > MAX_TABLE_PIECES) {
			this.view = { state: 'none', fen, reason: 'too-many-pieces' };
			return;
		}
		this.view = { state: 'loading', fen };
		const port = (this.#port ??= this.makePort());
		let answer;
		try {
			answer = await port.report(fen);
		} catch (e) {
			// Disposed while it was looked up: the page is gone, nothing to show.
			ignoreCancelled(e);
			return;
		}
		// A newer position took over while this one was looked up.
		if (this.view.state !== 'loading' || this.view.fen !== fen) return;
		if (answer.type === 'report') this.view = { state: 'done', fen, report: answer.report, ms: answer.ms };
		else if (answer.type === 'none') this.view = { state: 'none', fen, reason: answer.reason };
		else if (answer.type === 'error') this.view = { state: 'error', fen, failure: { kind: 'unexpected', detail: answer.message } };
	}

	dispose(): void {
		this.#port?.dispose();
		this.#port = null;
	}
}

function ignoreCancelled(e: unknown): void {
	if (!(e instanceof TablebaseCancelled)) throw e;
}
