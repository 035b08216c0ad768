/**
 * Themes of a generated puzzle, from its position, key move and best line,
 * with definitions a program can check (see tagThemes).
 */
import {
	applyMove,
	hasCapture,
	makePosition,
	type Move,
	type Position,
	countMoves,
	MoveList,
	DIRECTIONS,
	JUMP,
	NE,
	NEIGHBOR,
	NW,
	popcount,
	SE,
	squareRank,
	squaresOf,
	SW
} from '../engine';
import { solve } from '../solver/solve';
import type { TranspositionTable } from '../solver/tt';
import type { Theme } from '../bank/types';

const scratch = new MoveList();

export function replies(pos: Position): number {
	return countMoves(pos.white, pos.black, pos.kings, pos.whiteToMove, scratch);
}

export function sideHasCapture(pos: Position): boolean {
	return hasCapture(pos.white, pos.black, pos.kings, pos.whiteToMove);
}

/** Whether the man or king on sq could move if its side were to move (captures by others aside). */
export function pieceCanMove(pos: Position, sq: number): boolean {
	const bit = 1 << sq;
	const isWhite = (pos.white & bit) !== 0;
	const occ = pos.white | pos.black;
	const enemy = isWhite ? pos.black : pos.white;
	const king = (pos.kings & bit) !== 0;
	const forward = isWhite ? [NE, NW] : [SE, SW];
	for (const d of king ? DIRECTIONS : forward) {
		const to = NEIGHBOR[sq * 4 + d];
		if (to >= 0 && !((occ >>> to) & 1)) return true;
	}
	for (const d of DIRECTIONS) {
		if (king) {
			// Along the ray: the first piece met must be an enemy with an empty square behind it.
			let s = NEIGHBOR[sq * 4 + d];
			while (s >= 0 && !((occ >>> s) & 1)) s = NEIGHBOR[s * 4 + d];
			if (s >= 0 && (enemy >>> s) & 1) {
				const beyond = NEIGHBOR[s * 4 + d];
				if (beyond >= 0 && !((occ >>> beyond) & 1)) return true;
			}
		} else {
			const over = NEIGHBOR[sq * 4 + d];
			const to = JUMP[sq * 4 + d];
			if (to >= 0 && (enemy >>> over) & 1 && !((occ >>> to) & 1)) return true;
		}
	}
	return false;
}

/**
 * Locked men deep in the other camp (White on ranks 5-7, Black on ranks
 * 2-4, such as Petrov's White men on h6 and a7): men that cannot move at
 * all because enemy pieces stand on every square in front of them, in the
 * puzzle position and still after the key move.
 */
export function lockedMen(pos: Position, after: Position): number[] {
	const out: number[] = [];
	const men = (pos.white | pos.black) & ~pos.kings;
	const lockedIn = (p: Position, sq: number, isWhite: boolean) => {
		const enemy = isWhite ? p.black : p.white;
		const own = isWhite ? p.white : p.black;
		if (!((own >>> sq) & 1) || (p.kings >>> sq) & 1) return false;
		const front = (isWhite ? [NE, NW] : [SE, SW]).map((d) => NEIGHBOR[sq * 4 + d]).filter((t) => t >= 0);
		return front.every((t) => (enemy >>> t) & 1) && !pieceCanMove(p, sq);
	};
	for (const sq of squaresOf(men)) {
		const isWhite = ((pos.white >>> sq) & 1) === 1;
		const rank = squareRank(sq);
		if (isWhite ? rank < 4 || rank > 6 : rank < 1 || rank > 3) continue;
		if (lockedIn(pos, sq, isWhite) && lockedIn(after, sq, isWhite)) out.push(sq);
	}
	return out;
}

export interface ThemeFacts {
	themes: Theme[];
	/** Opponent's replies to the key move. */
	replies: number;
	/** Squares of locked men (see lockedMen). */
	locked: number[];
	/** The mover would win at once if it could move twice. */
	threat: boolean;
	/** The key move offers a capture. */
	sacrifice: boolean;
	/** The line ends with the winner blocked, not without pieces. */
	block: boolean;
}

/**
 * Themes from the position, its key move and best line, with definitions
 * that a program can check:
 *  - threat: after the key move, were it the mover's turn again, the mover
 *    would win within 1 move (proved by the solver): the opponent must
 *    answer a threat to give everything away;
 *  - sacrifice: the key move offers a capture (the opponent must take);
 *  - constriction: the key move gives nothing away, yet leaves the
 *    opponent at most 2 replies, fewer than it has now, and every one of
 *    them loses (the solver's proof of the key move);
 *  - block: the best line ends with the winner to move, pieces on the board
 *    and no move;
 *  - king-endgame: kings on the board and at most 4 men in all;
 *  - locked-men: a man deep in the other camp is locked in by enemy pieces
 *    (see lockedMen);
 *  - many-against-few: one side has at least 3 pieces more.
 */
export function tagThemes(pos: Position, key: Move, line: readonly Move[], tt?: TranspositionTable): ThemeFacts {
	const after = applyMove(pos, key);
	const themes: Theme[] = [];
	const again = makePosition(after.white, after.black, after.kings, pos.whiteToMove);
	const r = solve(again, { maxMoves: 1, tt, nodeLimit: 200_000 });
	const threat = r.verdict.kind === 'win' && r.verdict.n <= 1;
	const sacrifice = sideHasCapture(after);
	const answers = replies(after);
	const before = replies(makePosition(pos.white, pos.black, pos.kings, !pos.whiteToMove));
	const constriction = !sacrifice && answers <= 2 && answers < before;
	const end = line.reduce(applyMove, pos);
	const winnerLeft = end.whiteToMove ? end.white : end.black;
	const block = line.length > 0 && winnerLeft !== 0;
	const locked = lockedMen(pos, after);
	if (threat) themes.push('threat');
	if (constriction) themes.push('constriction');
	if (popcount(pos.kings) > 0 && popcount((pos.white | pos.black) & ~pos.kings) <= 4) themes.push('king-endgame');
	if (locked.length) themes.push('locked-men');
	if (Math.abs(popcount(pos.white) - popcount(pos.black)) >= 3) themes.push('many-against-few');
	if (sacrifice) themes.push('sacrifice');
	if (block) themes.push('block');
	return { themes, replies: answers, locked, threat, sacrifice, block };
}
