/**
 * Issue 33, "Done when": the review of a balanced opening played by two
 * strong levels calls no move a mistake or a blunder by estimate unless a
 * search with 10 times the nodes agrees. The game is committed
 * (tests/fixtures/review-balanced.pdn: level 7 against level 8 from one
 * of `engine match`'s balanced openings) and reviewed as the app reviews
 * it (the tables, DEFAULT_REVIEW_MOVETIME_MS as a node budget). The deeper
 * search looks at both positions of each such move with the same options
 * and ten times the nodes; it agrees when its drop is a mistake's too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game, parsePdn, popcount, type Move, type Position } from '$lib/engine';
import { Player } from '$lib/engine-player/player';
import { APP_TRUST } from '$lib/engine-player/trust';
import { diskLoader } from '$lib/tablebase/files-node';
import { TableSet } from '$lib/tablebase/table';
import { MISTAKE_DROP } from './classify';
import { DEFAULT_REVIEW_MOVETIME_MS, expectedOf, reviewGame } from './review';

const FIXTURE = 'tests/fixtures/review-balanced.pdn';

function fixture(): { start: Position; moves: Move[] } {
	const r = parsePdn(readFileSync(FIXTURE, 'utf8'));
	if (!r.ok) throw new Error(`${FIXTURE} does not read`);
	return { start: r.value[0].start, moves: r.value[0].moves.mainline.map((n) => n.move) };
}

const pieces = (p: Position) => popcount(p.white) + popcount(p.black);

describe('a review of a balanced opening between two strong levels', () => {
	const tablebase = new TableSet(diskLoader('.'));
	const game = fixture();

	it('calls no move a mistake or a blunder by estimate unless a search with 10 times the nodes agrees', () => {
		const review = reviewGame(game, { tablebase })!;
		const deeper = new Player({ ttMegabytes: 16 });
		const replay = new Game(game.start);
		const checked: string[] = [];
		for (const [k, p] of review.plies.entries()) {
			if (!p.proof && (p.class === 'mistake' || p.class === 'blunder')) {
				const options = { movetimeMs: 10 * DEFAULT_REVIEW_MOVETIME_MS, nodesOnly: true, noSolver: true, tablebase, seed: 0 };
				const before = deeper.think(replay.position, { ...options, history: replay.history() });
				const after = new Game(game.start);
				for (const m of game.moves.slice(0, k + 1)) after.play(m);
				const reply = deeper.think(after.position, { ...options, history: after.history() });
				const drop = expectedOf(before.score) - (100 - expectedOf(reply.score));
				checked.push(`ply ${p.ply}: ${p.class} (drop ${p.drop}), 10x drop ${drop}`);
				expect(drop, checked.at(-1)).toBeGreaterThanOrEqual(MISTAKE_DROP);
			}
			replay.play(game.moves[k]);
		}
		// Not vacuous: the game has a move the estimate calls a mistake where its phase tells the drop apart.
		expect(checked.length, 'moves called mistakes by estimate').toBeGreaterThan(0);
	}, 600_000);

	it('in the opening, calls a move a mistake or a blunder by estimate only from a drop its calibration and its search noise tell apart, and counts it only where the estimate beats a coin', () => {
		const opening = game.moves.slice(0, 10);
		const review = reviewGame({ start: game.start, moves: opening }, { tablebase })!;
		const pos = new Game(game.start);
		const trust = APP_TRUST.opening;
		for (const [k, p] of review.plies.entries()) {
			expect(pieces(pos.position)).toBeGreaterThanOrEqual(17);
			expect(p.proof).toBeNull();
			if (p.class === 'mistake' || p.class === 'blunder') expect(trust.tellApart !== null && p.drop >= trust.tellApart, `ply ${p.ply}`).toBe(true);
			if (p.drop >= MISTAKE_DROP && (trust.tellApart === null || p.drop < trust.tellApart)) expect(p.class).toBe('unclear');
			pos.play(opening[k]);
		}
		// The accuracy counts estimates of this phase only where the calibration says they beat a coin (calibration.json).
		if (!trust.reads) expect(review.accuracy).toEqual({ white: null, black: null });
		else expect(review.accuracy.white).not.toBeNull();
	}, 300_000);
});
