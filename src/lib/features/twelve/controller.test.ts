import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, parseFen, parseMove } from '$lib/engine';
import type { TwelveSquare } from '$lib/bank/types';
import type { TwelveRunReport } from '$lib/app/progress-link';
import { QUICK_SEARCH_MS } from '$lib/puzzle/twelve-game';
import type { TaskKind, TaskOf } from '$lib/solver/protocol';
import { runTask } from '$lib/solver/tasks';
import { TwelveController, type GameKeeper } from './controller.svelte';
import type { SolverPort } from '$lib/solver/client';
import { readProvedTree } from './proved-tree';

const table = (JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as { squares: TwelveSquare[] }).squares;
const f8 = table.find((r) => r.square === 'f8')!;
/** The committed proved tree, checked and decoded as the app does. */
const loadTree = () => readProvedTree(new Uint8Array(readFileSync('src/lib/features/twelve/proved-tree.bin')), table);

/** The real solver in-process; `quickUnknown`: the short searches prove nothing, as on a slow phone. */
function inProcess(options: { quickUnknown?: boolean } = {}): () => SolverPort {
	return () => ({
		request: async <K extends TaskKind>(task: TaskOf<K>) => {
			if (options.quickUnknown && task.kind === 'solve' && (task.options?.timeoutMs ?? 0) <= QUICK_SEARCH_MS)
				return { kind: 'solve', verdict: { kind: 'unknown' }, line: [], nodes: 0, ms: 0, noResultWithin: null } as never;
			return runTask(task);
		},
		cancel: () => {},
		dispose: () => {}
	});
}

function memoryKeeper(): GameKeeper & { items: Map<string, string> } {
	const items = new Map<string, string>();
	return {
		items,
		load: async (k) => JSON.parse(items.get(k) ?? 'null'),
		save: (k, v) => void items.set(k, JSON.stringify(v)),
		remove: (k) => void items.delete(k)
	};
}

async function playText(c: TwelveController, text: string): Promise<void> {
	const m = parseMove(c.game!.position, text);
	if (!m.ok) throw new Error(`illegal ${text}`);
	await c.play(m.value);
}

async function playLine(c: TwelveController, whiteMoves: number): Promise<void> {
	for (let i = 0; i < whiteMoves; i++) await playText(c, c.data!.line[0]);
}

describe('12 against 1 controller', () => {
	it('a game won in the optimum after a spoiling move was taken back is recorded as won (issue 15, item 6)', async () => {
		const runs: TwelveRunReport[] = [];
		const c = new TwelveController(table, { makeClient: inProcess(), onfinish: (r) => runs.push(r) });
		await c.choose('f8');
		await playLine(c, 1);
		await playText(c, 'd2-e3');
		expect(c.data!.state).toBe('spoiled');
		expect(c.game!.lastNote).toMatchObject({ kind: 'spoiled' });
		c.takeBack();
		await playLine(c, f8.verdict.n - 1);
		expect(c.data!.state).toBe('won');
		expect(runs).toEqual([expect.objectContaining({ square: 'f8', result: 'won', playerMoves: 13, optimum: 13 })]);
		expect(runs[0].moves).toHaveLength(f8.line.length);
	});

	it('keeps a game in progress on the device and resumes it; a won game is not kept', async () => {
		const keeper = memoryKeeper();
		const a = new TwelveController(table, { makeClient: inProcess(), keeper });
		await a.choose('f8');
		await playLine(a, 3);
		a.dispose();
		const b = new TwelveController(table, { makeClient: inProcess(), keeper });
		await b.choose('f8');
		expect(b.resumed).toBe(true);
		expect(b.game!.userMoves).toBe(3);
		expect(b.lastMove).not.toBeNull();
		await playLine(b, f8.verdict.n - 3);
		expect(b.data!.state).toBe('won');
		expect(keeper.items.size).toBe(0);
		// Play again starts from the beginning.
		b.playAgain();
		expect(b.game!.userMoves).toBe(0);
		expect(b.data!.state).toBe('playing');
	});

	it('plays on when the short search proves nothing and settles the move in the background', async () => {
		const c = new TwelveController(table, { makeClient: inProcess({ quickUnknown: true }) });
		await c.choose('f8');
		await playLine(c, 6);
		// d2-e3 wins in 10 instead of 7 here.
		await playText(c, 'd2-e3');
		expect(c.data!.state).toBe('playing');
		expect(c.data!.plies.at(-1)!.by).toBe('app');
		await expect.poll(() => c.settled?.move).toBe('d2-e3');
		expect(c.data!.plies.at(-2)!.note).toEqual({ kind: 'slower', by: 3 });
		expect(c.settling).toBe(false);
	});

	it('proves the chosen square live and reports it against the table', async () => {
		const c = new TwelveController(table, { makeClient: inProcess() });
		await c.choose('h4');
		expect(c.game).toBeNull();
		const proving = c.prove();
		await expect.poll(() => c.proof.status.state).toBe('done');
		await proving;
		const s = c.proof.status;
		expect(s.state === 'done' && s.job === 'solve' ? s.verdict : null).toEqual({ kind: 'loss', n: 2 });
		c.dispose();
	});

	it("sends the table's N as the proof's schedule hint, for the square chosen at each start", async () => {
		const sent: (number | undefined)[] = [];
		const real = inProcess();
		const c = new TwelveController(table, {
			makeClient: () => {
				const port = real();
				const request = <K extends TaskKind>(task: TaskOf<K>) => {
					if (task.kind === 'solve') sent.push(task.options?.target);
					return port.request(task);
				};
				return { ...port, request };
			}
		});
		for (const square of ['h4', 'b4']) {
			await c.choose(square);
			const proving = c.prove();
			await expect.poll(() => c.proof.status.state).toBe('done');
			await proving;
		}
		expect(sent).toEqual([2, 1]);
		c.dispose();
	});
});

