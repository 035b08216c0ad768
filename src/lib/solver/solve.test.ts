/**
 * The solver against an independent oracle: a plain recursive transcription
 * of the counting rules in docs/cli.md, using only the engine's
 * legalMoves/applyMove. The oracle keeps a plain Map of the booleans it has
 * already worked out (a memo of exact answers, nothing like the solver's
 * bounded table), so that king endings at 12 plies stay affordable.
 *
 * Counting (giveaway): win in N = 2N plies, loss in N = 2N - 1 plies; the
 * side to move with no legal move has won. Russian aim: the side to move
 * with no legal move has lost, so a win in N takes 2N - 1 plies (the last
 * move leaves the opponent without a move) and a loss in N takes 2N - 2.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, makePosition, mirror, type Aim, type Move, type Position, moveToString, popcount } from '../engine';
import { fen, moveKey } from '../engine/internal';
import { heuristicMove, nextBound, solve, verdictText, winningMoves, type Verdict } from './solve';
import { TranspositionTable } from './tt';
import { TWELVE_SQUARES, twelvePosition } from './twelve';
import { runTask } from './tasks';
import { rng } from '../random';
import { Oracle } from './reference';

// ---------------------------------------------------------------- oracle

const oracles: Record<Aim, Oracle> = { giveaway: new Oracle('giveaway'), russian: new Oracle('russian') };

function plies(v: Verdict, aim: Aim): number {
	if (v.kind === 'unknown') return 0;
	if (aim === 'giveaway') return v.kind === 'win' ? 2 * v.n : 2 * v.n - 1;
	return v.kind === 'win' ? 2 * v.n - 1 : Math.max(0, 2 * v.n - 2);
}

/**
 * The line is legal move by move, as long as the verdict says, ends where
 * the side to move has no move, and is best play: after each ply the
 * oracle's verdict counts down by one ply.
 */
function checkLine(pos: Position, v: Verdict, line: readonly Move[], aim: Aim, where: string): void {
	expect(line.length, `${where}: line length for ${verdictText(v)}`).toBe(plies(v, aim));
	const oracle = oracles[aim];
	let current = pos;
	let expected = v;
	for (let i = 0; i < line.length; i++) {
		const legal = legalMoves(current).map(moveKey);
		expect(legal, `${where}: ply ${i + 1} ${moveToString(line[i])} illegal in ${makeFen(current)}`).toContain(moveKey(line[i]));
		current = applyMove(current, line[i]);
		if (expected.kind === 'unknown') break;
		// Winner moved: the loser now loses in the same n; loser moved: the winner wins in n - 1.
		expected = expected.kind === 'win' ? { kind: 'loss', n: expected.n } : { kind: 'win', n: expected.n - 1 };
		if (aim === 'russian' && expected.kind === 'loss' && expected.n === 1) expected = { kind: 'loss', n: 0 };
		expect(oracle.verdict(current, Math.max(0, (expected as { n: number }).n)), `${where}: after ply ${i + 1}`).toEqual(expected);
	}
	if (v.kind !== 'unknown') expect(legalMoves(current).length, `${where}: the line must end with the side to move stuck`).toBe(0);
}

// ---------------------------------------------------------------- random positions

/** 2-6 pieces (either side may have none), kings allowed, either side to move. */
function randomPosition(rand: () => number, minPieces = 2, maxPieces = 6, kingChance = 0.3): Position {
	const count = minPieces + Math.floor(rand() * (maxPieces - minPieces + 1));
	let white = 0;
	let black = 0;
	let kings = 0;
	let placed = 0;
	while (placed < count) {
		const sq = Math.floor(rand() * 32);
		if (((white | black) >>> sq) & 1) continue;
		const isWhite = rand() < 0.5;
		// A man on its own promotion rank cannot exist: make it a king.
		const king = rand() < kingChance || (isWhite ? sq >= 28 : sq < 4);
		if (isWhite) white |= 1 << sq;
		else black |= 1 << sq;
		if (king) kings |= 1 << sq;
		placed++;
	}
	return makePosition(white, black, kings, rand() < 0.5);
}

/**
 * A bound from 0 to 6, smaller when kings abound: the oracle searches full
 * width, and king endings at 12 plies would cost it seconds each.
 */
function randomMaxMoves(rand: () => number, pos: Position, aim: Aim, top = 6): number {
	const kings = popcount(pos.kings);
	const cap = aim === 'giveaway' ? (kings <= 1 ? 6 : kings === 2 ? 5 : 4) : kings === 0 ? 6 : kings === 1 ? 5 : 4;
	return Math.floor(rand() * (Math.min(top, cap) + 1));
}

