/**
 * `engine deep-wins [--count K] [--seed S] [--levels A-B --movetime MS]
 * [--out FILE] [--jobs J]`: the set of deep wins from level 6 self-play,
 * or with `--levels` from games between levels A-B (each side's drawn
 * per game, MS a move as a node budget), src/lab/deep-wins.ts; one line
 * per position in game order, until K are found; positions of the bank
 * are left out. `engine deep-wins --check FILE [--movetime MS] [--level L]
 * [--jobs J]`: the engine's move in each (MS a move as a node budget) and
 * whether it keeps the win; last line
 * `K of N positions: a winning move (X%)`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { makeFen, moveToString, parseFen } from '../../lib/engine';
import { loadBank } from '../../lib/bank/load-node';
import { DEEP_WIN_DEFAULTS, deepWinLine, deepWinsOfGame, parseDeepWinLine, type DeepWin, type DeepWinOptions } from '../../lab/deep-wins';
import { STRONGEST } from '../../lib/engine-player/levels';
import { Player } from '../../lib/engine-player/player';
import { intOption, parseArgs, type Parsed } from '../args';
import { clip } from '../../lib/i18n/errors';
import { CliError, EXIT_OK, type Io } from '../io';
import { canUseWorkers, WorkerPool } from '../pool';
import { engineTables, levelOption, movetimeOption } from './options';
import { diskLoader } from '../../lib/tablebase/files-node';
import { TableSet } from '../../lib/tablebase/table';

const USAGE =
	'usage: engine deep-wins [--count K] [--seed S] [--levels A-B --movetime MS] [--out FILE] [--jobs J] | engine deep-wins --check FILE [--movetime MS] [--level L] [--jobs J]';

export type DeepWinsSetup = Omit<DeepWinOptions, 'tablebase'>;

/** A worker thread's (or this thread's) game runner. */
export function deepWinsRunner(setup: DeepWinsSetup): (task: { game: number }) => DeepWin[] {
	const options: DeepWinOptions = { ...setup, tablebase: new TableSet(diskLoader('.')) };
	return ({ game }) => deepWinsOfGame(game, options);
}

export async function deepWinsCommand(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { count: true, seed: true, out: true, jobs: true, check: true, movetime: true, level: true, levels: true });
	if (parsed.positional.length) throw new CliError(USAGE);
	const jobs = canUseWorkers() ? intOption(parsed, 'jobs', Math.min(2, availableParallelism()), 1, 64) : 1;
	const check = parsed.options.get('check');
	if (check !== undefined) return checkSet(check, { movetimeMs: movetimeOption(parsed), level: levelOption(parsed, 'level', STRONGEST) }, jobs, io);

	const count = intOption(parsed, 'count', 120, 1, 100_000);
	const seed = intOption(parsed, 'seed', 1, 0, 2 ** 32 - 1);
	const levels = levelsOption(parsed);
	const setup: DeepWinsSetup = { seed, ...DEEP_WIN_DEFAULTS, ...(levels ? { levels: { ...levels, movetimeMs: movetimeOption(parsed) } } : {}) };
	const { bank } = loadBank();
	const inBank = new Set(bank.puzzles.map((p) => p.fen));
	const seen = new Set<string>();
	const found: DeepWin[] = [];
	const results = new Map<number, DeepWin[]>();
	let next = 0;
	const t0 = performance.now();
	const take = () => {
		// Strictly in game order, so any number of threads gives the same set.
		while (results.has(next) && found.length < count) {
			for (const d of results.get(next)!) {
				if (found.length >= count || seen.has(d.fen) || inBank.has(d.fen)) continue;
				seen.add(d.fen);
				found.push(d);
				io.out(deepWinLine(d));
			}
			results.delete(next);
			next++;
			io.err(`${((performance.now() - t0) / 1000).toFixed(0)} s: ${next} games, ${found.length} positions`);
		}
	};
	const maxGames = count * 50;
	if (jobs > 1) {
		const pool = new WorkerPool<{ game: number }, DeepWin[]>({ role: 'deep-wins-game', init: setup }, jobs);
		try {
			// Keep a few games in flight per thread; stop sending once enough are found.
			let sent = 0;
			const inFlight = new Set<Promise<void>>();
			while (found.length < count && sent < maxGames) {
				while (inFlight.size < 2 * jobs && sent < maxGames) {
					const game = sent++;
					const p: Promise<void> = pool.run({ game }).then((r) => {
						results.set(game, r);
						take();
						inFlight.delete(p);
					});
					inFlight.add(p);
				}
				await Promise.race(inFlight);
			}
			await Promise.all(inFlight);
		} finally {
			await pool.close();
		}
	} else {
		const run = deepWinsRunner(setup);
		for (let game = 0; found.length < count && game < maxGames; game++) {
			results.set(game, run({ game }));
			take();
		}
	}
	const out = parsed.options.get('out');
	if (out) {
		const made = setup.levels
			? `games between levels ${setup.levels.min}-${setup.levels.max} at ${setup.levels.movetimeMs} ms a move: engine deep-wins --count ${count} --seed ${seed} --levels ${setup.levels.min}-${setup.levels.max} --movetime ${setup.levels.movetimeMs}`
			: `engine self-play: engine deep-wins --count ${count} --seed ${seed}`;
		const header = `# Deep wins from ${made} (FEN, claim, every move keeping a win within 12, legal moves)`;
		writeFileSync(out, [header, ...found.map(deepWinLine)].join('\n') + '\n');
	}
	return EXIT_OK;
}

