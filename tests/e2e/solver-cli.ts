/** The bundled CLI (docs/cli.md) asked from a test: which moves of a position lose, with the same solver the app uses. */
import { execFileSync } from 'node:child_process';
import { repo } from './built';

function cli(...args: string[]): string {
	return execFileSync('node', ['scripts/cli.js', ...args], { cwd: repo, encoding: 'utf8' });
}

/** A first move after which the opponent wins in a few moves (a "wrong" verdict, not an unproved one), from and to squares. */
export function losingMove(fen: string, maxMoves = 12): { move: string; from: string; to: string; opponentWinsIn: number } {
	const verdicts = cli('winning-moves', fen, '--max-moves', String(maxMoves));
	for (const line of verdicts.trim().split('\n')) {
		const [move, ...rest] = line.split(' ');
		if (rest.join(' ') !== 'no win') continue;
		const after = cli('play', fen, move).trim().split(' ').pop() as string;
		const verdict = /^win in (\d+)/m.exec(cli('solve', after, '--max-moves', String(maxMoves)));
		if (verdict) return { move, from: move.slice(0, 2), to: move.slice(-2), opponentWinsIn: Number(verdict[1]) };
	}
	throw new Error(`no losing first move in ${fen}`);
}

/** The position after `moves` from `fen` (canonical FEN, as the board's `data-fen`). */
export function positionAfter(fen: string, moves: readonly string[]): string {
	if (moves.length === 0) return fen;
	return cli('play', fen, ...moves)
		.trim()
		.split('\n')
		.pop()!
		.split(' ')
		.pop() as string;
}

/** The fastest winning move of the side to move, from and to squares; null when none wins within `maxMoves`. */
export function fastestWin(fen: string, maxMoves = 12): { move: string; from: string; to: string } | null {
	let best: { move: string; n: number } | null = null;
	for (const line of cli('winning-moves', fen, '--max-moves', String(maxMoves)).trim().split('\n')) {
		const m = /^(\S+) win in (\d+)$/.exec(line);
		if (m && (best === null || Number(m[2]) < best.n)) best = { move: m[1], n: Number(m[2]) };
	}
	if (!best) return null;
	const squares = best.move.split(/[-:]/);
	return { move: best.move, from: squares[0], to: squares[squares.length - 1] };
}

/** The solver's verdict for the side to move (`win in N`, `loss in N` or `unknown`), its first line. */
export function solverVerdict(fen: string, maxMoves = 20): string {
	return cli('solve', fen, '--max-moves', String(maxMoves)).split('\n')[0];
}