// ---------------------------------------------------------------- tests

describe('solve against the oracle', () => {
	const cases: { aim: Aim; seed: number; runs: number }[] = [
		{ aim: 'giveaway', seed: 20240601, runs: 1000 },
		{ aim: 'russian', seed: 77, runs: 400 }
	];
	for (const { aim, seed, runs } of cases) {
		it(`${runs} random small positions, aim ${aim}: verdict, N and line`, () => {
			const rand = rng(seed);
			const oracle = oracles[aim];
			const tally: Record<string, number> = {};
			for (let run = 0; run < runs; run++) {
				const pos = randomPosition(rand);
				const maxMoves = randomMaxMoves(rand, pos, aim);
				const where = `${makeFen(pos)} aim ${aim} max-moves ${maxMoves} (run ${run}, seed ${seed})`;
				const expected = oracle.verdict(pos, maxMoves);
				const got = solve(pos, { aim, maxMoves, ttMegabytes: 1 });
				expect(verdictText(got.verdict), where).toBe(verdictText(expected));
				if (got.verdict.kind !== 'unknown') checkLine(pos, got.verdict, got.line, aim, where);
				// No budget: an unknown verdict was searched to the end, so it proves no result within maxMoves.
				expect(got.noResultWithin, where).toBe(got.verdict.kind === 'unknown' ? maxMoves : null);
				tally[verdictText(expected).replace(/ \d+$/, '')] = (tally[verdictText(expected).replace(/ \d+$/, '')] ?? 0) + 1;
				oracle.trim();
			}
			// The sample is not trivial: all three kinds of answer occur.
			expect(Object.keys(tally).sort(), JSON.stringify(tally)).toEqual(['loss in', 'unknown', 'win in']);
		});
	}

	it('a table shared between positions (as `solve -` does) changes nothing', () => {
		const rand = rng(4242);
		const oracle = oracles.giveaway;
		const tt = new TranspositionTable(2);
		for (let run = 0; run < 400; run++) {
			const pos = randomPosition(rand);
			const maxMoves = randomMaxMoves(rand, pos, 'giveaway');
			const where = `${makeFen(pos)} max-moves ${maxMoves} (shared table, run ${run})`;
			const got = solve(pos, { maxMoves, tt });
			expect(verdictText(got.verdict), where).toBe(verdictText(oracle.verdict(pos, maxMoves)));
			if (got.verdict.kind !== 'unknown') checkLine(pos, got.verdict, got.line, 'giveaway', where);
		}
	});

	it('a tiny table (constant replacement) changes nothing', () => {
		const rand = rng(99);
		const oracle = oracles.giveaway;
		for (let run = 0; run < 250; run++) {
			const pos = randomPosition(rand, 3, 6);
			const maxMoves = Math.max(2, randomMaxMoves(rand, pos, 'giveaway'));
			const where = `${makeFen(pos)} max-moves ${maxMoves} (tiny table, run ${run})`;
			const got = solve(pos, { maxMoves, ttMegabytes: 0.0001 });
			expect(verdictText(got.verdict), where).toBe(verdictText(oracle.verdict(pos, maxMoves)));
			if (got.verdict.kind !== 'unknown') checkLine(pos, got.verdict, got.line, 'giveaway', where);
		}
	});

	it('many pieces and kings: 5-6 pieces, half of them kings, max-moves 3-4', () => {
		const rand = rng(5150);
		const oracle = oracles.giveaway;
		for (let run = 0; run < 80; run++) {
			const pos = randomPosition(rand, 5, 6, 0.5);
			const maxMoves = 3 + Math.floor(rand() * 2);
			const where = `${makeFen(pos)} max-moves ${maxMoves} (run ${run})`;
			const got = solve(pos, { maxMoves, ttMegabytes: 1 });
			expect(verdictText(got.verdict), where).toBe(verdictText(oracle.verdict(pos, maxMoves)));
			if (got.verdict.kind !== 'unknown') checkLine(pos, got.verdict, got.line, 'giveaway', where);
			oracle.trim();
		}
	});
});

