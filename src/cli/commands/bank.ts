import { loadBank } from '../../lib/bank/load-node';
import { formatBankError } from '../../lib/bank/validate';
import { parseArgs } from '../args';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import type { StudyNode } from '../../lib/bank/types';

function mainline(nodes: StudyNode[]): string {
	return nodes.map((n) => n.move).join(' ');
}

/** `bank [PATH]`: one tab-separated line per puzzle and study. */
export async function bank(argv: string[], io: Io): Promise<number> {
	const { positional, options } = parseArgs(argv, { check: false });
	if (positional.length > 1) throw new CliError('usage: bank [PATH] [--check]');
	const { bank, errors } = loadBank(positional[0] ?? 'puzzles');
	for (const e of errors) io.err(`error: ${formatBankError(e)}`);
	// --check: the schema check alone (the build runs it first), silent when all is well.
	if (options.has('check')) return errors.length ? EXIT_BAD_INPUT : EXIT_OK;
	const lines = [
		...bank.puzzles.map((p) => [p.id, 'puzzle', p.fen, p.aim, p.claim, p.unique ? 'yes' : 'no', p.solution.join(' ')].join('\t')),
		...bank.studies.map((s) => [s.id, 'study', s.fen, s.aim, '-', '-', mainline(s.moves)].join('\t'))
	];
	if (lines.length) io.out(lines.join('\n'));
	return errors.length ? EXIT_BAD_INPUT : EXIT_OK;
}
