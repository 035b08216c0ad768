import { readFileSync } from 'node:fs';
import { makeFen, readPdnGame, splitPdn } from '../../lib/engine';
import { clip, english } from '../../lib/i18n/errors';
import { parseArgs } from '../args';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';

async function readAll(io: Io): Promise<string> {
	const pieces: string[] = [];
	for await (const piece of io.input()) pieces.push(piece);
	try {
		return pieces.join('');
	} catch {
		throw new CliError('the input is too large to read as one text (more than about 500 MB)');
	}
}

function readFile(path: string): string {
	try {
		return readFileSync(path, 'utf8');
	} catch (e) {
		const code = (e as NodeJS.ErrnoException).code;
		const why =
			code === 'ENOENT'
				? 'no such file'
				: code === 'EISDIR'
					? 'it is a folder'
					: code === 'EACCES'
						? 'permission denied'
						: code === 'ERR_STRING_TOO_LONG'
							? 'too large to read as one text (more than about 500 MB)'
							: (e as Error).message;
		throw new CliError(`cannot read "${clip(path)}": ${why}`);
	}
}

/**
 * `pdn FILE` or `pdn -`: every game of a PDN collection, one line each,
 * `game K: P plies, FEN_AT_END` or the game's error; exit 2 at the end if
 * any game had one. Splitting is one pass; each game is replayed once.
 */
export async function pdn(argv: string[], io: Io): Promise<number> {
	const { positional } = parseArgs(argv, {});
	if (positional.length !== 1) throw new CliError('usage: pdn FILE|-');
	let text = positional[0] === '-' ? await readAll(io) : readFile(positional[0]);
	if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
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
