/**
 * Mutation fuzzing of every text surface: FEN, move notation, game text,
 * PDN, the CLI's arguments and batch input, and the progress import. Each
 * surface starts from valid inputs, mutates them (characters, brackets,
 * repeats that build deep nesting, splices, built-in member names) and
 * checks what must hold for any input: no exception, a result that
 * round-trips when accepted, and one-line messages of bounded length when
 * refused. Seeded, so a failure can be replayed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
	applyMove,
	legalMoves,
	makeFen,
	parseFen,
	samePosition,
	sameMove,
	START,
	type Position,
	makeGameText,
	mainlineNotation,
	parseGameText,
	moveToString,
	parseMove,
	makePdnCollection,
	parsePdn,
	readPdnGame,
	splitPdn
} from '../../src/lib/engine';
import { errors } from '../../src/lib/i18n/errors';
import { parseProgressExport, serializeProgress, EXPORT_FORMAT, EXPORT_VERSION } from '../../src/lib/progress/transfer';
import { rng } from '../../src/lib/random';
import { runCli } from '../../src/cli/run';
import type { Io } from '../../src/cli/io';

export interface SurfaceReport {
	surface: string;
	inputs: number;
	accepted: number;
	failures: string[];
}

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const int = (r: Rand, n: number): number => Math.floor(r() * n);

const TOKENS = [
	'(',
	')',
	'{',
	'}',
	'[',
	']',
	';',
	'%',
	'\n',
	'\r\n',
	'"',
	'\\',
	',',
	':',
	'-',
	'x',
	'×',
	'—',
	'.',
	'...',
	'…',
	'1.',
	'12.',
	'1...',
	'!',
	'?',
	'!!',
	'+',
	'=',
	'$1',
	'$99',
	'1-0',
	'0-2',
	'1-1',
	'1/2-1/2',
	'½-½',
	'*',
	'K',
	'W',
	'B',
	'k',
	'start',
	'e3-d4',
	'c3:e5:c7',
	'de5',
	'd:e5',
	'22-17',
	'9x18',
	'е',
	'с',
	'а',
	'х',
	'__proto__',
	'constructor',
	'toString',
	'hasOwnProperty',
	'valueOf',
	'\u0000',
	'\u001b',
	'\u2028',
	'\ufeff',
	'😀',
	'\ud800',
	' ',
	'\t',
	'[FEN "',
	'"]',
	'[Event "x"]\n',
	'0',
	'33',
	'-1',
	'1e9',
	'NaN'
];

/** One to four random edits of a text. */
function mutate(r: Rand, text: string, others: readonly string[]): string {
	let s = text;
	const edits = 1 + int(r, 4);
	for (let e = 0; e < edits; e++) {
		const at = int(r, s.length + 1);
		switch (int(r, 8)) {
			case 0:
				s = s.slice(0, at) + pick(r, TOKENS) + s.slice(at);
				break;
			case 1:
				s = s.slice(0, at) + s.slice(at + 1 + int(r, 8));
				break;
			case 2:
				s = s.slice(0, at) + String.fromCharCode(int(r, 0x500)) + s.slice(at + 1);
				break;
			case 3: {
				// Repeat a piece many times: deep nesting, long runs of numbers.
				const piece = r() < 0.5 ? s.slice(at, at + 1 + int(r, 6)) : pick(r, TOKENS);
				s = s.slice(0, at) + piece.repeat(1 + int(r, r() < 0.1 ? 5000 : 40)) + s.slice(at);
				break;
			}
			case 4: {
				const other = pick(r, others);
				const from = int(r, other.length + 1);
				s = s.slice(0, at) + other.slice(from, from + int(r, 60)) + s.slice(at);
				break;
			}
			case 5:
				s = s.slice(0, at) + s.slice(at).toUpperCase();
				break;
			case 6:
				s = s.slice(0, at);
				break;
			default:
				s = s.slice(0, at) + pick(r, TOKENS) + pick(r, TOKENS) + s.slice(at);
		}
	}
	return s;
}

