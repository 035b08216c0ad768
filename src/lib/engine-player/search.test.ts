import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	applyMove,
	legalMoves,
	makePosition,
	mirror,
	moveToString,
	parseFen,
	playLine,
	START,
	zobristLo,
	type Aim,
	type Game,
	type GameHistory,
	type Position
} from '../engine';
import { rng } from '../random';
import { solve, winningMoves } from '../solver/solve';
import { TranspositionTable } from '../solver/tt';
import { defaultEvaluator, EVAL_LIMIT } from './eval';
import { BoardModel } from './model';
import { FEATURE_COUNT } from './features';
import { Player, scoreOf, scoreText } from './player';
import { Searcher, WIN } from './search';
import { PlayerTable } from './tt';

/** Men-mostly positions of a few pieces, both sides with a piece, either to move. */
function randomPosition(random: () => number, min: number, max: number, kingChance = 0.15): Position {
	const count = min + Math.floor(random() * (max - min + 1));
	let white = 0;
	let black = 0;
	let kings = 0;
	for (let placed = 0; placed < count;) {
		const sq = Math.floor(random() * 32);
		const bit = 1 << sq;
		if ((white | black) & bit) continue;
		const isWhite = placed % 2 === 0;
		const king = random() < kingChance || (isWhite ? sq >= 28 : sq < 4);
		if (isWhite) white |= bit;
		else black |= bit;
		if (king) kings |= bit;
		placed++;
	}
	return makePosition(white, black, kings, random() < 0.5);
}

function fen(text: string): Position {
	const r = parseFen(text);
	if (!r.ok) throw new Error(text);
	return r.value;
}

/**
 * Random positions the solver proves a win or loss in at most 3 for: the
 * search (without the solver) gives the same score, and a winning move
 * that keeps the win in N. Counts of each kind, to check the sample.
 */
function againstSolver(aim: Aim, numRuns: number, seed: number): { wins: number; losses: number } {
	const tt = new TranspositionTable(8);
	const player = new Player({ ttMegabytes: 4 });
	let wins = 0;
	let losses = 0;
	fc.assert(
		fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (s) => {
			const pos = randomPosition(rng(s), 4, 8);
			if (legalMoves(pos).length === 0) return;
			tt.clear();
			const v = solve(pos, { maxMoves: 3, nodeLimit: 200_000, tt, aim }).verdict;
			if (v.kind === 'unknown') return;
			const t = player.think(pos, { aim, noSolver: true, maxDepth: 2 * v.n + 4, nodeLimit: 3_000_000 });
			expect(t.score, `${s} ${scoreText(t.score)}`).toEqual(v);
			if (v.kind === 'win') {
				wins++;
				const verdicts = winningMoves(pos, { maxMoves: v.n, tt, aim });
				const mine = verdicts.find((r) => r.move === t.move || moveToString(r.move) === moveToString(t.move!));
				expect(mine?.verdict, `${s}: ${moveToString(t.move!)}`).toEqual({ kind: 'win', n: v.n });
			} else losses++;
		}),
		{ numRuns, seed }
	);
	return { wins, losses };
}

describe('search against the solver', () => {
	it('finds every short forced win the solver proves, as fast, with a move that keeps it; and every forced loss, as long', () => {
		const { wins, losses } = againstSolver('giveaway', 150, 25);
		// The sample must hold both kinds, or the test proves little.
		expect(wins).toBeGreaterThan(10);
		expect(losses).toBeGreaterThan(5);
	});

	it('plays a proved win from the solver fastest and says so', () => {
		// The solver's own examples: White wins in 1 by giving the last man away.
		const pos = fen('W:Wc3:Bb4');
		const t = new Player().think(pos, { nodeLimit: 100_000 });
		expect(t.source).toBe('solver');
		expect(scoreText(t.score)).toBe('loss in 1');
	});
});

