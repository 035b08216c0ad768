/**
 * Quiet un-moves: the positions from which one quiet move (a man's step
 * that does not promote, or a king's slide) leads to a given position.
 *
 * These are the only moves inside one table: a capture removes pieces and
 * a promotion turns a man into a king, so both lead to another material,
 * whose table is finished first and is read forwards. Quiet moves need no
 * knowledge of the capture rules beyond "the side had no capture", which
 * is asked of the engine (`hasCapture`), so this is not a second rules
 * implementation; unmoves.test.ts checks it against the engine's move list.
 */
import { hasCapture, NEIGHBOR, RAY_LENGTH, RAY_SQUARES, RAY_START, SE, SW, lowestBit } from '../engine';
import { reverseBits } from './symmetry';

/**
 * Predecessors of the position (mover, other, kings) with `mover` (White)
 * to move: positions where `other` was to move and played a quiet move to
 * reach it. They are written as the tables hold them, the side to move as
 * White: pred i is (out[2i], fixedOther, out[2i + 1]) with
 * fixedOther = reverseBits(mover), returned in `PREDECESSORS`.
 */
export const PREDECESSORS = { count: 0, other: 0, movers: new Int32Array(2 * 64) };

export function quietPredecessors(mover: number, other: number, kings: number): number {
	// In the turned frame the side that just moved is White and moved up.
	const w = reverseBits(other);
	const b = reverseBits(mover);
	const k = reverseBits(kings);
	const empty = ~(w | b);
	const out = PREDECESSORS.movers;
	let n = 0;
	for (let men = w & ~k; men !== 0; men &= men - 1) {
		const sq = lowestBit(men);
		for (let d = SE; d <= SW; d++) {
			const from = NEIGHBOR[sq * 4 + d];
			if (from < 0 || (empty & (1 << from)) === 0) continue;
			const pw = w ^ (1 << sq) ^ (1 << from);
			if (hasCapture(pw, b, k, true)) continue;
			out[n++] = pw;
			out[n++] = k;
		}
	}
	for (let kk = w & k; kk !== 0; kk &= kk - 1) {
		const sq = lowestBit(kk);
		for (let d = 0; d < 4; d++) {
			const base = RAY_START[sq * 4 + d];
			const len = RAY_LENGTH[sq * 4 + d];
			for (let i = 0; i < len; i++) {
				const from = RAY_SQUARES[base + i];
				if ((empty & (1 << from)) === 0) break;
				const move = (1 << sq) ^ (1 << from);
				const pw = w ^ move;
				const pk = k ^ move;
				if (hasCapture(pw, b, pk, true)) continue;
				out[n++] = pw;
				out[n++] = pk;
			}
		}
	}
	PREDECESSORS.other = b;
	PREDECESSORS.count = n >> 1;
	return n >> 1;
}
