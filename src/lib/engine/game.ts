/**
 * A game in progress: the positions so far, the outcome under an aim, the
 * draw rules of docs/rules.md (threefold repetition, 15 moves each of kings
 * only without capture, three kings holding the main road that have not
 * captured the lone king by their side's 15th move), and what the engine's
 * search needs of the game for those rules (`history()`). This is the one
 * home of the draw rules; a line of moves is replayed by ./line.ts on it.
 */
import { hasMove } from './movegen';
import { applyMove, legalMoves, sameMove, type Move } from './moves';
import type { Aim, Color, Position } from './position';
import { MAIN_ROAD, popcount } from './squares';
import { zobristKey, zobristLo } from './zobrist';

export type EndReason = 'no-pieces' | 'blocked' | 'threefold-repetition' | 'kings-only' | 'three-kings';

export interface Outcome {
	result: Color | 'draw';
	reason: EndReason;
}

/** Plies of kings-only play without capture that make a draw (15 each). */
export const KINGS_ONLY_PLIES = 30;
/** Moves the side with three kings gets to capture the lone king. */
export const THREE_KINGS_MOVES = 15;

/** What the engine's search needs of a game for the draw rules (`Game.history()`). */
export interface GameHistory {
	/** zobristLo of each earlier position, oldest first (the current one left out). */
	hashes: readonly number[];
	/** Plies of kings-only play without capture leading to the current position. */
	kingsOnlyPlies: number;
}

export interface GameOptions {
	/** False: the game ends only when a side has no move (12 against 1 is played so, as the solver proves it). Default true. */
	drawRules?: boolean;
}

/**
 * The outcome when the side to move has no legal move, else null. Under the
 * giveaway aim that side has won; under the Russian aim it has lost.
 */
export function terminalOutcome(pos: Position, aim: Aim): Outcome | null {
	if (hasMove(pos.white, pos.black, pos.kings, pos.whiteToMove)) return null;
	const toMove: Color = pos.whiteToMove ? 'white' : 'black';
	const other: Color = pos.whiteToMove ? 'black' : 'white';
	const own = pos.whiteToMove ? pos.white : pos.black;
	return { result: aim === 'giveaway' ? toMove : other, reason: own === 0 ? 'no-pieces' : 'blocked' };
}

/** The colour with three or more kings and no men against a lone king, if any. */
function threeKingsSide(pos: Position): Color | null {
	const onlyKings = (bb: number) => (bb & ~pos.kings) === 0;
	if (!onlyKings(pos.white) || !onlyKings(pos.black)) return null;
	const w = popcount(pos.white);
	const b = popcount(pos.black);
	if (w >= 3 && b === 1) return 'white';
	if (b >= 3 && w === 1) return 'black';
	return null;
}

interface Ply {
	move: Move;
	after: Position;
	key: string;
	kingsOnly: number;
	/** Moves made by the three-kings side since that balance arose, or -1. */
	threeKings: number;
}

export class Game {
	readonly start: Position;
	readonly aim: Aim;
	private readonly startKey: string;
	private readonly startThreeKings: number;
	private readonly drawRules: boolean;
	private plies: Ply[] = [];

	constructor(start: Position, aim: Aim = 'giveaway', options: GameOptions = {}) {
		this.start = start;
		this.aim = aim;
		this.drawRules = options.drawRules ?? true;
		this.startKey = zobristKey(start);
		this.startThreeKings = this.threeKingsStart(start);
	}

	get position(): Position {
		return this.plies.length ? this.plies[this.plies.length - 1].after : this.start;
	}

	get moves(): Move[] {
		return this.plies.map((p) => p.move);
	}

	get positions(): Position[] {
		return [this.start, ...this.plies.map((p) => p.after)];
	}

	get length(): number {
		return this.plies.length;
	}

	legalMoves(): Move[] {
		return legalMoves(this.position);
	}

	/** Play a move; returns false (and changes nothing) if it is not legal here or the game is over. */
	play(move: Move): boolean {
		if (this.outcome()) return false;
		const legal = this.legalMoves().find((m) => sameMove(m, move));
		if (!legal) return false;
		const before = this.position;
		const after = applyMove(before, legal);
		const last = this.plies[this.plies.length - 1];
		const moverWasKing = (before.kings & (1 << legal.from)) !== 0;
		const kingsOnly = moverWasKing && legal.captured === 0 ? (last?.kingsOnly ?? 0) + 1 : 0;
		this.plies.push({ move: legal, after, key: zobristKey(after), kingsOnly, threeKings: this.threeKingsNext(before, after, last) });
		return true;
	}

	undo(): Move | undefined {
		return this.plies.pop()?.move;
	}

	/**
	 * 0 when the balance of three kings against one arises with the
	 * stronger side holding the main road (a king of its own on a1-h8),
	 * which starts its 15 moves; -1 otherwise (the giveaway federation's
	 * rule, docs/rules.md).
	 */
	private threeKingsStart(pos: Position): number {
		const strong = threeKingsSide(pos);
		if (!strong) return -1;
		const kings = strong === 'white' ? pos.white : pos.black;
		return (kings & MAIN_ROAD) !== 0 ? 0 : -1;
	}

	private threeKingsNext(before: Position, after: Position, last: Ply | undefined): number {
		const strong = threeKingsSide(after);
		if (!strong) return -1;
		const prev = last ? last.threeKings : this.startThreeKings;
		const sameBalance = threeKingsSide(before) === strong && popcount(before.white | before.black) === popcount(after.white | after.black);
		if (!sameBalance) return this.threeKingsStart(after);
		if (prev < 0) return -1;
		const strongMoved = before.whiteToMove === (strong === 'white');
		return strongMoved ? prev + 1 : prev;
	}

	/** How many times the current position has occurred (same side to move). */
	repetitions(): number {
		const key = this.plies.length ? this.plies[this.plies.length - 1].key : this.startKey;
		let n = this.startKey === key ? 1 : 0;
		for (const p of this.plies) if (p.key === key) n++;
		return n;
	}

	/**
	 * The search's view of the game: the positions before the current one
	 * and the run of king-only plies that led to it (the same count as the
	 * 15-move rule's).
	 */
	history(): GameHistory {
		const before = this.positions.slice(0, -1);
		return {
			hashes: before.map((p) => zobristLo(p.white, p.black, p.kings, p.whiteToMove)),
			kingsOnlyPlies: this.plies[this.plies.length - 1]?.kingsOnly ?? 0
		};
	}

	outcome(): Outcome | null {
		const end = terminalOutcome(this.position, this.aim);
		if (end) return end;
		const last = this.plies[this.plies.length - 1];
		if (!last || !this.drawRules) return null;
		if (this.repetitions() >= 3) return { result: 'draw', reason: 'threefold-repetition' };
		if (last.kingsOnly >= KINGS_ONLY_PLIES) return { result: 'draw', reason: 'kings-only' };
		if (last.threeKings >= THREE_KINGS_MOVES) return { result: 'draw', reason: 'three-kings' };
		return null;
	}
}
