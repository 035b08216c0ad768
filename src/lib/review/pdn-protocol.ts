/** Messages between the PDN box and its worker (./pdn-worker.ts). */
import type { PdnError } from '$lib/engine';
import type { PdnChoice } from './pdn-list';
import type { PdnEncoding, PdnTextError } from './pdn-text';

/** A file (read in the worker) or a pasted text. */
export interface PdnReadTask {
	input: Blob | string;
}

/** A batch of games read, and how far the reading is. */
export interface PdnReadProgress {
	games: PdnChoice[];
	read: number;
	total: number;
}

/** Why nothing could be read: the text's limits, or the PDN reader's error for a text with no game. */
export type PdnReadError = { source: 'text'; error: PdnTextError } | { source: 'pdn'; error: PdnError };

export type PdnReadResult = { ok: true; total: number; bad: number; encoding: PdnEncoding } | { ok: false; error: PdnReadError };

export type ToPdnWorker = { id: number; task: PdnReadTask };

export type FromPdnWorker =
	| { id: number; type: 'progress'; progress: PdnReadProgress }
	| { id: number; type: 'done'; read: PdnReadResult }
	| { id: number; type: 'error'; message: string };
