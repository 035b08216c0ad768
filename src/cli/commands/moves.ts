import { legalMoves, parseFen, type Position } from '../../lib/engine';
import { moveToString } from '../../lib/engine/notation';
import { batchLines, fenArg, parseArgs } from '../args';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';

function movesLines(pos: Position): string[] {
	return legalMoves(pos)
		.map(moveToString)
		.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `moves FEN` or `moves -` (one FEN per stdin line). */
export async function moves(argv: string[], io: Io): Promise<number> {
	const { positional } = parseArgs(argv, {});
	if (positional.length > 1) throw new CliError(`moves takes one position, got ${positional.length} arguments`);
	if (positional[0] !== '-') {
		const lines = movesLines(fenArg(positional[0]));
		if (lines.length) io.out(lines.join('\n'));
		return EXIT_OK;
	}
	const out: string[] = [];
	let bad = false;
	for (const line of batchLines(await io.readStdin())) {
		const r = parseFen(line);
		if (r.ok) out.push(...movesLines(r.value));
		else {
			bad = true;
			out.push(`error: bad FEN "${line}": ${r.error.message}`);
		}
		out.push('');
	}
	if (out.length) io.out(out.join('\n'));
	return bad ? EXIT_BAD_INPUT : EXIT_OK;
}
