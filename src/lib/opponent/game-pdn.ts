/**
 * A played line as PDN: the start position (as a FEN tag when it is not
 * the opening position), the moves in full notation, the result and the
 * aim, so the file opens again here and in other draughts programs.
 */
import { applyMove, makeFen, type Aim, type Move, type Outcome, type Position, moveToString, type GameNode, makePdn } from '$lib/engine';

/** Russian draughts results in PDN: 2 points for a win, 1 each for a draw. */
export function pdnResult(outcome: Pick<Outcome, 'result'> | null): string {
	if (!outcome) return '*';
	if (outcome.result === 'draw') return '1-1';
	return outcome.result === 'white' ? '2-0' : '0-2';
}

export function playedNodes(start: Position, moves: readonly Move[]): GameNode[] {
	let pos = start;
	return moves.map((move, i) => {
		pos = applyMove(pos, move);
		const notation = moveToString(move);
		return { ply: i + 1, move, notation, written: notation, marks: [], variations: [], fenAfter: makeFen(pos) };
	});
}

export interface PlayedGame {
	start: Position;
	aim: Aim;
	moves: readonly Move[];
	outcome: Pick<Outcome, 'result'> | null;
	/** Extra tags: Event, White, Black, Date, Termination, ... */
	tags?: Record<string, string>;
}

export function playedPdn(game: PlayedGame): string {
	const result = pdnResult(game.outcome);
	return makePdn({
		tags: { ...game.tags },
		start: game.start,
		aim: game.aim,
		moves: { start: game.start, firstMove: 1, mainline: playedNodes(game.start, game.moves), result },
		result
	});
}

/** `2024.05.31`: the PDN Date tag for a day. */
export function pdnDate(date: Date): string {
	const two = (n: number) => String(n).padStart(2, '0');
	return `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`;
}
