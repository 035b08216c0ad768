/** Options shared by the solver commands. */
import type { Aim } from '../lib/engine';
import type { SolveOptions } from '../lib/solver/solve';
import { intOption, type Parsed } from './args';
import { clip } from '../lib/i18n/errors';
import { CliError } from './io';

export const SOLVER_OPTIONS = { 'max-moves': true, 'timeout-ms': true, aim: true, 'tt-mb': true } as const;

export function solverOptions(parsed: Parsed, defaults: { timeoutMs?: number } = {}): SolveOptions {
	const aim = parsed.options.get('aim') ?? 'giveaway';
	if (aim !== 'giveaway' && aim !== 'russian') throw new CliError(`--aim must be giveaway or russian, got "${clip(aim)}"`);
	const timeout = parsed.options.has('timeout-ms') ? intOption(parsed, 'timeout-ms', 0, 1) : defaults.timeoutMs;
	return {
		aim: aim as Aim,
		maxMoves: intOption(parsed, 'max-moves', 20, 0, 100),
		timeoutMs: timeout,
		ttMegabytes: intOption(parsed, 'tt-mb', 64, 1, 4096)
	};
}
