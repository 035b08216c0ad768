/**
 * A test opponent: plain alpha-beta (negamax) to a fixed depth of 10 plies,
 * material only (the opponent's pieces minus one's own: in giveaway fewer
 * is better), no extensions and no quiescence. A transposition table only
 * orders moves (it stores the best move, never a score), so the result is
 * exactly that of plain alpha-beta over the full tree. It exists to
 * measure the engine against (`engine match --a 8 --b baseline`).
 */
import { applyListed, generateMoves, MoveList, NEXT, popcount, zobristLo, zobristLoDelta } from '../lib/engine/internal';
import { legalMoves, type Move, type Position } from '../lib/engine';

export const BASELINE_DEPTH = 10;
const WIN = 1000;
const TABLE_BITS = 20;

export class Baseline {
	nodes = 0;
	private readonly lists: MoveList[] = [];
	private readonly bestMove = new Int16Array(1 << TABLE_BITS);
	private readonly keys = new Int32Array(1 << TABLE_BITS);

	constructor(readonly depth = BASELINE_DEPTH) {
		for (let i = 0; i <= depth; i++) this.lists.push(new MoveList());
	}

	/** The move with the best material score at the fixed depth. */
	move(pos: Position): Move | null {
		const moves = legalMoves(pos);
		if (moves.length === 0) return null;
		this.nodes = 0;
		this.keys.fill(0);
		const h = zobristLo(pos.white, pos.black, pos.kings, pos.whiteToMove);
		this.search(pos.white | 0, pos.black | 0, pos.kings | 0, pos.whiteToMove, h, this.depth, -WIN - 1, WIN + 1, 0);
		return moves[this.rootBest];
	}

	private rootBest = 0;

	private search(w: number, b: number, k: number, wtm: boolean, h: number, depth: number, alpha: number, beta: number, ply: number): number {
		this.nodes++;
		const list = this.lists[ply];
		const count = generateMoves(w, b, k, wtm, list);
		if (count === 0) return WIN - ply;
		if (depth === 0) return wtm ? popcount(b) - popcount(w) : popcount(w) - popcount(b);
		const slot = h & ((1 << TABLE_BITS) - 1);
		const stored = this.keys[slot] === (h | 1) ? this.bestMove[slot] : -1;
		const hint = stored < count ? stored : -1;
		let best = -WIN - 1;
		let bestIndex = 0;
		for (let n = -1; n < count; n++) {
			// The table's move first, then the rest in generation order.
			const i = n < 0 ? hint : n;
			if (i < 0 || (n >= 0 && i === hint)) continue;
			applyListed(w, b, k, wtm, list, i);
			const ch = h ^ zobristLoDelta(k, wtm, list.from[i], list.to[i], list.captured[i], list.promotes[i] === 1);
			const score = -this.search(NEXT.white, NEXT.black, NEXT.kings, !wtm, ch, depth - 1, -beta, -alpha, ply + 1);
			if (score > best) {
				best = score;
				bestIndex = i;
				if (score > alpha) alpha = score;
				if (alpha >= beta) break;
			}
		}
		this.keys[slot] = h | 1;
		this.bestMove[slot] = bestIndex;
		if (ply === 0) this.rootBest = bestIndex;
		return best;
	}
}