/** `--levels A-B`: the range each side's level is drawn from (1 <= A <= B <= 8), or undefined without the option. */
function levelsOption(parsed: Parsed): { min: number; max: number } | undefined {
	const raw = parsed.options.get('levels');
	if (raw === undefined) return undefined;
	const m = /^(\d)-(\d)$/.exec(raw);
	const min = m ? Number(m[1]) : 0;
	const max = m ? Number(m[2]) : 0;
	if (!m || min < 1 || max > STRONGEST || min > max)
		throw new CliError(`option --levels needs two levels A-B with 1 <= A <= B <= ${STRONGEST}, got "${clip(raw)}"`);
	return { min, max };
}

export function readDeepWins(path: string): DeepWin[] {
	let text: string;
	try {
		text = readFileSync(path, 'utf8');
	} catch (e) {
		throw new CliError(`cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
	}
	const out: DeepWin[] = [];
	for (const [i, line] of text.split('\n').entries()) {
		if (!line.trim() || line.startsWith('#')) continue;
		const d = parseDeepWinLine(line);
		if (!d) throw new CliError(`${path}:${i + 1}: expected FEN, claim, winning moves and legal count, tab-separated`);
		out.push(d);
	}
	return out;
}

export interface CheckSetup {
	movetimeMs: number;
	level: number;
}

/**
 * A thread's checker: the engine's move in one position of the set, thinking
 * the time a move as a node budget (as a match does), so the figure is the
 * same on a busy machine; the line to print and whether the move wins.
 */
export function deepWinsChecker(setup: CheckSetup, tablebase?: TableSet): (d: DeepWin) => { line: string; wins: boolean } {
	const player = new Player();
	return (d) => {
		const r = parseFen(d.fen);
		if (!r.ok) throw new CliError(`bad FEN ${d.fen}`);
		const t = player.think(r.value, { movetimeMs: setup.movetimeMs, level: setup.level, nodesOnly: true, tablebase });
		const move = t.move ? moveToString(t.move) : 'none';
		const wins = d.winning.includes(move);
		return { line: `${makeFen(r.value)} win in ${d.n}: ${move} ${wins ? 'wins' : 'does not win'} (${d.winning.length} of ${d.legal} win)`, wins };
	};
}

async function checkSet(path: string, setup: CheckSetup, jobs: number, io: Io): Promise<number> {
	const set = readDeepWins(path);
	let results: { line: string; wins: boolean }[];
	if (jobs > 1) {
		const pool = new WorkerPool<DeepWin, { line: string; wins: boolean }>({ role: 'deep-wins-check', init: setup }, jobs);
		try {
			let done = 0;
			const t0 = performance.now();
			results = await Promise.all(
				set.map((d) =>
					pool.run(d).then((r) => {
						io.err(`${((performance.now() - t0) / 1000).toFixed(0)} s: ${++done} of ${set.length} positions`);
						return r;
					})
				)
			);
		} finally {
			await pool.close();
		}
	} else {
		const check = deepWinsChecker(setup, engineTables(io));
		results = set.map(check);
	}
	let good = 0;
	for (const r of results) {
		if (r.wins) good++;
		io.out(r.line);
	}
	io.out(`${good} of ${set.length} positions: a winning move (${((100 * good) / Math.max(1, set.length)).toFixed(1)}%)`);
	return EXIT_OK;
}