describe('determinism and levels', () => {
	const middle = fen('W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,h2:Ba7,b6,b8,c7,d6,e7,f8,g7,h6,h8,f6');

	it('gives the same move, score and nodes for the same seed and options', () => {
		for (const level of [3, 5, 8]) {
			const a = new Player().think(middle, { level, seed: 7, nodeLimit: 60_000 });
			const b = new Player().think(middle, { level, seed: 7, nodeLimit: 60_000 });
			expect(moveToString(b.move!)).toBe(moveToString(a.move!));
			expect(b.nodes).toBe(a.nodes);
			expect(b.score).toEqual(a.score);
		}
	});

	it('a weaker level chooses among near-best moves only, and the seed varies the choice', () => {
		const player = new Player();
		const exact = player.think(START, { level: 8, multiPv: 7, maxDepth: 3, nodeLimit: 10_000_000, noSolver: true });
		const scores = new Map(exact.lines.map((l) => [moveToString(l.move), l.score]));
		const chosen = new Set<string>();
		for (let seed = 0; seed < 30; seed++) {
			const t = player.think(START, { level: 3, seed, nodeLimit: 10_000_000 });
			chosen.add(moveToString(t.move!));
		}
		expect(chosen.size).toBeGreaterThan(1);
		const best = exact.lines[0].score;
		if (best.kind !== 'estimate') throw new Error('the start is not proved');
		for (const m of chosen) {
			const s = scores.get(m)!;
			expect(s.kind).toBe('estimate');
			if (s.kind === 'estimate') expect(s.evaluation).toBeGreaterThanOrEqual(best.evaluation - 80);
		}
	});

	it('a weaker level searches less: depth and nodes grow with the level', () => {
		const player = new Player();
		const runs = [1, 3, 5, 8].map((level) => player.think(middle, { level, movetimeMs: 100, nodesOnly: true, noSolver: true }));
		for (let i = 1; i < runs.length; i++) {
			expect(runs[i].depth).toBeGreaterThanOrEqual(runs[i - 1].depth);
			expect(runs[i].nodes).toBeGreaterThan(runs[i - 1].nodes);
		}
		expect(runs[0].depth).toBe(1);
	});

	it('a search bounded by the clock alone deepens until the clock runs out (no node budget)', () => {
		// The clock moves one "millisecond" per check (1024 nodes): 300 ms is about 300 000 nodes.
		let t = 0;
		const r = new Player().think(START, { movetimeMs: 300, timeOnly: true, now: () => (t += 1), noSolver: true });
		expect(r.nodes).toBeGreaterThan(100 * 1024);
		expect(r.depth).toBeGreaterThanOrEqual(6);
	});

	it('stops on the clock passed in, after the first iteration', () => {
		let t = 0;
		const now = () => (t += 1);
		const r = new Player().think(START, { movetimeMs: 50, now, noSolver: true });
		// The clock moves one "millisecond" per check (every 1024 nodes): 2 x 50 checks at most after depth 1.
		expect(r.depth).toBeGreaterThanOrEqual(1);
		expect(r.nodes).toBeLessThan(150 * 1024);
	});
});

