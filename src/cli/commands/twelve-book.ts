import { readFileSync, writeFileSync } from 'node:fs';
import { applyMove, legalMoves, makeFen, parseFen, parseMove, sameMove, type Position, moveToString } from '../../lib/engine';
import { solve, verdictText } from '../../lib/solver/solve';
import { TranspositionTable } from '../../lib/solver/tt';
import type { TwelveBook, TwelveBookEntry } from '../../lib/bank/types';
import { TWELVE_SLACK } from '../../lib/bank/types';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { SOLVER_OPTIONS, solverOptions } from '../options';

const TABLE = 'puzzles/twelve-against-one.json';

interface Work {
	square: string;
	ply: number;
	/** The position after White's move, Black to move. */
	after: Position;
	/** The bound the game would search: the moves White still needs along the best line, minus one, plus the slack. */
	maxMoves: number;
	label: string;
}

/**
 * The positions after every White move that leaves the proved best line
 * within its first `depth` White moves, for each winning square: these
 * are the slowest to judge during a game (the most men on the board, the
 * longest wins), so the game looks them up instead of searching.
 */
function work(depth: number): Work[] {
	const table = JSON.parse(readFileSync(TABLE, 'utf8')) as { squares: { square: string; fen: string; verdict: { kind: string; n: number }; line: string[] }[] };
	const out: Work[] = [];
	for (let d = 0; d < depth; d++) {
		for (const row of table.squares) {
			if (row.verdict.kind !== 'win') continue;
			const parsed = parseFen(row.fen);
			if (!parsed.ok) throw new CliError(`${TABLE}: bad FEN for ${row.square}`);
			let pos = parsed.value;
			let ok = true;
			for (let ply = 0; ply < 2 * d && ok; ply++) {
				const m = parseMove(pos, row.line[ply] ?? '');
				if (!m.ok) ok = false;
				else pos = applyMove(pos, m.value);
			}
			const best = parseMove(pos, row.line[2 * d] ?? '');
			if (!ok || !best.ok) continue;
			for (const m of legalMoves(pos)) {
				if (sameMove(m, best.value)) continue;
				out.push({ square: row.square, ply: 2 * d, after: applyMove(pos, m), maxMoves: row.verdict.n - d - 1 + TWELVE_SLACK, label: moveToString(m) });
			}
		}
	}
	return out;
}

/** `twelve-book [--depth D] [--timeout-ms T] [--out FILE]`: verdicts of the moves off the best line near the start of each winning square. */
export async function twelveBook(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { ...SOLVER_OPTIONS, out: true, depth: true });
	if (parsed.positional.length)
		throw new CliError('usage: twelve-book [--depth D] (White moves from the start, default 2) [--timeout-ms T] (per position) [--out FILE]');
	const options = solverOptions(parsed, { timeoutMs: 60_000 });
	const depth = intOption(parsed, 'depth', 2, 1, 10);
	const out = parsed.options.get('out');
	const book: TwelveBook = {
		kind: 'twelve-book',
		computedBy: `npm run -s cli -- twelve-book --depth ${depth} --out src/lib/features/twelve/book.json`,
		slack: TWELVE_SLACK,
		positions: []
	};
	for (const w of work(depth)) {
		// A fresh table per position: each answer stands on its own search.
		const r = solve(w.after, { ...options, maxMoves: w.maxMoves, tt: new TranspositionTable(options.ttMegabytes ?? 64) });
		io.out(`${w.square} ply ${w.ply} ${w.label}: Black ${verdictText(r.verdict)}`);
		io.err(`${w.square} ${w.label}: ${r.nodes} nodes, ${Math.round(r.ms)} ms`);
		const entry: TwelveBookEntry = { fen: makeFen(w.after), maxMoves: w.maxMoves, verdict: r.verdict, line: r.line.map(moveToString) };
		book.positions.push(entry);
		// Written after each position, so an interrupted run keeps what it proved.
		if (out) writeFileSync(out, JSON.stringify(book, null, '\t') + '\n');
	}
	return EXIT_OK;
}