describe('deeper bounds and shared tables', () => {
	it('a larger bound finds the same N (or runs out of budget), never a smaller or wrong one', () => {
		const rand = rng(1212);
		const oracle = oracles.giveaway;
		let proved = 0;
		let cutShort = 0;
		for (let run = 0; run < 150; run++) {
			const pos = randomPosition(rand, 2, 5);
			const bound = randomMaxMoves(rand, pos, 'giveaway');
			const expected = oracle.verdict(pos, bound);
			const got = solve(pos, { maxMoves: 12, nodeLimit: 50_000, ttMegabytes: 1 });
			const where = `${makeFen(pos)} max-moves 12, oracle to ${bound}: ${verdictText(expected)}`;
			if (got.verdict.kind === 'unknown') {
				// Out of budget: honest, and it says how far it got (never past what the oracle allows).
				if (expected.kind !== 'unknown' && got.noResultWithin !== null) expect(got.noResultWithin, where).toBeLessThan(expected.n);
				if (got.noResultWithin !== 12) cutShort++;
				continue;
			}
			proved++;
			if (expected.kind !== 'unknown') expect(verdictText(got.verdict), where).toBe(verdictText(expected));
			else expect(got.verdict.n, where).toBeGreaterThan(bound);
		}
		expect(proved).toBeGreaterThan(75);
		expect(cutShort).toBeGreaterThan(0);
	});

	it("runTask's table, kept between tasks, is not spoiled by aborted searches or the other aim", () => {
		const rand = rng(2024);
		for (let run = 0; run < 60; run++) {
			const pos = randomPosition(rand);
			const aim: Aim = rand() < 0.5 ? 'giveaway' : 'russian';
			const maxMoves = randomMaxMoves(rand, pos, aim);
			const f = makeFen(pos);
			// First a search cut short at a random point, then the full one.
			runTask({ kind: 'solve', fen: f, options: { aim, maxMoves, nodeLimit: 1 + Math.floor(rand() * 5000) } });
			const answer = runTask({ kind: 'solve', fen: f, options: { aim, maxMoves } });
			const expected = oracles[aim].verdict(pos, maxMoves);
			expect(verdictText(answer.verdict), `${f} aim ${aim} max-moves ${maxMoves}`).toBe(verdictText(expected));
			const moves = runTask({ kind: 'winning-moves', fen: f, options: { aim, maxMoves } });
			for (const { move, verdict } of moves.moves)
				expect(verdict.kind === 'win' ? `win in ${verdict.n}` : verdict.kind, `${f} aim ${aim} ${moveToString(move)}`).toBe(
					oracles[aim].moveVerdict(pos, move, maxMoves)
				);
		}
	});
});

