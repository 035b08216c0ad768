import { readFileSync } from 'node:fs';
import { parseFen, perft, START } from '../../lib/engine';
import { solve, verdictText } from '../../lib/solver/solve';
import { TranspositionTable, DEFAULT_TT_MEGABYTES } from '../../lib/solver/tt';
import { TWELVE_SQUARES, twelvePosition } from '../../lib/solver/twelve';
import { badFen, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';

const POSITIONS = 'tests/fixtures/bench-positions.txt';

function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `bench [--quick]`: perft speed, puzzle verdict times, the 12-against-1 table. */
export async function bench(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { quick: false });
	if (parsed.positional.length) throw new CliError('usage: bench [--quick] (--quick skips the 12-against-1 table)');

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
