import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { bankFiles } from '../../lib/bank/files-node';
import { gate } from '../../lib/bank/gate';
import { loadBank } from '../../lib/bank/load-node';
import { formatBankError } from '../../lib/bank/validate';
import type { Puzzle } from '../../lib/bank/types';
import { TWELVE_SQUARES } from '../../lib/solver/twelve';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_FAILED, EXIT_OK, type Io } from '../io';
import { canUseWorkers, defaultJobs, WorkerPool } from '../pool';
import { verifyItem, type VerifyResult, type VerifyTask } from '../verify-items';

/** Puzzles per task: enough to make a message cheap, few enough to share the work evenly. */
const CHUNK = 8;

/**
 * `verify-bank [PATH] [--jobs J]`: the build's cheap checks, then every
 * claim re-proved, spread over J worker threads (one per core by default).
 * One line per failure, each naming the file and the item, in bank order;
 * then `N puzzles, M failed`, where N counts puzzles, studies and the
 * 12-against-1 table's squares, and M the items with at least one failure.
 */
export async function verifyBank(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { 'timeout-ms': true, 'tt-mb': true, quiet: false, report: true, jobs: true });
	if (parsed.positional.length > 1) throw new CliError('usage: verify-bank [PATH] [--timeout-ms T] [--tt-mb M] [--jobs J] [--quiet] [--report FILE]');
	// Per solver call; the 12-against-1 uniqueness proofs need tens of seconds on a busy machine.
	const options = { timeoutMs: intOption(parsed, 'timeout-ms', 300_000, 1), ttMegabytes: intOption(parsed, 'tt-mb', 64, 1, 4096) };
	const jobs = intOption(parsed, 'jobs', defaultJobs(), 1, 64);
	const quiet = parsed.options.has('quiet');
	const t0 = performance.now();
	const loaded = loadBank(parsed.positional[0] ?? 'puzzles');
	const files = bankFiles(loaded.files);
	const { bank } = loaded;
	const cheap = gate(bank, loaded.errors, files);
	const fileOf = (id: string) => files.fileOf.get(id) ?? '?';

	// Lines per item, printed in bank order at the end.
	const lines = new Map<string, string[]>();
	const note = (item: string, line: string) => lines.set(item, [...(lines.get(item) ?? []), line]);
	for (const e of cheap.problems)
		note(e.file === files.twelveFile && e.id ? `twelve ${e.id}` : e.id && files.fileOf.has(e.id) ? e.id : `${e.file}#${e.id ?? ''}`, formatBankError(e));

	// The 12-against-1 puzzles and the table share one table on one thread:
	// the puzzles do most of the table's work.
	const twelveSquares = files.twelveFile ? bank.twelve.filter((r) => TWELVE_SQUARES.includes(r.square) && !cheap.failed.has(`twelve ${r.square}`)) : [];
	const toProve = bank.puzzles.filter((p) => !cheap.failed.has(p.id));
	const isTwelve = (p: Puzzle) => p.themes.includes('twelve-against-one');
	const tasks: VerifyTask[] = [{ puzzles: toProve.filter(isTwelve), twelve: twelveSquares }];
	const rest = toProve.filter((p) => !isTwelve(p));
	for (let i = 0; i < rest.length; i += CHUNK) tasks.push({ puzzles: rest.slice(i, i + CHUNK) });

	const record = (r: VerifyResult) => {
		for (const p of r.puzzles) {
			for (const problem of p.problems) note(p.id, formatBankError({ file: fileOf(p.id), id: p.id, message: problem }));
			if (!quiet) io.err(`${p.id}: ${p.problems.length ? 'FAILED' : 'ok'} (${Math.round(p.ms)} ms)`);
		}
		for (const s of r.twelve)
			for (const problem of s.problems) note(`twelve ${s.square}`, formatBankError({ file: files.twelveFile ?? '?', id: s.square, message: problem }));
	};
	if (jobs > 1 && canUseWorkers()) {
		const pool = new WorkerPool<VerifyTask, VerifyResult>({ role: 'verify', init: options }, Math.min(jobs, tasks.length));
		try {
			await Promise.all(tasks.map((t) => pool.run(t).then(record)));
		} finally {
			await pool.close();
		}
	} else {
		const state = verifyItem.setup(options);
		for (const t of tasks) record(verifyItem.run(state, t));
	}

	// Bank order: puzzles, studies, the table and its squares, then whatever could not be loaded.
	const order = new Set([
		...bank.puzzles.map((p) => p.id),
		...bank.studies.map((s) => s.id),
		...(files.twelveFile ? ['twelve', ...bank.twelve.map((r) => `twelve ${r.square}`)] : [])
	]);
	const items = new Set([...order].filter((k) => k !== 'twelve'));
	for (const k of lines.keys()) order.add(k);
	let failed = 0;
	for (const k of order) {
		const mine = lines.get(k);
		if (!mine) continue;
		for (const line of mine) io.out(line);
		items.add(k);
		failed++;
	}
	const total = items.size;
	io.err(
		`verified in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${jobs > 1 && canUseWorkers() ? jobs : 1} thread${jobs > 1 && canUseWorkers() ? 's' : ''}`
	);
	io.out(`${total} puzzles, ${failed} failed`);
	// For CI's summary line: {passed, failed} (scripts/ci-summary.js reads it).
	const report = parsed.options.get('report');
	if (report) {
		mkdirSync(dirname(report), { recursive: true });
		writeFileSync(report, JSON.stringify({ passed: total - failed, failed }) + '\n');
	}
	return failed ? EXIT_FAILED : EXIT_OK;
}
