/**
 * `generate` as a command: puzzles appended to the bank's files with ids
 * after the bank's highest, a journal that lets an interrupted run finish
 * with the same puzzles, and a refusal to continue with other options.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli } from './run-cli';

const SMALL = [
	'--count',
	'6',
	'--max-n',
	'6',
	'--solve-nodes',
	'3000',
	'--deep-nodes',
	'0',
	'--verify-nodes',
	'30000',
	'--endgame-percent',
	'100',
	'--tt-mb',
	'4',
	'--seed',
	'9',
	'--quiet'
];

function files(dir: string): { id: string; fen: string }[] {
	const all: { id: string; fen: string }[] = [];
	for (let level = 1; level <= 5; level++) {
		const f = path.join(dir, `difficulty-${level}.json`);
		if (existsSync(f)) all.push(...JSON.parse(readFileSync(f, 'utf8')).puzzles.map((p: { id: string; fen: string }) => ({ id: p.id, fen: p.fen })));
	}
	return all.sort((a, b) => (a.id < b.id ? -1 : 1));
}

describe('generate', () => {
	it('appends new ids after the bank, and an interrupted run ends with the same puzzles', async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'gen-'));
		const whole = path.join(dir, 'whole');
		const r = await cli(['generate', ...SMALL, '--out', whole]);
		expect(r.code).toBe(0);
		const all = files(whole);
		expect(all).toHaveLength(6);
		// The bank's highest generated id is gen-0450 or above: new ones follow it, in order.
		const first = Number(all[0].id.slice(4));
		expect(first).toBeGreaterThan(450);
		expect(all.map((p) => p.id)).toEqual(Array.from({ length: 6 }, (_, i) => `gen-${String(first + i).padStart(4, '0')}`));
		expect(r.out.map((l) => l.split('\t')[0])).toEqual(all.map((p) => p.id));

		// Interrupted after the third puzzle's game, before the files were written.
		const cut = path.join(dir, 'cut');
		const journal = readFileSync(path.join(whole, '.generate-seed-9.jsonl'), 'utf8').split('\n');
		const third = journal.findIndex((l) => l.includes(all[2].id));
		const game = JSON.parse(journal[third]).accepted.game;
		const kept = journal.slice(0, journal.findIndex((l) => l === JSON.stringify({ done: game })) + 1);
		await cli(['generate', ...SMALL, '--out', cut, '--max-games', '1']); // makes the folder and journal
		writeFileSync(path.join(cut, '.generate-seed-9.jsonl'), kept.join('\n') + '\n');
		for (let level = 1; level <= 5; level++) rmSync(path.join(cut, `difficulty-${level}.json`), { force: true });
		const again = await cli(['generate', ...SMALL, '--out', cut]);
		expect(again.code).toBe(0);
		expect(files(cut)).toEqual(all);
		expect(again.out.map((l) => l.split('\t')[0])).toEqual(all.slice(3).map((p) => p.id));

		// Other options: refused, nothing written.
		const other = await cli(['generate', ...SMALL.map((a) => (a === '30000' ? '40000' : a)), '--out', cut]);
		expect(other.code).toBe(2);
		expect(other.err[0]).toMatch(/is from a run with other options \(verifyNodes\)/);
		rmSync(dir, { recursive: true });
	}, 120_000);

	it('finds the same puzzles on two worker threads as on this one', async () => {
		const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
		const here = await cli(['generate', ...SMALL]);
		const threads = spawnSync(process.execPath, ['scripts/cli.js', 'generate', ...SMALL, '--jobs', '2'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
		expect(threads.status).toBe(0);
		expect(threads.stderr).toMatch(/on 2 threads/);
		expect(threads.stdout.trim().split('\n')).toEqual(here.out.filter(Boolean));
		expect(here.out.filter(Boolean)).toHaveLength(6);
	}, 180_000);
});
