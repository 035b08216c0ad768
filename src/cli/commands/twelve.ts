import { solve, verdictText } from '../../lib/solver/solve';
import { TranspositionTable } from '../../lib/solver/tt';
import { TWELVE_SQUARES, twelvePosition } from '../../lib/solver/twelve';
import { parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { SOLVER_OPTIONS, solverOptions } from '../options';

/** `twelve [--timeout-ms T]`: the 12-against-1 table, one square per line. */
export async function twelve(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, SOLVER_OPTIONS);
	if (parsed.positional.length) throw new CliError('usage: twelve [--timeout-ms T] (per square)');
	const options = solverOptions(parsed);
	const tt = new TranspositionTable(options.ttMegabytes);
	for (const square of TWELVE_SQUARES) {
		const t0 = performance.now();
		const r = solve(twelvePosition(square), { ...options, tt });
		io.out(`${square} ${verdictText(r.verdict)}`);
		io.err(`${square}: ${r.nodes} nodes, ${Math.round(performance.now() - t0)} ms`);
	}
	return EXIT_OK;
}
