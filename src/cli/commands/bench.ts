import { readFileSync } from 'node:fs';
import { claimMoves } from '../../lib/bank/types';
import { loadBank } from '../../lib/bank/load-node';
import { legalMoves, parseFen, perft, START } from '../../lib/engine';
import { judgeMove, puzzleBound, SLACK, type Judgement } from '../../lib/puzzle/judge';
import { inProcessOracle } from '../../lib/solver/testing';
import { solve, verdictText } from '../../lib/solver/solve';
import { TranspositionTable, DEFAULT_TT_MEGABYTES } from '../../lib/solver/tt';
import { TWELVE_SQUARES, twelvePosition } from '../../lib/solver/twelve';
import { badFen, parseArgs } from '../args';
import { engineBench } from '../engine/bench';
import { evaluatorOf, type Evaluator, type WeightsFile } from '../../lib/engine-player/eval';
import { CliError, EXIT_OK, type Io } from '../io';

const POSITIONS = 'tests/fixtures/bench-positions.txt';

function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The puzzle judge on every legal first move of the bank's puzzles of
 * length up to `maxN` (Storm's are up to 3), as a puzzle page judges it:
 * how many moves keep the win, lose, are proved not to win within the
 * judge's bound, or are left unproved, and how long each judgement took.
 */
async function benchJudge(maxN: number, io: Io): Promise<void> {
	const { bank, errors } = loadBank();
	if (errors.length) throw new CliError(`the bank has errors; run: npm run -s cli -- bank --check`);
	const counts: Record<Judgement['kind'], number> = { correct: 0, wrong: 0, 'no-win': 0, unproved: 0, 'not-judged': 0 };
	const times: number[] = [];
	let puzzles = 0;
	for (const p of bank.puzzles) {
		const n = claimMoves(p.claim);
		if (n > maxN) continue;
		const r = parseFen(p.fen);
		if (!r.ok) throw new CliError(`${p.id}: ${badFen(p.fen, r.error)}`);
		puzzles++;
		for (const move of legalMoves(r.value)) {
			const t0 = performance.now();
			// Off the stored line, as every move but the solution's is: the solver decides.
			const test = { position: r.value, aim: p.aim, move, expected: null, reply: null, needsReply: true, winIn: n, maxMoves: puzzleBound(n) };
			const j = await judgeMove(test, inProcessOracle());
			times.push(performance.now() - t0);
			counts[j.kind]++;
		}
	}
	times.sort((a, b) => a - b);
	io.out(
		`judge: ${times.length} first moves of ${puzzles} puzzles of length 1-${maxN}: ${counts.correct} win, ${counts.wrong} lose, ` +
			`${counts['no-win']} proved not to win within N + ${SLACK - 1}, ${counts.unproved} unproved; ` +
			`median ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.round(times[times.length - 1])} ms`
	);
}

/** `bench [--quick] [--judge N] [--engine]`: perft speed, puzzle verdict times, the 12-against-1 table; or the judge alone. */
export async function bench(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { quick: false, judge: true, engine: false, review: false, eval: true });
	if (parsed.positional.length)
		throw new CliError(
			'usage: bench [--quick] [--judge N] [--engine [--eval FILE]] [--review] (--quick skips the 12-against-1 table; --judge N judges the first moves of puzzles up to N; --engine runs only the engine, with the evaluation of a weights file when given; --review times a game review)'
		);
	if (parsed.options.has('review')) {
		for (const line of (await import('../review/bench')).reviewBench()) io.out(line);
		return EXIT_OK;
	}
	if (parsed.options.has('engine')) {
		const file = parsed.options.get('eval');
		let evaluator: Evaluator | undefined;
		if (file !== undefined) {
			try {
				evaluator = evaluatorOf(JSON.parse(readFileSync(file, 'utf8')) as WeightsFile);
			} catch (e) {
				throw new CliError(`--eval ${file}: ${e instanceof Error ? e.message : String(e)}`);
			}
		}
		for (const line of engineBench(1000, evaluator)) io.out(line);
		return EXIT_OK;
	}
	if (parsed.options.has('eval')) throw new CliError('--eval goes with --engine');
	const judge = parsed.options.get('judge');
	if (judge !== undefined) {
		const maxN = Number(judge);
		if (!Number.isInteger(maxN) || maxN < 1 || maxN > 20) throw new CliError(`--judge: expected a puzzle length from 1 to 20, got ${judge}`);
		await benchJudge(maxN, io);
		return EXIT_OK;
	}

	let t0 = performance.now();
	const nodes = perft(START, 10);
	let ms = performance.now() - t0;
	io.out(`perft start 10: ${nodes} nodes in ${Math.round(ms)} ms, ${Math.round((nodes / ms) * 1000)} nps`);

	const fens = readFileSync(POSITIONS, 'utf8')
		.split('\n')
		.filter((l) => l.trim() && !l.startsWith('#'));
	const times: number[] = [];
	let proved = 0;
	for (const fen of fens) {
		const r = parseFen(fen);
		if (!r.ok) throw new CliError(`${POSITIONS}: ${badFen(fen, r.error)}`);
		// A fresh phone-sized table per position: the cost a user sees.
		const result = solve(r.value, { maxMoves: 10, timeoutMs: 10_000 });
		times.push(result.ms);
		if (result.verdict.kind !== 'unknown') proved++;
	}
	times.sort((a, b) => a - b);
	io.out(
		`puzzle verdicts: ${fens.length} positions (6-12 pieces, wins in 2-8), ${proved} proved, ` +
			`median ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms, max ${Math.round(times[times.length - 1])} ms`
	);
	const tt = new TranspositionTable(DEFAULT_TT_MEGABYTES);
	io.out(`transposition table: ${DEFAULT_TT_MEGABYTES} MB fixed (${tt.entries} entries)`);
	for (const line of engineBench()) io.out(line);

	if (parsed.options.has('quick')) return EXIT_OK;
	t0 = performance.now();
	const big = new TranspositionTable(64);
	for (const square of TWELVE_SQUARES) {
		const r = solve(twelvePosition(square), { tt: big, maxMoves: 20 });
		io.out(`twelve ${square}: ${verdictText(r.verdict)} in ${Math.round(r.ms)} ms`);
	}
	ms = performance.now() - t0;
	io.out(`twelve: all ${TWELVE_SQUARES.length} squares in ${(ms / 1000).toFixed(1)} s`);
	return EXIT_OK;
}
