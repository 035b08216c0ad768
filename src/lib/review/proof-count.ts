/**
 * A review's proof as people read it (src/lib/count.ts): who wins and in how
 * many of the winner's own moves, before the move (the mover to move) and
 * after it (the opponent to move). A proof keeps the mover's results as the
 * solver gives them (review.ts Proof); "White wins in N" is N moves of
 * White's whichever side is to move, so a loser to move counts the winner's
 * moves, not its own.
 */
import { winnerCount, type WinnerCount } from '$lib/count';
import type { Aim, Color } from '$lib/engine';
import { flipProved, type Proved } from './review';

/** A side of a proof: decided (the winner's count) or no result within the bound for `side` (the mover). */
export type ProvedCount = { kind: 'decided'; count: WinnerCount } | { kind: 'none'; side: Color; within: number };

function counted(p: Proved, whiteToMove: boolean, mover: Color, aim: Aim): ProvedCount {
	return p.kind === 'none' ? { kind: 'none', side: mover, within: p.within } : { kind: 'decided', count: winnerCount(p, whiteToMove, aim) };
}

/** The proof's results before and after the move, each in the winner's moves; `moverWhite`: White made the move. */
export function proofCounts(proof: { before: Proved; after: Proved }, moverWhite: boolean, aim: Aim = 'giveaway'): { before: ProvedCount; after: ProvedCount } {
	const mover: Color = moverWhite ? 'white' : 'black';
	return {
		before: counted(proof.before, moverWhite, mover, aim),
		// After the move the opponent is to move: its own result is the mover's turned over.
		after: counted(flipProved(proof.after), !moverWhite, mover, aim)
	};
}
