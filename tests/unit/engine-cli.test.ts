/**
 * The engine commands (docs/cli.md, "Engine"): in-process for the lines and
 * exit codes, and through the real CLI for `engine move -` answering each
 * line before the next is sent (a referee driving a game).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, moveToString, parseFen, parseMove, START } from '../../src/lib/engine';
import type { Io } from '../../src/cli/io';
import { runCli } from '../../src/cli/run';

async function cli(argv: string[], stdin = '') {
	const out: string[] = [];
	const err: string[] = [];
	const io: Io = {
		out: (t) => void out.push(...t.split('\n')),
		err: (t) => void err.push(t),
		input: async function* () {
			yield stdin;
		}
	};
	const code = await runCli(argv, io);
	return { code, out, err };
}

const MOVE_LINE = /^(\S+) score (\d{1,3}%|win in \d+|loss in \d+) depth (\d+) nodes (\d+)$/;

function legal(fen: string, move: string): boolean {
	const r = parseFen(fen);
	if (!r.ok) return false;
	return legalMoves(r.value).some((m) => moveToString(m) === move);
}

describe('engine move', () => {
	it('prints the move in full notation, its score, depth and nodes', async () => {
		const r = await cli(['engine', 'move', 'start', '--movetime', '30']);
		expect(r.code).toBe(0);
		expect(r.err).toEqual([]);
		expect(r.out).toHaveLength(1);
		const m = MOVE_LINE.exec(r.out[0]);
		expect(m, r.out[0]).not.toBeNull();
		expect(legal('start', m![1])).toBe(true);
		expect(Number(m![3])).toBeGreaterThan(0);
	});

	it('a proved result is said as win/loss in N; no legal move is none', async () => {
		// Two pieces: the endgame tables answer at once (no search: depth 0, nodes 0).
		expect((await cli(['engine', 'move', 'W:Wc3:Bb4'])).out).toEqual(['c3:a5 score loss in 1 depth 0 nodes 0']);
		const win = await cli(['engine', 'move', 'W:Wc3:Ba5']);
		expect(win.out[0]).toMatch(/^c3-[bd]4 score win in 1 /);
		expect(await cli(['engine', 'move', 'W:WKa1:Bb2,c3'])).toEqual({ code: 0, out: ['none'], err: [] });
	});

	it('the same seed and options give the same line', async () => {
		const fen = 'W:Wa1,b2,c1,d2,e1,g1,h2:Ba5,a7,b6,b8,d8,f8,g5,g7,h8';
		const a = await cli(['engine', 'move', fen, '--level', '4', '--seed', '9', '--movetime', '1000']);
		const b = await cli(['engine', 'move', fen, '--level', '4', '--seed', '9', '--movetime', '1000']);
		expect(b.out).toEqual(a.out);
		expect(a.out[0]).toMatch(MOVE_LINE);
	});

	it('bad input: one line on stderr, exit 2', async () => {
		for (const argv of [
			['engine', 'move', 'W:Wz9:Bb8'],
			['engine', 'move', 'start', '--level', '9'],
			['engine', 'move', 'start', '--movetime', 'soon'],
			['engine', 'move'],
			['engine', 'move', 'start', '--depth', '3'],
			['engine', 'ponder', 'start'],
			['engine'],
			['engine', 'analyse', 'start', '--multipv', '0'],
			['engine', 'match', '--a', '8'],
			['engine', 'match', '--a', '8', '--b', 'strongest']
		]) {
			const r = await cli(argv);
			expect(r.code, argv.join(' ')).toBe(2);
			expect(r.out, argv.join(' ')).toEqual([]);
			expect(r.err, argv.join(' ')).toEqual([expect.stringMatching(/^error: /)]);
		}
	});

	it('move -: one answer line per FEN in order, a bad line answered error: and exit 2 at the end', async () => {
		const r = await cli(['engine', 'move', '-', '--movetime', '20'], 'start\nnonsense\n\nW:Wc3:Bb4\n');
		expect(r.out).toHaveLength(4);
		expect(r.out[0]).toMatch(MOVE_LINE);
		expect(r.out[1]).toMatch(/^error: bad FEN "nonsense"/);
		expect(r.out[2]).toBe('error: empty line');
		expect(r.out[3]).toBe('c3:a5 score loss in 1 depth 0 nodes 0');
		expect(r.code).toBe(2);
		expect((await cli(['engine', 'move', '-', '--movetime', '20'], 'W:Wc3:Bb4\n')).code).toBe(0);
	});
});

describe('engine analyse', () => {
	it('K lines, best first, each with its score, depth and line starting with the move', async () => {
		const r = await cli(['engine', 'analyse', 'start', '--movetime', '40', '--multipv', '3']);
		expect(r.code).toBe(0);
		expect(r.out).toHaveLength(3);
		const moves = new Set<string>();
		const percents: number[] = [];
		for (const line of r.out) {
			const m = /^(\S+) score (\d{1,3})% depth (\d+) line: (.+)$/.exec(line);
			expect(m, line).not.toBeNull();
			const [, move, percent, , pv] = m!;
			moves.add(move);
			percents.push(Number(percent));
			expect(pv.split(' ')[0]).toBe(move);
			// Every move of the line is legal in turn.
			let pos = START;
			for (const text of pv.split(' ')) {
				const mv = parseMove(pos, text);
				expect(mv.ok, `${text} in ${makeFen(pos)}`).toBe(true);
				if (mv.ok) pos = applyMove(pos, mv.value);
			}
		}
		expect(moves.size).toBe(3);
		expect([...percents].sort((a, b) => b - a)).toEqual(percents);
	});
});

describe('engine match', () => {
	it('one line per game, colours alternating per opening, then the figures', async () => {
		const r = await cli(['engine', 'match', '--a', '2', '--b', '1', '--games', '2', '--movetime', '10', '--seed', '4']);
		expect(r.code).toBe(0);
		expect(r.out).toHaveLength(3);
		expect(r.out[0]).toMatch(/^game 1: 2 \(white\) vs 1 \(black\): (1-0|0-1|1\/2-1\/2) /);
		expect(r.out[1]).toMatch(/^game 2: 1 \(white\) vs 2 \(black\): /);
		// The same opening for both games of the pair.
		expect(r.out[0].split('opening ')[1]).toBe(r.out[1].split('opening ')[1]);
		expect(r.out[2]).toMatch(/^2 vs 1: \d+-\d+-\d+, score \d+(\.\d)?%, Elo -?\d+ ± \d+$/);
	});
});

describe('engine match with two evaluations', () => {
	it('plays a level with each weights file, and refuses a bad one before the first game', async () => {
		const r = await cli([
			'engine',
			'match',
			'--a',
			'2',
			'--b',
			'2',
			'--eval-b',
			'src/lab/data/weights-linear-26.json',
			'--games',
			'2',
			'--movetime',
			'10',
			'--seed',
			'4'
		]);
		expect(r.code).toBe(0);
		expect(r.out[0]).toMatch(/^game 1: 2 \(white\) vs 2 \(eval B\) \(black\): /);
		expect(r.out[2]).toMatch(/^2 vs 2 \(src\/lab\/data\/weights-linear-26\.json\): \d+-\d+-\d+, /);
		const bad = await cli(['engine', 'match', '--a', '2', '--b', '2', '--eval-a', 'package.json', '--games', '2']);
		expect(bad.code).toBe(2);
		expect(bad.err[0]).toBe('error: --eval-a package.json: not a weights file');
		expect((await cli(['engine', 'match', '--a', 'baseline', '--b', '2', '--eval-a', 'package.json'])).err[0]).toMatch(/--eval-a needs --a to be a level/);
	});
});

describe('engine dataset and engine fit', () => {
	it('makes the same file whether run at once or stopped and run again, and fits it the same way twice', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'dataset-'));
		try {
			const args = (out: string) => ['engine', 'dataset', '--out', out, '--games', '4', '--chunk', '2', '--tablebase', '40', '--seed', '3'];
			const once = await cli(args(join(dir, 'a.gz')));
			expect(once.code).toBe(0);
			expect(once.out).toEqual([expect.stringMatching(/^[0-9a-f]{64} {2}.*a\.gz$/)]);
			expect(existsSync(join(dir, 'a.gz.parts'))).toBe(false);
			// Stopped after its first chunk (its progress line throws), then the same command again.
			let stopped = false;
			await runCli(args(join(dir, 'b.gz')), {
				out: () => {},
				err: (t) => {
					if (!stopped && /^\d+ s: 2 of 4 games/.test(t)) {
						stopped = true;
						throw new Error('stopped');
					}
				},
				input: async function* () {}
			});
			expect(stopped).toBe(true);
			expect(existsSync(join(dir, 'b.gz'))).toBe(false);
			expect(existsSync(join(dir, 'b.gz.parts', 'chunk-00000.bin'))).toBe(true);
			const resumed = await cli(args(join(dir, 'b.gz')));
			expect(resumed.err[0]).toMatch(/1 of 2 chunks of 2 games already made; 1 to play/);
			expect(resumed.out[0].slice(0, 64)).toBe(once.out[0].slice(0, 64));
			expect(readFileSync(join(dir, 'b.gz'))).toEqual(readFileSync(join(dir, 'a.gz')));
			// Other settings in the same folder are refused, not mixed in.
			mkdirSync(join(dir, 'c.gz.parts'));
			writeFileSync(join(dir, 'c.gz.parts', 'settings.json'), '{}');
			expect((await cli(args(join(dir, 'c.gz')))).err[0]).toMatch(/holds the parts of another run/);
			expect((await cli(['engine', 'dataset', '--out', join(dir, 'd.gz'), '--games', '3', '--chunk', '2'])).err[0]).toMatch(/multiple of --chunk/);

			const fit = (n: string) =>
				cli(['engine', 'fit', '--data', join(dir, 'a.gz'), '--model', 'pst', '--out', join(dir, `w${n}.json`), '--calibration', join(dir, `c${n}.json`)]);
			const f1 = await fit('1');
			expect(f1.code).toBe(0);
			expect(f1.out[0]).toMatch(/^fitted 282 parameters /);
			expect(f1.out).toContainEqual(
				expect.stringMatching(
					/^held out, self-play unproved, opening: \d+ positions, log-loss \d\.\d{4} \(a coin: \d\.\d{4}; better by -?\d\.\d{4} ± \d\.\d{4}\)$/
				)
			);
			expect(f1.out).toContainEqual(expect.stringMatching(/^reliability, middle /));
			await fit('2');
			expect(readFileSync(join(dir, 'w2.json'), 'utf8')).toBe(readFileSync(join(dir, 'w1.json'), 'utf8'));
			expect(readFileSync(join(dir, 'c2.json'), 'utf8')).toBe(readFileSync(join(dir, 'c1.json'), 'utf8'));
			const w = JSON.parse(readFileSync(join(dir, 'w1.json'), 'utf8'));
			expect(w.params.pst).toHaveLength(256);
			expect(w.fit.command).toBe(`engine fit --data ${join(dir, 'a.gz')} --model pst`);
			// A weights file measured on the same held-out games gives the fit's own figures.
			const measured = await cli(['engine', 'fit', '--data', join(dir, 'a.gz'), '--measure', join(dir, 'w1.json')]);
			expect(measured.code).toBe(0);
			expect(measured.out).toEqual(f1.out.slice(1));
			expect((await cli(['engine', 'fit', '--data', join(dir, 'a.gz'), '--measure', join(dir, 'bad.json')])).err[0]).toMatch(/--measure .*bad\.json: /);

			writeFileSync(join(dir, 'bad.gz'), 'nonsense');
			const bad = await cli(['engine', 'fit', '--data', join(dir, 'bad.gz')]);
			expect(bad).toMatchObject({ code: 2, err: [expect.stringMatching(/bad\.gz: not a gzip file$/)] });
			expect((await cli(['engine', 'fit', '--data', join(dir, 'a.gz'), '--model', 'huge'])).err[0]).toMatch(/--model must be one of /);
			expect((await cli(['engine', 'fit'])).err[0]).toMatch(/^error: usage: engine fit --data FILE/);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 240_000);
});

describe('engine deep-wins --check', () => {
	it('a line per position, then the share that wins; the time a move is a node budget, so the answer does not depend on the machine', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'deep-wins-'));
		const file = join(dir, 'set.txt');
		const lines = readFileSync('tests/fixtures/engine-deep-wins-levels.txt', 'utf8').split('\n');
		writeFileSync(file, [lines[0], ...lines.filter((l) => l && !l.startsWith('#')).slice(0, 3)].join('\n') + '\n');
		try {
			const a = await cli(['engine', 'deep-wins', '--check', file, '--movetime', '30', '--level', '6']);
			expect(a.code).toBe(0);
			expect(a.out).toHaveLength(4);
			for (const line of a.out.slice(0, 3)) expect(line).toMatch(/^\S+ win in \d+: \S+ (wins|does not win) \(\d+ of \d+ win\)$/);
			expect(a.out[3]).toMatch(/^\d of 3 positions: a winning move \(\d+\.\d%\)$/);
			// A wall-clock guard of 60 ms would cut some of these searches short on a busy machine.
			const b = await cli(['engine', 'deep-wins', '--check', file, '--movetime', '30', '--level', '6']);
			expect(b.out).toEqual(a.out);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe('engine move - through the real CLI', () => {
	it('answers each line before the next one is sent', async () => {
		const child = spawn(process.execPath, ['scripts/cli.js', 'engine', 'move', '-', '--movetime', '50'], {
			cwd: process.cwd(),
			stdio: ['pipe', 'pipe', 'pipe']
		});
		const lines = createInterface({ input: child.stdout! });
		const answers: string[] = [];
		let waiting: ((line: string) => void) | null = null;
		lines.on('line', (line) => {
			answers.push(line);
			waiting?.(line);
			waiting = null;
		});
		const next = () => new Promise<string>((resolve) => (waiting = resolve));
		// A referee: play a few plies, sending each position only after the answer to the last.
		let pos = START;
		for (let ply = 0; ply < 4; ply++) {
			const answer = next();
			child.stdin!.write(makeFen(pos) + '\n');
			const line = await answer;
			expect(answers).toHaveLength(ply + 1);
			const m = MOVE_LINE.exec(line);
			expect(m, line).not.toBeNull();
			const mv = parseMove(pos, m![1]);
			expect(mv.ok).toBe(true);
			if (mv.ok) pos = applyMove(pos, mv.value);
		}
		const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
		child.stdin!.end();
		expect(await exit).toBe(0);
	}, 60_000);
});
