import { readFileSync } from 'node:fs';
import type { TwelveSquare } from '../../lib/bank/types';
import { decodeTree, type ProvedTree } from '../../lib/puzzle/twelve-tree';
import { SQUARE_NAMES } from '../../lib/engine';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { gameSolver, scriptedGame, type ScriptedMove } from '../twelve/scripted-games';

const TABLE = 'puzzles/twelve-against-one.json';
const TREE = 'src/lib/features/twelve/proved-tree.bin';
const USAGE = 'usage: twelve-games [--squares S,S...] (default f8,h8,c5,a7,c7) [--turns T] (default 60) [--no-tree] [--fens | --positions]';

/** A tried move's note as printed: `best`, `slower by K`, `spoiled (Black wins in N)`, `at most N`, `unproved`, `not proved`. */
function noteText(m: ScriptedMove): string {
	const n = m.note;
	if (!n) return 'none';
	switch (n.kind) {
		case 'best':
			return 'best';
		case 'slower':
			return `slower by ${n.by}`;
		case 'spoiled':
			return `spoiled (Black wins in ${n.opponentWinsIn})`;
		case 'bound':
			return `at most ${n.atMost}`;
		case 'unproved':
			return 'unproved';
		case 'not-proved':
			return 'not proved';
	}
}

/**
 * `twelve-games [--squares S,...] [--turns T] [--no-tree] [--fens | --positions]`: the
 * scripted games of 12 against 1 (src/cli/twelve/scripted-games.ts), played
 * in the CLI with the app's game and the shipped proved tree, every search
 * to its end. Per tried move: `S turn K MOVE: NOTE (SOURCE)` with SOURCE
 * `line`, `tree`, `search N nodes` or `end`; `--fens` prints instead the
 * position after each move a search answered or left unknown (Black to move), one a line:
 * the off-line positions, ready for `solve -`; `--positions` the position
 * of each turn (White to move), once each, the first time a game reaches
 * it: what `twelve-tree --follow` reads.
 */
export async function twelveGames(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { squares: true, turns: true, 'no-tree': false, fens: false, positions: false });
	if (parsed.positional.length) throw new CliError(USAGE);
	const table = (JSON.parse(readFileSync(TABLE, 'utf8')) as { squares: TwelveSquare[] }).squares;
	const squares = (parsed.options.get('squares') ?? 'f8,h8,c5,a7,c7').split(',');
	const rows = squares.map((s) => {
		const row = table.find((r) => r.square === s);
		if (!row || row.verdict.kind !== 'win') throw new CliError(`not a winning square of ${TABLE}: ${s}`);
		return row;
	});
	const turns = intOption(parsed, 'turns', 60, 1, 200);
	const fens = parsed.options.has('fens');
	const positions = parsed.options.has('positions') ? new Set<string>() : null;
	if (fens && positions) throw new CliError(USAGE);
	const tree = parsed.options.has('no-tree') ? null : readTree(table);
	const solver = gameSolver();
	for (const row of rows) {
		const t0 = performance.now();
		const { moves, state } = await scriptedGame(row, tree, solver, {
			turns,
			onMove: (m) => {
				if (positions) {
					if (!positions.has(m.before)) io.out(m.before);
					positions.add(m.before);
				} else if (!fens) io.out(`${m.square} turn ${m.turn} ${m.move}: ${noteText(m)} (${m.source === 'search' ? `search ${m.nodes} nodes` : m.source})`);
				else if (m.source === 'search' || m.source === 'heuristic') io.out(m.fen);
				io.err(`${m.square} turn ${m.turn} ${m.move}: ${noteText(m)} (${m.source}, ${m.nodes} nodes, ${Math.round(m.ms)} ms)`);
			}
		});
		io.err(`${row.square}: ${moves.length} moves tried, game ${state}, ${Math.round((performance.now() - t0) / 1000)} s`);
	}
	return EXIT_OK;
}

function readTree(table: readonly TwelveSquare[]): ProvedTree {
	const fens = new Map(table.map((r) => [r.square, r.fen]));
	const decoded = decodeTree(new Uint8Array(readFileSync(TREE)), (square) => fens.get(SQUARE_NAMES[square] ?? '') ?? null);
	if (!decoded.ok) throw new CliError(`${TREE}: ${decoded.error.code}`);
	return decoded.value;
}