describe('long answers (N from 6 to 7, past the bounds the solver tries one by one)', () => {
	// Found by the oracle among random positions; it re-derives each answer here.
	const positions: Record<Aim, string[]> = {
		giveaway: [
			'B:WKc5,e7:Bd4,f8',
			'B:Wa3,d4,Kf4:Bf2',
			'W:Wc5:Bh6',
			'B:Wa7,Kb4:Bh6',
			'B:We1:Bb4,b8,f2',
			'B:Wf2,g5:Bd8',
			'W:Wf2:Bc3',
			'B:Wa3,Kb2,Kf8:Bb8',
			'W:Wh2:Bc7,g3'
		],
		russian: ['W:We5,f2:Bb8,h6', 'B:WKe3,f2:Ba5,c5', 'B:Wc1,g1:BKa1,d4', 'W:WKa5,a7:Bb8,f4', 'W:Wa1:Bf4', 'B:Wf6,g1:Bc7']
	};
	for (const aim of ['giveaway', 'russian'] as const) {
		for (const search of ['alpha-beta', 'proof-number'] as const)
			it(`aim ${aim}, ${search} search: the same N and a best line, whatever the bound above it`, () => {
				const lengths = new Set<number>();
				for (const f of positions[aim]) {
					const pos = fen(f);
					const expected = oracles[aim].verdict(pos, 9);
					expect(expected.kind, f).not.toBe('unknown');
					lengths.add((expected as { n: number }).n);
					for (const maxMoves of [7, 8, 9, 20]) {
						const got = solve(pos, { aim, maxMoves, ttMegabytes: 1, search });
						expect(verdictText(got.verdict), `${f} aim ${aim} max-moves ${maxMoves}`).toBe(verdictText(expected));
						checkLine(pos, got.verdict, got.line, aim, `${f} aim ${aim} max-moves ${maxMoves}`);
					}
					// One below the answer: not proved.
					const n = (expected as { n: number }).n;
					expect(solve(pos, { aim, maxMoves: n - 1, ttMegabytes: 1, search }).verdict, f).toEqual({ kind: 'unknown' });
				}
				expect([...lengths].sort()).toEqual([6, 7]);
			});

		it(`aim ${aim}: a target, right or wrong, changes only the order of bounds, never the verdict`, () => {
			for (const f of positions[aim]) {
				const pos = fen(f);
				const expected = verdictText(oracles[aim].verdict(pos, 9));
				for (const target of [0, 1, 5, 6, 7, 8, 9, 12, 30]) {
					const got = solve(pos, { aim, maxMoves: 9, ttMegabytes: 1, target });
					expect(verdictText(got.verdict), `${f} aim ${aim} target ${target}`).toBe(expected);
					checkLine(pos, got.verdict, got.line, aim, `${f} aim ${aim} target ${target}`);
				}
			}
		});
		it(`aim ${aim}: a bound proved first, right, too small or too large, changes no verdict; onBound says only what holds`, () => {
			for (const f of positions[aim]) {
				const pos = fen(f);
				const expected = oracles[aim].verdict(pos, 9);
				for (const boundFirst of [0, 3, 6, 7, 8, 9, 12]) {
					const bounds: [string, number][] = [];
					const where = `${f} aim ${aim} bound first ${boundFirst}`;
					const got = solve(pos, { aim, maxMoves: 9, ttMegabytes: 1, boundFirst, onBound: (kind, n) => bounds.push([kind, n]) });
					expect(verdictText(got.verdict), where).toBe(verdictText(expected));
					checkLine(pos, got.verdict, got.line, aim, where);
					// A bound is reported exactly when the verdict fits within it (capped at maxMoves).
					const b = Math.min(boundFirst, 9);
					expect(bounds, where).toEqual(expected.kind !== 'unknown' && expected.n <= b ? [[expected.kind, b]] : []);
				}
			}
		});
	}

	it('out of budget after a bound was proved: unknown, with the bound (atMost) and how far below it nothing was found', () => {
		const pos = twelvePosition('c7');
		const r = solve(pos, { maxMoves: 20, boundFirst: 18, nodeLimit: 20_000, ttMegabytes: 8, search: 'proof-number' });
		expect(r.verdict).toEqual({ kind: 'unknown' });
		expect(r.atMost).toEqual({ kind: 'win', n: 18 });
		expect(r.noResultWithin ?? -1).toBeLessThan(18);
		// Without a budget, the same search is exact; a proved verdict carries no bound.
		const exact = solve(pos, { maxMoves: 20, boundFirst: 18, ttMegabytes: 8, search: 'proof-number' });
		expect(exact.verdict).toEqual({ kind: 'win', n: 18 });
		expect(exact.atMost).toBeNull();
	});

	it('nextBound: one by one up to 6, then every second, never stepping over target - 1 and target', () => {
		const schedule = (maxMoves: number, target?: number) => {
			const bounds = [0];
			while (bounds[bounds.length - 1] < maxMoves) bounds.push(nextBound(bounds[bounds.length - 1], maxMoves, target));
			return bounds.join(',');
		};
		expect(schedule(20)).toBe('0,1,2,3,4,5,6,8,10,12,14,16,18,20');
		expect(schedule(19)).toBe('0,1,2,3,4,5,6,8,10,12,14,16,18,19');
		expect(schedule(20, 17)).toBe('0,1,2,3,4,5,6,8,10,12,14,16,17,19,20');
		expect(schedule(20, 16)).toBe('0,1,2,3,4,5,6,8,10,12,14,15,16,18,20');
		expect(schedule(20, 3)).toBe('0,1,2,3,4,5,6,8,10,12,14,16,18,20');
		expect(schedule(20, 40)).toBe('0,1,2,3,4,5,6,8,10,12,14,16,18,20');
	});
});

describe('positions from random games', () => {
	it('250 positions 20-60 plies into random games from the start, max-moves 1-4', () => {
		const rand = rng(1827);
		const oracle = oracles.giveaway;
		const kinds = new Set<string>();
		for (let run = 0; run < 250; run++) {
			let pos = fen('start');
			const length = 20 + Math.floor(rand() * 41);
			for (let i = 0; i < length; i++) {
				const moves = legalMoves(pos);
				const next = applyMove(pos, moves[Math.floor(rand() * moves.length)]);
				if (legalMoves(next).length === 0) break; // keep games that are still going
				pos = next;
			}
			const maxMoves = 1 + Math.floor(rand() * 4);
			const where = `${makeFen(pos)} max-moves ${maxMoves} (run ${run})`;
			const expected = oracle.verdict(pos, maxMoves);
			const got = solve(pos, { maxMoves, ttMegabytes: 1 });
			expect(verdictText(got.verdict), where).toBe(verdictText(expected));
			if (got.verdict.kind !== 'unknown') checkLine(pos, got.verdict, got.line, 'giveaway', where);
			kinds.add(expected.kind);
			oracle.trim();
		}
		expect([...kinds].sort()).toEqual(['loss', 'unknown', 'win']);
	});
});

