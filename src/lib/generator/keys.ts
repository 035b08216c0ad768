/**
 * Keys that tell puzzles apart: a position and its colour-reversed image
 * are one puzzle, and so are two puzzles that reach the same position after
 * their first pair of moves.
 */
import { makeFen, mirror, parseFen, playLine, popcount, type Position } from '../engine';

/**
 * The same key for a position and its colour-reversed image (colours
 * swapped, board turned, the other side to move): the smaller FEN.
 */
export function canonicalKey(pos: Position): string {
	const a = makeFen(pos);
	const b = makeFen(mirror(pos));
	return a < b ? a : b;
}

/**
 * The canonical key of the position after the first two moves of a line
 * (the key move and the first reply), or null when the line is shorter or
 * does not replay.
 */
export function pairKey(fen: string, solution: readonly string[]): string | null {
	const parsed = parseFen(fen);
	if (!parsed.ok || solution.length < 2) return null;
	const line = playLine(parsed.value, solution.slice(0, 2), { drawRules: false });
	return line.ok ? canonicalKey(line.value.game.position) : null;
}

export interface Material {
	ownMen: number;
	ownKings: number;
	oppMen: number;
	oppKings: number;
}

export function material(pos: Position): Material {
	const own = pos.whiteToMove ? pos.white : pos.black;
	const opp = pos.whiteToMove ? pos.black : pos.white;
	return {
		ownMen: popcount(own & ~pos.kings),
		ownKings: popcount(own & pos.kings),
		oppMen: popcount(opp & ~pos.kings),
		oppKings: popcount(opp & pos.kings)
	};
}

/** Material from the mover's side: `3m1k-2m0k`; a position and its mirror agree. */
export function signature(pos: Position): string {
	const m = material(pos);
	return `${m.ownMen}m${m.ownKings}k-${m.oppMen}m${m.oppKings}k`;
}
