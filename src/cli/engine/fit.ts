/**
 * `engine fit [--seed S] [--out FILE] [--games G] [--nodes N] [--rounds R] [--tablebase N] [--bank N] [--ridge R]`:
 * fits the evaluation's weights (src/lab/fit.ts) to labelled
 * positions made here and now: the endgame tables, the bank's proved
 * puzzles (every position of each solution line) and self-play games (the
 * solver's verdict where it proves one, else the game's result). Rounds
 * after the first play again with the weights just fitted. Deterministic
 * for a seed: every budget is a node count. Prints the figures (held-out
 * log-loss per phase and per source) and writes the weights file.
 */
import { writeFileSync } from 'node:fs';
import { parseFen, parseMove, applyMove, type Position } from '../../lib/engine';
import { loadBank } from '../../lib/bank/load-node';
import { quietSample, selfPlaySamples, tablebaseSamples } from '../../lab/dataset';
import { Evaluator, STARTING_WEIGHTS } from '../../lib/engine-player/eval';
import { FEATURE_NAMES } from '../../lib/engine-player/features';
import { fitLogistic, logLoss, phaseOf, type Phase, type Sample } from '../../lab/fit';
import { rng } from '../../lib/random';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { engineTables } from './options';

/** Every position of every giveaway puzzle's solution, labelled for its side to move (the winner moves at even plies). */
function bankSamples(): Sample[] {
	const { bank, errors } = loadBank();
	if (errors.length) throw new CliError('the bank has errors; run: npm run -s cli -- bank --check');
	const out: Sample[] = [];
	for (const p of bank.puzzles) {
		if (p.aim !== 'giveaway') continue;
		const r = parseFen(p.fen);
		if (!r.ok) continue;
		let pos: Position = r.value;
		const first = quietSample(pos, 1, 'bank');
		if (first) out.push(first);
		for (let i = 0; i < p.solution.length; i++) {
			const m = parseMove(pos, p.solution[i]);
			if (!m.ok) break;
			pos = applyMove(pos, m.value);
			const s = quietSample(pos, i % 2 === 1 ? 1 : 0, 'bank');
			if (s) out.push(s);
		}
	}
	return out;
}

/** At most n of the samples, a seeded choice, in their order (the bank is many near-alike puzzle positions). */
function subset(samples: Sample[], n: number, random: () => number): Sample[] {
	if (samples.length <= n) return samples;
	const keep = new Set<number>();
	while (keep.size < n) keep.add(Math.floor(random() * samples.length));
	return samples.filter((_, i) => keep.has(i));
}

interface Split {
	train: Sample[];
	held: Sample[];
}

function split(samples: Sample[], held: (i: number) => boolean): Split {
	const out: Split = { train: [], held: [] };
	samples.forEach((s, i) => (held(i) ? out.held : out.train).push(s));
	return out;
}

function figures(weights: ArrayLike<number>, held: Sample[]): string[] {
	const lines: string[] = [];
	const coin = (s: Sample[]) => logLoss(new Array(FEATURE_NAMES.length).fill(0), s);
	const row = (name: string, s: Sample[]) =>
		s.length ? `${name}: ${s.length} positions, log-loss ${logLoss(weights, s).toFixed(4)} (a coin: ${coin(s).toFixed(4)})` : `${name}: no positions`;
	lines.push(row('held out, all', held));
	for (const phase of ['opening', 'middle', 'end'] as Phase[])
		lines.push(
			row(
				`held out, ${phase}`,
				held.filter((s) => phaseOf(s.pieces) === phase)
			)
		);
	for (const source of ['tablebase', 'bank', 'solver', 'self-play'] as Sample['source'][])
		lines.push(
			row(
				`held out, ${source}`,
				held.filter((s) => s.source === source)
			)
		);
	return lines;
}

export async function fitCommand(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { seed: true, out: true, games: true, nodes: true, rounds: true, tablebase: true, bank: true, ridge: true });
	if (parsed.positional.length)
		throw new CliError('usage: engine fit [--seed S] [--out FILE] [--games G] [--nodes N] [--rounds R] [--tablebase N] [--bank N] [--ridge R]');
	const seed = intOption(parsed, 'seed', 1, 0, 2 ** 32 - 1);
	const games = intOption(parsed, 'games', 800, 1, 100_000);
	const nodes = intOption(parsed, 'nodes', 3000, 100, 10_000_000);
	const rounds = intOption(parsed, 'rounds', 2, 1, 10);
	const tbCount = intOption(parsed, 'tablebase', 15_000, 0, 10_000_000);
	const bankCap = intOption(parsed, 'bank', 8000, 0, 10_000_000);
	const ridgeText = parsed.options.get('ridge') ?? '0.01';
	const ridge = Number(ridgeText);
	if (!/^\d+(\.\d+)?(e-?\d+)?$/.test(ridgeText) || !(ridge >= 0 && ridge <= 10))
		throw new CliError(`--ridge must be a number from 0 to 10, got "${ridgeText}"`);
	const out = parsed.options.get('out');
	const t0 = performance.now();
	const tables = engineTables(io);
	const log = (text: string) => io.err(`${((performance.now() - t0) / 1000).toFixed(0)} s: ${text}`);

	const random = rng(seed);
	const heldOut = () => random() < 0.15;
	const tb = split(tablebaseSamples(tables, tbCount, seed), heldOut);
	log(`${tb.train.length + tb.held.length} positions from the tables`);
	const bank = split(subset(bankSamples(), bankCap, random), heldOut);
	log(`${bank.train.length + bank.held.length} positions from the bank's proofs`);

	let evaluator = new Evaluator(STARTING_WEIGHTS);
	let weights: number[] = [];
	const play: Split = { train: [], held: [] };
	for (let round = 0; round < rounds; round++) {
		const played = selfPlaySamples({
			games,
			seed: (seed * 31 + round) >>> 0,
			nodes,
			solverNodes: 4000,
			solvePieces: 10,
			evaluator,
			tablebase: tables,
			onGame: (g) => g % 20 === 0 && log(`round ${round + 1}: ${g} of ${games} self-play games`)
		});
		// Whole games are held out, so no position is judged on a twin from its own game.
		const heldGames = new Set<number>();
		for (let g = 0; g < games; g++) if (heldOut()) heldGames.add(g);
		played.samples.forEach((s, i) => (heldGames.has(played.game[i]) ? play.held : play.train).push(s));
		log(`round ${round + 1}: ${played.samples.length} self-play positions`);
		weights = fitLogistic([...tb.train, ...bank.train, ...play.train], { ridge });
		evaluator = new Evaluator(weights);
		log(`round ${round + 1}: fitted`);
	}
	const held = [...tb.held, ...bank.held, ...play.held];
	const train = tb.train.length + bank.train.length + play.train.length;
	const report = [`fitted ${FEATURE_NAMES.length} weights on ${train} positions, ${held.length} held out (seed ${seed})`, ...figures(weights, held)];
	io.out(report.join('\n'));
	if (out) {
		const file = {
			features: FEATURE_NAMES,
			weights: weights.map((w) => Math.round(w * 1e6) / 1e6),
			fit: {
				command: `engine fit --seed ${seed} --games ${games} --nodes ${nodes} --rounds ${rounds} --tablebase ${tbCount} --bank ${bankCap} --ridge ${ridgeText}`,
				figures: report
			}
		};
		writeFileSync(out, JSON.stringify(file, null, '\t') + '\n');
		log(`wrote ${out}`);
	}
	return EXIT_OK;
}