describe('heuristicMove', () => {
	it('is a legal move, or undefined exactly when there is none', () => {
		const rand = rng(606);
		for (let run = 0; run < 300; run++) {
			const pos = randomPosition(rand, 2, 8);
			const aim: Aim = rand() < 0.5 ? 'giveaway' : 'russian';
			const m = heuristicMove(pos, aim);
			const legal = legalMoves(pos).map(moveKey);
			if (legal.length === 0) expect(m, makeFen(pos)).toBeUndefined();
			else expect(legal, makeFen(pos)).toContain(moveKey(m!));
		}
	});

	it('does not leave the opponent without a move when it can help it (giveaway)', () => {
		// Black: a3-b2 would leave a1 stuck (b2 taken, c3 behind it) and White would
		// have won; c3-b2 and c3-d2 do not.
		const pos = fen('B:Wa1:Ba3,c3');
		expect(legalMoves(pos).map(moveToString).sort()).toEqual(['a3-b2', 'c3-b2', 'c3-d2']);
		expect(
			legalMoves(
				applyMove(
					pos,
					legalMoves(pos).find((m) => moveToString(m) === 'a3-b2')!
				)
			)
		).toEqual([]);
		expect(moveToString(heuristicMove(pos, 'giveaway')!)).not.toBe('a3-b2');
		// In Russian checkers that very move wins at once.
		expect(moveToString(heuristicMove(pos, 'russian')!)).toBe('a3-b2');
	});
});

describe('winningMoves against the oracle', () => {
	for (const aim of ['giveaway', 'russian'] as const) {
		it(`random small positions, aim ${aim}`, () => {
			const rand = rng(aim === 'giveaway' ? 31337 : 2718);
			const oracle = oracles[aim];
			const seen = new Set<string>();
			for (let run = 0; run < 200; run++) {
				const pos = randomPosition(rand);
				const maxMoves = randomMaxMoves(rand, pos, aim, 5);
				const where = `${makeFen(pos)} aim ${aim} max-moves ${maxMoves} (run ${run})`;
				const got = winningMoves(pos, { aim, maxMoves, ttMegabytes: 1 });
				const legal = legalMoves(pos);
				expect(got.map((r) => moveKey(r.move)).sort(), where).toEqual(legal.map(moveKey).sort());
				for (const { move, verdict } of got) {
					const text = verdict.kind === 'win' ? `win in ${verdict.n}` : verdict.kind;
					const expected = oracle.moveVerdict(pos, move, maxMoves);
					expect(text, `${where}: ${moveToString(move)}`).toBe(expected);
					seen.add(expected.replace(/ \d+$/, ''));
				}
				// Consistent with solve: a win in N exists exactly when the best move wins in N.
				const v = oracle.verdict(pos, maxMoves);
				const wins = got.flatMap((r) => (r.verdict.kind === 'win' ? [r.verdict.n] : []));
				if (v.kind === 'win' && v.n > 0) expect(Math.min(...wins), where).toBe(v.n);
				if (v.kind !== 'win') expect(wins, where).toEqual([]);
				oracle.trim();
			}
			expect([...seen].sort()).toEqual(['no-win', 'win in']);
		});
	}
});

describe('colour/board mirror symmetry', () => {
	it('the mirrored position has the same verdict', () => {
		const rand = rng(8080);
		for (let run = 0; run < 200; run++) {
			const pos = randomPosition(rand);
			const aim: Aim = rand() < 0.7 ? 'giveaway' : 'russian';
			const maxMoves = randomMaxMoves(rand, pos, aim);
			const a = solve(pos, { aim, maxMoves, ttMegabytes: 1 });
			const b = solve(mirror(pos), { aim, maxMoves, ttMegabytes: 1 });
			expect(verdictText(b.verdict), `${makeFen(pos)} vs ${makeFen(mirror(pos))} aim ${aim} max-moves ${maxMoves}`).toBe(verdictText(a.verdict));
			expect(b.line.length).toBe(a.line.length);
		}
	});

	it('the 12-against-1 position mirrored: same verdict (quick square)', () => {
		const pos = twelvePosition('b4');
		expect(verdictText(solve(mirror(pos), { maxMoves: 3 }).verdict)).toBe(verdictText(solve(pos, { maxMoves: 3 }).verdict));
	});
});

