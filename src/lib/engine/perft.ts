/**
 * Perft: the number of leaf nodes of the legal-move tree, the standard test
 * of a move generator. Bulk counting: at depth 1 the moves are counted, not
 * made. One MoveList per ply, positions passed as numbers: no allocation.
 */
import { applyListed, countMoves, generateMoves, MoveList, NEXT } from './movegen';
import type { Position } from './position';

const lists: MoveList[] = [];

function listAt(ply: number): MoveList {
	while (lists.length <= ply) lists.push(new MoveList());
	return lists[ply];
}

function perftRec(white: number, black: number, kings: number, wtm: boolean, depth: number, ply: number): number {
	const list = listAt(ply);
	if (depth === 1) return countMoves(white, black, kings, wtm, list);
	const n = generateMoves(white, black, kings, wtm, list);
	let total = 0;
	for (let i = 0; i < n; i++) {
		applyListed(white, black, kings, wtm, list, i);
		total += perftRec(NEXT.white, NEXT.black, NEXT.kings, !wtm, depth - 1, ply + 1);
	}
	return total;
}

export function perft(pos: Position, depth: number): number {
	if (depth <= 0) return 1;
	return perftRec(pos.white | 0, pos.black | 0, pos.kings | 0, pos.whiteToMove, depth, 0);
}
