#!/usr/bin/env node
// Runs npm scripts side by side (`node scripts/parallel.js check lint:types`): each one's
// output is printed whole when it ends, and the exit status is the first failure's (0 when
// all pass). `npm test` uses it for the type check and the type-aware lint, which are both
// single-threaded TypeScript work.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const runs = names.map(
	(name) =>
		new Promise((resolve) => {
			const child = spawn(npm, ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
			const out = [];
			child.stdout.on('data', (d) => out.push(d));
			child.stderr.on('data', (d) => out.push(d));
			child.on('close', (code) => {
				process.stdout.write(`\n> ${name} (${((Date.now() - started) / 1000).toFixed(1)} s, exit ${code})\n`);
				process.stdout.write(Buffer.concat(out));
				resolve(code ?? 1);
			});
		})
);
const codes = await Promise.all(runs);
process.exit(codes.find((c) => c !== 0) ?? 0);