/**
 * Verdicts of the f8 game a3-b4 f8-g7 b4-a5 (issue 22, item 2), as the solver gives them:
 * `npm run -s cli -- solve FEN --max-moves 20 --timeout-ms 600000` for each position, and
 * `winning-moves W:Wa1,b2,b4,c1,c3,d2,e1,e3,f2,g1,g3,h2:Bg7 --max-moves 20` (b4-c5, c3-d4
 * and e3-d4 win in 15, b4-a5 in 17). Searching them takes a minute on an idle machine, so
 * the background searches are answered from these figures.
 */
const F8_SOLVED: Record<string, { verdict: { kind: 'win' | 'loss'; n: number }; line: string }> = {
	// After a3-b4: White wins in 16 (3 slower than 13), Black's longest defence f8-g7.
	'B:Wa1,b2,b4,c1,c3,d2,e1,e3,f2,g1,g3,h2:Bf8': {
		verdict: { kind: 'loss', n: 16 },
		line: 'f8-g7 c3-d4 g7-h6 d4-c5 h6-g5 g3-f4 g5-h4 f4-g5 h4:f6 f2-g3 f6-g5 g3-f4 g5-h4 b4-a5 h4-g3 a5-b6 g3:e5 c5-d6 e5:c7:a5 h2-g3 a5-b4 d2-c3 b4:d2:f4:h2 g1-f2 h2-g1 c1-d2 g1:e3:c1:a3 a1-b2 a3:c1 e1-d2 c1:e3'
	},
	// After a3-b4 f8-g7: White wins in 15.
	'W:Wa1,b2,b4,c1,c3,d2,e1,e3,f2,g1,g3,h2:Bg7': {
		verdict: { kind: 'win', n: 15 },
		line: 'c3-d4 g7-h6 d4-c5 h6-g5 g3-f4 g5-h4 f4-g5 h4:f6 f2-g3 f6-g5 g3-f4 g5-h4 b4-a5 h4-g3 a5-b6 g3:e5 c5-d6 e5:c7:a5 h2-g3 a5-b4 d2-c3 b4:d2:f4:h2 g1-f2 h2-g1 c1-d2 g1:e3:c1:a3 a1-b2 a3:c1 e1-d2 c1:e3'
	},
	// After a3-b4 f8-g7 b4-a5: White wins in 17, 2 slower than 15.
	'B:Wa1,a5,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Bg7': {
		verdict: { kind: 'loss', n: 17 },
		line: 'g7-f6 c3-b4 f6-g5 g3-f4 g5-h4 f2-g3 h4:f2:d4 b2-a3 d4-e3 h2-g3 e3:g5 g3-h4 g5-f4 h4-g5 f4:h6 a1-b2 h6-g5 d2-c3 g5-h4 c3-d4 h4-g3 g1-f2 g3-h2 e1-d2 h2-g1 a5-b6 g1:e3:c5:a7 b4-c5 a7:d4:a1 c1-b2 a1:c3:e1 a3-b4 e1:a5'
	}
};

