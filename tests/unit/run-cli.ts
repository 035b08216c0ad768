/** A command run in-process, for the CLI's tests: its exit code and what it wrote, line by line. */
import { runCli } from '../../src/cli/run';
import type { Io } from '../../src/cli/io';

export async function cli(argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
	const out: string[] = [];
	const err: string[] = [];
	const io: Io = {
		out: (t) => void out.push(...t.split('\n')),
		err: (t) => void err.push(...t.split('\n')),
		input: async function* () {
			yield '';
		}
	};
	return { code: await runCli(argv, io), out, err };
}
