import { existsSync, mkdirSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseFen } from '../../lib/engine';
import { loadBank } from '../../lib/bank/load-node';
import { formatBankError } from '../../lib/bank/validate';
import type { Accepted } from '../../lib/generator/accept';
import { appendGenerated, Journal, readJournal, type JournalHeader } from '../../lib/generator/files-node';
import { generatePuzzles, type ScreenFn } from '../../lib/generator/generate';
import { canonicalKey, pairKey } from '../../lib/generator/keys';
import { DEFAULT_GENERATE_OPTIONS, type GenerateOptions } from '../../lib/generator/options';
import type { GameResult, GameTask } from '../../lib/generator/screen';
import type { Theme } from '../../lib/bank/types';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import { canUseWorkers, defaultJobs, WorkerPool } from '../pool';

const USAGE =
	'usage: generate [--count N] [--seed S] [--out DIR] [--bank PATH] [--jobs J] [--journal FILE] [--fresh] [--min-n N] [--max-n N] ' +
	'[--solve-nodes X] [--deep-nodes X] [--deep-pieces P] [--deep-plies D] [--verify-nodes X] [--per-signature K] [--per-theme-set K] [--per-n K] [--per-level K] ' +
	'[--per-game K] [--game-gap G] [--max-games G] [--endgame-percent P] [--tt-mb M] [--themes T,T...] [--quiet]';

/** The puzzle themes a generated puzzle can have. */
const GENERATED_THEMES: readonly Theme[] = ['threat', 'constriction', 'sacrifice', 'block', 'king-endgame', 'locked-men', 'many-against-few'];

function themesOption(raw: string | undefined): Theme[] {
	if (raw === undefined) return [];
	const list = raw.split(',').filter(Boolean) as Theme[];
	const bad = list.filter((t) => !GENERATED_THEMES.includes(t));
	if (bad.length || !list.length) throw new CliError(`--themes takes a comma-separated list of ${GENERATED_THEMES.join(', ')}; got "${raw}"`);
	return list;
}

/** Puzzles between two writes of the bank's files (the journal has every one at once). */
const FLUSH_EVERY = 25;

/**
 * `generate [options]`: find new puzzles (the side to move wins by force
 * with one first move only) in random and engine-guided games, on J worker
 * threads (one per core by default). Prints one line per new puzzle:
 * `ID DIFFICULTY CLAIM FEN THEMES` (tab-separated). Positions of the bank at
 * --bank (default puzzles/) and their colour-reversed images are left out,
 * and new ids continue after the bank's highest gen-NNNN. With --out the
 * puzzles are appended to difficulty-N.json there as they come, and a
 * journal (--journal, default OUT/.generate-seed-S.jsonl) records every
 * accepted puzzle and game: the same command run again after an
 * interruption continues from the game it had reached (--fresh starts over).
 */
