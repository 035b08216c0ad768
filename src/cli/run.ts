/** Command dispatch, shared by the real CLI and in-process tests. */
import { CliError, EXIT_BAD_INPUT, type Io } from './io';
import { moves } from './commands/moves';
import { perft } from './commands/perft';
import { play } from './commands/play';
import { solve } from './commands/solve';
import { winningMoves } from './commands/winning-moves';
import { twelve } from './commands/twelve';
import { bench } from './commands/bench';
import { bank } from './commands/bank';
import { verifyBank } from './commands/verify-bank';
import { daily } from './commands/daily';

type Command = (argv: string[], io: Io) => Promise<number>;

export const COMMANDS: Record<string, Command> = { moves, perft, play, solve, 'winning-moves': winningMoves, twelve, bench, bank, 'verify-bank': verifyBank, daily };
COMMANDS.generate = async (argv, io) => (await import('./commands/generate')).generate(argv, io);
COMMANDS.tablebase = async (argv, io) => (await import('./commands/tablebase')).tablebase(argv, io);

export async function runCli(argv: string[], io: Io): Promise<number> {
	const [name, ...rest] = argv;
	const command = name === undefined ? undefined : COMMANDS[name];
	try {
		if (!command) {
			const list = Object.keys(COMMANDS).join(', ');
			throw new CliError(name === undefined ? `no command given; commands: ${list}` : `unknown command "${name}"; commands: ${list}`);
		}
		return await command(rest, io);
	} catch (e) {
		if (e instanceof CliError) {
			io.err(`error: ${e.message}`);
			return e.code;
		}
		// A bug, not bad input: still one line, no stack trace.
		io.err(`error: internal error: ${e instanceof Error ? e.message : String(e)}`);
		return EXIT_BAD_INPUT;
	}
}
