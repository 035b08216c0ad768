import { writeFileSync } from 'node:fs';
import { applyMove, makeFen, type Move, type Position, moveToString } from '../../lib/engine';
import { solve, verdictText, type Verdict } from '../../lib/solver/solve';
import { TranspositionTable } from '../../lib/solver/tt';
import { TWELVE_SQUARES, twelvePosition } from '../../lib/solver/twelve';
import { parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { SOLVER_OPTIONS, solverOptions } from '../options';

export interface TwelveRow {
	square: string;
	fen: string;
	verdict: Verdict;
	/** Best play in full notation: White's fastest win against Black's longest defence (or the reverse). */
	line: string[];
	/** How the proved line ends: the winner to move with no pieces, or with pieces all blocked. */
	ending: 'no-pieces' | 'blocked' | null;
}

function ending(pos: Position, line: Move[]): TwelveRow['ending'] {
	if (!line.length) return null;
	const end = line.reduce(applyMove, pos);
	return (end.whiteToMove ? end.white : end.black) === 0 ? 'no-pieces' : 'blocked';
}

/** `twelve [--timeout-ms T] [--out FILE]`: the 12-against-1 table, one square per line. */
export async function twelve(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { ...SOLVER_OPTIONS, out: true });
	if (parsed.positional.length) throw new CliError('usage: twelve [--timeout-ms T] (per square) [--out FILE]');
	const options = solverOptions(parsed);
	const tt = new TranspositionTable(options.ttMegabytes);
	const rows: TwelveRow[] = [];
	for (const square of TWELVE_SQUARES) {
		const pos = twelvePosition(square);
		const r = solve(pos, { ...options, tt });
		io.out(`${square} ${verdictText(r.verdict)}`);
		io.err(`${square}: ${r.nodes} nodes, ${Math.round(r.ms)} ms`);
		rows.push({ square, fen: makeFen(pos), verdict: r.verdict, line: r.line.map(moveToString), ending: ending(pos, r.line) });
	}
	const out = parsed.options.get('out');
	if (out) {
		const data = {
			kind: 'twelve-table',
			task: "12 against 1: White's twelve men on their start squares, one Black man, White to move, giveaway aim",
			computedBy: 'npm run -s cli -- twelve --out puzzles/twelve-against-one.json',
			squares: rows
		};
		writeFileSync(out, JSON.stringify(data, null, '\t') + '\n');
		io.err(`written ${out}`);
	}
	return EXIT_OK;
}
