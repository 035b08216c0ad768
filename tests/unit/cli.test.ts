/**
 * The command-line contract (docs/cli.md): in-process through
 * runCli, plus a few runs of the real process for exit codes and clean
 * stderr.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../src/cli/run';
import type { Io } from '../../src/cli/io';
import { TWELVE_SQUARES } from '../../src/lib/solver/twelve';

interface Run {
	code: number;
	/** stdout as the real process would print it (each out() call + newline). */
	stdout: string;
	/** stdout split into lines, without the final newline's empty tail. */
	out: string[];
	err: string[];
}

/** Stdin given as one text, or as pieces that may split lines anywhere. */
async function cli(argv: string[], stdin: string | string[] = ''): Promise<Run> {
	const outs: string[] = [];
	const errs: string[] = [];
	const io: Io = {
		out: (text) => void outs.push(text),
		err: (text) => void errs.push(text),
		input: async function* () {
			yield* typeof stdin === 'string' ? [stdin] : stdin;
		}
	};
	const code = await runCli(argv, io);
	const stdout = outs.map((t) => t + '\n').join('');
	const out = stdout === '' ? [] : stdout.slice(0, -1).split('\n');
	return { code, stdout, out, err: errs.flatMap((t) => t.split('\n')) };
}

const START_MOVES = ['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4'];

/** One line on stderr naming the problem, nothing on stdout, exit 2. */
function expectBadInput(r: Run, pattern: RegExp): void {
	expect(r.code).toBe(2);
	expect(r.out).toEqual([]);
	expect(r.err.length).toBe(1);
	expect(r.err[0]).toMatch(/^error: /);
	expect(r.err[0]).toMatch(pattern);
}

describe('moves', () => {
	it('moves start: the 7 opening moves, sorted', async () => {
		const r = await cli(['moves', 'start']);
		expect(r).toMatchObject({ code: 0, out: START_MOVES, err: [] });
		expect([...r.out].sort()).toEqual(r.out);
	});

	it('full notation of a multi-capture, and no output for a stuck side', async () => {
		expect((await cli(['moves', 'W:Wc3:Bd4,f6'])).out).toEqual(['c3:e5:g7']);
		expect(await cli(['moves', 'W:Wa1:Bb2,c3'])).toMatchObject({ code: 0, out: [], err: [] });
	});

	it('moves - : one answer per line in order, an empty line after each, a bad or blank line reported and exit 2', async () => {
		const r = await cli(['moves', '-'], 'start\nnot-a-fen\n\nW:Wc3:Bd4\nW:Wa1:Bb2,c3\n');
		expect(r.code).toBe(2);
		expect(r.err).toEqual([]);
		expect(r.out.slice(0, 8)).toEqual([...START_MOVES, '']);
		expect(r.out[8]).toMatch(/^error: .*not-a-fen/);
		expect(r.out.slice(9)).toEqual(['', 'error: empty line', '', 'c3:e5', '', '']);
	});

	it('moves - with good lines only exits 0', async () => {
		const r = await cli(['moves', '-'], 'W:Wc3:Bd4\r\nB:Wc3:Bd4\r\n');
		expect(r).toMatchObject({ code: 0, out: ['c3:e5', '', 'd4:b2', ''], err: [] });
	});
});

describe('perft', () => {
	it('perft start 4: leaf counts per depth, then nps', async () => {
		const r = await cli(['perft', 'start', '4']);
		expect(r.code).toBe(0);
		expect(r.err).toEqual([]);
		expect(r.out.slice(0, 4)).toEqual(['depth 1 nodes 7', 'depth 2 nodes 49', 'depth 3 nodes 302', 'depth 4 nodes 1469']);
		expect(r.out.length).toBe(5);
		expect(r.out[4]).toMatch(/^nps \d+$/);
	});

	it('bad depth or missing depth: exit 2, one line', async () => {
		expectBadInput(await cli(['perft', 'start', 'x']), /DEPTH/);
		expectBadInput(await cli(['perft', 'start', '0']), /DEPTH/);
		expectBadInput(await cli(['perft', 'start']), /perft/);
	});
});

