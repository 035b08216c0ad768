/**
 * Consistency check of a table against its neighbours, position by
 * position, with the engine's moves (all of them, quiet ones too):
 *
 * - no legal move: win in 0;
 * - win in N: some move leads to a loss in N for the opponent (counted in
 *   the opponent's moves: N - 1 of ours remain after its reply) and none
 *   to a shorter loss;
 * - loss in N: every move leads to a win of the opponent, the slowest in N - 1;
 * - draw: no move leads to a lost position, and some move to a draw.
 *
 * Together these prove the table right, given that the tables it reads are
 * right: by induction on the ply count, every labelled win or loss is
 * true and every true win or loss is labelled (so the draws are true too).
 */
import { generateMoves, MoveList } from '../engine';
import { applyListed, NEXT } from '../engine/internal';
import { reverseBits } from './symmetry';
import type { Table, TableSet } from './table';

export interface Inconsistency {
	index: number;
	/** The position, White (the mover) to move. */
	white: number;
	black: number;
	kings: number;
	stored: number;
	expected: number;
}

const list = new MoveList();

/** The value byte the children of a position imply (-1: a table is missing). */
export function valueFromChildren(w: number, b: number, k: number, tables: TableSet): number {
	const n = generateMoves(w, b, k, true, list);
	if (n === 0) return 1;
	let win = 255;
	let loss = 0;
	let draw = false;
	for (let j = 0; j < n; j++) {
		applyListed(w, b, k, true, list, j);
		const cv = tables.valueOf(reverseBits(NEXT.black), reverseBits(NEXT.white), reverseBits(NEXT.kings));
		if (cv < 0) return -1;
		if (cv === 0) draw = true;
		else if ((cv & 1) === 0) win = Math.min(win, cv);
		else loss = Math.max(loss, cv);
	}
	return win < 255 ? win + 1 : draw ? 0 : loss + 1;
}

/**
 * Checks every position of `table` (or those from..to); returns the first
 * `limit` inconsistencies found. `tables` must hold the table itself and
 * every table its moves lead to.
 */
export function verifyTable(table: Table, tables: TableSet, limit = 10, from = 0, to = table.indexer.size): Inconsistency[] {
	const bad: Inconsistency[] = [];
	const { indexer, values } = table;
	for (let i = from; i < to && bad.length < limit; i++) {
		indexer.unindex(i);
		const { white, black, kings } = indexer;
		const expected = valueFromChildren(white, black, kings, tables);
		if (expected !== values[i]) bad.push({ index: i, white, black, kings, stored: values[i], expected });
	}
	return bad;
}
