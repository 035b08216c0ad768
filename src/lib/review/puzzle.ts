/**
 * Personal puzzles: the position before a move that threw a proved win
 * away becomes a puzzle in the bank's shape (the subset a personal puzzle
 * needs), proved by the solver when it is made. Every winning first move
 * is accepted, as in the bank (the puzzle judge asks the solver about any
 * move off the stored line); `winningMoves` lists those proved when made.
 * The title is codes, not words: the page words it.
 */
import { applyMove, legalMoves, makeFen, moveToString, type Move, type Position } from '$lib/engine';
import { puzzleBound } from '$lib/puzzle/judge';
import { solve } from '$lib/solver/solve';
import { TranspositionTable } from '$lib/solver/tt';
import type { TableSet } from '$lib/tablebase/table';

/** The solver's budget for making one personal puzzle. */
export const PERSONAL_PUZZLE_NODES = 2_000_000;
export const PERSONAL_PUZZLE_MAX_MOVES = 20;

export interface PersonalPuzzle {
	/** `own-GAMEID-PLY`. */
	id: string;
	fen: string;
	aim: 'giveaway';
	/** `win in N`, N minimal (the solver's). */
	claim: string;
	/** Best play, 2N moves in full notation. */
	solution: string[];
	/** No other first move wins (within N + the judge's slack). */
	unique: boolean;
	/** Every first move proved to win when the puzzle was made, full notation. */
	winningMoves: string[];
	/** Words by codes: "your game, move M (side): PLAYED threw the win away". */
	title: { code: 'own-game-move'; gameId: string; moveNumber: number; side: 'white' | 'black'; played: string };
	/** Back to the game: the move at `ply` (1-based) is the one that threw the win away. */
	origin: { gameId: string; ply: number };
	difficulty: 1 | 2 | 3 | 4 | 5;
}

export interface GameRef {
	id: string;
	start: Position;
	moves: readonly Move[];
}

export type PuzzleFromMistake =
	| { ok: true; puzzle: PersonalPuzzle }
	/** `no-such-ply`: outside the game; `not-a-win`: the position before is not a proved win (or the move kept it); `unproved`: out of budget. */
	| { ok: false; reason: 'no-such-ply' | 'not-a-win' | 'unproved' };

/**
 * The puzzle of the move at `ply` (1-based): the position before it, if
 * the solver proves a win there that the played move does not keep.
 */
export function puzzleFromMistake(game: GameRef, ply: number, options: { nodeLimit?: number; tablebase?: TableSet } = {}): PuzzleFromMistake {
	if (!Number.isInteger(ply) || ply < 1 || ply > game.moves.length) return { ok: false, reason: 'no-such-ply' };
	let pos = game.start;
	for (let i = 0; i < ply - 1; i++) pos = applyMove(pos, game.moves[i]);
	const played = game.moves[ply - 1];
	const tt = new TranspositionTable(32);
	const budget = { nodeLimit: options.nodeLimit ?? PERSONAL_PUZZLE_NODES, tt, tablebase: options.tablebase };
	const r = solve(pos, { ...budget, maxMoves: PERSONAL_PUZZLE_MAX_MOVES });
	if (r.verdict.kind === 'loss') return { ok: false, reason: 'not-a-win' };
	if (r.verdict.kind !== 'win') return { ok: false, reason: r.noResultWithin === PERSONAL_PUZZLE_MAX_MOVES ? 'not-a-win' : 'unproved' };
	const n = r.verdict.n;
	if (r.line.length !== 2 * n) return { ok: false, reason: 'unproved' };
	const winning: string[] = [];
	let unprovedMove = false;
	for (const m of legalMoves(pos)) {
		const after = applyMove(pos, m);
		if (legalMoves(after).length === 0) continue; // giving the opponent no move is their win
		const a = solve(after, { ...budget, maxMoves: puzzleBound(n) });
		if (a.verdict.kind === 'loss') winning.push(moveToString(m));
		else if (a.verdict.kind === 'unknown' && (a.noResultWithin ?? -1) < puzzleBound(n)) unprovedMove = true;
	}
	// The played move still won: no mistake to train.
	if (winning.includes(moveToString(played))) return { ok: false, reason: 'not-a-win' };
	const gameId = game.id;
	return {
		ok: true,
		puzzle: {
			id: `own-${gameId}-${ply}`,
			fen: makeFen(pos),
			aim: 'giveaway',
			claim: `win in ${n}`,
			solution: r.line.map(moveToString),
			unique: winning.length === 1 && !unprovedMove,
			winningMoves: winning.sort(),
			title: {
				code: 'own-game-move',
				gameId,
				moveNumber: game.start.whiteToMove ? Math.floor((ply - 1) / 2) + 1 : Math.floor(ply / 2) + 1,
				side: pos.whiteToMove ? 'white' : 'black',
				played: moveToString(played)
			},
			origin: { gameId, ply },
			difficulty: Math.min(5, Math.max(1, Math.ceil(n / 2))) as 1 | 2 | 3 | 4 | 5
		}
	};
}