describe('play', () => {
	it('any notation in, full notation out: ply K MOVE FEN', async () => {
		// 22-18 is c3-d4 in numbers; ba5 and d:b6 are short forms; a7:c5 is full.
		const r = await cli(['play', 'start', '22-18', 'b6-c5', 'd:b6', 'a7:c5']);
		expect(r.code).toBe(0);
		expect(r.err).toEqual([]);
		expect(r.out).toEqual([
			'ply 1 c3-d4 B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8',
			'ply 2 b6-c5 W:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b8,c5,c7,d6,d8,e7,f6,f8,g7,h6,h8',
			'ply 3 d4:b6 B:Wa1,a3,b2,b6,c1,d2,e1,e3,f2,g1,g3,h2:Ba7,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8',
			'ply 4 a7:c5 W:Wa1,a3,b2,c1,d2,e1,e3,f2,g1,g3,h2:Bb8,c5,c7,d6,d8,e7,f6,f8,g7,h6,h8'
		]);
		const short = await cli(['play', 'start', 'c3-d4', 'ba5']);
		expect(short.out[1]).toBe('ply 2 b6-a5 W:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba5,a7,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8');
	});

	it('a capture given by start and end only comes out with every landing square', async () => {
		const r = await cli(['play', 'W:Wc3:Bd4,f6', 'c3:g7']);
		expect(r).toMatchObject({ code: 0, out: ['ply 1 c3:e5:g7 B:Wg7:B'], err: [] });
	});

	it('an illegal move: the earlier plies, then error at ply K on stderr, exit 1', async () => {
		const r = await cli(['play', 'start', 'c3-d4', 'e3-f4', 'b6-a5']);
		expect(r.code).toBe(1);
		expect(r.out).toEqual(['ply 1 c3-d4 B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8']);
		expect(r.err.length).toBe(1);
		expect(r.err[0]).toMatch(/^error at ply 2: .*e3-f4/);
	});

	it('an unreadable move is reported the same way', async () => {
		const r = await cli(['play', 'start', 'c3-d4', 'xx-yy']);
		expect(r.code).toBe(1);
		expect(r.out.length).toBe(1);
		expect(r.err.length).toBe(1);
		expect(r.err[0]).toMatch(/^error at ply 2: .*xx-yy/);
	});

	it('an ambiguous short move names the candidates', async () => {
		const r = await cli(['play', 'start', 'd4']);
		expect(r.code).toBe(1);
		expect(r.out).toEqual([]);
		expect(r.err.length).toBe(1);
		expect(r.err[0]).toMatch(/^error at ply 1: .*ambiguous/);
		expect(r.err[0]).toContain('c3-d4');
		expect(r.err[0]).toContain('e3-d4');
	});

	it('play with only a position prints nothing and succeeds; without one it is bad input', async () => {
		expect(await cli(['play', 'start'])).toMatchObject({ code: 0, out: [], err: [] });
		expectBadInput(await cli(['play']), /play/);
	});
});

describe('bad input', () => {
	it('a bad FEN: one stderr line naming it, exit 2', async () => {
		expectBadInput(await cli(['moves', 'W:Wz9']), /W:Wz9/);
		expectBadInput(await cli(['solve', 'X:Wa1:Bh8']), /X:Wa1:Bh8/);
		expectBadInput(await cli(['perft', 'W:Wa1,a1:B', '2']), /W:Wa1,a1:B/);
		expectBadInput(await cli(['play', 'W:Wa8:B', 'a8-b7']), /W:Wa8:B/);
		expectBadInput(await cli(['winning-moves', 'nonsense']), /nonsense/);
	});

	it('an unknown command, or none: exit 2, one line listing the commands', async () => {
		expectBadInput(await cli(['frobnicate', 'start']), /unknown command "frobnicate".*moves/);
		expectBadInput(await cli([]), /command/);
	});

	it('an unknown option: exit 2, one line', async () => {
		expectBadInput(await cli(['solve', 'W:We3:Bg5', '--frob', '1']), /--frob/);
		expectBadInput(await cli(['moves', 'start', '--max-moves', '3']), /--max-moves/);
	});

	it('missing or extra arguments: exit 2, one line', async () => {
		expectBadInput(await cli(['moves']), /position/);
		expectBadInput(await cli(['moves', 'start', 'start']), /moves/);
		expectBadInput(await cli(['solve']), /solve/);
		expectBadInput(await cli(['winning-moves']), /winning-moves/);
		expectBadInput(await cli(['solve', 'W:We3:Bg5', '--max-moves']), /--max-moves/);
	});

	it('--max-moves, --timeout-ms and --aim with bad values: exit 2, one line', async () => {
		for (const value of ['x', '-1', '2.5', '101', '']) expectBadInput(await cli(['solve', 'W:We3:Bg5', '--max-moves', value]), /--max-moves/);
		expectBadInput(await cli(['winning-moves', 'W:We3:Bg5', '--max-moves=abc']), /--max-moves/);
		expectBadInput(await cli(['solve', 'W:We3:Bg5', '--timeout-ms', '0']), /--timeout-ms/);
		expectBadInput(await cli(['solve', 'W:We3:Bg5', '--aim', 'chess']), /--aim/);
	});
});

