/**
 * The CLI as separate processes running at the same time (a test suite,
 * a shell loop, two terminals): every run bundles the sources and imports
 * the bundle (scripts/bundle.js), so runs must never see each other's
 * half-written bundle. Before bundles were named by their content and
 * renamed into place, about one run in seven printed nothing and exited 0.
 * Also: a run whose output cannot go anywhere fails loudly.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeBundle } from '../../scripts/bundle.js';
import { looksClosed } from '../../scripts/stdout.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Ran {
	code: number | null;
	stdout: string;
	stderr: string;
}

function run(args: string[]): Promise<Ran> {
	return new Promise((resolve) => {
		const child = spawn(process.execPath, ['scripts/cli.js', ...args], { cwd: root });
		let stdout = '';
		let stderr = '';
		child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
		child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
		child.on('close', (code) => resolve({ code, stdout, stderr }));
	});
}

/** Six different commands and what each must print. */
const JOBS: { args: string[]; stdout: string }[] = [
	{ args: ['moves', 'start'], stdout: ['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4', ''].join('\n') },
	{ args: ['solve', 'W:Wc3:Bb4'], stdout: 'loss in 1\nline: c3:a5\n' },
	{ args: ['solve', 'W:We3:Bg5'], stdout: 'win in 1\nline: e3-f4 g5:e3\n' },
	{ args: ['perft', 'start', '3'], stdout: 'depth 1 nodes 7\ndepth 2 nodes 49\ndepth 3 nodes 302\n' },
	{ args: ['play', 'start', 'c3-d4'], stdout: 'ply 1 c3-d4 B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8\n' },
	{ args: ['daily', '2026-12-01', '--days', '2'], stdout: '' }
];

describe('CLI runs at the same time', () => {
	it('6 runs at once, 10 rounds: every run exits 0 and prints its whole answer', async () => {
		const daily = spawnSync(process.execPath, ['scripts/cli.js', ...JOBS[5].args], { cwd: root, encoding: 'utf8' });
		expect(daily.status).toBe(0);
		const jobs = JOBS.map((j, i) => (i === 5 ? { ...j, stdout: daily.stdout } : j));
		expect(jobs[5].stdout).toMatch(/^2026-12-01 \S+\n2026-11-30 \S+\n$/);
		const failures: string[] = [];
		for (let round = 0; round < 10; round++) {
			const results = await Promise.all(jobs.map((j) => run(j.args)));
			results.forEach((r, i) => {
				// perft's last line (nps) varies; the rest is exact.
				const stdout = jobs[i].args[0] === 'perft' ? r.stdout.replace(/nps \d+\n$/, '') : r.stdout;
				if (r.code !== 0 || stdout !== jobs[i].stdout || r.stderr !== '')
					failures.push(
						`round ${round + 1}, ${jobs[i].args.join(' ')}: exit ${r.code}, stdout ${JSON.stringify(r.stdout.slice(0, 80))}, stderr ${JSON.stringify(r.stderr.slice(0, 200))}`
					);
			});
		}
		expect(failures).toEqual([]);
	}, 120_000);

	it('a bundle is stored under the hash of its bytes, reused while they stay the same, rewritten when a crash cut it short', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
		const code = new TextEncoder().encode('export const X = 1;\n');
		const file = storeBundle(dir, 'x', code);
		expect(path.basename(file)).toMatch(/^x-[0-9a-f]{20}\.mjs$/);
		expect(storeBundle(dir, 'x', code)).toBe(file);
		writeFileSync(file, 'export const');
		expect(storeBundle(dir, 'x', code)).toBe(file);
		expect(readFileSync(file, 'utf8')).toBe('export const X = 1;\n');
		const other = storeBundle(dir, 'x', new TextEncoder().encode('export const X = 2;\n'));
		expect(other).not.toBe(file);
		// No temporary file left behind.
		expect(readdirSync(dir).sort()).toEqual([path.basename(file), path.basename(other)].sort());
	});
});

describe('standard output closed', () => {
	const sh = (line: string) => spawnSync('sh', ['-c', line], { cwd: root, encoding: 'utf8', timeout: 60_000 });

	it('`>&-`: exit 2 and one line on stderr (Node would otherwise write into /dev/null and exit 0)', () => {
		const r = sh(`"${process.execPath}" scripts/cli.js moves start >&-`);
		expect(r.status).toBe(2);
		expect(r.stderr).toMatch(/^error: standard output is closed[^\n]*\n$/);
	}, 30_000);

	it('`>/dev/null` is a choice, not an error: exit 0, nothing on stderr', () => {
		const r = sh(`"${process.execPath}" scripts/cli.js moves start >/dev/null`);
		expect(r).toMatchObject({ status: 0, stderr: '' });
	}, 30_000);

	it('reads the open mode of fd 1: /dev/null read-write is what Node puts in place of a closed fd', () => {
		expect(looksClosed('/dev/null', 'pos:\t0\nflags:\t02100002\nmnt_id:\t1\n')).toBe(true);
		expect(looksClosed('/dev/null', 'pos:\t0\nflags:\t02100001\nmnt_id:\t1\n')).toBe(false);
		expect(looksClosed('pipe:[4242]', 'pos:\t0\nflags:\t02\n')).toBe(false);
		expect(looksClosed('/tmp/out.txt', 'pos:\t0\nflags:\t0100002\n')).toBe(false);
		expect(looksClosed('/dev/null', '')).toBe(false);
	});
});