describe('hand-checked positions', () => {
	const text = (f: string, options: Parameters<typeof solve>[1] = {}) => {
		const r = solve(fen(f), options);
		return { verdict: verdictText(r.verdict), line: r.line.map(moveToString) };
	};

	it('the side to move with every piece blocked wins in 0 (giveaway)', () => {
		// a1 can neither step to b2 (Black) nor jump it (c3 is taken).
		expect(legalMoves(fen('W:Wa1:Bb2,c3'))).toEqual([]);
		expect(text('W:Wa1:Bb2,c3')).toEqual({ verdict: 'win in 0', line: [] });
		// The same, Black to move: h8 is blocked by g7 with f6 behind it.
		expect(text('B:Wg7,f6:Bh8')).toEqual({ verdict: 'win in 0', line: [] });
	});

	it('the side to move with no pieces wins in 0', () => {
		expect(text('W:W:Bb8,d8')).toEqual({ verdict: 'win in 0', line: [] });
		expect(text('B:Wa1:B')).toEqual({ verdict: 'win in 0', line: [] });
	});

	it("having to capture the opponent's last piece is loss in 1", () => {
		// c3 must take d4; Black then has nothing and wins.
		expect(text('W:Wc3:Bd4')).toEqual({ verdict: 'loss in 1', line: ['c3:e5'] });
		// With a second piece the capture is still forced and still loses.
		expect(text('W:Wc3,a1:Bd4')).toEqual({ verdict: 'loss in 1', line: ['c3:e5'] });
		// A king taking a distant last man: every landing square loses alike.
		expect(text('W:WKa1:Bd4').verdict).toBe('loss in 1');
	});

	it('giving away the last piece is win in 1', () => {
		// e3-f4 forces g5:e3, and White, with nothing left, has won. (e3-d4 does not:
		// Black then moves g5-f4 or g5-h4 and the game goes on.)
		expect(text('W:We3:Bg5')).toEqual({ verdict: 'win in 1', line: ['e3-f4', 'g5:e3'] });
		const moves = winningMoves(fen('W:We3:Bg5'), { maxMoves: 1 }).map(
			(r) => `${moveToString(r.move)} ${r.verdict.kind === 'win' ? 'win in ' + r.verdict.n : r.verdict.kind}`
		);
		expect(moves.sort()).toEqual(['e3-d4 no-win', 'e3-f4 win in 1']);
	});

	it('king against king on the long diagonal: every move is a give-away, win in 1', () => {
		// The a1 king has only the a1-h8 road; wherever it stops, the h8 king (also
		// only on that road) must take it, and White has no piece left.
		expect(text('W:WKa1:BKh8')).toEqual({
			verdict: 'win in 1',
			line: [expect.stringMatching(/^a1-[b-g][2-7]$/), expect.stringMatching(/^h8:/)] as unknown as string[]
		});
		const moves = winningMoves(fen('W:WKa1:BKh8'), { maxMoves: 3 });
		expect(moves.map((r) => `${moveToString(r.move)} ${r.verdict.kind === 'win' ? 'win in ' + r.verdict.n : r.verdict.kind}`).sort()).toEqual([
			'a1-b2 win in 1',
			'a1-c3 win in 1',
			'a1-d4 win in 1',
			'a1-e5 win in 1',
			'a1-f6 win in 1',
			'a1-g7 win in 1'
		]);
		// Colours reversed: the same.
		expect(text('B:WKa1:BKh8').verdict).toBe('win in 1');
	});

	it('two kings against one: win in 2, by giving the kings away one by one', () => {
		// a1-b2 forces h8:a1 (the only landing square; from a1 nothing more to take);
		// then c1-b2 forces a1 to take b2 and White has nothing left. No win in 1:
		// Black takes at most one king per move here (a1 cannot be taken at all, and
		// c1-b2 is not takeable with a1 behind it).
		const pos = fen('W:WKa1,Kc1:BKh8');
		const r = solve(pos);
		expect(verdictText(r.verdict)).toBe('win in 2');
		checkLine(pos, r.verdict, r.line, 'giveaway', 'W:WKa1,Kc1:BKh8');
		const byMove = Object.fromEntries(
			winningMoves(pos, { maxMoves: 2 }).map((m) => [moveToString(m.move), m.verdict.kind === 'win' ? `win in ${m.verdict.n}` : m.verdict.kind])
		);
		expect(byMove['a1-b2']).toBe('win in 2');
		expect(byMove['c1-b2']).toBe('no-win'); // nothing to take: Black just moves on
		const after = applyMove(
			pos,
			legalMoves(pos).find((m) => moveToString(m) === 'a1-b2')!
		);
		expect(legalMoves(after).map(moveToString)).toEqual(['h8:a1']);
	});

	it('king endings with longer answers agree with the oracle', () => {
		for (const f of ['W:WKc3:BKf8,Kh6', 'B:WKb2,e1:BKh8', 'W:WKh2:Ba7']) {
			const pos = fen(f);
			const expected = oracles.giveaway.verdict(pos, 6);
			const got = solve(pos, { maxMoves: 6 });
			expect(verdictText(got.verdict), f).toBe(verdictText(expected));
			if (got.verdict.kind !== 'unknown') checkLine(pos, got.verdict, got.line, 'giveaway', f);
		}
	});

	it('Russian aim: the blocked side loses; taking the last piece wins in 1', () => {
		expect(text('W:Wa1:Bb2,c3', { aim: 'russian' })).toEqual({ verdict: 'loss in 0', line: [] });
		expect(text('W:W:Bb8', { aim: 'russian' })).toEqual({ verdict: 'loss in 0', line: [] });
		expect(text('W:Wc3:Bd4', { aim: 'russian' })).toEqual({ verdict: 'win in 1', line: ['c3:e5'] });
		// Giving the last piece away now loses (e3-f4 g5:e3 leaves White stuck), and
		// nothing wins in one move: White cannot block Black's man at once.
		expect(text('W:We3:Bg5', { aim: 'russian', maxMoves: 1 }).verdict).toBe('unknown');
		const moves = winningMoves(fen('W:We3:Bg5'), { aim: 'russian', maxMoves: 1 }).map((r) => `${moveToString(r.move)} ${r.verdict.kind}`);
		expect(moves.sort()).toEqual(['e3-d4 no-win', 'e3-f4 no-win']);
	});
});

