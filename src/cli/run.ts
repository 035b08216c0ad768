/** Command dispatch, shared by the real CLI and in-process tests. */
import { clip } from '../lib/i18n/errors';
import { CliError, EXIT_BAD_INPUT, type Io } from './io';
import { moves } from './commands/moves';
import { perft } from './commands/perft';
import { play } from './commands/play';
import { solve } from './commands/solve';
import { winningMoves } from './commands/winning-moves';
import { twelve } from './commands/twelve';
import { twelveBook } from './commands/twelve-book';
import { twelveTree } from './commands/twelve-tree';
import { twelveGames } from './commands/twelve-games';
import { bench } from './commands/bench';
import { bank } from './commands/bank';
import { verifyBank } from './commands/verify-bank';
import { daily } from './commands/daily';
import { pdn } from './commands/pdn';

type Command = (argv: string[], io: Io) => Promise<number>;

export const COMMANDS: Record<string, Command> = {
	moves,
	perft,
	play,
	solve,
	'winning-moves': winningMoves,
	twelve,
	'twelve-book': twelveBook,
	'twelve-tree': twelveTree,
	'twelve-games': twelveGames,
	bench,
	bank,
	'verify-bank': verifyBank,
	daily,
	pdn
};
COMMANDS.generate = async (argv, io) => (await import('./commands/generate')).generate(argv, io);
COMMANDS.tablebase = async (argv, io) => (await import('./commands/tablebase')).tablebase(argv, io);
COMMANDS.review = async (argv, io) => (await import('./commands/review')).review(argv, io);
COMMANDS.engine = async (argv, io) => (await import('./commands/engine')).engine(argv, io);

/** The command of that name: an own entry only, so `constructor` or `__proto__` are unknown commands. */
function commandNamed(name: string): Command | undefined {
	return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}

export async function runCli(argv: string[], io: Io): Promise<number> {
	const [name, ...rest] = argv;
	const command = name === undefined ? undefined : commandNamed(name);
	try {
		if (!command) {
			const list = Object.keys(COMMANDS).join(', ');
			throw new CliError(name === undefined ? `no command given; commands: ${list}` : `unknown command "${clip(name)}"; commands: ${list}`);
		}
		return await command(rest, io);
	} catch (e) {
		if (e instanceof CliError) {
			io.err(`error: ${clip(e.message, 2000)}`);
			return e.code;
		}
		// A bug, not bad input: still one line, no stack trace.
		io.err(`error: internal error: ${clip(e instanceof Error ? e.message : String(e), 300)}`);
		return EXIT_BAD_INPUT;
	}
}
