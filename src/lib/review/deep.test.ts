/**
 * Issue 34, bug 5: a win thrown away that the solver proves in seconds is
 * proved by the review and becomes a puzzle. The fixture
 * (tests/fixtures/review-thrown-win.pdn): Black throws a win in 12 away
 * (b8-c7), then White's e5-f6 throws away a win in 13 (Black wins in 14).
 * Neither is within the quick solve's reach; before the longer proof search
 * of the swings, e5-f6 was classed by its estimate with no proof and no
 * puzzle was made.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, makeFen, moveToString, parseFen, readPdnGame, splitPdn } from '$lib/engine';
import { solve } from '$lib/solver/solve';
import { diskLoader } from '$lib/tablebase/files-node';
import { TableSet } from '$lib/tablebase/table';
import { reviewGame, swingDrop, swingsToProve } from './review';
import { MISTAKE_DROP } from './classify';
import { APP_TRUST } from '$lib/engine-player/trust';
import { runReviewTask } from './tasks';
import { proofOf } from './testing';

const text = readFileSync('tests/fixtures/review-thrown-win.pdn', 'utf8');
const split = splitPdn(text);
const read = split.ok ? readPdnGame(split.value[0]) : null;
if (!read?.ok) throw new Error('fixture');
/** The tables the app ships (up to 4 pieces), as the review's worker has them without the 5-piece pack: with them the review missed both wins. */
const disk = diskLoader('.');
const shipped = new TableSet((m) => (m.moverMen + m.moverKings + m.otherMen + m.otherKings <= 4 ? disk(m) : undefined));
const game = { start: read.value.start, moves: read.value.moves.mainline.map((n) => n.move) };

describe('the longer proof search of the swings', () => {
	it("proves both thrown-away wins with the solver's counts, and the graph follows the proofs", () => {
		const seen: { done: number; total: number }[] = [];
		const review = reviewGame(game, { movetimeMs: 20, tablebase: shipped }, (p) => p.deep && seen.push(p.deep))!;
		const [b8c7, e5f6] = review.plies;
		// The solver's own answers, from scratch.
		const before = solve(applyMove(game.start, game.moves[0]), { nodeLimit: 4_000_000, tablebase: shipped }).verdict;
		const after = solve(applyMove(applyMove(game.start, game.moves[0]), game.moves[1]), { nodeLimit: 4_000_000, tablebase: shipped }).verdict;
		expect(before).toEqual({ kind: 'win', n: 13 });
		expect(after).toEqual({ kind: 'win', n: 14 });
		expect(moveToString(e5f6.move)).toBe('e5-f6');
		expect(e5f6.class).toBe('blunder');
		expect(proofOf(e5f6.proof)).toBe('win in 13 -> loss in 14');
		expect(moveToString(e5f6.proof!.missed!.move)).toBe('a5-b6');
		expect(proofOf(b8c7.proof)).toBe('win in 12 -> loss in 13');
		expect(review.whiteExpected.slice(0, 3)).toEqual([0, 100, 0]);
		expect(review.keyMoments).toEqual([1, 2]);
		// With progress: each swing proved counted, of a total that only says what is left.
		expect(seen.length).toBeGreaterThan(0);
		expect(seen.at(-1)!.done).toBe(seen.at(-1)!.total);
	}, 120_000);

	it('makes the puzzle of the thrown-away win for the side asked for', () => {
		const r = runReviewTask(
			{ fen: makeFen(game.start), moves: game.moves.map(moveToString), options: { movetimeMs: 20 }, puzzlesFor: 'white', gameId: 'g-34' },
			undefined,
			undefined,
			shipped
		)!;
		expect(r.puzzles?.map((p) => [p.id, p.claim])).toEqual([['own-g-34-2', 'win in 13']]);
		expect(r.puzzles![0].fen).toBe('W:Wa1,a5,e5,h2:Bc7,g7,h8');
		expect(r.puzzles![0].winningMoves).not.toContain('e5-f6');
	}, 180_000);

	it('looks for swings where the estimate drops, where a proof sits beside an estimate far from it, and where the search found a forced result', () => {
		const est = (expected: number) => ({ expected, score: { kind: 'estimate' as const, evaluation: 0, percent: expected }, proved: null });
		const won = { expected: 100, score: { kind: 'win' as const, n: 3 }, proved: { kind: 'win' as const, n: 3 } };
		const searched = { expected: 100, score: { kind: 'win' as const, n: 5 }, proved: null };
		// 60 -> mover keeps 55 (no swing); 55 -> 30 (a drop of 25); then 70 for the mover beside a proved win for the opponent.
		expect(swingsToProve([est(60), est(45), est(70), won])).toEqual([2, 1]);
		expect(swingsToProve([est(50), searched, est(50)])).toEqual([0, 1]);
		expect(swingsToProve([won, { ...won, expected: 0, proved: { kind: 'loss', n: 3 } }])).toEqual([]);
		// A phase that tells apart only drops of 26 or more: the drop of 25 is within its noise; the proof beside an estimate still counts.
		expect(swingsToProve([est(60), est(45), est(70), won], () => 26)).toEqual([2]);
	});

	it("a drop by estimate is a swing from the phase's smallest drop told apart, never under a mistake's", () => {
		for (const [fen, phase] of [
			['W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,h2:Ba7,b6,b8,c7,d6,e7,f8,g7,h6,h8,f6', 'opening'],
			['W:Wa1,b2,c1,d2,e1,g1,h2:Ba5,a7,b6,b8,d8,f8,g5,g7,h8', 'middle'],
			['W:Wa1,a5,e5,h2:Bc7,g7,h8', 'end']
		] as const) {
			const r = parseFen(fen);
			if (!r.ok) throw new Error(fen);
			expect(swingDrop(r.value, 'giveaway'), phase).toBe(Math.max(MISTAKE_DROP, APP_TRUST[phase].tellApart ?? MISTAKE_DROP));
			// Ordinary checkers' estimate tells nothing apart: a mistake's drop, as before.
			expect(swingDrop(r.value, 'russian')).toBe(MISTAKE_DROP);
		}
	});
});