/** Refusal messages: one line, bounded, in both languages. */
function checkMessages(messages: string[]): void {
	for (const m of messages) {
		if (/[\n\r\u2028\u2029]/.test(m)) throw new Error(`message on several lines: ${JSON.stringify(m.slice(0, 200))}`);
		if (m.length > 3000) throw new Error(`message of ${m.length} characters`);
	}
}

function shown(input: unknown): string {
	const s = typeof input === 'string' ? input : JSON.stringify(input);
	return JSON.stringify(s.length > 160 ? s.slice(0, 160) + '…' : s) + ` (${s.length} chars)`;
}

async function surface(name: string, runs: number, seed: number, one: (r: Rand) => Promise<boolean> | boolean): Promise<SurfaceReport> {
	const r = rng(seed);
	const report: SurfaceReport = { surface: name, inputs: 0, accepted: 0, failures: [] };
	for (let i = 0; i < runs; i++) {
		report.inputs++;
		try {
			if (await one(r)) report.accepted++;
		} catch (e) {
			if (report.failures.length < 10) report.failures.push(e instanceof Error ? e.message.split('\n')[0] : String(e));
		}
	}
	return report;
}

// ---------------------------------------------------------------- seeds

function bankFens(root: string): string[] {
	const out: string[] = [];
	const walk = (dir: string): void => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.name.endsWith('.json')) {
				const text = readFileSync(full, 'utf8');
				for (const m of text.matchAll(/"fen":\s*"([^"]+)"/g)) out.push(m[1]);
			}
		}
	};
	walk(path.join(root, 'puzzles'));
	return out.slice(0, 400);
}

function randomLine(r: Rand, start: Position, plies: number): string[] {
	let pos = start;
	const out: string[] = [];
	for (let i = 0; i < plies; i++) {
		const moves = legalMoves(pos);
		if (!moves.length) break;
		const m = pick(r, moves);
		out.push(moveToString(m));
		pos = applyMove(pos, m);
	}
	return out;
}

function sampleExport(): string {
	const day = (d: number) => `2026-01-${String(d).padStart(2, '0')}`;
	const at = (d: number) => Date.UTC(2026, 0, d, 12);
	return serializeProgress({
		format: EXPORT_FORMAT,
		version: EXPORT_VERSION,
		app: '1.0.0',
		exportedAt: new Date(at(20)).toISOString(),
		schema: 2,
		data: {
			attempts: [
				{ puzzleId: 'a', date: day(5), at: at(5), result: 'failed', timeMs: 5000, moves: ['c3-d4'], hintUsed: false, daily: true },
				{ puzzleId: 'b', date: day(6), at: at(6), result: 'solved', timeMs: 900, moves: ['e3-f4', 'g5:e3'], hintUsed: true, daily: false }
			],
			daily: [{ date: day(5), puzzleId: 'a', firstResult: 'failed', solved: false, attempts: 1, firstAt: at(5), solvedAt: null }],
			reviews: [
				{
					id: 'puzzle:a',
					kind: 'puzzle',
					ref: 'a',
					node: null,
					createdAt: at(5),
					due: at(6),
					stability: 1.5,
					difficulty: 5,
					elapsedDays: 0,
					scheduledDays: 1,
					learningSteps: 0,
					reps: 1,
					lapses: 0,
					state: 1,
					lastReview: at(5)
				}
			],
			twelve: [{ square: 'c5', date: day(6), at: at(6), moves: ['a3-b4'], result: 'won', playerMoves: 8, optimum: 7 }],
			studies: [{ studyId: 'petrov', lastPly: 3, updatedAt: at(6), quiz: [{ node: '2', result: 'failed', at: at(6), attempts: 1 }] }],
			settings: {
				language: 'ru',
				theme: 'dark',
				sound: false,
				orientation: 'auto',
				review: { enabled: true, paused: false },
				training: { rated: true, level: 'harder' }
			},
			ratings: [{ puzzleId: 'b', at: at(6), puzzleRating: 1170, solved: true, rating: 1620.5, rd: 290.1, vol: 0.06, games: 1 }],
			runs: [{ kind: 'storm', date: day(7), startedAt: at(7), at: at(7) + 180_000, score: 9, mistakes: 2, bestCombo: 5 }],
			twelveGames: [{ square: 'f8', at: at(7), game: { square: 'f8', plies: [{ move: 'e3-f4', by: 'user' }], state: 'playing' } }],
			games: [],
			gameReviews: [],
			ownPuzzles: []
		}
	} as Parameters<typeof serializeProgress>[0]);
}

