/** Options shared by the solver commands. */
import type { Aim } from '../lib/engine';
import type { SolveOptions } from '../lib/solver/solve';
import { intOption, type Parsed } from './args';
import { clip } from '../lib/i18n/errors';
import { CliError } from './io';
import { diskLoader } from '../lib/tablebase/files-node';
import { TableSet } from '../lib/tablebase/table';

export const SOLVER_OPTIONS = { 'max-moves': true, 'timeout-ms': true, aim: true, 'tt-mb': true, tablebase: true, search: true } as const;

export function solverOptions(parsed: Parsed, defaults: { timeoutMs?: number } = {}): SolveOptions {
	const aim = parsed.options.get('aim') ?? 'giveaway';
	if (aim !== 'giveaway' && aim !== 'russian') throw new CliError(`--aim must be giveaway or russian, got "${clip(aim)}"`);
	const timeout = parsed.options.has('timeout-ms') ? intOption(parsed, 'timeout-ms', 0, 1) : defaults.timeoutMs;
	const tablebase = parsed.options.get('tablebase') ?? 'on';
	if (tablebase !== 'on' && tablebase !== 'off') throw new CliError(`--tablebase must be on or off, got "${tablebase}"`);
	const search = parsed.options.get('search') ?? 'alpha-beta';
	if (search !== 'alpha-beta' && search !== 'proof-number') throw new CliError(`--search must be alpha-beta or proof-number, got "${clip(search)}"`);
	return {
		// Endgame tables of up to 5 pieces where built (giveaway only); a bad file is skipped with a warning.
		tablebase: tablebase === 'on' ? new TableSet(diskLoader('.', (m) => process.stderr.write(`warning: ${m}\n`))) : undefined,
		aim: aim as Aim,
		search,
		maxMoves: intOption(parsed, 'max-moves', 20, 0, 100),
		timeoutMs: timeout,
		ttMegabytes: intOption(parsed, 'tt-mb', 64, 1, 4096)
	};
}
