import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMove } from '$lib/engine';
import type { TwelveSquare } from '$lib/bank/types';
import type { TwelveRunReport } from '$lib/features/progress/link';
import { QUICK_SEARCH_MS } from '$lib/puzzle/twelve-game';
import type { TaskKind, TaskOf } from '$lib/solver/protocol';
import { runTask } from '$lib/solver/tasks';
import { TwelveController, type GameStorage, type TwelveSolverPort } from './controller.svelte';

const table = (JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as { squares: TwelveSquare[] }).squares;
const f8 = table.find((r) => r.square === 'f8')!;

/** The real solver in-process; `quickUnknown`: the short searches prove nothing, as on a slow phone. */
function inProcess(options: { quickUnknown?: boolean } = {}): () => TwelveSolverPort {
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

function memoryStorage(): GameStorage & { items: Map<string, string> } {
	const items = new Map<string, string>();
	return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
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
		c.choose('f8');
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
		const storage = memoryStorage();
		const a = new TwelveController(table, { makeClient: inProcess(), storage });
		a.choose('f8');
		await playLine(a, 3);
		a.dispose();
		const b = new TwelveController(table, { makeClient: inProcess(), storage });
		b.choose('f8');
		expect(b.resumed).toBe(true);
		expect(b.game!.userMoves).toBe(3);
		expect(b.lastMove).not.toBeNull();
		await playLine(b, f8.verdict.n - 3);
		expect(b.data!.state).toBe('won');
		expect(storage.items.size).toBe(0);
		// Play again starts from the beginning.
		b.playAgain();
		expect(b.game!.userMoves).toBe(0);
		expect(b.data!.state).toBe('playing');
	});

	it('plays on when the short search proves nothing and settles the move in the background', async () => {
		const c = new TwelveController(table, { makeClient: inProcess({ quickUnknown: true }) });
		c.choose('f8');
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
		c.choose('h4');
		expect(c.game).toBeNull();
		c.prove();
		await expect.poll(() => c.proof.status.state).toBe('done');
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
			c.choose(square);
			c.prove();
			await expect.poll(() => c.proof.status.state).toBe('done');
		}
		expect(sent).toEqual([2, 1]);
		c.dispose();
	});
});
