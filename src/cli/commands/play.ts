import { applyMove, makeFen, moveToString, parseMove } from '../../lib/engine';
import { english } from '../../lib/i18n/errors';
import { fenArg, parseArgs } from '../args';
import { CliError, EXIT_ILLEGAL_MOVE, EXIT_OK, type Io } from '../io';

/** `play FEN MOVE...`: the position after each move, stopping at a bad one. */
export async function play(argv: string[], io: Io): Promise<number> {
	const { positional } = parseArgs(argv, {});
	if (positional.length < 1) throw new CliError('usage: play FEN MOVE...');
	let pos = fenArg(positional[0]);
	const moves = positional.slice(1);
	for (let i = 0; i < moves.length; i++) {
		const r = parseMove(pos, moves[i]);
		if (!r.ok) {
			io.err(`error at ply ${i + 1}: ${english.moveError(r.error)}`);
			return EXIT_ILLEGAL_MOVE;
		}
		pos = applyMove(pos, r.value);
		io.out(`ply ${i + 1} ${moveToString(r.value)} ${makeFen(pos)}`);
	}
	return EXIT_OK;
}
