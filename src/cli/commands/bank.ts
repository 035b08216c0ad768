import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bankFiles } from '../../lib/bank/files-node';
import { gate } from '../../lib/bank/gate';
import { loadBank } from '../../lib/bank/load-node';
import { extendReleased, type ReleasedList } from '../../lib/bank/release';
import { formatBankError } from '../../lib/bank/validate';
import { parseArgs } from '../args';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import type { StudyNode } from '../../lib/bank/types';

function mainline(nodes: StudyNode[]): string {
	return nodes.map((n) => n.move).join(' ');
}

/**
 * `bank [PATH]`: one tab-separated line per puzzle and study.
 * `bank [PATH] --check`: the build's gate (schema, legal lines, canonical
 * FENs, titles that agree with the claims, no duplicate positions, the
 * daily order and the released ids): one line per problem on stderr,
 * silent when all is well, exit 2 if anything is wrong.
 * `bank [PATH] --release`: add every puzzle not yet in PATH/released.json
 * to it, and the days of the daily order (nothing is removed or changed).
 */
export async function bank(argv: string[], io: Io): Promise<number> {
	const { positional, options } = parseArgs(argv, { check: false, release: false });
	if (positional.length > 1) throw new CliError('usage: bank [PATH] [--check | --release]');
	const loaded = loadBank(positional[0] ?? 'puzzles');
	const { bank, errors } = loaded;
	if (options.has('check')) {
		const { problems } = gate(bank, errors, bankFiles(loaded.files));
		for (const e of problems) io.err(`error: ${formatBankError(e)}`);
		return problems.length ? EXIT_BAD_INPUT : EXIT_OK;
	}
	if (options.has('release')) {
		if (errors.length) {
			for (const e of errors) io.err(`error: ${formatBankError(e)}`);
			return EXIT_BAD_INPUT;
		}
		const file = join(positional[0] ?? 'puzzles', 'released.json');
		const list = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleasedList) : null;
		const r = extendReleased(list, bank.puzzles, bank.daily);
		if ('error' in r) throw new CliError(`${file}: ${r.error}`);
		writeFileSync(file, JSON.stringify(r.list, null, '\t') + '\n');
		io.out(`${file}: ${r.list.released.length} puzzles (${r.added} added), ${r.list.daily?.order.length ?? 0} days of the daily order`);
		return EXIT_OK;
	}
	for (const e of errors) io.err(`error: ${formatBankError(e)}`);
	const lines = [
		...bank.puzzles.map((p) => [p.id, 'puzzle', p.fen, p.aim, p.claim, p.unique ? 'yes' : 'no', p.solution.join(' ')].join('\t')),
		...bank.studies.map((s) => [s.id, 'study', s.fen, s.aim, '-', '-', mainline(s.moves)].join('\t'))
	];
	if (lines.length) io.out(lines.join('\n'));
	return errors.length ? EXIT_BAD_INPUT : EXIT_OK;
}