/** Short searches prove nothing (a slow phone); the long ones answer from F8_SOLVED (unknown elsewhere) once `open` is called. */
function f8Oracle(): { makeClient: () => SolverPort; asked: string[]; open: () => void } {
	let open: () => void = () => {};
	const gate = new Promise<void>((resolve) => (open = resolve));
	const asked: string[] = [];
	const makeClient = (): SolverPort => ({
		request: async <K extends TaskKind>(task: TaskOf<K>) => {
			if (task.kind !== 'solve') return runTask(task);
			if ((task.options?.timeoutMs ?? 0) <= QUICK_SEARCH_MS)
				return { kind: 'solve', verdict: { kind: 'unknown' }, line: [], nodes: 0, ms: 0, noResultWithin: null } as never;
			await gate;
			asked.push(task.fen);
			const known = F8_SOLVED[task.fen];
			if (!known) return { kind: 'solve', verdict: { kind: 'unknown' }, line: [], nodes: 0, ms: 0, noResultWithin: null } as never;
			const parsed = parseFen(task.fen);
			if (!parsed.ok) throw new Error(task.fen);
			let pos = parsed.value;
			const line = known.line.split(' ').map((text) => {
				const m = parseMove(pos, text);
				if (!m.ok) throw new Error(`illegal ${text} in the line of ${task.fen}`);
				pos = applyMove(pos, m.value);
				return m.value;
			});
			return { kind: 'solve', verdict: known.verdict, line, nodes: 0, ms: 0, noResultWithin: null } as never;
		},
		cancel: () => {},
		dispose: () => {}
	});
	return { makeClient, asked, open };
}

describe('12 against 1: how much slower a move is (issue 22, item 2)', () => {
	// Without the book, a3-b4 is a move the short search cannot settle (the book now holds it: see the last test).
	it('judges a move after an unproved one against White’s best from the position on the board, not as “best”', async () => {
		const solver = f8Oracle();
		const c = new TwelveController(table, { makeClient: solver.makeClient });
		await c.choose('f8');
		await playText(c, 'a3-b4');
		expect(c.data!.plies.map((p) => p.move)).toEqual(['a3-b4', 'f8-g7']);
		expect(c.game!.lastNote).toEqual({ kind: 'unproved' });
		await playText(c, 'b4-a5');
		expect(c.game!.lastNote).toEqual({ kind: 'unproved' });
		// The background searches land after the second move.
		solver.open();
		await expect.poll(() => c.data!.plies[2].note?.kind).not.toBe('unproved');
		expect(c.data!.plies[0].note).toEqual({ kind: 'slower', by: 3 });
		expect(c.data!.plies[2].note).toEqual({ kind: 'slower', by: 2 });
		expect(c.game!.lastNote).toEqual({ kind: 'slower', by: 2 });
		c.dispose();
	});

	it('after an unproved slower move, the hint is the proved best move from the position on the board', async () => {
		const solver = f8Oracle();
		const c = new TwelveController(table, { makeClient: solver.makeClient });
		await c.choose('f8');
		await playText(c, 'a3-b4');
		solver.open();
		await expect.poll(() => c.data!.winIn).toBe(15);
		expect(c.game!.lastNote).toEqual({ kind: 'slower', by: 3 });
		expect(['b4-c5', 'c3-d4', 'e3-d4']).toContain(c.data!.line[0]);
		expect(c.game!.hint).not.toBeNull();
		c.dispose();
	});

	it('from the proved tree, a3-b4 is 3 moves slower at once, and the hint after f8-g7 is a proved fastest move', async () => {
		const solver = f8Oracle();
		const c = new TwelveController(table, { makeClient: solver.makeClient, loadTree });
		await c.choose('f8');
		await playText(c, 'a3-b4');
		expect(c.treeState).toBe('checked');
		expect(c.feedback).toMatchObject({ kind: 'answer', answer: { source: 'tree', note: { kind: 'slower', by: 3 } } });
		expect(c.data!.plies.map((p) => p.move)).toEqual(['a3-b4', 'f8-g7']);
		expect(c.data!.winIn).toBe(15);
		expect(['b4-c5', 'c3-d4', 'e3-d4']).toContain(c.data!.line[0]);
		c.dispose();
	});
});
