/**
 * Perft: the number of leaf nodes of the legal-move tree, the standard test
 * of a move generator. Bulk counting: at depth 1 the moves are counted, not
 * made. One MoveList per ply, positions passed as numbers: no allocation.
 */
import { countMoves, generateMoves, MoveList } from './movegen';
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
		const from = list.from[i];
		const to = list.to[i];
		const cap = list.captured[i];
		const moveBits = (1 << from) ^ (1 << to);
		let w = white;
		let b = black;
		let k = kings;
		if (wtm) {
			w ^= moveBits;
			b &= ~cap;
		} else {
			b ^= moveBits;
			w &= ~cap;
		}
		if ((k & (1 << from)) !== 0) k ^= moveBits;
		else if (list.promotes[i] === 1) k |= 1 << to;
		k &= ~cap;
		total += perftRec(w, b, k, !wtm, depth - 1, ply + 1);
	}
	return total;
}

export function perft(pos: Position, depth: number): number {
	if (depth <= 0) return 1;
	return perftRec(pos.white | 0, pos.black | 0, pos.kings | 0, pos.whiteToMove, depth, 0);
}
