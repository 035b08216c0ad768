/** Helpers for the generator's tests. */
import { applyMove, flipBoard, legalMoves, makeFen, mirror, type Move, type Position, moveToString } from '../engine';
import { fen } from '../engine/internal';
import { solve } from '../solver/solve';

export function move(pos: Position, text: string): Move {
	const m = legalMoves(pos).find((x) => moveToString(x) === text);
	if (!m) throw new Error(`no move ${text} in ${makeFen(pos)}`);
	return m;
}

/** The key move and best line the solver finds. */
export function solved(text: string): { pos: Position; key: Move; line: Move[] } {
	const pos = fen(text);
	const r = solve(pos, { maxMoves: 10 });
	return { pos, key: r.line[0], line: r.line };
}

/** The same move on the colour-reversed board. */
export function mirrorMove(pos: Position, m: Move): Move {
	const found = legalMoves(mirror(pos)).find((x) => x.from === 31 - m.from && x.to === 31 - m.to && x.captured === flipBoard(m.captured));
	if (!found) throw new Error('no mirrored move');
	return found;
}

/** A line played on the colour-reversed board. */
export function mirrorLine(pos: Position, line: readonly Move[]): Move[] {
	let p = pos;
	return line.map((m) => {
		const mm = mirrorMove(p, m);
		p = applyMove(p, m);
		return mm;
	});
}

/** Small budgets: a few puzzles in seconds. */
export const SMALL = { maxN: 6, solveNodes: 3_000, deepNodes: 0, verifyNodes: 30_000, endgameShare: 1, ttMegabytes: 4 };
