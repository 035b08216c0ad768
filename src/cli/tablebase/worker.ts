/**
 * A build worker: `tablebase worker`, started by `tablebase build` in a
 * worker thread of the same bundle (never from the shell). It receives the
 * finished tables as shared memory, builds the units it is given and sends
 * back their values (shared memory too), facts and files.
 */
import { parentPort } from 'node:worker_threads';
import { buildUnits, type Material } from '../../lib/tablebase/material';
import { makeTable, TableSet } from '../../lib/tablebase/table';
import { CliError } from '../io';
import { buildAndPack, type BuiltTable } from './build-unit';

export interface SharedTable {
	material: Material;
	buffer: SharedArrayBuffer;
	complete: boolean;
}

export type ToWorker = { type: 'tables'; tables: SharedTable[] } | { type: 'build'; maxPieces: number; unit: number } | { type: 'exit' };

export type FromWorker = { type: 'built'; unit: number; tables: BuiltTable[]; ms: number } | { type: 'failed'; unit: number; message: string };

export const shared = (n: number) => new Uint8Array(new SharedArrayBuffer(n));

export function runBuildWorker(): Promise<number> {
	const port = parentPort;
	if (!port) throw new CliError('tablebase worker is started by tablebase build, not by hand');
	const set = new TableSet();
	return new Promise((resolve) => {
		port.on('message', (msg: ToWorker) => {
			if (msg.type === 'tables') {
				for (const t of msg.tables) set.add(makeTable(t.material, new Uint8Array(t.buffer), t.complete));
			} else if (msg.type === 'build') {
				const t0 = performance.now();
				try {
					const tables = buildAndPack(buildUnits(msg.maxPieces)[msg.unit], set, shared);
					port.postMessage({ type: 'built', unit: msg.unit, tables, ms: performance.now() - t0 } satisfies FromWorker);
				} catch (e) {
					port.postMessage({ type: 'failed', unit: msg.unit, message: e instanceof Error ? e.message : String(e) } satisfies FromWorker);
				}
			} else {
				port.close();
				resolve(0);
			}
		});
	});
}