describe('solve and winning-moves', () => {
	it('solve: the verdict, then the line', async () => {
		expect(await cli(['solve', 'W:We3:Bg5'])).toMatchObject({ code: 0, out: ['win in 1', 'line: e3-f4 g5:e3'], err: [] });
		expect((await cli(['solve', 'W:Wc3:Bd4'])).out).toEqual(['loss in 1', 'line: c3:e5']);
		expect((await cli(['solve', 'W:Wa1:Bb2,c3'])).out).toEqual(['win in 0', 'line:']);
	});

	it('solve with a bound too small says unknown', async () => {
		expect((await cli(['solve', 'W:We3:Bg5', '--max-moves', '0'])).out).toEqual(['unknown', 'line:']);
		expect((await cli(['solve', 'W:We3:Bg5', '--max-moves=1'])).out[0]).toBe('win in 1');
	});

	it('--aim russian: the stuck side loses, taking the last piece wins', async () => {
		expect((await cli(['solve', 'W:Wa1:Bb2,c3', '--aim', 'russian'])).out).toEqual(['loss in 0', 'line:']);
		expect((await cli(['solve', 'W:Wc3:Bd4', '--aim', 'russian'])).out).toEqual(['win in 1', 'line: c3:e5']);
		expect((await cli(['solve', 'W:Wc3:Bd4', '--aim', 'giveaway'])).out).toEqual(['loss in 1', 'line: c3:e5']);
	});

	it('solve - : answers in order, an empty line after each, a bad line reported, exit 2', async () => {
		const r = await cli(['solve', '-', '--max-moves', '5'], 'W:We3:Bg5\nbad fen\nW:Wc3:Bd4\n\nW:Wa1:Bb2,c3\n');
		expect(r.code).toBe(2);
		expect(r.err).toEqual([]);
		expect(r.out.slice(0, 3)).toEqual(['win in 1', 'line: e3-f4 g5:e3', '']);
		expect(r.out[3]).toMatch(/^error: .*bad fen/);
		expect(r.out.slice(4)).toEqual(['', 'loss in 1', 'line: c3:e5', '', 'error: empty line', '', 'win in 0', 'line:', '']);
	});

	it('solve - with good lines only exits 0 and honours --aim', async () => {
		const r = await cli(['solve', '-', '--aim', 'russian'], 'W:Wc3:Bd4\nW:Wa1:Bb2,c3\n');
		expect(r).toMatchObject({ code: 0, out: ['win in 1', 'line: c3:e5', '', 'loss in 0', 'line:', ''], err: [] });
	});

	it('winning-moves: one sorted line per legal move', async () => {
		const r = await cli(['winning-moves', 'W:We3:Bg5', '--max-moves', '3']);
		expect(r).toMatchObject({ code: 0, out: ['e3-d4 no win', 'e3-f4 win in 1'], err: [] });
		const kings = await cli(['winning-moves', 'W:WKa1:BKh8']);
		expect(kings.out).toEqual(['a1-b2', 'a1-c3', 'a1-d4', 'a1-e5', 'a1-f6', 'a1-g7'].map((m) => `${m} win in 1`));
		const start = await cli(['winning-moves', 'start', '--max-moves', '1']);
		expect(start.out.map((l) => l.split(' ')[0])).toEqual(START_MOVES);
		for (const line of start.out) expect(line).toMatch(/ no win$/);
	});

	it('winning-moves --aim russian', async () => {
		const r = await cli(['winning-moves', 'W:Wc3,g3:Bd4', '--aim', 'russian']);
		// The capture is compulsory and leaves Black nothing: a win in 1.
		expect(r).toMatchObject({ code: 0, out: ['c3:e5 win in 1'], err: [] });
		const g = await cli(['winning-moves', 'W:Wc3,g3:Bd4']);
		expect(g.out).toEqual(['c3:e5 no win']);
	});

	it('winning-moves on a stuck side prints nothing', async () => {
		expect(await cli(['winning-moves', 'W:Wa1:Bb2,c3'])).toMatchObject({ code: 0, out: [], err: [] });
	});
});