describe('transposition table', () => {
	it('keeps what was stored, whole positions only', () => {
		const tt = new PlayerTable(1);
		tt.store(12345, 0xfff, 0x0fff00000, 0, true, -77, 3, 9, 4);
		expect(tt.probe(12345, 0xfff, 0x0fff00000 | 0, 0, true)).toBe(true);
		expect([tt.score, tt.bound, tt.depth, tt.move]).toEqual([-77, 3, 9, 4]);
		// Same slot, another position or side: a miss, never a borrowed score.
		expect(tt.probe(12345, 0xffe, 0x0fff00000 | 0, 0, true)).toBe(false);
		expect(tt.probe(12345, 0xfff, 0x0fff00000 | 0, 0, false)).toBe(false);
	});

	it('keeps the deeper entry of a bucket and the move of an earlier search', () => {
		const tt = new PlayerTable(1);
		const h = 4242;
		tt.store(h, 1, 2, 0, true, 10, 3, 12, 5);
		tt.store(h, 3, 4, 0, true, 20, 3, 2, 1);
		tt.store(h, 5, 6, 0, true, 30, 3, 1, 2);
		expect(tt.probe(h, 1, 2, 0, true)).toBe(true);
		expect(tt.depth).toBe(12);
		expect(tt.probe(h, 5, 6, 0, true)).toBe(true);
		expect(tt.probe(h, 3, 4, 0, true)).toBe(false);
		tt.store(h, 1, 2, 0, true, 11, 1, 13, -1);
		expect(tt.probe(h, 1, 2, 0, true)).toBe(true);
		expect([tt.score, tt.move]).toEqual([11, 5]);
	});

	it('the search gives the same result whatever the table size', () => {
		const pos = fen('B:Wa1,c3,e3,g3,h2:Bb6,d6,f6,h6,g7');
		const scores = [1, 16].map((mb) => {
			const s = new Searcher(new PlayerTable(mb), defaultEvaluator());
			const r = s.search(pos.white, pos.black, pos.kings, pos.whiteToMove, { maxDepth: 6, nodeLimit: Infinity, deadline: Infinity, now: () => 0, multiPv: 1 });
			return r.lines[0].score;
		});
		// Replacement changes the tree searched, not soundness: scores stay close, and proved ones equal.
		expect(Math.abs(scores[0] - scores[1])).toBeLessThan(60);
	});
});

describe('evaluation', () => {
	it('is the same for the colour-reversed position (so negated from White’s view), and not a constant', () => {
		const ev = defaultEvaluator();
		const random = rng(11);
		const seen = new Set<number>();
		for (let i = 0; i < 500; i++) {
			const pos = randomPosition(random, 2, 24, 0.2);
			const m = mirror(pos);
			const white = (p: Position) => (p.whiteToMove ? 1 : -1) * ev.evaluate(p.white, p.black, p.kings, p.whiteToMove);
			expect(ev.evaluate(m.white, m.black, m.kings, m.whiteToMove)).toBe(ev.evaluate(pos.white, pos.black, pos.kings, pos.whiteToMove));
			expect(white(m) + white(pos)).toBe(0);
			seen.add(ev.evaluate(pos.white, pos.black, pos.kings, pos.whiteToMove));
		}
		expect(seen.size).toBeGreaterThan(50);
	});

	it('refuses weights for other features', () => {
		expect(() => new BoardModel({ pst: false, patterns: false }, [1, 2, 3], EVAL_LIMIT)).toThrow();
		expect(() => new BoardModel({ pst: false, patterns: false }, new Array(FEATURE_COUNT).fill(0), EVAL_LIMIT)).not.toThrow();
	});

	it('says proved results as win/loss in N and estimates in percent', () => {
		expect(scoreText(scoreOf(WIN - 4))).toBe('win in 2');
		expect(scoreText(scoreOf(-(WIN - 3)))).toBe('loss in 2');
		expect(scoreText(scoreOf(-(WIN - 1)))).toBe('loss in 1');
		expect(scoreText(scoreOf(0))).toBe('50%');
		expect(scoreText(scoreOf(55))).toBe('63%');
	});
});

describe('draw rules inside the search', () => {
	it('scores a position repeated from the game as a draw', () => {
		// Two kings each: shuffling back would repeat the game's position.
		const pos = fen('W:WKa1,Kc1:BKh8,Kf8');
		const before = applyMove(applyMove(pos, legalMoves(pos)[0]), legalMoves(applyMove(pos, legalMoves(pos)[0]))[0]);
		expect(before).toBeDefined();
		const s = new Searcher(new PlayerTable(1), defaultEvaluator());
		const limits = { maxDepth: 1, nodeLimit: Infinity, deadline: Infinity, now: () => 0, multiPv: 1 };
		const free = s.search(pos.white, pos.black, pos.kings, pos.whiteToMove, limits);
		const rootScores = free.rootScores;
		expect(rootScores.some((x) => x !== 0)).toBe(true);
		// 30 king-only plies already played: every move draws.
		s.reset();
		const capped = s.search(pos.white, pos.black, pos.kings, pos.whiteToMove, limits, { hashes: [], kingsOnlyPlies: 29 });
		expect(capped.rootScores.every((x) => x === 0)).toBe(true);
	});
});

