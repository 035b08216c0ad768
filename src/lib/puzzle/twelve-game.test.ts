import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMove, type Move } from '../engine';
import type { TwelveSquare } from '../bank/types';
import { runTask } from '../solver/tasks';
import { QUICK_SEARCH_MS, SETTLE_BEYOND, TwelveGame, type TwelvePort } from './twelve-game';
import { decodeTree, type ProvedTree } from './twelve-tree';
import { SQUARE_NAMES } from '../engine';

const table = JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as { squares: TwelveSquare[] };
const f8 = table.squares.find((r) => r.square === 'f8')!;
const noTree = null;
/** The committed proved tree, decoded (its hash is checked in features/twelve/proved-tree.test.ts). */
function committedTree(): ProvedTree {
	const fens = new Map(table.squares.map((r) => [r.square, r.fen]));
	const decoded = decodeTree(new Uint8Array(readFileSync('src/lib/features/twelve/proved-tree.bin')), (sq) => fens.get(SQUARE_NAMES[sq]) ?? null);
	if (!decoded.ok) throw new Error(`the committed tree does not decode: ${decoded.error.code}`);
	return decoded.value;
}
const clock = () => 0;

/** The real solver in-process; records the time limits it was given. */
function inProcess(): TwelvePort & { limits: number[] } {
	return {
		limits: [],
		async solve(fen, maxMoves, timeoutMs, boundFirst) {
			this.limits.push(timeoutMs);
			// The test machine is shared: the limit that counts here is what the game asked for, not the wall clock.
			const a = runTask({ kind: 'solve', fen, options: { maxMoves, timeoutMs: 20_000, boundFirst, search: 'proof-number' } });
			return { verdict: a.verdict, line: a.line, atMost: a.atMost };
		},
		async reply(fen) {
			return runTask({ kind: 'heuristic-move', fen, options: { maxMoves: 1, timeoutMs: 200 } }).move;
		}
	};
}

/** A solver that never proves anything: every move off the line stays unproved. */
const clueless: TwelvePort = {
	solve: async () => ({ verdict: { kind: 'unknown' }, line: [] }),
	reply: async (fen) => runTask({ kind: 'heuristic-move', fen, options: { maxMoves: 0, timeoutMs: 1 } }).move
};

const move = (g: TwelveGame, text: string): Move => {
	const m = parseMove(g.position, text);
	if (!m.ok) throw new Error(`illegal ${text}`);
	return m.value;
};

async function followLine(g: TwelveGame, port: TwelvePort, whiteMoves: number): Promise<void> {
	for (let i = 0; i < whiteMoves; i++) {
		const a = await g.play(move(g, g.data.line[0]), port, noTree, clock);
		expect(a.source).toBe('line');
	}
}