describe('batch edge cases and twelve', () => {
	it('moves - and solve - with nothing on stdin print nothing and succeed; blank lines are answered', async () => {
		expect(await cli(['moves', '-'], '')).toMatchObject({ code: 0, out: [], err: [] });
		expect(await cli(['solve', '-'], '\n  \n')).toMatchObject({ code: 2, out: ['error: empty line', '', 'error: empty line', ''], err: [] });
	});

	it('numeric FEN squares are accepted, and the start in numbers moves like the start', async () => {
		expect((await cli(['moves', 'W:W21-32:B1-12'])).out).toEqual(START_MOVES);
		expect((await cli(['play', 'W:W22:B18', '22x15'])).out).toEqual(['ply 1 c3:e5 B:We5:B']);
	});

	it('twelve: one line per square of ranks 4-8, in order, with a verdict', async () => {
		const r = await cli(['twelve', '--timeout-ms', '1', '--tt-mb', '1']);
		expect(r.code).toBe(0);
		expect(r.out.map((l) => l.split(' ')[0])).toEqual(TWELVE_SQUARES);
		for (const line of r.out) expect(line).toMatch(/^[a-h][4-8] (win in \d+|loss in \d+|unknown)$/);
		expectBadInput(await cli(['twelve', 'd8']), /twelve/);
	});
});

