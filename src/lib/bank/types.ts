/**
 * The puzzle bank's data as the app and the tools use it. The JSON format
 * is puzzles/schema/bank.schema.json, documented in puzzles/README.md.
 */
import type { Aim } from '../engine';

/** A text in both interface languages. */
export interface Text {
	en: string;
	ru: string;
}

export type Theme =
	| 'threat'
	| 'constriction'
	| 'king-endgame'
	| 'locked-men'
	| 'many-against-few'
	| 'twelve-against-one'
	| 'classic'
	| 'opening'
	| 'sacrifice'
	| 'block'
	| 'lesson';

export const THEMES: readonly Theme[] = [
	'threat',
	'constriction',
	'king-endgame',
	'locked-men',
	'many-against-few',
	'twelve-against-one',
	'classic',
	'opening',
	'sacrifice',
	'block',
	'lesson'
];

export interface Puzzle {
	id: string;
	title?: Text;
	fen: string;
	aim: Aim;
	/** `win in N`, N minimal. */
	claim: string;
	/** No other first move wins within N + 4 moves. */
	unique: boolean;
	/** Best play in full notation, 2N moves. */
	solution: string[];
	themes: Theme[];
	difficulty: 1 | 2 | 3 | 4 | 5;
	source: Text;
	credit?: string;
	hints: { en: string[]; ru: string[] };
	comment?: Text;
}

export type Mark = '!' | '!!' | '?' | '??' | '!?' | '?!' | '+' | 'x' | '=';

export interface StudyNode {
	move: string;
	marks?: Mark[];
	comment?: Text;
	/** Alternatives to this move, each a line from the same position. */
	variations?: StudyNode[][];
}

export interface Study {
	id: string;
	title: Text;
	description: Text;
	aim: Aim;
	fen: string;
	intro?: Text;
	moves: StudyNode[];
	source: Text;
	credit?: string;
	themes?: Theme[];
}

export interface TwelveSquare {
	square: string;
	fen: string;
	verdict: { kind: 'win' | 'loss'; n: number };
	line: string[];
	ending: 'no-pieces' | 'blocked';
}

/**
 * Moves a 12-against-1 game may lose against the proved best and still be
 * judged a win: the solver looks for wins up to the moves left plus this.
 */
export const TWELVE_SLACK = 6;

/**
 * Positions of 12 against 1 judged ahead of time (`twelve-book`): the
 * position after a White move off the proved line, Black to move, with the
 * solver's verdict for Black within `maxMoves` (a loss: the move still
 * wins; a win: it throws the win away; unknown: not proved in the time).
 */
export interface TwelveBookEntry {
	fen: string;
	maxMoves: number;
	verdict: { kind: 'win' | 'loss'; n: number } | { kind: 'unknown' };
	line: string[];
}

export interface TwelveBook {
	kind: 'twelve-book';
	computedBy: string;
	slack: number;
	positions: TwelveBookEntry[];
}

export interface DailyOrder {
	/** Local date (YYYY-MM-DD) of day 0. */
	epoch: string;
	order: string[];
}

export interface Bank {
	puzzles: Puzzle[];
	studies: Study[];
	twelve: TwelveSquare[];
	daily: DailyOrder | null;
}

/** N of a `win in N` claim. */
export function claimMoves(claim: string): number {
	const m = /^win in (\d+)$/.exec(claim);
	return m ? Number(m[1]) : NaN;
}
