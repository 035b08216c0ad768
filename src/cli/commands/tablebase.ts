/**
 * `tablebase build [--pieces N] [--workers W]`, `tablebase probe FEN|-`,
 * `tablebase stats`, `tablebase verify [--pieces N] [--sample K]`,
 * `tablebase bench`, `tablebase facts [--pieces N]`, `tablebase mine ...`
 * (docs/cli.md, "Tablebase"; the last four are extensions).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Position } from '../../lib/engine';
import { popcount } from '../../lib/engine';
import { diskLoader, PACK_DIR, readManifest, readStoredBytes, SHIPPED_DIR } from '../../lib/tablebase/files-node';
import { entryMaterial, type TableInfo } from '../../lib/tablebase/manifest';
import { materialName, materialOfBits } from '../../lib/tablebase/material';
import { MAX_TABLE_PIECES, probe } from '../../lib/tablebase/probe';
import { canonical } from '../../lib/tablebase/symmetry';
import { TableSet } from '../../lib/tablebase/table';
import { verdictString } from '../../lib/tablebase/values';
import { fenArg, intOption, parseArgs } from '../args';
import { fenBatch } from '../batch';
import { CliError, EXIT_OK, type Io } from '../io';
import { buildTables } from '../tablebase/build-all';
import { tablebaseBench } from '../tablebase/bench';
import { tablebaseFacts } from '../tablebase/facts';
import { mineCommand } from '../tablebase/mine';
import { verifyTables } from '../tablebase/verify';
import { runBuildWorker } from '../tablebase/worker';

const USAGE =
	'usage: tablebase build [--pieces N] [--workers W] | tablebase probe FEN|- | tablebase stats | tablebase verify [--pieces N] [--sample K] | tablebase bench | tablebase facts [--pieces N] | tablebase mine [--pieces N] [--count K] [--min A] [--max B] [--seed S] [--out DIR]';

export async function tablebase(argv: string[], io: Io): Promise<number> {
	const [sub, ...rest] = argv;
	switch (sub) {
		case 'build':
			return build(rest, io);
		case 'probe':
			return probeCommand(rest, io);
		case 'stats':
			return stats(rest, io);
		case 'verify':
			return verifyTables(rest, io);
		case 'bench':
			return tablebaseBench(rest, io);
		case 'facts':
			return tablebaseFacts(rest, io);
		case 'mine':
			return mineCommand(rest, io);
		case 'worker':
			return runBuildWorker();
		default:
			throw new CliError(sub === undefined ? USAGE : `unknown tablebase command "${sub}"; ${USAGE}`);
	}
}

async function build(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { pieces: true, workers: true });
	if (parsed.positional.length) throw new CliError('usage: tablebase build [--pieces N] [--workers W]');
	const pieces = intOption(parsed, 'pieces', MAX_TABLE_PIECES, 2, MAX_TABLE_PIECES);
	const workers = intOption(parsed, 'workers', Math.min(2, availableParallelism()), 1, 16);
	const s = await buildTables(pieces, workers, io);
	io.out(`built ${s.tables} tables, ${s.positions} positions, ${s.bytes} bytes in ${s.seconds.toFixed(1)} s`);
	return EXIT_OK;
}

/** The verdict line of a position, or the reason there is none. */
function answer(tables: TableSet, pos: Position): { ok: true; line: string } | { ok: false; reason: string } {
	const count = popcount(pos.white | pos.black);
	if (count > MAX_TABLE_PIECES) return { ok: false, reason: `${count} pieces: the tables hold positions of up to ${MAX_TABLE_PIECES}` };
	let v;
	try {
		v = probe(tables, pos);
	} catch (e) {
		return { ok: false, reason: e instanceof Error ? e.message : String(e) };
	}
	if (v) return { ok: true, line: verdictString(v) };
	const [mover, other, kings] = canonical(pos);
	return {
		ok: false,
		reason: `the ${materialName(materialOfBits(mover, other, kings))} table (or one it needs) is not built: npm run -s cli -- tablebase build --pieces ${count}`
	};
}

async function probeCommand(argv: string[], io: Io): Promise<number> {
	const { positional } = parseArgs(argv, {});
	if (positional.length !== 1) throw new CliError('usage: tablebase probe FEN|-');
	const tables = new TableSet(diskLoader());
	if (positional[0] !== '-') {
		const r = answer(tables, fenArg(positional[0]));
		if (!r.ok) throw new CliError(r.reason);
		io.out(r.line);
		return EXIT_OK;
	}
	return fenBatch(io, (pos) => {
		const r = answer(tables, pos);
		return r.ok ? [r.line] : { error: r.reason };
	});
}

/** The bytes a table takes on disk (its file, or its entry in the container), 0 if it is not there. */
function fileBytes(t: TableInfo): number {
	try {
		return readStoredBytes(entryMaterial(t))?.length ?? 0;
	} catch {
		return 0;
	}
}

async function stats(argv: string[], io: Io): Promise<number> {
	const { positional } = parseArgs(argv, {});
	if (positional.length) throw new CliError('usage: tablebase stats');
	const lines: string[] = [];
	let tables = 0;
	let positions = 0;
	let wins = 0;
	let losses = 0;
	let draws = 0;
	let bytes = 0;
	let longest = 0;
	for (const dir of [SHIPPED_DIR, PACK_DIR]) {
		const r = readManifest(dir);
		if (!r) continue;
		if (!r.ok) throw new CliError(`${join(dir, 'index.json')}: ${r.error.message}`);
		for (const t of r.value.tables) {
			const size = fileBytes(t);
			lines.push(`${t.material}: ${t.positions} positions, ${t.wins} wins, ${t.losses} losses, ${t.draws} draws, longest win ${t.longestWin}, ${size} bytes`);
			tables++;
			positions += t.positions;
			wins += t.wins;
			losses += t.losses;
			draws += t.draws;
			bytes += size;
			longest = Math.max(longest, t.longestWin);
		}
	}
	if (!tables) throw new CliError('no tables built: npm run -s cli -- tablebase build');
	lines.push(`total: ${tables} tables, ${positions} positions, ${wins} wins, ${losses} losses, ${draws} draws, longest win ${longest}, ${bytes} bytes on disk`);
	io.out(lines.join('\n'));
	return EXIT_OK;
}
