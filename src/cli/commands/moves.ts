import { legalMoves, type Position, moveToString } from '../../lib/engine';
import { fenArg, parseArgs } from '../args';
import { fenBatch } from '../batch';
import { CliError, EXIT_OK, type Io } from '../io';

function movesLines(pos: Position): string[] {
	return legalMoves(pos)
		.map(moveToString)
		.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `moves FEN` or `moves -` (one FEN per stdin line). */
export async function moves(argv: string[], io: Io): Promise<number> {
	const { positional } = parseArgs(argv, {});
	if (positional.length > 1) throw new CliError(`moves takes one position, got ${positional.length} arguments`);
	if (positional[0] === '-') return fenBatch(io, movesLines);
	const lines = movesLines(fenArg(positional[0]));
	if (lines.length) io.out(lines.join('\n'));
	return EXIT_OK;
}
