import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseFen } from '../../lib/engine';
import { loadBank } from '../../lib/bank/load-node';
import { bankFiles, canonicalKey, DEFAULT_GENERATE_OPTIONS, generatePuzzles, type GenerateOptions } from '../../lib/bank/generate';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';

const USAGE =
	'usage: generate [--count N] [--seed S] [--out DIR] [--min-n N] [--max-n N] [--solve-nodes X] [--unique-nodes X] ' +
	'[--verify-nodes X] [--per-signature K] [--per-theme-set K] [--per-n K] [--per-game K] [--game-gap G] [--max-games G] [--endgame-percent P] [--tt-mb M] [--bank PATH] [--quiet]';

/**
 * `generate [options]`: find puzzles (the side to move wins by force with
 * one first move only) in random and engine-guided games. Prints one line
 * per puzzle: `ID DIFFICULTY CLAIM FEN THEMES` (tab-separated); with --out
 * writes the puzzle files (difficulty-1.json ... difficulty-5.json) there.
 * Positions already in the bank at --bank (default puzzles/, generated
 * puzzles excepted), or their colour-reversed images, are left out.
 */
export async function generate(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, {
		count: true,
		seed: true,
		out: true,
		'min-n': true,
		'max-n': true,
		'solve-nodes': true,
		'unique-nodes': true,
		'verify-nodes': true,
		'per-signature': true,
		'per-game': true,
		'per-theme-set': true,
		'per-n': true,
		'game-gap': true,
		'max-games': true,
		'endgame-percent': true,
		'tt-mb': true,
		bank: true,
		quiet: false
	});
	if (parsed.positional.length) throw new CliError(USAGE);
	const d = DEFAULT_GENERATE_OPTIONS;
	const minN = intOption(parsed, 'min-n', d.minN, 1, 20);
	const options: Partial<GenerateOptions> = {
		count: intOption(parsed, 'count', d.count, 1, 100_000),
		seed: intOption(parsed, 'seed', d.seed, 0, 2 ** 32 - 1),
		minN,
		maxN: intOption(parsed, 'max-n', d.maxN, minN, 20),
		solveNodes: intOption(parsed, 'solve-nodes', d.solveNodes, 1),
		uniqueNodes: intOption(parsed, 'unique-nodes', d.uniqueNodes, 1),
		verifyNodes: intOption(parsed, 'verify-nodes', d.verifyNodes, 1),
		perSignature: intOption(parsed, 'per-signature', d.perSignature, 0),
		perGame: intOption(parsed, 'per-game', d.perGame, 1),
		perThemeSet: intOption(parsed, 'per-theme-set', d.perThemeSet, 0),
		perN: intOption(parsed, 'per-n', d.perN, 0),
		gameGap: intOption(parsed, 'game-gap', d.gameGap, 0),
		maxGames: intOption(parsed, 'max-games', d.maxGames, 1),
		endgameShare: intOption(parsed, 'endgame-percent', Math.round(d.endgameShare * 100), 0, 100) / 100,
		ttMegabytes: intOption(parsed, 'tt-mb', d.ttMegabytes, 1, 4096)
	};
	const out = parsed.options.get('out');
	const exclude: string[] = [];
	const bankPath = parsed.options.get('bank') ?? 'puzzles';
	const outDir = out ? resolve(out) : null;
	const { bank } = loadBank(bankPath);
	for (const p of bank.puzzles) {
		if (/^gen-\d+$/.test(p.id)) continue; // our own earlier output is replaced, not avoided
		const r = parseFen(p.fen);
		if (r.ok) exclude.push(canonicalKey(r.value));
	}
	const quiet = parsed.options.has('quiet');
	const t0 = performance.now();
	const { puzzles, stats } = generatePuzzles({ ...options, exclude, log: quiet ? undefined : (line) => io.err(line) });
	const seconds = (performance.now() - t0) / 1000;
	const files = bankFiles(puzzles);
	for (const f of files)
		for (const p of f.data.puzzles) io.out([p.id, p.difficulty, p.claim, p.fen, p.themes.join(',')].join('\t'));
	io.err(
		`${puzzles.length} puzzles from ${stats.games} games, ${stats.positions} positions, ${stats.screened} screened, ` +
			`${stats.winsFound} wins, ${stats.uniqueProved} unique in ${seconds.toFixed(1)} s; rejected: ` +
			Object.entries(stats.rejected)
				.map(([k, v]) => `${k} ${v}`)
				.join(', ') +
			'; seconds per stage: ' +
			Object.entries(stats.ms)
				.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
				.join(', ')
	);
	if (outDir) {
		mkdirSync(outDir, { recursive: true });
		// A level left empty this time must not keep an earlier run's file.
		for (let level = 1; level <= 5; level++) rmSync(join(outDir, `difficulty-${level}.json`), { force: true });
		for (const f of files) {
			writeFileSync(join(outDir, f.name), JSON.stringify(f.data, null, '\t') + '\n');
			io.err(`written ${join(out!, f.name)} (${f.data.puzzles.length} puzzle${f.data.puzzles.length === 1 ? '' : 's'})`);
		}
	}
	return EXIT_OK;
}
