import type { Position } from '../../lib/engine';
import { moveToString } from '../../lib/engine';
import { solve as solvePosition, verdictText, type SolveOptions } from '../../lib/solver/solve';
import { TranspositionTable } from '../../lib/solver/tt';
import { DEFAULT_PN_MEGABYTES, ProofNumberTable } from '../../lib/solver/proof-numbers';
import { fenArg, parseArgs } from '../args';
import { fenBatch } from '../batch';
import { CliError, EXIT_OK, type Io } from '../io';
import { SOLVER_OPTIONS, solverOptions } from '../options';

function answer(pos: Position, options: SolveOptions): string[] {
	const r = solvePosition(pos, options);
	return [verdictText(r.verdict), `line:${r.line.map((m) => ' ' + moveToString(m)).join('')}`];
}

/** `solve FEN [options]` or `solve - [options]` (one FEN per stdin line). */
export async function solve(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, SOLVER_OPTIONS);
	const options = solverOptions(parsed, { timeoutMs: 60_000 });
	if (parsed.positional.length !== 1)
		throw new CliError('usage: solve FEN|- [--max-moves N] [--timeout-ms T] [--aim giveaway|russian] [--search alpha-beta|proof-number]');
	if (parsed.positional[0] !== '-') {
		io.out(answer(fenArg(parsed.positional[0]), options).join('\n'));
		return EXIT_OK;
	}
	// One table of each for the whole batch: entries are proved facts (or only a guide to the order of work), so sharing is safe.
	const pnTable = options.search === 'proof-number' ? new ProofNumberTable(DEFAULT_PN_MEGABYTES) : undefined;
	const shared = { ...options, tt: new TranspositionTable(options.ttMegabytes), pnTable };
	return fenBatch(io, (pos) => answer(pos, shared));
}