describe('hostile input', () => {
	it('command and option names are own entries only: constructor, toString, __proto__ are unknown', async () => {
		for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
			expectBadInput(await cli([name]), new RegExp(`unknown command "${name}"`));
		for (const name of ['constructor', 'toString', '__proto__'])
			expectBadInput(await cli(['solve', 'W:We3:Bg5', `--${name}`, '1']), new RegExp(`unknown option --${name}`));
	});

	it('daily refuses impossible dates with exit 2', async () => {
		for (const date of ['2026-02-30', '0000-01-01', '9999-99-99', '2026-13-01', '2026-00-10', '2026-04-31', '2100-02-29', '2026-1-1', 'today'])
			expectBadInput(await cli(['daily', date]), new RegExp(`bad date "${date}"`));
		const leap = await cli(['daily', '2028-02-29']);
		expect(leap.code).toBe(0);
		expect(leap.out[0]).toMatch(/^2028-02-29 /);
	});

	it('an error repeats the input on one line, shortened', async () => {
		const withNewlines = await cli(['moves', 'W:Wa1\nB:Bh8\n:x']);
		expectBadInput(withNewlines, /bad FEN "W:Wa1\\nB:Bh8\\n:x"/);
		const huge = await cli(['moves', 'W:W' + 'a1,'.repeat(40_000) + ':B']);
		expectBadInput(huge, /bad FEN "W:Wa1,a1,.*…"/);
		expect(huge.err[0].length).toBeLessThan(300);
		const badMove = await cli(['play', 'start', 'c3-d4\n' + 'x'.repeat(100_000)]);
		expect(badMove.code).toBe(1);
		expect(badMove.err.length).toBe(1);
		expect(badMove.err[0].length).toBeLessThan(400);
		expectBadInput(await cli(['solve', 'start', '--max-moves', '9'.repeat(50_000)]), /--max-moves/);
		expect((await cli(['solve', 'start', '--max-moves', '9'.repeat(50_000)])).err[0].length).toBeLessThan(300);
	});

	it('a batch answers every line, whatever the line breaks and however stdin is cut', async () => {
		const lines = ['start', '', '   ', 'W:Wc3:Bd4', 'junk\u0000\u001b[31m', 'W:Wc3:Bd4'];
		for (const pieces of [[lines.join('\r\n')], lines.join('\n').split(''), ['\ufeff' + lines.join('\n') + '\n']]) {
			const r = await cli(['moves', '-'], pieces);
			const answers = r.stdout.split('\n\n').filter((a) => a !== '');
			expect(answers.length).toBe(lines.length);
			expect(answers[1]).toBe('error: empty line');
			expect(answers[2]).toBe('error: empty line');
			expect(answers[3]).toBe('c3:e5');
			expect(answers[4]).toMatch(/^error: bad FEN "junk\\u0000\\u001b\[31m"/);
			expect(r.code).toBe(2);
		}
	});

	it('a batch line longer than the limit gets one error line, the rest goes on', async () => {
		const r = await cli(['moves', '-'], ['start\n', 'x'.repeat(700_000), 'y'.repeat(700_000), '\nW:Wc3:Bd4\n']);
		expect(r.out).toEqual([...START_MOVES, '', 'error: line too long (more than 1048576 characters)', '', 'c3:e5', '']);
		expect(r.code).toBe(2);
	});

	it('random argument lists: exit 0, 1 or 2, never a stack trace or an internal error, errors on one line', async () => {
		const word = fc.oneof(
			fc.constantFrom(
				'moves',
				'perft',
				'play',
				'solve',
				'winning-moves',
				'daily',
				'pdn',
				'start',
				'-',
				'--max-moves',
				'--aim',
				'--timeout-ms',
				'--tt-mb',
				'1',
				'0',
				'e3-d4',
				'c3-d4',
				'W:Wc3:Bd4',
				'__proto__',
				'constructor',
				'--__proto__',
				'--days',
				'2026-02-30'
			),
			fc.string({ maxLength: 20 })
		);
		await fc.assert(
			fc.asyncProperty(fc.array(word, { maxLength: 5 }), async (argv) => {
				// Keep the solver and perft cheap: they are not what is under test here.
				const safe =
					argv[0] === 'solve' || argv[0] === 'winning-moves'
						? [...argv, '--max-moves', '2', '--timeout-ms', '200']
						: argv[0] === 'perft'
							? argv.slice(0, 2).concat('2')
							: argv;
				if (safe[0] === 'pdn' && safe[1] !== '-') return;
				const r = await cli(safe, 'start\n');
				expect([0, 1, 2]).toContain(r.code);
				for (const line of r.err) expect(line).not.toMatch(/internal error|^\s+at /);
				if (r.code === 2 && r.out.length === 0) expect(r.err.length).toBe(1);
			}),
			{ numRuns: 300 }
		);
	}, 120_000);
});

describe('pdn', () => {
	const GAME = (event: string, moves: string) => `[Event "${event}"]\n[Result "*"]\n\n${moves}\n\n`;

	it('one line per game: plies and the FEN at the end, or the error; exit 2 if any failed', async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'pdn-'));
		const file = path.join(dir, 'games.pdn');
		writeFileSync(
			file,
			GAME('a', '1.c3-d4 f6-g5 2.g3-f4 *') +
				GAME('b', '1.c3-d4 d4-c5 *') +
				'[Event "c"]\n[GameType "20"]\n1.32-28 *\n\n' +
				GAME('d', '1.c3-d4 (1.e3-f4 f6-g5 2.f4-e5 *') +
				'[FEN "W:Wc3:Bd4"]\n1.c3:e5 *\n'
		);
		const r = await cli(['pdn', file]);
		expect(r.out).toEqual([
			'game 1: 3 plies, B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,f4,g1,h2:Ba7,b6,b8,c7,d6,d8,e7,f8,g5,g7,h6,h8',
			'game 2: error at ply 2: illegal move "d4-c5": there is no black piece on d4',
			'game 3: error: GameType 20 (international draughts) is not supported: only Russian draughts (GameType 25) can be read',
			'game 4: error at ply 4: a variation "(" is never closed by ")"',
			'game 5: 1 plies, B:We5:B'
		]);
		expect(r.code).toBe(2);
		const good = await cli(['pdn', '-'], GAME('a', '1.c3-d4 *'));
		expect(good).toMatchObject({ code: 0, out: ['game 1: 1 plies, B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8'], err: [] });
	});

	it('bad input: no file, an empty text, no argument', async () => {
		expectBadInput(await cli(['pdn', '/no/such/file.pdn']), /cannot read "\/no\/such\/file\.pdn": no such file/);
		expectBadInput(await cli(['pdn', '-'], '  \n'), /empty PDN text/);
		expectBadInput(await cli(['pdn']), /usage: pdn/);
	});

	it('hostile collections: 6,832 move numbers, 4,000 nested variations, 30,000 tiny games', async () => {
		const numbers = await cli(['pdn', '-'], '1.'.repeat(6832));
		expect(numbers.out).toEqual(['game 1: 0 plies, W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8']);
		const nested = await cli(['pdn', '-'], '1.c3-d4 ' + '(1.c3-b4 '.repeat(4000) + ')'.repeat(4000) + ' *');
		expect(nested.out).toEqual(['game 1: error at ply 1: variations nested more than 100 deep']);
		const many = await cli(['pdn', '-'], Array.from({ length: 30_000 }, () => '1.c3-d4 *\n').join(''));
		expect(many.out.length).toBe(30_000);
		expect(many.out[29_999]).toMatch(/^game 30000: 1 plies, B:/);
		expect(many.code).toBe(0);
	}, 120_000);
});