/** Structural edits of parsed JSON: keys named like built-ins, wrong types, deleted keys. */
function mutateJson(r: Rand, value: unknown): unknown {
	const objects: Record<string, unknown>[] = [];
	const walk = (v: unknown): void => {
		if (Array.isArray(v)) v.forEach(walk);
		else if (v && typeof v === 'object') {
			objects.push(v as Record<string, unknown>);
			Object.values(v).forEach(walk);
		}
	};
	walk(value);
	const target = pick(r, objects);
	const keys = Object.keys(target);
	const odd = [null, 0, -1, 1e308, '', 'x'.repeat(300), [], {}, true, '2026-02-30', '\u0000', { __proto__: null }];
	switch (int(r, 4)) {
		case 0:
			Object.defineProperty(target, pick(r, ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'extra']), {
				value: pick(r, odd),
				enumerable: true,
				configurable: true,
				writable: true
			});
			break;
		case 1:
			if (keys.length) target[pick(r, keys)] = pick(r, odd);
			break;
		case 2:
			if (keys.length) delete target[pick(r, keys)];
			break;
		default:
			if (keys.length) target[pick(r, keys)] = JSON.parse(JSON.stringify(target));
	}
	return value;
}

// ---------------------------------------------------------------- surfaces

/** `root`: the checkout, for the seed inputs (the bank's positions, Petrov's game). */
export async function fuzzAll(runs: number, seed = 1, root = process.cwd()): Promise<SurfaceReport[]> {
	const seedRand = rng(seed);
	const fens = ['start', makeFen(START), 'W:Wa1,c3,Ke5:Bb8,Kh2', 'B:W21-32:B1-12', '[FEN "W:W22:B18"]', '"W:Wc3:Bd4."', ...bankFens(root)];
	const positions = fens.map((f) => parseFen(f)).flatMap((p) => (p.ok ? [p.value] : []));
	const moveTexts = positions.slice(0, 60).flatMap((p) => legalMoves(p).map(moveToString));
	const petrov = readFileSync(path.join(root, 'tests/fixtures/petrov-1827.txt'), 'utf8');
	const games = [
		petrov,
		...Array.from({ length: 20 }, () => randomLine(seedRand, START, 40)).map((line) => line.map((m, i) => (i % 2 ? m : `${i / 2 + 1}.${m}`)).join(' '))
	];
	games.push('1.c3-d4 {centre} (1.e3-f4 f6-g5 (1...b6-a5)) b6-a5! 2.d4-c5 ; line comment\nd6:b4 1-1');
	const pdns = [
		makePdnCollection(
			games.slice(1, 6).map((g) => {
				const parsed = parsePdn(g);
				if (!parsed.ok) throw new Error('seed PDN');
				return parsed.value[0];
			})
		),
		'[Event "x"]\n[FEN "W:Wc3:Bd4"]\n1.c3:e5 *\n\n[Event "y"]\n[Aim "giveaway"]\n1.c3-d4 (1.e3-f4) *',
		'W:Wa1:Bh8',
		'% escape\n[GameType "25"]\n1.22-18 11-15 *'
	];
	const exportText = sampleExport();
	if (!parseProgressExport(exportText).ok) throw new Error('seed export does not parse');

	const reports: SurfaceReport[] = [];

	reports.push(
		await surface('FEN', runs, seed + 1, (r) => {
			const input = mutate(r, pick(r, fens), fens);
			const p = parseFen(input);
			if (!p.ok) {
				checkMessages([errors.en.fenError(p.error), errors.ru.fenError(p.error)]);
				return false;
			}
			const again = parseFen(makeFen(p.value));
			if (!again.ok || !samePosition(again.value, p.value) || makeFen(again.value) !== makeFen(p.value))
				throw new Error(`FEN does not round-trip: ${shown(input)}`);
			return true;
		})
	);

	reports.push(
		await surface('move notation', runs, seed + 2, (r) => {
			const pos = pick(r, positions);
			const own = legalMoves(pos).map(moveToString);
			// Its own moves, in full and in short forms (de5, e5), or moves of other positions.
			const base = own.length && r() < 0.8 ? pick(r, own) : pick(r, moveTexts);
			const short = r() < 0.3 ? base[0] + base.slice(-2) : r() < 0.3 ? base.slice(-2) : base;
			const input = r() < 0.3 ? short : mutate(r, short, moveTexts);
			const m = parseMove(pos, input);
			if (!m.ok) {
				checkMessages([errors.en.moveError(m.error), errors.ru.moveError(m.error)]);
				return false;
			}
			if (!legalMoves(pos).some((l) => sameMove(l, m.value))) throw new Error(`accepted an illegal move: ${shown(input)}`);
			const back = parseMove(pos, moveToString(m.value));
			if (!back.ok || !sameMove(back.value, m.value)) throw new Error(`move does not round-trip: ${shown(input)}`);
			return true;
		})
	);

	reports.push(
		await surface('game text', runs, seed + 3, (r) => {
			const input = mutate(r, pick(r, games), games);
			const g = parseGameText(START, input);
			if (!g.ok) {
				checkMessages([errors.en.gameTextError(g.error), errors.ru.gameTextError(g.error)]);
				return false;
			}
			const back = parseGameText(START, makeGameText(g.value));
			if (!back.ok) throw new Error(`printed game does not read back (${errors.en.gameTextError(back.error)}): ${shown(input)}`);
			if (mainlineNotation(back.value).join() !== mainlineNotation(g.value).join() || back.value.result !== g.value.result)
				throw new Error(`game changes when printed and read: ${shown(input)}`);
			return true;
		})
	);

	reports.push(
		await surface('PDN', runs, seed + 4, (r) => {
			const input = mutate(r, pick(r, pdns), [...pdns, ...games]);
			const split = splitPdn(input);
			if (split.ok) for (const source of split.value) readPdnGame(source);
			const p = parsePdn(input);
			if (!p.ok) {
				checkMessages([errors.en.pdnError(p.error), errors.ru.pdnError(p.error), errors.en.pdnErrorReason(p.error)]);
				return false;
			}
			if (!split.ok || split.value.length !== p.value.length) throw new Error(`split and parse disagree: ${shown(input)}`);
			const text = makePdnCollection(p.value);
			const back = parsePdn(text);
			if (!back.ok) throw new Error(`exported PDN does not read back (${errors.en.pdnError(back.error)}): ${shown(input)}`);
			if (back.value.length !== p.value.length) throw new Error(`export changes the number of games: ${shown(input)}`);
			back.value.forEach((g, k) => {
				const o = p.value[k];
				if (
					mainlineNotation(g.moves).join() !== mainlineNotation(o.moves).join() ||
					g.result !== o.result ||
					g.aim !== o.aim ||
					!samePosition(g.start, o.start)
				)
					throw new Error(`game ${k + 1} changes through export: ${shown(input)}`);
			});
			if (makePdnCollection(back.value) !== text) throw new Error(`export is not stable: ${shown(input)}`);
			return true;
		})
	);

	const cliRun = async (argv: string[], stdin: string): Promise<{ code: number; out: string; err: string[] }> => {
		let out = '';
		const err: string[] = [];
		const io: Io = {
			out: (t) => void (out += t + '\n'),
			err: (t) => void err.push(t),
			input: async function* () {
				yield stdin;
			}
		};
		const code = await runCli(argv, io);
		return { code, out, err };
	};
	const WORDS = [
		'moves',
		'play',
		'perft',
		'solve',
		'winning-moves',
		'pdn',
		'daily',
		'-',
		'start',
		'--max-moves',
		'--aim',
		'--timeout-ms',
		'--tt-mb',
		'--days',
		'1',
		'2',
		'russian',
		...fens.slice(0, 8),
		...moveTexts.slice(0, 20)
	];
	reports.push(
		await surface('CLI arguments', Math.ceil(runs / 4), seed + 5, async (r) => {
			const argv = Array.from({ length: int(r, 6) }, () => (r() < 0.6 ? pick(r, WORDS) : mutate(r, pick(r, WORDS), WORDS)));
			// Keep the expensive commands cheap: they are not what is under test.
			if (argv[0] === 'perft') argv.splice(2, argv.length, '2');
			if (argv[0] === 'solve' || argv[0] === 'winning-moves') argv.push('--max-moves', '2', '--timeout-ms', '100', '--tt-mb', '1');
			if (argv[0] === 'pdn') argv.splice(1, argv.length, '-');
			const res = await cliRun(argv, pick(r, pdns));
			if (![0, 1, 2].includes(res.code)) throw new Error(`exit ${res.code}: ${shown(argv)}`);
			for (const line of res.err) {
				if (/internal error/.test(line)) throw new Error(`${line.slice(0, 200)}: ${shown(argv)}`);
				if (/[\n\r]/.test(line)) throw new Error(`stderr line with a line break: ${shown(argv)}`);
			}
			return res.code === 0;
		})
	);

	reports.push(
		await surface('CLI batch (moves -)', Math.ceil(runs / 4), seed + 6, async (r) => {
			const lines = Array.from({ length: 1 + int(r, 8) }, () => (r() < 0.5 ? pick(r, fens) : mutate(r, pick(r, fens), fens)));
			const stdin = lines.join(r() < 0.5 ? '\n' : '\r\n') + (r() < 0.5 ? '\n' : '');
			const expected = stdin === '' ? 0 : stdin.split('\n').length - (stdin.endsWith('\n') ? 1 : 0);
			const res = await cliRun(['moves', '-'], stdin);
			const answers = res.out.split('\n').filter((l) => l === '').length - 1;
			if (answers !== expected) throw new Error(`${expected} lines, ${answers} answers: ${shown(stdin)}`);
			if (res.err.length) throw new Error(`stderr in batch: ${res.err[0].slice(0, 200)}`);
			return res.code === 0;
		})
	);

	const seedExport = JSON.parse(exportText);
	reports.push(
		await surface('progress import', runs, seed + 7, (r) => {
			const input = r() < 0.5 ? mutate(r, exportText, [exportText]) : JSON.stringify(mutateJson(r, structuredClone(seedExport)));
			const p = parseProgressExport(input);
			if (!p.ok) {
				if (!p.error.kind) throw new Error(`refused without an error code: ${shown(input)}`);
				return false;
			}
			const again = parseProgressExport(serializeProgress(p.value));
			if (!again.ok || JSON.stringify(again.value) !== JSON.stringify(p.value)) throw new Error(`accepted file does not round-trip: ${shown(input)}`);
			const known = new Set(Object.keys(seedExport.data));
			for (const key of Object.keys(p.value.data)) if (!known.has(key)) throw new Error(`unknown table kept: ${key}`);
			if (JSON.stringify(p.value).match(/"(__proto__|constructor|toString|valueOf|hasOwnProperty|isPrototypeOf)":/))
				throw new Error(`built-in name kept: ${shown(input)}`);
			return true;
		})
	);

	return reports;
}
