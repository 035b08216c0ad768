/**
 * `tablebase build`: every unit up to N pieces in dependency order, in
 * groups of the same piece and man count (their units need only earlier
 * groups, so they run side by side on worker threads). A unit whose files
 * are already there and read back whole is kept, not rebuilt.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
	readManifest,
	readStoredBytes,
	readTableBytes,
	sha256HexSync,
	SHIPPED_DIR,
	SHIPPED_MAX_PIECES,
	PACK_DIR,
	writeManifest,
	writeTableFile
} from '../../lib/tablebase/files-node';
import type { TableInfo } from '../../lib/tablebase/manifest';
import { buildUnits, materialFileName, pieces, type BuildUnit } from '../../lib/tablebase/material';
import { MAX_TABLE_PIECES } from '../../lib/tablebase/probe';
import { completeUnit } from '../../lib/tablebase/complete';
import { makeTable, TableSet, type Table } from '../../lib/tablebase/table';
import type { Io } from '../io';
import { buildAndPack, type BuiltTable } from './build-unit';
import { shared, type FromWorker, type SharedTable, type ToWorker } from './worker';

export interface BuildSummary {
	tables: number;
	positions: number;
	bytes: number;
	built: number;
	seconds: number;
	peakMegabytes: number;
}

/** Manifest entries already on disk, by file name (a bad manifest counts as none). */
function knownEntries(root: string): Map<string, TableInfo> {
	const out = new Map<string, TableInfo>();
	for (const dir of [SHIPPED_DIR, PACK_DIR]) {
		const r = readManifest(join(root, dir));
		if (r?.ok) for (const t of r.value.tables) out.set(t.file, t);
	}
	return out;
}

/**
 * The unit's tables from disk, if every file is there, whole, and as listed
 * (its size, and its SHA-256 where the index has one); each listed again
 * with its SHA-256.
 */
function keptTables(unit: BuildUnit, entries: Map<string, TableInfo>, root: string): { table: Table; info: TableInfo }[] | undefined {
	const out: { table: Table; info: TableInfo }[] = [];
	for (const m of unit.tables) {
		const entry = entries.get(materialFileName(m));
		if (!entry) return undefined;
		let bytes: Uint8Array | undefined;
		try {
			bytes = readStoredBytes(m, root);
		} catch {
			return undefined;
		}
		if (bytes?.length !== entry.bytes) return undefined;
		const sha256 = sha256HexSync(bytes);
		if (entry.sha256 !== undefined && entry.sha256 !== sha256) return undefined;
		const r = readTableBytes(bytes);
		if (!r.ok || materialFileName(r.value.material) !== materialFileName(m)) return undefined;
		out.push({ table: r.value, info: { ...entry, sha256 } });
	}
	return out;
}

class WorkerPool {
	private readonly workers: Worker[] = [];

	constructor(count: number, script: URL) {
		for (let i = 0; i < count; i++) this.workers.push(new Worker(script, { argv: ['tablebase', 'worker'], stdout: true }));
	}

	get size(): number {
		return this.workers.length;
	}

	broadcast(tables: SharedTable[]): void {
		if (tables.length) for (const w of this.workers) w.postMessage({ type: 'tables', tables } satisfies ToWorker);
	}

	/** Runs the units on the workers, each taking the next when done; results in unit order. */
	async run(maxPieces: number, units: number[], onDone: (unit: number, tables: BuiltTable[], ms: number) => void): Promise<void> {
		const queue = [...units];
		await Promise.all(
			this.workers.map(
				(w) =>
					new Promise<void>((resolve, reject) => {
						const next = () => {
							const unit = queue.shift();
							if (unit === undefined) {
								w.off('message', onMessage);
								w.off('error', reject);
								resolve();
							} else w.postMessage({ type: 'build', maxPieces, unit } satisfies ToWorker);
						};
						const onMessage = (msg: FromWorker) => {
							if (msg.type === 'failed') return reject(new Error(msg.message));
							onDone(msg.unit, msg.tables, msg.ms);
							next();
						};
						w.on('message', onMessage);
						w.on('error', reject);
						next();
					})
			)
		);
	}