describe('12 against 1 game', () => {
	it('answers the proved line from the table without searching and ends won in the optimum', async () => {
		const port = inProcess();
		const g = TwelveGame.fresh(f8);
		await followLine(g, port, f8.verdict.n);
		expect(port.limits).toEqual([]);
		expect(g.data.state).toBe('won');
		expect(g.userMoves).toBe(13);
		expect(g.slowerThanBest).toBe(0);
	});

	it('says how much slower a move that still wins is, and follows the solver line after it', async () => {
		const port = inProcess();
		const g = TwelveGame.fresh(f8);
		await followLine(g, port, 6);
		expect(g.data.winIn).toBe(7);
		// d2-e3 here still wins, in 10 instead of 7 (checked with `cli solve`).
		const a = await g.play(move(g, 'd2-e3'), port, noTree, clock);
		expect(a.source).toBe('search');
		expect(a.note).toEqual({ kind: 'slower', by: 3 });
		expect(port.limits).toEqual([QUICK_SEARCH_MS]);
		expect(g.data.winIn).toBe(9);
		// The next best move is on the solver's line: answered without a search.
		const next = await g.play(move(g, g.data.line[0]), port, noTree, clock);
		expect(next.source).toBe('line');
	});

	it('a spoiling move taken back leaves the game winnable, and a win in the optimum counts as won', async () => {
		const port = inProcess();
		const g = TwelveGame.fresh(f8);
		await followLine(g, port, 1);
		const a = await g.play(move(g, 'd2-e3'), port, noTree, clock);
		expect(a.note).toMatchObject({ kind: 'spoiled', opponentWinsIn: 3 });
		expect(g.data.state).toBe('spoiled');
		g.takeBack();
		expect(g.data.state).toBe('playing');
		expect(g.userMoves).toBe(1);
		await followLine(g, port, f8.verdict.n - 1);
		expect(g.data.state).toBe('won');
		expect(g.data.takeBacks).toBe(1);
		expect(g.slowerThanBest).toBe(0);
	});

	it('answers from the proved tree instead of a search, and goes on with the tree’s line', async () => {
		const port = inProcess();
		const tree = committedTree();
		const g = TwelveGame.fresh(f8);
		const a = await g.play(move(g, 'e3-d4'), port, tree, clock);
		expect(a).toMatchObject({ source: 'tree', note: { kind: 'slower', by: 3 } });
		expect(g.lastFromTree).toBe(true);
		expect(port.limits).toEqual([]);
		expect(g.data.plies).toHaveLength(2);
		// Black's longest defence from the tree: White's fastest win after it is exact (16 - 1), with its first moves.
		expect(g.data.winIn).toBe(15);
		expect(g.data.line.length).toBeGreaterThanOrEqual(2);
		// The tree's best move is answered from the line, without a search either.
		const next = await g.play(move(g, g.data.line[0]), port, tree, clock);
		expect(next).toMatchObject({ source: 'line', note: { kind: 'best' } });
		expect(port.limits).toEqual([]);
	});

	it('a move the short search only bounds is said to win in at most N, and made exact later', async () => {
		const bounded: TwelvePort = {
			solve: async () => ({ verdict: { kind: 'unknown' }, line: [], atMost: { kind: 'loss', n: 17 } }),
			reply: clueless.reply
		};
		const g = TwelveGame.fresh(f8);
		const a = await g.play(move(g, 'e3-d4'), bounded, noTree, clock);
		expect(a).toMatchObject({ source: 'heuristic', note: { kind: 'bound', atMost: 17 } });
		expect(g.data.estimate).toBe(16);
		const [settleMove] = g.unsettled;
		expect(settleMove).toMatchObject({ kind: 'move', index: 0, maxMoves: 17, target: 13 });
		expect(g.settle(settleMove, { kind: 'loss', n: 16 }, [])).toBe(0);
		expect(g.lastNote).toEqual({ kind: 'slower', by: 3 });
	});

	it('plays on after a move nothing proved, and settles it later', async () => {
		const g = TwelveGame.fresh(f8);
		const a = await g.play(move(g, 'e3-d4'), clueless, noTree, clock);
		expect(a).toMatchObject({ source: 'heuristic', note: { kind: 'unproved' } });
		expect(g.data.state).toBe('playing');
		expect(g.data.plies.map((p) => p.by)).toEqual(['user', 'app']);
		// The move, then the position on the board (the app's reply was a heuristic one, so nothing is proved from there).
		// The move's search looks well past the game's bound (18): a far slower win is still a win, and its note says by how much.
		const [settleMove, board] = g.unsettled;
		expect(settleMove).toEqual({ kind: 'move', index: 0, fen: 'B:Wa1,a3,b2,c1,c3,d2,d4,e1,f2,g1,g3,h2:Bf8', maxMoves: 18 + SETTLE_BEYOND, target: 13 });
		expect(board).toMatchObject({ kind: 'position', at: 2 });
		expect(g.settle(settleMove, { kind: 'loss', n: 16 }, [])).toBe(0);
		expect(g.lastNote).toEqual({ kind: 'slower', by: 3 });
		expect(g.unsettled).toEqual([board]);
	});

	it('restores a saved game and refuses one that does not fit', async () => {
		const g = TwelveGame.fresh(f8);
		await followLine(g, inProcess(), 3);
		const saved = JSON.parse(JSON.stringify(g.data));
		const back = TwelveGame.restore(f8, saved)!;
		expect(back.position).toEqual(g.position);
		expect(back.data.line).toEqual(g.data.line);
		expect(TwelveGame.restore(f8, { ...saved, plies: [{ move: 'a1-b2', by: 'user' }] })).toBeNull();
		expect(
			TwelveGame.restore(
				table.squares.find((r) => r.square === 'h8')!,
				saved
			)
		).toBeNull();
		expect(TwelveGame.restore(f8, 'nonsense')).toBeNull();
	});
});

describe('12 against 1: a move judged where White’s best is not proved (issue 22, item 2)', () => {
	// From `npm run -s cli -- winning-moves W:Wa1,b2,b4,c1,c3,d2,e1,e3,f2,g1,g3,h2:Bg7 --max-moves 20`:
	// after a3-b4 f8-g7 White wins in 15 (b4-c5, c3-d4, e3-d4), and b4-a5 wins in 17.
	it('a move the short search proves is not called best until White’s best from before it is proved', async () => {
		const g = TwelveGame.fresh(f8);
		await g.play(move(g, 'a3-b4'), clueless, noTree, clock);
		// The heuristic reply: nothing is proved from the position on the board.
		expect(g.data.winIn).toBeNull();
		const proves17: TwelvePort = { solve: async () => ({ verdict: { kind: 'loss', n: 17 }, line: [] }), reply: clueless.reply };
		const a = await g.play(move(g, 'b4-a5'), proves17, noTree, clock);
		expect(a.note).toEqual({ kind: 'unproved' });
		const before = g.unsettled.find((t) => t.kind === 'position' && t.at === 2);
		// White's best before b4-a5 is at most b4-a5's own 17.
		expect(before).toMatchObject({ maxMoves: 17, target: 17 });
		expect(before!.fen.startsWith('W:Wa1,b2,b4,c1,c3,d2,e1,e3,f2,g1,g3,h2:B')).toBe(true);
		expect(g.settle(before!, { kind: 'win', n: 15 }, [])).toBe(2);
		expect(g.lastNote).toEqual({ kind: 'slower', by: 2 });
	});
});
