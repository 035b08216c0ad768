/**
 * The bank's commands on copies of the bank in temporary folders: the
 * build's gate (`bank --check`), `verify-bank` (failures name their file,
 * counts are right, the same answer on one thread or two), `bank
 * --release` and `daily --rebuild` (append only).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli } from './run-cli';
import type { Puzzle } from '../../src/lib/bank/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const write = (file: string, data: unknown) => writeFileSync(file, JSON.stringify(data, null, '\t'));

/** A small bank: the first steps, ten quick generated puzzles, the magazine's six studies and a daily order. */
function smallBank(): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'bank-'));
	cpSync(path.join(root, 'puzzles/starter'), path.join(dir, 'starter'), { recursive: true });
	cpSync(path.join(root, 'puzzles/studies/magazine-1999.json'), path.join(dir, 'studies.json'));
	const generated = read(path.join(root, 'puzzles/generated/difficulty-1.json'));
	generated.puzzles = generated.puzzles.slice(0, 10);
	write(path.join(dir, 'generated.json'), generated);
	const ids = ['first-steps-1', 'first-steps-2', 'first-steps-3', 'first-steps-4', ...generated.puzzles.slice(0, 4).map((p: Puzzle) => p.id)];
	write(path.join(dir, 'daily.json'), { kind: 'daily', epoch: '2026-11-23', order: ids });
	return dir;
}

/** Twelve-against-1 rows of the real table (b4, d4 and f4 prove in milliseconds). */
function twelveRows(squares: string[]): unknown {
	const table = read(path.join(root, 'puzzles/twelve-against-one.json'));
	return { ...table, squares: squares.map((s) => table.squares.find((r: { square: string }) => r.square === s)) };
}

describe('bank --check, the build gate', () => {
	it('passes the real bank and a sound copy, silently', async () => {
		expect(await cli(['bank', 'puzzles', '--check'])).toEqual({ code: 0, out: [], err: [] });
		const dir = smallBank();
		expect(await cli(['bank', dir, '--check'])).toEqual({ code: 0, out: [], err: [] });
		rmSync(dir, { recursive: true });
	});

	it('names the file and the id of an illegal move, a non-canonical FEN, a title that contradicts the claim, a repeated position, a bad daily id', async () => {
		const dir = smallBank();
		const file = path.join(dir, 'generated.json');
		const data = read(file);
		const [a, b, c, d] = data.puzzles as Puzzle[];
		a.solution[1] = 'a1-b2';
		// The same position, one side's squares out of order.
		const [side, white, black] = b.fen.split(':');
		b.fen =
			white.split(',').length > 1
				? `${side}:W${white.slice(1).split(',').reverse().join(',')}:${black}`
				: `${side}:${white}:B${black.slice(1).split(',').reverse().join(',')}`;
		c.title = { en: `${c.fen.startsWith('W') ? 'White' : 'Black'} to play and win in 9 moves`, ru: 'Тест' };
		data.puzzles.push({ ...d, id: 'gen-0999' });
		write(file, data);
		const daily = read(path.join(dir, 'daily.json'));
		daily.order[7] = 'gen-0998';
		write(path.join(dir, 'daily.json'), daily);
		const r = await cli(['bank', dir, '--check']);
		expect(r.code).toBe(2);
		expect(r.out).toEqual([]);
		const where = path.relative(process.cwd(), file);
		expect(r.err).toEqual(
			expect.arrayContaining([
				expect.stringMatching(new RegExp(`^error: ${where}: id ${a.id}: solution move 2 "a1-b2"`)),
				expect.stringMatching(new RegExp(`^error: ${where}: id ${b.id}: FEN is not canonical`)),
				`error: ${where}: id ${c.id}: title (en) "${c.title.en}" contradicts the claim "${c.claim}"`,
				`error: ${where}: id gen-0999: the same position as ${d.id} (or its colour-reversed image)`,
				'error: daily order: id gen-0998: no puzzle has this id'
			])
		);
		expect(r.err.length).toBe(5 + 1); // and gen-0999 also repeats the position after the first pair
		rmSync(dir, { recursive: true });
	});

	it('keeps released puzzles and days: a changed claim, a lost puzzle or a moved day fails', async () => {
		const dir = smallBank();
		expect((await cli(['bank', dir, '--release'])).out[0]).toMatch(/released\.json: 14 puzzles \(14 added\), 8 days of the daily order$/);
		expect((await cli(['bank', dir, '--check'])).code).toBe(0);
		// Nothing new: nothing added.
		expect((await cli(['bank', dir, '--release'])).out[0]).toMatch(/14 puzzles \(0 added\)/);
		const file = path.join(dir, 'generated.json');
		const original = readFileSync(file, 'utf8');
		const data = read(file);
		const [a, b] = data.puzzles as Puzzle[];
		a.claim = 'win in 7';
		data.puzzles.splice(1, 1);
		write(file, data);
		const daily = read(path.join(dir, 'daily.json'));
		[daily.order[0], daily.order[1]] = [daily.order[1], daily.order[0]];
		write(path.join(dir, 'daily.json'), daily);
		const r = await cli(['bank', dir, '--check']);
		expect(r.code).toBe(2);
		const text = r.err.join('\n');
		expect(text).toContain(`id ${a.id}: released as ${a.fen} "win in ${a.solution.length / 2}", now ${a.fen} "win in 7"`);
		expect(text).toContain(`released.json: id ${b.id}: a released puzzle is missing from the bank`);
		expect(text).toContain('daily.json: day 0 of the daily order was released as first-steps-1, now first-steps-2');
		// And the list refuses to follow a moved day.
		writeFileSync(file, original);
		expect((await cli(['bank', dir, '--release'])).err[0]).toMatch(/day 0 of the daily order was released as first-steps-1/);
		rmSync(dir, { recursive: true });
	});
});