describe('budgets', () => {
	it('a node limit of 1 on a hard position gives unknown', () => {
		const r = solve(twelvePosition('d8'), { nodeLimit: 1, ttMegabytes: 1 });
		expect(r.verdict).toEqual({ kind: 'unknown' });
		expect(r.line).toEqual([]);
	});

	it('a tiny timeout on a hard position gives unknown, promptly', () => {
		const t0 = performance.now();
		const r = solve(twelvePosition('d8'), { timeoutMs: 1, ttMegabytes: 1 });
		expect(r.verdict).toEqual({ kind: 'unknown' });
		expect(performance.now() - t0).toBeLessThan(2000);
	});

	it('shouldStop returning true gives unknown', () => {
		let polled = 0;
		const r = solve(twelvePosition('d8'), {
			ttMegabytes: 1,
			shouldStop: () => {
				polled++;
				return true;
			}
		});
		expect(r.verdict).toEqual({ kind: 'unknown' });
		expect(polled).toBeGreaterThan(0);
	});

	it('winningMoves out of budget says unknown, never no-win', () => {
		const r = winningMoves(twelvePosition('d8'), { nodeLimit: 1, ttMegabytes: 1 });
		expect(r.length).toBe(legalMoves(twelvePosition('d8')).length);
		for (const { verdict } of r) expect(verdict.kind).not.toBe('no-win');
	});

	it('onProgress is called once per refuted bound, with growing node counts', () => {
		const bounds: number[] = [];
		const nodes: number[] = [];
		const r = solve(fen('W:We3:Bg5'), { onProgress: (b, n) => (bounds.push(b), nodes.push(n)) });
		expect(verdictText(r.verdict)).toBe('win in 1');
		expect(bounds).toEqual([0]);
		expect([...nodes].sort((a, b) => a - b)).toEqual(nodes);
	});
});

