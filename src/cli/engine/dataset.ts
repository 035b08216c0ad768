/**
 * `engine dataset --out FILE [--games N] [--seed S] [--jobs J] [--chunk C] [--tablebase N]`:
 * the labelled dataset (src/lab/dataset.ts, its format in
 * src/lab/dataset-file.ts). Games are played in chunks of C on worker
 * threads; each finished chunk is kept in FILE.parts/ so that a run
 * stopped for any reason picks up where it was (the same command again).
 * Progress goes to stderr; at the end the file is written, the parts are
 * removed and its SHA-256 printed. The bytes depend only on the options.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
	bankPositions,
	DATASET_TT_MEGABYTES,
	DATASET_WEIGHTS,
	DEEP_NODES,
	GameMaker,
	LABEL_NODES,
	SOLVE_MAX_MOVES,
	SOLVE_NODES,
	SOLVE_PIECES,
	tablebasePositions
} from '../../lab/dataset';
import { compressDataset, datasetBytes, encodeGame, type DatasetHeader } from '../../lab/dataset-file';
import { diskLoader } from '../../lib/tablebase/files-node';
import { TableSet } from '../../lib/tablebase/table';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { canUseWorkers, WorkerPool } from '../pool';
import { engineTables } from './options';

export interface DatasetSetup {
	seed: number;
	/** Games a chunk: chunk c is games c * chunk to (c + 1) * chunk - 1. */
	chunk: number;
}

export interface ChunkReport {
	chunk: number;
	/** The chunk's games, encoded one after another, after a u32 count of games. */
	bytes: Uint8Array;
	positions: number;
}

/** Plays one chunk of games (on whichever thread). */
export function datasetChunkRunner(setup: DatasetSetup): (task: { chunk: number }) => ChunkReport {
	const maker = new GameMaker({ tablebase: new TableSet(diskLoader('.')) });
	return ({ chunk }) => {
		const from = chunk * setup.chunk;
		const to = from + setup.chunk;
		const parts: Uint8Array[] = [];
		let positions = 0;
		for (let i = from; i < to; i++) {
			const g = maker.game(setup.seed, i);
			positions += g.labels.length;
			parts.push(encodeGame(g));
		}
		const size = parts.reduce((n, p) => n + p.length, 4);
		const bytes = new Uint8Array(size);
		new DataView(bytes.buffer).setUint32(0, to - from, true);
		let at = 4;
		for (const p of parts) {
			bytes.set(p, at);
			at += p.length;
		}
		return { chunk, bytes, positions };
	};
}

const USAGE = 'usage: engine dataset --out FILE [--games N] [--seed S] [--jobs J] [--chunk C] [--tablebase N]';

function partName(chunk: number): string {
	return `chunk-${String(chunk).padStart(5, '0')}.bin`;
}

export async function datasetCommand(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { out: true, games: true, seed: true, jobs: true, chunk: true, tablebase: true });
	const out = parsed.options.get('out');
	if (parsed.positional.length || !out) throw new CliError(USAGE);
	const games = intOption(parsed, 'games', 24_000, 1, 1_000_000);
	const seed = intOption(parsed, 'seed', 1, 0, 2 ** 32 - 1);
	const chunk = intOption(parsed, 'chunk', 100, 1, 100_000);
	const tbCount = intOption(parsed, 'tablebase', 15_000, 0, 1_000_000);
	if (games % chunk !== 0) throw new CliError(`--games must be a multiple of --chunk (${chunk})`);
	const jobs = canUseWorkers() ? intOption(parsed, 'jobs', availableParallelism(), 1, 64) : 1;
	const setup: DatasetSetup = { seed, chunk };
	const command = `engine dataset --games ${games} --seed ${seed} --chunk ${chunk} --tablebase ${tbCount}`;

	// The parts of an earlier run with the same seed, chunk and weights are kept (game i is
	// the same whatever the number of games); another run's are refused.
	const dir = `${out}.parts`;
	const settingsFile = join(dir, 'settings.json');
	const settings = JSON.stringify({ seed, chunk, weights: DATASET_WEIGHTS.weights });
	if (existsSync(settingsFile)) {
		if (readFileSync(settingsFile, 'utf8') !== settings)
			throw new CliError(`${dir} holds the parts of another run (another seed, chunk or weights): remove it or choose another --out`);
	} else {
		mkdirSync(dir, { recursive: true });
		writeFileSync(settingsFile, settings);
	}
	const chunks = Math.ceil(games / chunk);
	const done = new Set(readdirSync(dir).filter((f) => /^chunk-\d{5}\.bin$/.test(f)));
	const todo = Array.from({ length: chunks }, (_, c) => c).filter((c) => !done.has(partName(c)));

	const t0 = performance.now();
	let gamesDone = (chunks - todo.length) * chunk;
	const gamesBefore = gamesDone;
	let positions = 0;
	io.err(`${out}: ${chunks - todo.length} of ${chunks} chunks of ${chunk} games already made; ${todo.length} to play on ${jobs} thread${jobs > 1 ? 's' : ''}`);
	const take = (r: ChunkReport) => {
		const tmp = join(dir, `${partName(r.chunk)}.tmp`);
		writeFileSync(tmp, r.bytes);
		renameSync(tmp, join(dir, partName(r.chunk)));
		gamesDone += chunk;
		positions += r.positions;
		const s = (performance.now() - t0) / 1000;
		const rate = (gamesDone - gamesBefore) / s;
		const left = rate > 0 ? Math.round((games - gamesDone) / rate) : 0;
		io.err(`${s.toFixed(0)} s: ${gamesDone} of ${games} games (${positions} positions this run), about ${left} s left`);
	};
	if (jobs > 1 && todo.length > 1) {
		const pool = new WorkerPool<{ chunk: number }, ChunkReport>({ role: 'dataset-chunk', init: setup }, Math.min(jobs, todo.length));
		try {
			await Promise.all(todo.map((c) => pool.run({ chunk: c }).then(take)));
		} finally {
			await pool.close();
		}
	} else {
		const run = datasetChunkRunner(setup);
		for (const c of todo) take(run({ chunk: c }));
	}

	const parts: Uint8Array[] = [];
	let count = 0;
	for (let c = 0; c < chunks; c++) {
		const b = new Uint8Array(readFileSync(join(dir, partName(c))));
		count += new DataView(b.buffer, b.byteOffset).getUint32(0, true);
		parts.push(b.subarray(4));
	}
	if (count !== games) throw new CliError(`the parts in ${dir} hold ${count} games, not ${games}: remove the folder and run again`);
	const tables = engineTables(io);
	const standalone = [...tablebasePositions(tables, tbCount, seed), ...bankPositions()];
	const header: DatasetHeader = {
		command,
		labelNodes: LABEL_NODES,
		deepNodes: DEEP_NODES,
		solver: { pieces: SOLVE_PIECES, nodes: SOLVE_NODES, maxMoves: SOLVE_MAX_MOVES },
		ttMegabytes: DATASET_TT_MEGABYTES,
		weights: DATASET_WEIGHTS.weights
	};
	const file = compressDataset(datasetBytes(header, count, parts, standalone));
	writeFileSync(out, file);
	rmSync(dir, { recursive: true, force: true });
	io.err(`${((performance.now() - t0) / 1000).toFixed(0)} s: wrote ${out} (${file.length} bytes)`);
	io.out(`${createHash('sha256').update(file).digest('hex')}  ${out}`);
	return EXIT_OK;
}