describe('verify-bank', () => {
	it('proves a sound bank: N counts puzzles, studies and squares', async () => {
		const dir = smallBank();
		write(path.join(dir, 'twelve.json'), twelveRows(['b4', 'd4', 'f4']));
		// A table of 3 squares is a truncated table: the only failure, counted once.
		const r = await cli(['verify-bank', dir, '--quiet']);
		const table = path.relative(process.cwd(), path.join(dir, 'twelve.json'));
		expect(r.out).toEqual([
			`${table}: the table lacks 17 of its 20 squares: h4, a5, c5, e5, g5, b6, d6, f6, h6, a7, c7, e7, g7, b8, d8, f8, h8`,
			'24 puzzles, 1 failed'
		]);
		expect(r.code).toBe(1);
		rmSync(dir, { recursive: true });
	});

	it('notices a duplicated square, and names the file of a claim that does not hold', async () => {
		const dir = smallBank();
		write(path.join(dir, 'twelve.json'), twelveRows(['b4', 'b4']));
		const starter = path.join(dir, 'starter/first-steps.json');
		const data = read(starter);
		data.puzzles[0].unique = true; // two first moves win
		write(starter, data);
		const r = await cli(['verify-bank', dir, '--quiet']);
		const rel = (f: string) => path.relative(process.cwd(), f);
		expect(r.out[0]).toMatch(new RegExp(`^${rel(starter)}: id first-steps-1: claimed unique but c3-d4, c3-b4 win within 5$`));
		expect(r.out).toContain(`${rel(path.join(dir, 'twelve.json'))}: square b4 is listed twice`);
		expect(r.out.at(-1)).toBe('22 puzzles, 2 failed');
		expect(r.code).toBe(1);
		rmSync(dir, { recursive: true });
	});

	it('gives the same answer on two worker threads as on one', () => {
		const dir = smallBank();
		const starter = path.join(dir, 'starter/first-steps.json');
		const data = read(starter);
		data.puzzles[0].unique = true;
		write(starter, data);
		const run = (jobs: string) =>
			spawnSync(process.execPath, ['scripts/cli.js', 'verify-bank', dir, '--quiet', '--jobs', jobs], { cwd: root, encoding: 'utf8', timeout: 120_000 });
		const one = run('1');
		const two = run('2');
		expect(two.stdout).toBe(one.stdout);
		expect(two.stdout.trim().split('\n').at(-1)).toBe('20 puzzles, 1 failed');
		expect(two.stderr).toMatch(/on 2 threads/);
		expect(two.status).toBe(1);
		rmSync(dir, { recursive: true });
	}, 240_000);
});

describe('daily --rebuild', () => {
	it('appends puzzles on the difficulty cycle and never changes a scheduled day', async () => {
		const dir = smallBank();
		// Levels 2 and 3 for the days after the eighth (a Tuesday of the second week: level 2, then 3).
		const more = [2, 3].flatMap((level) => read(path.join(root, `puzzles/generated/difficulty-${level}.json`)).puzzles.slice(0, 3));
		write(path.join(dir, 'more.json'), { kind: 'puzzles', puzzles: more });
		const before = read(path.join(dir, 'daily.json')).order as string[];
		const r = await cli(['daily', '--rebuild', '--bank', dir]);
		expect(r.code).toBe(0);
		expect(r.out[0]).toMatch(/daily\.json: \d+ days from 2026-11-23 \(\d+ appended; \d+ puzzles? wait for the levels the cycle needs next\)$/);
		const after = read(path.join(dir, 'daily.json')).order as string[];
		expect(after.slice(0, before.length)).toEqual(before);
		// Days 8-10 want levels 2, 3, 3; day 11 wants 4, which the bank lacks: the order stops there.
		const level = new Map<string, number>(more.map((p: Puzzle) => [p.id, p.difficulty]));
		expect(after.slice(before.length).map((id) => level.get(id))).toEqual([2, 3, 3]);
		expect(new Set(after).size).toBe(after.length);
		// A scheduled puzzle gone from the bank: refused, the file untouched.
		const file = path.join(dir, 'generated.json');
		const data = read(file);
		data.puzzles = data.puzzles.filter((p: Puzzle) => p.id !== before[4]);
		write(file, data);
		const refused = await cli(['daily', '--rebuild', '--bank', dir]);
		expect(refused.code).toBe(2);
		expect(refused.err).toEqual([
			expect.stringMatching(new RegExp(`schedules 1 puzzle the bank no longer has \\(${before[4]}\\): scheduled days never change`))
		]);
		expect(read(path.join(dir, 'daily.json')).order).toEqual(after);
		rmSync(dir, { recursive: true });
	});
});