export async function generate(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, {
		count: true,
		seed: true,
		out: true,
		'min-n': true,
		'max-n': true,
		'solve-nodes': true,
		'deep-nodes': true,
		'deep-pieces': true,
		'deep-plies': true,
		'verify-nodes': true,
		'per-signature': true,
		'per-game': true,
		'per-theme-set': true,
		'per-n': true,
		'per-level': true,
		'game-gap': true,
		'max-games': true,
		'endgame-percent': true,
		'tt-mb': true,
		bank: true,
		jobs: true,
		themes: true,
		journal: true,
		fresh: false,
		quiet: false
	});
	if (parsed.positional.length) throw new CliError(USAGE);
	const d = DEFAULT_GENERATE_OPTIONS;
	const minN = intOption(parsed, 'min-n', d.minN, 1, 20);
	const options: GenerateOptions = {
		count: intOption(parsed, 'count', d.count, 1, 100_000),
		seed: intOption(parsed, 'seed', d.seed, 0, 2 ** 32 - 1),
		minN,
		maxN: intOption(parsed, 'max-n', d.maxN, minN, 20),
		solveNodes: intOption(parsed, 'solve-nodes', d.solveNodes, 1),
		deepNodes: intOption(parsed, 'deep-nodes', d.deepNodes, 0),
		deepPieces: intOption(parsed, 'deep-pieces', d.deepPieces, 0, 24),
		deepPlies: intOption(parsed, 'deep-plies', d.deepPlies, 0),
		verifyNodes: intOption(parsed, 'verify-nodes', d.verifyNodes, 1),
		perSignature: intOption(parsed, 'per-signature', d.perSignature, 0),
		perGame: intOption(parsed, 'per-game', d.perGame, 1),
		perThemeSet: intOption(parsed, 'per-theme-set', d.perThemeSet, 0),
		perN: intOption(parsed, 'per-n', d.perN, 0),
		perLevel: intOption(parsed, 'per-level', d.perLevel, 0),
		gameGap: intOption(parsed, 'game-gap', d.gameGap, 0),
		maxGames: intOption(parsed, 'max-games', d.maxGames, 1),
		endgameShare: intOption(parsed, 'endgame-percent', Math.round(d.endgameShare * 100), 0, 100) / 100,
		ttMegabytes: intOption(parsed, 'tt-mb', d.ttMegabytes, 1, 4096),
		themes: themesOption(parsed.options.get('themes'))
	};
	const jobs = intOption(parsed, 'jobs', defaultJobs(), 1, 64);
	const quiet = parsed.options.has('quiet');
	const out = parsed.options.get('out');
	const outDir = out ? resolve(out) : null;

	// The journal of this run, if an earlier one was interrupted.
	const journalFile = parsed.options.get('journal') ?? (outDir ? join(outDir, `.generate-seed-${options.seed}.jsonl`) : null);
	if (journalFile && parsed.options.has('fresh') && existsSync(journalFile)) unlinkSync(journalFile);
	const { maxGames: _, ...header } = options;
	let resume: { accepted: Accepted[]; nextGame: number } | undefined;
	if (journalFile) {
		let earlier: ReturnType<typeof readJournal>;
		try {
			earlier = readJournal(journalFile);
		} catch (e) {
			throw new CliError(`cannot read the journal: ${(e as Error).message}`);
		}
		if (earlier) {
			const differs = (Object.keys(header) as (keyof JournalHeader)[]).filter((k) => JSON.stringify(earlier.header[k] ?? d[k]) !== JSON.stringify(header[k]));
			if (differs.length)
				throw new CliError(
					`${journalFile} is from a run with other options (${differs.join(', ')}): run it with the same options, or add --fresh to start over`
				);
			resume = { accepted: earlier.accepted, nextGame: earlier.nextGame };
			io.err(`continuing ${journalFile}: ${earlier.accepted.length} puzzles, from game ${earlier.nextGame}`);
		}
	}

	const { bank, errors } = loadBank(parsed.options.get('bank') ?? 'puzzles');
	// The daily order does not matter here (it is extended after a run).
	const blocking = errors.filter((e) => e.file !== 'daily order');
	if (blocking.length) {
		for (const e of blocking) io.err(`error: ${formatBankError(e)}`);
		return EXIT_BAD_INPUT;
	}
	const mine = new Set(resume?.accepted.map((a) => a.puzzle.id));
	const known = { positions: [] as string[], pairs: [] as string[] };
	let highest = 0;
	for (const p of bank.puzzles) {
		const m = /^gen-(\d+)$/.exec(p.id);
		if (m && !mine.has(p.id)) highest = Math.max(highest, Number(m[1]));
		const r = parseFen(p.fen);
		if (r.ok) known.positions.push(canonicalKey(r.value));
		const pair = pairKey(p.fen, p.solution);
		if (pair) known.pairs.push(pair);
	}

	if (outDir) mkdirSync(outDir, { recursive: true });
	if (journalFile) mkdirSync(dirname(resolve(journalFile)), { recursive: true });
	const journal = journalFile ? new Journal(journalFile) : null;
	if (journal && !resume) journal.start(header);
	const threads = jobs > 1 && canUseWorkers() ? jobs : 1;
	const pool = threads > 1 ? new WorkerPool<GameTask, GameResult>({ role: 'screen', init: options }, threads) : null;
	const screen: ScreenFn | undefined = pool ? (task) => pool.run(task) : undefined;
	const t0 = performance.now();
	// An interrupted run may not have written its last puzzles yet.
	const pending: Accepted[] = [...(resume?.accepted ?? [])];
	let found = 0;
	const flush = () => {
		if (!outDir || !pending.length) return;
		for (const [name, n] of appendGenerated(
			outDir,
			pending.splice(0).map((a) => a.puzzle)
		))
			if (!quiet) io.err(`written ${join(out!, name)} (+${n})`);
	};
	let result;
	try {
		result = await generatePuzzles(options, {
			screen,
			inFlight: 2 * threads,
			known,
			firstId: highest + 1,
			resume,
			onGame: (game, kept) => {
				journal?.game(game, kept);
				for (const a of kept) {
					const p = a.puzzle;
					io.out([p.id, p.difficulty, p.claim, p.fen, p.themes.join(',')].join('\t'));
					pending.push(a);
					found++;
					if (!quiet) {
						const minutes = (performance.now() - t0) / 60_000;
						io.err(
							`${p.id} game ${game}: ${p.claim}, level ${p.difficulty}, ${p.themes.join(', ')} (verify ${a.candidate.verifyNodes} nodes); ${found} in ${minutes.toFixed(1)} min, ${(found / minutes).toFixed(1)} per minute`
						);
					}
				}
				if (pending.length >= FLUSH_EVERY) flush();
			}
		});
	} finally {
		await pool?.close();
	}
	flush();
	const seconds = (performance.now() - t0) / 1000;
	const { stats } = result;
	const per = (o: Record<string, number>, f: (v: number) => string) =>
		Object.entries(o)
			.map(([k, v]) => `${k} ${f(v)}`)
			.join(', ');
	io.err(
		`${found} puzzles (${result.accepted.length} with the journal's) from ${stats.games} games in ${seconds.toFixed(1)} s on ${threads} thread${threads > 1 ? 's' : ''}: ` +
			`${(found / (seconds / 60)).toFixed(1)} per minute; ${stats.positions} positions, ${stats.screened} screened, ${stats.winsFound} wins, ${stats.uniqueProved} unique; ` +
			`rejected: ${per(stats.rejected, String)}; million nodes per stage: ${per(stats.nodes, (v) => (v / 1e6).toFixed(1))}; thread seconds per stage: ${per(stats.ms, (v) => (v / 1000).toFixed(1))}`
	);
	return EXIT_OK;
}
