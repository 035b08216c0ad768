/** Entry of `npm run -s cli -- COMMAND ...` (see docs/cli.md), and of its worker threads. */
import { once } from 'node:events';
import { isMainThread } from 'node:worker_threads';
import { setWorkerEntry } from './pool';
import type { Io } from './io';

/** Checked by scripts/cli.js after the import: a bundle that did not load whole never passes for a finished run. */
export const CLI_ENTRY = true;

if (!isMainThread) {
	await import('./worker');
} else {
	// The bundle is its own worker entry (see pool.ts).
	setWorkerEntry(new URL(import.meta.url));
	const { runCli } = await import('./run');
	/** A write that failed ends the run: `| head` has gone (quietly, exit 0), or the output cannot go anywhere (exit 2). */
	const writeFailed = (e: NodeJS.ErrnoException): never => {
		if (e.code === 'EPIPE') process.exit(0);
		process.stderr.write(`error: cannot write output: ${e.message}\n`);
		process.exit(2);
	};
	const io: Io = {
		out: (text) => {
			process.stdout.write(text + '\n');
			// A pipe's write fails at once when its reader has gone: stop here, before the next answer is
			// computed (the 'error' event would only come once the batch awaits its input again).
			const failed = process.stdout.errored as NodeJS.ErrnoException | null;
			if (failed) writeFailed(failed);
		},
		err: (text) => void process.stderr.write(text + '\n'),
		input: async function* () {
			const decoder = new TextDecoder('utf-8');
			for await (const chunk of process.stdin) {
				// Read on only when the answers so far have gone out: memory stays flat however long the input.
				if (process.stdout.writableNeedDrain) await once(process.stdout, 'drain');
				yield decoder.decode(chunk as Buffer, { stream: true });
			}
			const rest = decoder.decode();
			if (rest) yield rest;
		}
	};

	// A reader that stops early (`| head`) closes the pipe: stop quietly.
	process.stdout.on('error', writeFailed);

	const code = await runCli(process.argv.slice(2), io);
	// Let stdout drain before exiting (large batch outputs go through a pipe).
	process.exitCode = code;
}
