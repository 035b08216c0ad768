/** "Learn from your mistakes": the mistakes walked and each answer judged (the solver for a proved one, the engine's preferred move for an estimated one). */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, moveToString, parseMove, type Move, type Position } from '$lib/engine';
import { solve } from '$lib/solver/solve';
import { inProcessOracle } from '$lib/solver/testing';
import type { GameReview, PlyReview } from '$lib/review/review';
import { reviewGame } from '$lib/review/review';
import { LOSING_MOVE, thrownWin } from '$lib/review/testing';
import { LearnSession, mistakesToLearn } from './learn.svelte';

const game = thrownWin();
const review = reviewGame(game, { movetimeMs: 20 })!;
const positions: Position[] = [game.start];
for (const m of game.moves) positions.push(applyMove(positions.at(-1)!, m));
const moveOf = (pos: Position, text: string): Move => {
	const m = parseMove(pos, text);
	if (!m.ok) throw new Error(text);
	return m.value;
};

describe('mistakesToLearn', () => {
	it("takes the side's mistakes and blunders in game order, proved ones as such; the other side's or none", () => {
		expect(mistakesToLearn(review, 'white')).toEqual([{ ply: 1, kind: 'proved' }]);
		expect(mistakesToLearn(review, 'black').every((i) => review.plies[i.ply - 1].white === false)).toBe(true);
		const estimated: GameReview = {
			...review,
			plies: review.plies.map((p): PlyReview => (p.ply === 1 ? { ...p, proof: null, class: 'mistake' } : { ...p, class: 'best' }))
		};
		expect(mistakesToLearn(estimated, null)).toEqual(review.plies[0].better ? [{ ply: 1, kind: 'estimated' }] : []);
	});
});

describe('LearnSession', () => {
	it('a proved mistake: the move played is wrong, any move the solver proves keeps the win is right; then done', async () => {
		const oracle = inProcessOracle();
		const s = new LearnSession(review, positions, 'white', 'giveaway', oracle);
		expect(s.items).toHaveLength(1);
		expect(s.position).toBe(positions[0]);
		await s.play(moveOf(positions[0], LOSING_MOVE));
		expect(s.state).toBe('wrong');
		expect(oracle.calls).toBe(0); // the move played is proved wrong by the review itself
		s.retry();
		expect(s.state).toBe('asking');
		// Every first move: right exactly when the solver proves the opponent lost after it.
		const winners = legalMoves(positions[0]).filter((m) => solve(applyMove(positions[0], m)).verdict.kind === 'loss');
		expect(winners.length).toBeGreaterThan(0);
		const other = winners.find((m) => moveToString(m) !== moveToString(s.rightMove!)) ?? winners[0];
		await s.play(other);
		expect(s.state).toBe('right');
		expect(s.firstTry).toBe(0); // the second try
		s.next();
		expect(s.state).toBe('done');
		expect(s.item).toBeNull();
	});

	it("an estimated mistake: the engine's preferred move is right at the first try, another is wrong; show gives it", async () => {
		const p0 = review.plies[0];
		const estimated: GameReview = {
			...review,
			plies: review.plies.map((p) => (p.ply === 1 ? { ...p, proof: null, class: 'mistake' as const } : { ...p, class: 'best' as const }))
		};
		if (!p0.better) return expect(mistakesToLearn(estimated, 'white')).toEqual([]);
		const s = new LearnSession(estimated, positions, 'white', 'giveaway', inProcessOracle());
		const wrong = legalMoves(positions[0]).find((m) => moveToString(m) !== moveToString(p0.better!.move))!;
		await s.play(wrong);
		expect(s.state).toBe('wrong');
		s.show();
		expect(s.shown).toBe(true);
		expect(moveToString(s.rightMove!)).toBe(moveToString(p0.better.move));
		s.retry(); // nothing to retry once shown: still asking
		await s.play(p0.better.move);
		expect(s.state).toBe('right');
		expect(s.firstTry).toBe(0);
		const again = new LearnSession(estimated, positions, 'white', 'giveaway', inProcessOracle());
		await again.play(p0.better.move);
		expect([again.state, again.firstTry]).toEqual(['right', 1]);
	});

	it('a game with no mistake of the side is done at once', () => {
		const clean: GameReview = { ...review, plies: review.plies.map((p) => ({ ...p, class: 'best' as const })) };
		const s = new LearnSession(clean, positions, null, 'giveaway', inProcessOracle());
		expect(s.state).toBe('done');
		expect(s.items).toEqual([]);
	});
});
