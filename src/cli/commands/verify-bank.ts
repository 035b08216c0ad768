import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadBank } from '../../lib/bank/load-node';
import { formatBankError } from '../../lib/bank/validate';
import { verifyPuzzle, verifyStudy, verifyTwelve } from '../../lib/bank/verify';
import { TranspositionTable } from '../../lib/solver/tt';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_FAILED, EXIT_OK, type Io } from '../io';

/**
 * `verify-bank [PATH]`: re-prove every claim; one line per failure, then
 * `N puzzles, M failed` (N counts puzzles, studies and 12-against-1 squares).
 */
export async function verifyBank(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { 'timeout-ms': true, 'tt-mb': true, quiet: false, report: true });
	if (parsed.positional.length > 1) throw new CliError('usage: verify-bank [PATH] [--timeout-ms T]');
	// Per solver call; the 12-against-1 uniqueness proofs need tens of seconds on a busy machine.
	const options = { timeoutMs: intOption(parsed, 'timeout-ms', 300_000, 1), ttMegabytes: intOption(parsed, 'tt-mb', 64, 1, 4096) };
	const t0 = performance.now();
	const { bank, errors } = loadBank(parsed.positional[0] ?? 'puzzles');
	let failed = 0;
	for (const e of errors) {
		io.out(formatBankError(e));
		failed++;
	}
	const tt = new TranspositionTable(options.ttMegabytes);
	for (const p of bank.puzzles) {
		const t = performance.now();
		const problems = verifyPuzzle(p, options, tt);
		if (problems.length) failed++;
		for (const line of problems) io.out(line);
		if (!parsed.options.has('quiet')) io.err(`${p.id}: ${problems.length ? 'FAILED' : 'ok'} (${Math.round(performance.now() - t)} ms)`);
	}
	for (const s of bank.studies) {
		const problems = verifyStudy(s);
		if (problems.length) failed++;
		for (const line of problems) io.out(line);
	}
	// The same table as the puzzles: the 12-against-1 puzzles have done most of this work.
	const twelveProblems = verifyTwelve(bank.twelve, options, tt);
	for (const line of twelveProblems) io.out(line);
	failed += new Set(twelveProblems.map((l) => l.split(':')[0])).size;
	const total = bank.puzzles.length + bank.studies.length + bank.twelve.length;
	io.err(`verified in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
	io.out(`${total} puzzles, ${failed} failed`);
	// For CI's summary line: {passed, failed} (scripts/ci-summary.js reads it).
	const report = parsed.options.get('report');
	if (report) {
		mkdirSync(dirname(report), { recursive: true });
		writeFileSync(report, JSON.stringify({ passed: total - failed, failed }) + '\n');
	}
	return failed ? EXIT_FAILED : EXIT_OK;
}
