/**
 * `tablebase bench`: how fast the tables load and answer, and what they
 * save the solver. Prints numbers; asserts nothing.
 *
 * - loading: every table file of a folder through the app's loader
 *   (`loadTable`, DecompressionStream);
 * - probing: random positions of the loaded tables, either side to move,
 *   timed in batches (the stored form recovers wins and capture positions
 *   from their moves, so those cost a few lookups more);
 * - the solver with and without the tables on the bank's king endgames
 *   and on the bench positions, each with a fresh table of the app's size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFen, type Position } from '../../lib/engine';
import { loadBank } from '../../lib/bank/load-node';
import { rng } from '../../lib/random';
import { solve, verdictText, type SolveOptions } from '../../lib/solver/solve';
import { loadTable } from '../../lib/tablebase/format';
import { loadContainer } from '../../lib/tablebase/load';
import { PACK_DIR, readManifest, SHIPPED_DIR } from '../../lib/tablebase/files-node';
import { probe } from '../../lib/tablebase/probe';
import { samplePosition } from '../../lib/tablebase/sample';
import { TableSet, type Table } from '../../lib/tablebase/table';
import { badFen, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';

const BENCH_POSITIONS = 'tests/fixtures/bench-positions.txt';

async function loadFolder(dir: string, set: TableSet): Promise<{ tables: Table[]; bytes: number; ms: number } | undefined> {
	const manifest = readManifest(dir);
	if (!manifest?.ok) return undefined;
	const t0 = performance.now();
	const tables: Table[] = [];
	let bytes = 0;
	if (manifest.value.container) {
		const file = new Uint8Array(readFileSync(join(dir, manifest.value.container)));
		const r = await loadContainer(file, set);
		if (!r.ok) throw new CliError(`${join(dir, manifest.value.container)}: ${r.error.file}: ${r.error.message}`);
		return { tables: r.value.tables(), bytes: file.length, ms: performance.now() - t0 };
	}
	for (const info of manifest.value.tables) {
		const file = readFileSync(join(dir, info.file));
		bytes += file.length;
		const r = await loadTable(new Uint8Array(file));
		if (!r.ok) throw new CliError(`${join(dir, info.file)}: ${r.error.message}`);
		set.add(r.value);
		tables.push(r.value);
	}
	return { tables, bytes, ms: performance.now() - t0 };
}

function randomPositions(tables: Table[], count: number, seed: number): Position[] {
	const random = rng(seed);
	return Array.from({ length: count }, () => samplePosition(tables, random, true).position);
}

/** Milliseconds of CPU this process has used: on a shared machine, truer than the clock. */
function cpuMs(): number {
	const u = process.cpuUsage();
	return (u.user + u.system) / 1000;
}

function probeSpeed(set: TableSet, positions: Position[]): { mean: number; cpu: number; worstBatch: number } {
	const batch = 1000;
	let worstBatch = 0;
	const c0 = cpuMs();
	const t0 = performance.now();
	for (let i = 0; i < positions.length; i += batch) {
		const b0 = performance.now();
		for (let j = i; j < Math.min(positions.length, i + batch); j++) if (!probe(set, positions[j])) throw new CliError('a probe found no table');
		worstBatch = Math.max(worstBatch, (performance.now() - b0) / batch);
	}
	return { mean: (performance.now() - t0) / positions.length, cpu: (cpuMs() - c0) / positions.length, worstBatch };
}

const micro = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function median(xs: number[]): number {
	const s = [...xs].sort((a, b) => a - b);
	return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
}

/** The same positions solved without and with the tables. */
function solverComparison(io: Io, label: string, positions: Position[], set: TableSet, options: SolveOptions): void {
	const plain: number[] = [];
	const withTables: number[] = [];
	let same = 0;
	let onlyWithTables = 0;
	let hits = 0;
	let nodesPlain = 0;
	let nodesTables = 0;
	for (const pos of positions) {
		const a = solve(pos, options);
		const b = solve(pos, { ...options, tablebase: set });
		plain.push(a.ms);
		withTables.push(b.ms);
		nodesPlain += a.nodes;
		nodesTables += b.nodes;
		hits += b.tablebaseHits;
		if (verdictText(a.verdict) === verdictText(b.verdict)) same++;
		else if (a.verdict.kind === 'unknown') onlyWithTables++;
		else io.err(`${label}: verdicts differ: ${verdictText(a.verdict)} without the tables, ${verdictText(b.verdict)} with them`);
	}
	const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
	io.out(
		`solver, ${label} (${positions.length}): without tables ${Math.round(sum(plain))} ms in all (median ${median(plain).toFixed(1)} ms, ${nodesPlain} nodes), ` +
			`with tables ${Math.round(sum(withTables))} ms (median ${median(withTables).toFixed(1)} ms, ${nodesTables} nodes, ${hits} table answers), ` +
			`speed-up x${(sum(plain) / Math.max(1e-9, sum(withTables))).toFixed(2)}, ${same} same verdicts, ${onlyWithTables} proved only with tables`
	);
}

export async function tablebaseBench(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, {});
	if (parsed.positional.length) throw new CliError('usage: tablebase bench');
	const set = new TableSet();
	const shipped = await loadFolder(SHIPPED_DIR, set);
	if (!shipped) throw new CliError(`no tables in ${SHIPPED_DIR}: npm run -s cli -- tablebase build --pieces 4`);
	const count = (ts: Table[]) => ts.reduce((n, t) => n + t.values.length, 0);
	io.out(
		`load: ${shipped.tables.length} tables of up to 4 pieces (${count(shipped.tables)} positions, ${shipped.bytes} bytes) in ${Math.round(shipped.ms)} ms`
	);
	const p4 = probeSpeed(set, randomPositions(shipped.tables, 200_000, 1));
	io.out(`probe, up to 4 pieces: ${micro(p4.mean)} per probe on average (CPU ${micro(p4.cpu)}), slowest batch of 1000 ${micro(p4.worstBatch)} per probe`);
	const pack = await loadFolder(PACK_DIR, set);
	if (pack) {
		io.out(`load: ${pack.tables.length} tables of 5 pieces (${count(pack.tables)} positions, ${pack.bytes} bytes) in ${Math.round(pack.ms)} ms`);
		const p5 = probeSpeed(set, randomPositions(pack.tables, 200_000, 2));
		io.out(`probe, 5 pieces: ${micro(p5.mean)} per probe on average (CPU ${micro(p5.cpu)}), slowest batch of 1000 ${micro(p5.worstBatch)} per probe`);
	} else io.out(`probe, 5 pieces: not built (${PACK_DIR}/)`);

	const kingEndgames = loadBank().bank.puzzles.filter((p) => p.themes.includes('king-endgame') && p.aim === 'giveaway');
	const toPosition = (fen: string) => {
		const r = parseFen(fen);
		if (!r.ok) throw new CliError(badFen(fen, r.error));
		return r.value;
	};
	const options: SolveOptions = { maxMoves: 20, timeoutMs: 60_000 };
	solverComparison(
		io,
		"the bank's king endgames",
		kingEndgames.map((p) => toPosition(p.fen)),
		set,
		options
	);
	const benchFens = readFileSync(BENCH_POSITIONS, 'utf8')
		.split('\n')
		.filter((l) => l.trim() && !l.startsWith('#'));
	solverComparison(io, 'bench positions', benchFens.map(toPosition), set, { maxMoves: 10, timeoutMs: 10_000 });
	return EXIT_OK;
}