describe('node counts (bench --engine)', () => {
	it('counts every node searched, the iteration a budget cuts short included', () => {
		// Whether a budget stops the search inside an iteration or after one (past half the budget no new one starts) depends on the tree: try several.
		let cut = 0;
		for (const budget of [30_000, 50_000, 80_000, 120_000, 200_000]) {
			const t = new Player({ ttMegabytes: 1 }).think(START, { nodeLimit: budget, noSolver: true, maxDepth: 64 });
			expect(t.searched).toBeGreaterThanOrEqual(t.nodes);
			expect(t.searched).toBeLessThan(budget + 2048);
			if (t.searched! < budget) continue;
			// The budget stopped the search inside an iteration: all its nodes were searched, the completed ones are fewer.
			cut++;
			expect(t.nodes).toBeLessThan(t.searched!);
		}
		expect(cut, 'budgets that cut an iteration short').toBeGreaterThan(0);
	});
});

describe('ordinary checkers (aim russian)', () => {
	it('finds every short forced win and loss the ordinary-checkers solver proves, as fast, with a move that keeps it, and as long', () => {
		const { wins, losses } = againstSolver('russian', 400, 26);
		// Both kinds, or the test proves little (short losses are rarer in ordinary checkers).
		expect(wins).toBeGreaterThan(10);
		expect(losses).toBeGreaterThan(3);
	});

	it('a side left without a move has lost, and the giveaway tables are not asked', () => {
		// White's man on a1 is blocked by b2... no: White has no move at all here.
		const blocked = fen('W:Wa1:Bb2,c3');
		expect(legalMoves(blocked)).toHaveLength(0);
		expect(new Player().think(blocked, { aim: 'russian' }).score).toEqual({ kind: 'loss', n: 0 });
		expect(new Player().think(blocked).score).toEqual({ kind: 'win', n: 0 });
		// White's h2-g3 (or h2 anywhere) leaves Black's a3 blocked by b2 and c1: a win in 1 in ordinary checkers.
		const shut = fen('W:Wb2,c1,h2:Ba3');
		const r = new Player().think(shut, { aim: 'russian', noSolver: true, maxDepth: 4 });
		expect(r.score).toEqual({ kind: 'win', n: 1 });
		const g = new Player().think(shut, { noSolver: true, maxDepth: 4 });
		expect(g.score).not.toEqual({ kind: 'win', n: 1 });
	});

	it('takes the shot that wins material, where giveaway play would not', () => {
		// White to move: c3-d4 gives one man and takes two (b6:d4... then e3:c5:a7 is not legal here); the search wants material.
		const pos = fen('W:Wa1,c1,e1,g1,c3,e3:Bb6,d6,f6,h8,f8');
		const t = new Player().think(pos, { aim: 'russian', nodeLimit: 200_000, noSolver: true });
		const g = new Player().think(pos, { nodeLimit: 200_000, noSolver: true });
		expect(t.move).not.toBeNull();
		// In ordinary checkers more pieces is better: White's expected score is above even with one more man.
		expect(t.score.kind === 'win' || (t.score.kind === 'estimate' && t.score.percent > 50)).toBe(true);
		expect(g.move).not.toBeNull();
	});
});

