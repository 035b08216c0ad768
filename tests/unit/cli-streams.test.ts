/**
 * Streams that stop (issue 31): a batch whose reader has gone stops at its
 * first failed write instead of computing answers nobody reads, and `pdn`
 * and `review` read at most the app's 16 MB (lines of at most 1 MB), so an
 * endless input is refused in moments with one line and exit 2.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Piped {
	code: number | null;
	stdout: string;
	stderr: string;
	/** ms from the start to the first output, and to the end of the pipeline. */
	firstOutputMs: number | null;
	totalMs: number;
}

/** A shell pipeline in the checkout, killed after `limitMs`. */
function pipeline(command: string, limitMs = 30_000): Promise<Piped> {
	return new Promise((resolve) => {
		const started = performance.now();
		const child = spawn('bash', ['-c', command], { cwd: root, detached: true });
		let stdout = '';
		let stderr = '';
		let firstOutputMs: number | null = null;
		child.stdout.setEncoding('utf8').on('data', (d: string) => {
			firstOutputMs ??= performance.now() - started;
			stdout += d;
		});
		child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
		const timer = setTimeout(() => {
			// The whole process group: the pipeline's commands with the shell.
			if (child.pid) process.kill(-child.pid, 'SIGKILL');
		}, limitMs);
		child.on('close', (code) => {
			clearTimeout(timer);
			resolve({ code, stdout, stderr, firstOutputMs, totalMs: performance.now() - started });
		});
	});
}

describe('a batch whose reader has gone stops', () => {
	it('`yes start | engine move - | head -1` ends within a second of its first line', async () => {
		const r = await pipeline('yes start | node scripts/cli.js engine move - | head -1');
		expect(r.stdout).toMatch(/^[a-h][1-8]-[a-h][1-8] score \S+ depth \d+ nodes \d+\n$/);
		expect(r.firstOutputMs).not.toBeNull();
		expect(r.totalMs - (r.firstOutputMs ?? 0)).toBeLessThan(1000);
		expect(r.stderr).toBe('');
	}, 40_000);

	it('`solve -` stops too: 300 ms a line, ended well before a second line more', async () => {
		const r = await pipeline('yes start | node scripts/cli.js solve - --timeout-ms 300 | head -2');
		expect(r.stdout).toBe('unknown\nline:\n');
		expect(r.totalMs - (r.firstOutputMs ?? 0)).toBeLessThan(1000);
	}, 40_000);
});

describe('pdn and review read within limits', () => {
	it('`pdn /dev/zero` exits 2 within seconds with one line', async () => {
		const r = await pipeline('node scripts/cli.js pdn /dev/zero');
		expect(r.code).toBe(2);
		expect(r.stdout).toBe('');
		expect(r.stderr).toBe('error: "/dev/zero": line 1 is longer than 1048576 characters\n');
		expect(r.totalMs).toBeLessThan(5000);
	}, 40_000);

	it('`review -` on an endless pipe exits 2 within seconds with one line', async () => {
		const r = await pipeline('yes | node scripts/cli.js review -');
		expect(r.code).toBe(2);
		expect(r.stderr).toBe('error: standard input: more than 16777216 bytes (the limit for a PDN file)\n');
		expect(r.totalMs).toBeLessThan(5000);
	}, 40_000);

	it('`pdn -` on an endless line exits 2 with one line', async () => {
		const r = await pipeline("tr '\\0' x < /dev/zero | node scripts/cli.js pdn -");
		expect(r.code).toBe(2);
		expect(r.stderr).toBe('error: standard input: line 1 is longer than 1048576 characters\n');
	}, 40_000);
});