describe('12 against 1 (all 20 squares with the proof-number search, the 14 fast ones with alpha-beta too; a few seconds each)', () => {
	const expected: Record<string, string> = {
		c7: 'win in 18',
		e7: 'win in 18',
		a7: 'win in 17',
		g7: 'win in 17',
		b8: 'win in 16',
		d8: 'win in 16',
		f8: 'win in 13',
		h8: 'win in 13',
		f6: 'win in 14',
		h6: 'win in 14',
		c5: 'win in 15',
		b4: 'loss in 1',
		d4: 'loss in 1',
		f4: 'loss in 1',
		h4: 'loss in 2',
		a5: 'loss in 2',
		e5: 'loss in 2',
		b6: 'loss in 3',
		g5: 'loss in 6',
		d6: 'loss in 8'
	};
	/** The six squares alpha-beta alone needs 5-12 s each for (Node, idle): the proof-number search only. */
	const slow = new Set(['c7', 'e7', 'a7', 'g7', 'b8', 'd8']);
	const tables = { 'alpha-beta': new TranspositionTable(64), 'proof-number': new TranspositionTable(64) };

	it('the squares are the 20 of ranks 4-8', () => {
		expect(TWELVE_SQUARES.length).toBe(20);
		expect(Object.keys(expected).sort()).toEqual([...TWELVE_SQUARES].sort());
	});

	// In the table's own order (rank by rank), so each square finds the table
	// warmed by the ones before, as the CLI's `twelve` does.
	const squares = TWELVE_SQUARES.filter((s) => s in expected);
	for (const search of ['proof-number', 'alpha-beta'] as const)
		for (const square of squares.filter((s) => search === 'proof-number' || !slow.has(s))) {
			const answer = expected[square];
			it(`${square}: ${answer} (${search})`, () => {
				const pos = twelvePosition(square);
				const r = solve(pos, { tt: tables[search], search, maxMoves: 20 });
				expect(verdictText(r.verdict)).toBe(answer);
				checkLineShape(pos, r.verdict, r.line);
			});
		}

	it('the oracle confirms the short losses (b4, d4, f4, h4, a5, e5, b6)', () => {
		for (const square of ['b4', 'd4', 'f4', 'h4', 'a5', 'e5', 'b6']) {
			expect(verdictText(oracles.giveaway.verdict(twelvePosition(square), 3)), square).toBe(expected[square]);
		}
	});
});

/** The line's legality, length and end, without the oracle (for long lines). */
function checkLineShape(pos: Position, v: Verdict, line: readonly Move[]): void {
	expect(line.length).toBe(plies(v, 'giveaway'));
	let current = pos;
	for (const m of line) {
		expect(legalMoves(current).map(moveKey)).toContain(moveKey(m));
		current = applyMove(current, m);
	}
	expect(legalMoves(current)).toEqual([]);
}

describe('winningMoves, move by move', () => {
	it('settles each move as it is proved, and a move out of its own budget does not stop the others', () => {
		// Start position: nothing is provable quickly; two moves, a tiny per-move budget.
		const pos = fen('W:Wc3,e3:Bf6');
		const seen: string[][] = [];
		const all = winningMoves(pos, {
			maxMoves: 6,
			perMove: { nodeLimit: 50_000 },
			onSettled: (s) => seen.push(s.map((r) => `${moveToString(r.move)} ${r.verdict.kind === 'win' ? `win in ${r.verdict.n}` : r.verdict.kind}`))
		});
		// One call per settled move, each listing one more.
		expect(seen.map((s) => s.length)).toEqual(all.map((_, i) => i + 1));
		const last = seen[seen.length - 1];
		expect([...last].sort()).toEqual(all.map((r) => `${moveToString(r.move)} ${r.verdict.kind === 'win' ? `win in ${r.verdict.n}` : r.verdict.kind}`).sort());
		// The same verdicts as without budgets, wherever this one settled them.
		const exact = winningMoves(pos, { maxMoves: 6 });
		for (const r of all) {
			const e = exact.find((x) => x.move === r.move || moveToString(x.move) === moveToString(r.move))!;
			if (r.verdict.kind !== 'unknown') expect(r.verdict).toEqual(e.verdict);
		}
	});

	it('a per-move budget too small for a hard move leaves it unknown and still proves the easy ones', () => {
		const pos = fen('W:We3:Bg5');
		const exact = winningMoves(pos, { maxMoves: 4 });
		const cut = winningMoves(pos, { maxMoves: 4, perMove: { nodeLimit: 1 } });
		expect(cut).toHaveLength(exact.length);
		// A one-node budget proves nothing past the first node; nothing is claimed that the exact run denies.
		for (const r of cut) if (r.verdict.kind !== 'unknown') expect(exact.find((e) => moveToString(e.move) === moveToString(r.move))!.verdict).toEqual(r.verdict);
	});
});