	async close(): Promise<void> {
		for (const w of this.workers) w.postMessage({ type: 'exit' } satisfies ToWorker);
		await Promise.all(this.workers.map((w) => new Promise((r) => w.once('exit', r))));
	}
}

/** A table's values in shared memory, for the workers. */
function toShared(values: Uint8Array): Uint8Array {
	const out = shared(values.length);
	out.set(values);
	return out;
}

export async function buildTables(maxPieces: number, workers: number, io: Io, root = '.'): Promise<BuildSummary> {
	const t0 = performance.now();
	const units = buildUnits(maxPieces);
	const entries = knownEntries(root);
	const set = new TableSet();
	const infos = new Map<string, TableInfo>();
	let built = 0;
	const kept = units.map((u) => keptTables(u, entries, root));
	const building = kept.some((k) => !k);
	const pool = workers > 1 && building ? new WorkerPool(workers, new URL(import.meta.url)) : undefined;
	try {
		for (let start = 0; start < units.length;) {
			let end = start;
			while (end < units.length && units[end].pieces === units[start].pieces && units[end].men === units[start].men) end++;
			const fresh: Table[] = [];
			const todo: number[] = [];
			for (let u = start; u < end; u++) {
				const stored = kept[u];
				if (!stored) {
					todo.push(u);
					continue;
				}
				for (const { table, info } of stored) infos.set(materialFileName(table.material), info);
				if (!building) continue;
				// Complete values make the larger tables' reads direct instead of recovered.
				for (const t of completeUnit(
					stored.map((k) => k.table),
					set
				))
					fresh.push(pool ? makeTable(t.material, toShared(t.values)) : t);
			}
			const done = (u: number, tables: BuiltTable[], ms: number) => {
				built++;
				const names = tables.map((t) => t.stats.material).join(' / ');
				const positions = tables.reduce((n, t) => n + t.stats.positions, 0);
				io.err(`[${u + 1}/${units.length}] ${names}: ${positions} positions in ${(ms / 1000).toFixed(1)} s`);
				for (const t of tables) {
					writeTableFile(t.material, t.file, root);
					infos.set(materialFileName(t.material), { ...t.stats, bytes: t.file.length, sha256: sha256HexSync(t.file) });
					fresh.push(makeTable(t.material, t.values));
				}
			};
			if (pool && todo.length > 1) await pool.run(maxPieces, todo, done);
			else
				for (const u of todo) {
					const t = performance.now();
					done(u, buildAndPack(units[u], set, pool ? shared : undefined), performance.now() - t);
				}
			for (const t of fresh) set.add(t);
			pool?.broadcast(fresh.map((t) => ({ material: t.material, buffer: t.values.buffer as SharedArrayBuffer, complete: t.complete })));
			start = end;
		}
	} finally {
		await pool?.close();
	}
	writeManifests(infos, entries, root);
	let positions = 0;
	let bytes = 0;
	for (const info of infos.values()) {
		positions += info.positions;
		bytes += info.bytes;
	}
	const seconds = (performance.now() - t0) / 1000;
	const usage = process.resourceUsage();
	const peakMegabytes = usage.maxRSS / 1024;
	// CPU of all threads: on a shared machine the honest measure next to the clock.
	const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
	io.err(`${built} unit(s) built, the rest kept; ${seconds.toFixed(1)} s (CPU ${cpu.toFixed(1)} s, all threads), peak memory ${Math.round(peakMegabytes)} MB`);
	return { tables: infos.size, positions, bytes, built, seconds, peakMegabytes };
}

/** Each folder's index lists its tables in build order; entries of tables this build did not reach stay. */
function writeManifests(infos: Map<string, TableInfo>, entries: Map<string, TableInfo>, root: string): void {
	const all = buildUnits(MAX_TABLE_PIECES).flatMap((u) => u.tables);
	for (const folder of [all.filter((m) => pieces(m) <= SHIPPED_MAX_PIECES), all.filter((m) => pieces(m) > SHIPPED_MAX_PIECES)]) {
		const list = folder.map((m) => infos.get(materialFileName(m)) ?? entries.get(materialFileName(m))).filter((i): i is TableInfo => !!i);
		if (list.length) writeManifest(folder[0], list, root);
	}
}