describe('draws by repetition', () => {
	// Two kings each far apart: nothing but king moves, no capture in reach.
	const pos = fen('W:WKa1,Kh2:BKa7,Kh8');

	it('a position met once before the root is not yet a draw; met twice it is (threefold), and inside the search once is enough', () => {
		const searcher = new Searcher(new PlayerTable(1), defaultEvaluator());
		const limits = { maxDepth: 1, nodeLimit: Infinity, deadline: Infinity, now: () => 0, multiPv: 32 };
		const moves = legalMoves(pos);
		const plain = searcher.search(pos.white, pos.black, pos.kings, pos.whiteToMove, limits);
		// The position after White's first move, with Black to move, as if it had occurred earlier in the game.
		const child = applyMove(pos, moves[0]);
		const h = zobristLo(child.white, child.black, child.kings, child.whiteToMove);
		const filler = (k: number) => zobristLo(child.white, child.black, child.kings, !child.whiteToMove) ^ (k * 0x9e3779b1);
		const score = (hashes: number[]) => {
			searcher.reset();
			return searcher.search(pos.white, pos.black, pos.kings, pos.whiteToMove, limits, { hashes, kingsOnlyPlies: 8 }).rootScores[0];
		};
		expect(plain.rootScores[0]).not.toBe(0);
		// Once before, two plies back from the child (the kings-only run covers it): not a draw.
		// (The child has Black to move: it can equal the game's positions 1, 3, 5 plies before the root, the last first.)
		expect(score([filler(1), filler(2), filler(3), filler(4), h])).toBe(plain.rootScores[0]);
		// Twice before: the third time, a draw.
		expect(Math.abs(score([filler(1), filler(2), h, filler(3), h]))).toBe(0);
	});

	it("a played game's history (Game.history): the move repeating a position a third time draws, and so does every move after 29 king-only plies", () => {
		const limits = { maxDepth: 1, nodeLimit: Infinity, deadline: Infinity, now: () => 0, multiPv: 32 };
		const searcher = new Searcher(new PlayerTable(1), defaultEvaluator());
		const scores = (game: Game, history?: GameHistory) => {
			searcher.reset();
			const p = game.position;
			const moves = legalMoves(p).map(moveToString);
			const r = searcher.search(p.white, p.black, p.kings, p.whiteToMove, limits, history).rootScores;
			return new Map(moves.map((m, i) => [m, r[i]]));
		};
		// Two rounds of a shuffle: the start is on the board again, and h2-g1 would make its next position occur a third time.
		const round = ['h2-g1', 'a7-b8', 'g1-h2', 'b8-a7'];
		const shuffled = playLine(pos, [...round, ...round]);
		expect(shuffled.ok).toBe(true);
		if (!shuffled.ok) return;
		const game = shuffled.value.game;
		expect(scores(game).get('h2-g1')).not.toBe(0);
		expect(Math.abs(scores(game, game.history()).get('h2-g1')!)).toBe(0);
		// 29 king-only plies without a repetition: the 30th, whichever it is, draws.
		const kings = fen('W:WKa1,Kc1:BKh8,Kf8');
		const wander: string[] = [];
		const seen = new Set<number>();
		let at = playLine(kings, []);
		for (let i = 0; i < 29 && at.ok; i++) {
			const p = at.value.game.position;
			seen.add(zobristLo(p.white, p.black, p.kings, p.whiteToMove));
			const next = legalMoves(p).find((m) => {
				const q = applyMove(p, m);
				return !seen.has(zobristLo(q.white, q.black, q.kings, q.whiteToMove)) && legalMoves(q).every((r) => r.captured === 0);
			})!;
			wander.push(moveToString(next));
			at = playLine(kings, wander);
		}
		expect(at.ok && at.value.game.history().kingsOnlyPlies).toBe(29);
		if (!at.ok) return;
		expect([...scores(at.value.game).values()].some((x) => x !== 0)).toBe(true);
		expect([...scores(at.value.game, at.value.game.history()).values()].every((x) => x === 0)).toBe(true);
	});
});
