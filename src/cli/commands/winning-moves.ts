import { moveToString } from '../../lib/engine';
import { winningMoves as verdicts } from '../../lib/solver/solve';
import { fenArg, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { SOLVER_OPTIONS, solverOptions } from '../options';

/** `winning-moves FEN [options]`: a verdict for every legal move. */
export async function winningMoves(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, SOLVER_OPTIONS);
	if (parsed.positional.length !== 1) throw new CliError('usage: winning-moves FEN [--max-moves N] [--timeout-ms T]');
	const pos = fenArg(parsed.positional[0]);
	const lines = verdicts(pos, solverOptions(parsed, { timeoutMs: 60_000 }))
		.map(({ move, verdict }) => {
			const text = verdict.kind === 'win' ? `win in ${verdict.n}` : verdict.kind === 'no-win' ? 'no win' : 'unknown';
			return `${moveToString(move)} ${text}`;
		})
		.sort();
	if (lines.length) io.out(lines.join('\n'));
	return EXIT_OK;
}
