import { makeFen, readPdnGame, splitPdn } from '../../lib/engine';
import { english } from '../../lib/i18n/errors';
import { parseArgs } from '../args';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import { readPdnArg } from '../read-text';

/**
 * `pdn FILE` or `pdn -`: every game of a PDN collection, one line each,
 * `game K: P plies, FEN_AT_END` or the game's error; exit 2 at the end if
 * any game had one. Splitting is one pass; each game is replayed once. The
 * input is read within the limits of ../read-text.ts.
 */
export async function pdn(argv: string[], io: Io): Promise<number> {
	const { positional } = parseArgs(argv, {});
	if (positional.length !== 1) throw new CliError('usage: pdn FILE|-');
	const text = await readPdnArg(positional[0], io);
	const split = splitPdn(text);
	if (!split.ok) throw new CliError(english.pdnErrorReason(split.error));
	let bad = false;
	for (const source of split.value) {
		const game = readPdnGame(source);
		if (game.ok) {
			const { mainline, start } = game.value.moves;
			const end = mainline.length ? mainline[mainline.length - 1].fenAfter : makeFen(start);
			io.out(`game ${source.game}: ${mainline.length} plies, ${end}`);
			continue;
		}
		bad = true;
		const e = game.error;
		io.out(
			e.kind === 'moves'
				? `game ${source.game}: error at ply ${e.error.ply}: ${english.gameTextErrorReason(e.error)}`
				: `game ${source.game}: error: ${english.pdnErrorReason(e)}`
		);
	}
	return bad ? EXIT_BAD_INPUT : EXIT_OK;
}
