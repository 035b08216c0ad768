/**
 * Test helpers: a real game with a proved blunder, its review and the
 * personal puzzle made from it (as the review page stores them).
 */
import { applyMove, legalMoves, moveToString, parseFen, parseMove, type Move, type Position } from '$lib/engine';
import { Player } from '$lib/engine-player/player';
import { puzzleFromMistake, type PersonalPuzzle } from './puzzle';
import { proofText, reviewGame, type GameReview, type Proved } from './review';
import { reviewKey, toStoredReview, type StoredReviewData } from './stored';
import type { StoredGameReview } from '$lib/progress/types';

/** A proof's text (as the CLI prints it), or undefined without one. */
export const proofOf = (p: { before: Proved; after: Proved } | null | undefined): string | undefined => (p ? proofText(p.before, p.after) : undefined);

/** The bank's lesson-lure-h4: White wins in 3. */
export const PUZZLE_FEN = 'W:Wa1,f2,g3:Be7,h4';
/** A move at its start that the solver proves a loss. */
export const LOSING_MOVE = 'f2-e3';

export function position(fen: string): Position {
	const r = parseFen(fen);
	if (!r.ok) throw new Error(fen);
	return r.value;
}

/** The puzzle's start, the losing move, then four plies of the engine. */
export function thrownWin(): { start: Position; moves: Move[] } {
	const start = position(PUZZLE_FEN);
	const first = parseMove(start, LOSING_MOVE);
	if (!first.ok) throw new Error('move');
	const moves: Move[] = [first.value];
	let pos = applyMove(start, first.value);
	const player = new Player({ ttMegabytes: 4 });
	for (let i = 0; i < 4 && legalMoves(pos).length; i++) {
		const t = player.think(pos, { movetimeMs: 20, nodesOnly: true });
		if (!t.move) break;
		moves.push(t.move);
		pos = applyMove(pos, t.move);
	}
	return { start, moves };
}

let made: { review: GameReview; stored: StoredGameReview; puzzle: PersonalPuzzle } | null = null;

/** The game's review (stored as the game `gameId`'s) and the puzzle of its first move; made once per test file. */
export function reviewedGame(gameId = 'g-1767268800000'): { review: GameReview; stored: StoredGameReview; puzzle: PersonalPuzzle } {
	if (made && made.stored.source.kind === 'game' && made.stored.source.gameId === gameId) return structuredClone(made);
	const game = thrownWin();
	const review = reviewGame(game, { movetimeMs: 20 });
	if (!review) throw new Error('review');
	const moves = game.moves.map(moveToString);
	const p = puzzleFromMistake({ id: gameId, ...game }, 1);
	if (!p.ok) throw new Error(p.reason);
	const stored: StoredGameReview = {
		key: reviewKey(PUZZLE_FEN, moves),
		source: { kind: 'game', gameId },
		fen: PUZZLE_FEN,
		moves,
		movetimeMs: 20,
		reviewedAt: Date.UTC(2026, 0, 10, 12),
		review: toStoredReview(review)
	};
	made = { review, stored, puzzle: p.puzzle };
	return structuredClone(made);
}

/**
 * A forged review of c3-d4 from the start: a "blunder" throwing away a
 * win in 3, with a proof no search makes (what a damaged or forged file
 * may carry; the claims and reprove tests show it taken out). `drop`: the
 * expected-result drop it claims.
 */
export function forgedOpening(drop: number): StoredReviewData {
	return {
		plies: [
			{
				ply: 1,
				move: 'c3-d4',
				white: true,
				forced: false,
				before: { kind: 'win', n: 3 },
				after: { kind: 'loss', n: 1 },
				expectedBefore: 100,
				expectedAfter: 0,
				drop,
				class: 'blunder',
				proof: { before: { kind: 'win', n: 3 }, after: { kind: 'loss', n: 1 }, missed: { move: 'g3-h4', line: ['g3-h4'] } },
				better: null
			}
		],
		whiteExpected: [100, 0],
		accuracy: { white: 1, black: null },
		keyMoments: [1]
	};
}
