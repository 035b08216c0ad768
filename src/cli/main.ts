/** Entry of `npm run -s cli -- COMMAND ...` (see ../shared/docs/cli.md), and of its worker threads. */
import { isMainThread } from 'node:worker_threads';
import { setWorkerEntry } from './pool';
import type { Io } from './io';

if (!isMainThread) {
	await import('./worker');
} else {
	// The bundle is its own worker entry (see pool.ts).
	setWorkerEntry(new URL(import.meta.url));
	const { runCli } = await import('./run');
	const io: Io = {
		out: (text) => void process.stdout.write(text + '\n'),
		err: (text) => void process.stderr.write(text + '\n'),
		readStdin: async () => {
			const chunks: Buffer[] = [];
			for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
			return Buffer.concat(chunks).toString('utf8');
		}
	};

	// A reader that stops early (`| head`) closes the pipe: stop quietly.
	process.stdout.on('error', (e: NodeJS.ErrnoException) => {
		if (e.code === 'EPIPE') process.exit(0);
		process.stderr.write(`error: cannot write output: ${e.message}\n`);
		process.exit(2);
	});

	const code = await runCli(process.argv.slice(2), io);
	// Let stdout drain before exiting (large batch outputs go through a pipe).
	process.exitCode = code;
}