// ---------------------------------------------------------------- the real process

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function spawnCli(args: string[], input = '') {
	const r = spawnSync(process.execPath, ['scripts/cli.js', ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
	return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the real process (node scripts/cli.js)', () => {
	it('moves start: stdout is the 7 moves and nothing else, exit 0, no stderr', () => {
		const r = spawnCli(['moves', 'start']);
		expect(r).toEqual({ code: 0, stdout: START_MOVES.join('\n') + '\n', stderr: '' });
	}, 30_000);

	it('bad input: exit 2, exactly one stderr line, no stack trace, empty stdout', () => {
		for (const args of [['moves', 'W:Wz9'], ['frobnicate'], ['solve', 'W:We3:Bg5', '--max-moves', 'x']]) {
			const r = spawnCli(args);
			expect(r.code, args.join(' ')).toBe(2);
			expect(r.stdout, args.join(' ')).toBe('');
			expect(r.stderr, args.join(' ')).toMatch(/^error: [^\n]+\n$/);
			expect(r.stderr).not.toMatch(/\n\s+at /);
		}
	}, 30_000);

	it('play with an illegal move: exit 1, the earlier ply on stdout, one error line', () => {
		const r = spawnCli(['play', 'start', 'c3-d4', 'e3-f4']);
		expect(r.code).toBe(1);
		expect(r.stdout).toBe('ply 1 c3-d4 B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8\n');
		expect(r.stderr).toMatch(/^error at ply 2: [^\n]+\n$/);
	}, 30_000);

	it('stdout closed early (as by `| head -1`): no stack trace on stderr', async () => {
		const child = spawn(process.execPath, ['scripts/cli.js', 'moves', '-'], { cwd: root });
		let stderr = '';
		child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
		// Read the first chunk, then hang up, like `head` does.
		child.stdout.once('data', () => child.stdout.destroy());
		child.stdin.on('error', () => {});
		child.stdin.end('start\n'.repeat(20000));
		await new Promise((resolve) => child.on('close', resolve));
		expect(stderr).not.toMatch(/\n\s+at /);
		expect(stderr.split('\n').filter((l) => l !== '').length).toBeLessThanOrEqual(1);
	}, 30_000);

	it('solve - from stdin: the batch on stdout, exit 2 for the bad line', () => {
		const r = spawnCli(['solve', '-'], 'W:We3:Bg5\nbad\nW:Wc3:Bd4\n');
		expect(r.code).toBe(2);
		expect(r.stderr).toBe('');
		const lines = r.stdout.split('\n');
		expect(lines.slice(0, 3)).toEqual(['win in 1', 'line: e3-f4 g5:e3', '']);
		expect(lines[3]).toMatch(/^error: /);
		expect(lines.slice(4)).toEqual(['', 'loss in 1', 'line: c3:e5', '', '']);
	}, 30_000);
});
