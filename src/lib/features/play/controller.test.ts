import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalMoves, makeFen, type Aim, type Position } from '$lib/engine';
import { runTask } from '$lib/solver/tasks';
import type { MoveOracle } from '$lib/opponent/oracle';
import type { PlayedGame } from '$lib/progress';
import { playedGameRecord } from '$lib/progress/games-check';
import { CLOCK_TICK_MS, PlayController, type GamesLink } from './controller.svelte';
import { freeLock, type RunLock } from '$lib/app/tab-lock';

const oracle: MoveOracle = {
	async bestMove(position: Position, aim: Aim) {
		const a = runTask({ kind: 'heuristic-move', fen: makeFen(position), options: { aim, maxMoves: 6, timeoutMs: 1000 } });
		return { move: a.move, proved: a.proved };
	}
};

/** The store's rules for games (progress/store.ts saveGame, claimGame) over a map. */
function memoryLink(): GamesLink & { rows: Map<string, PlayedGame> } {
	const rows = new Map<string, PlayedGame>();
	return {
		rows,
		games: async () => [...rows.values()].sort((a, b) => b.at - a.at),
		saveGame: async (g) => {
			const stored = rows.get(g.id);
			if (stored?.result) return 'finished';
			if (stored?.owner && g.owner && stored.owner !== g.owner) return 'elsewhere';
			if (stored && (stored.step ?? -1) >= (g.step ?? 0)) return 'stale';
			rows.set(g.id, structuredClone(g));
			return 'saved';
		},
		claimGame: async (id, owner) => {
			const stored = rows.get(id);
			if (!stored || stored.result) return stored ?? null;
			stored.owner = owner;
			return structuredClone(stored);
		},
		removeGame: async (id) => rows.delete(id)
	};
}

/** Web Locks shared by the tabs of a test: a lock held elsewhere is refused unless stolen, and its holder is told. */
function sharedLocks(): (id: string) => RunLock {
	const held = new Map<string, { token: object; onLost: () => void }>();
	return (id) => {
		const token = {};
		return {
			get held() {
				return held.get(id)?.token === token;
			},
			async acquire(steal, onLost) {
				const other = held.get(id);
				if (other && other.token !== token) {
					if (!steal) return false;
					other.onLost();
				}
				held.set(id, { token, onLost });
				return true;
			},
			release() {
				if (held.get(id)?.token === token) held.delete(id);
			}
		};
	};
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a game against the app', () => {
	it('is saved after every move, resumed by a new page, and kept with its result when over', async () => {
		let clock = 1_000;
		const link = memoryLink();
		const first = new PlayController(
			link,
			() => oracle,
			() => clock,
			0
		);
		first.setFen('W:Wc3,e3:Bb6,h8');
		first.level = 3;
		first.begin();
		const s = first.session!;
		clock += 10;
		await s.play(legalMoves(s.position)[0]);
		await settle();
		const stored = [...link.rows.values()];
		expect(stored).toHaveLength(1);
		expect(stored[0]).toMatchObject({ level: 3, color: 'white', fen: 'W:Wc3,e3:Bb6,h8', result: null });
		expect(stored[0].moves).toHaveLength(2);
		first.dispose();

		const second = new PlayController(
			link,
			() => oracle,
			() => clock,
			0
		);
		await second.resume();
		expect(second.resumed).toBe(true);
		expect(second.session?.moves.length).toBe(2);
		expect(second.level).toBe(3);
		second.session!.resign();
		await settle();
		expect([...link.rows.values()][0]).toMatchObject({ result: 'resigned', reason: 'resigned' });
		expect(second.saved).toBe(true);
		second.dispose();
	});

	it('a bad FEN is said and the opening position kept; leaving an unfinished game drops it', async () => {
		const link = memoryLink();
		const c = new PlayController(
			link,
			() => oracle,
			() => 5,
			0
		);
		c.setFen('not a position');
		expect(c.fenError).toMatch(/cannot be played/);
		expect(makeFen(c.start)).toMatch(/^W:W/);
		c.begin();
		await settle();
		expect(link.rows.size).toBe(1);
		c.newGame();
		await settle();
		expect(link.rows.size).toBe(0);
		expect(c.session).toBeNull();
		c.dispose();
	});

	it('two tabs on one game without locks (the store alone): after one resigns, a move in the other changes nothing, and it says where the game ended', async () => {
		let clock = 1_000;
		const link = memoryLink();
		const tab = (owner: string) =>
			new PlayController(
				link,
				() => oracle,
				() => clock,
				0,
				{ owner, lock: () => freeLock() }
			);
		const a = tab('tab-a');
		a.setFen('W:Wc3,e3:Bb6,h8');
		a.begin();
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		const b = tab('tab-b');
		await b.resume();
		expect(b.session?.moves).toHaveLength(2);
		b.session!.resign();
		await settle();
		expect([...link.rows.values()][0]).toMatchObject({ result: 'resigned' });
		// The first tab still shows the game in progress: its move is refused, the game stays resigned, and the tab says so.
		clock += 10;
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		await settle();
		expect([...link.rows.values()][0]).toMatchObject({ result: 'resigned', owner: 'tab-b' });
		expect([...link.rows.values()][0].moves).toHaveLength(2);
		expect(a.session).toBeNull();
		expect(a.endedElsewhere).toMatchObject({ result: 'resigned' });
		a.dispose();
		b.dispose();
	});

	it('two tabs with locks: one plays, the other says the game is elsewhere and can take it over (the first then says so)', async () => {
		const link = memoryLink();
		const lock = sharedLocks();
		const tab = (owner: string) =>
			new PlayController(
				link,
				() => oracle,
				() => 1_000,
				0,
				{ owner, lock }
			);
		const a = tab('tab-a');
		a.begin();
		await settle();
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		const b = tab('tab-b');
		await b.resume();
		expect(b.session).toBeNull();
		expect(b.elsewhere).toBe(true);
		await b.takeOver();
		expect(b.elsewhere).toBe(false);
		expect(b.session?.moves).toHaveLength(2);
		expect(a.elsewhere).toBe(true);
		expect(a.session).toBeNull();
		expect([...link.rows.values()][0].owner).toBe('tab-b');
		a.dispose();
		b.dispose();
	});
});

describe('issue 34 on /play', () => {
	afterEach(() => vi.useRealTimers());
	const game = (link: GamesLink, now: () => number, o: MoveOracle = oracle) =>
		new PlayController(link, () => o, now, 0, { owner: 'tab', lock: () => freeLock() });
	const stored = (link: ReturnType<typeof memoryLink>) => [...link.rows.values()][0];

	it('resigning asks first: a cancel leaves the game going, a confirmation ends it', async () => {
		const link = memoryLink();
		const c = game(link, () => 1_000);
		c.begin();
		await settle();
		c.confirmResign(); // not asked: nothing
		expect(c.session!.outcome).toBeNull();
		c.askResign();
		expect(c.resignAsked).toBe(true);
		expect(c.session!.outcome).toBeNull();
		c.cancelResign();
		await settle();
		expect(c.resignAsked).toBe(false);
		expect(c.session!.outcome).toBeNull();
		expect(stored(link).result).toBeNull();
		c.askResign();
		c.confirmResign();
		await settle();
		expect(c.session!.outcome).toEqual({ result: 'black', reason: 'resigned' });
		expect(stored(link)).toMatchObject({ result: 'resigned' });
		c.dispose();
	});

	it('the "resumed" note is not shown above a game that is over', async () => {
		const link = memoryLink();
		const a = game(link, () => 1_000);
		a.begin();
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		a.dispose();
		const b = game(link, () => 2_000);
		await b.resume();
		expect(b.resumedShown).toBe(true);
		b.askResign();
		b.confirmResign();
		expect(b.resumed).toBe(true); // the note's own timer has not run out
		expect(b.resumedShown).toBe(false);
		b.dispose();
	});

	it('a set position is said, and the colour is the side to move there', () => {
		const c = game(memoryLink(), () => 1);
		c.setFen('B:Wa1,d2,e1,f2,g1,g3:Bb6,h4');
		expect(c.fromPosition).toBe(true);
		expect(c.color).toBe('black');
		c.setFen(null);
		expect(c.fromPosition).toBe(false);
	});

	it('a timed game: the clock is pressed by each move with its increment, kept through a reload, and the side whose time runs out loses', async () => {
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
		let now = 1_000;
		const link = memoryLink();
		const a = game(link, () => now);
		a.setFen('W:Wc3,e3,g3:Bb6,d6,h8');
		a.time = '3+2';
		a.begin();
		expect(a.timeOf('white')).toBe(180_000);
		now += 10_000;
		vi.advanceTimersByTime(CLOCK_TICK_MS);
		expect(a.timeOf('white')).toBe(170_000);
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		expect(a.session!.moves).toHaveLength(2);
		expect(a.timeOf('white')).toBe(172_000);
		expect(a.timeOf('black')).toBe(182_000);
		expect(stored(link).clock).toEqual({ initialMs: 180_000, incrementMs: 2_000, white: 172_000, black: 182_000, since: 11_000 });
		a.dispose();

		// Reloaded 30 s later: White's time ran on while the page was away.
		now += 30_000;
		const b = game(link, () => now);
		await b.resume();
		expect(b.time).toBe('3+2');
		expect(b.timeOf('white')).toBe(142_000);
		expect(b.clock?.running).toBe('white');
		now += 142_000;
		vi.advanceTimersByTime(CLOCK_TICK_MS);
		await settle();
		expect(b.session!.outcome).toEqual({ result: 'black', reason: 'time' });
		expect(b.session!.outcomeText).toMatch(/White ran out of time/);
		const end = stored(link);
		expect(end).toMatchObject({ result: 'lost', reason: 'time' });
		expect(end.clock?.white).toBe(0);
		expect(playedGameRecord(end, 'game')).toBeNull();
		// On time needs a clock: a file cannot claim it for a game without one.
		const { clock: _clock, ...untimed } = end;
		expect(playedGameRecord(untimed, 'game')).toMatch(/no clock/);
		b.dispose();
	});

	it('the app thinks within what its clock leaves it; without a clock, its own time', async () => {
		const asked: (number | undefined)[] = [];
		const spy: MoveOracle = { bestMove: (p, aim, ctx) => (asked.push(ctx?.movetimeMs), oracle.bestMove(p, aim, ctx)) };
		const link = memoryLink();
		const c = game(link, () => 5_000, spy);
		c.setFen('W:Wc3,e3,g3:Bb6,d6,h8');
		c.color = 'black';
		c.begin();
		await settle();
		expect(asked).toEqual([undefined]);
		c.dispose();
		// A game kept with 1.5 s on the app's clock and no increment.
		link.rows.set('g-9', {
			...stored(link),
			id: 'g-9',
			moves: [],
			result: null,
			reason: null,
			clock: { initialMs: 60_000, incrementMs: 0, white: 1_500, black: 60_000, since: 5_000 }
		});
		link.rows.delete([...link.rows.keys()][0]);
		const d = game(link, () => 5_000, spy);
		await d.resume();
		await settle();
		expect(asked[1]).toBe(50);
		d.dispose();
	});

	it('a rematch swaps the colours, keeping the start, level, time control and take-backs', async () => {
		const link = memoryLink();
		const c = game(link, () => 1_000);
		c.setFen('W:Wc3,e3,g3:Bb6,d6,h8');
		c.level = 4;
		c.time = '5+3';
		c.takebacks = false;
		c.begin();
		const first = c.session!;
		expect(first.user).toBe('white');
		c.askResign();
		c.confirmResign();
		await settle();
		c.rematch();
		await settle();
		const s = c.session!;
		expect(s).not.toBe(first);
		expect(s.user).toBe('black');
		expect(s.level).toBe(4);
		expect(makeFen(s.start)).toBe('W:Wc3,e3,g3:Bb6,d6,h8');
		expect(s.takebacksAllowed).toBe(false);
		expect(c.clock).toMatchObject({ initialMs: 300_000, incrementMs: 3_000 });
		expect(link.rows.size).toBe(2);
		c.dispose();
	});

	it('take-backs switched off: none offered, and kept with the game through a reload', async () => {
		const link = memoryLink();
		const a = game(link, () => 1_000);
		a.takebacks = false;
		a.begin();
		await a.session!.play(legalMoves(a.session!.position)[0]);
		await settle();
		expect(a.session!.canTakeBack).toBe(false);
		expect(stored(link).takebacks).toBe(false);
		a.dispose();
		const b = game(link, () => 2_000);
		await b.resume();
		expect(b.session!.canTakeBack).toBe(false);
		expect(b.takebacks).toBe(false);
		b.dispose();
	});

	it('the moves can be stepped through during the game; a new move brings the board back to the game', async () => {
		const link = memoryLink();
		const c = game(link, () => 1_000);
		c.begin();
		const s = c.session!;
		await s.play(legalMoves(s.position)[0]);
		await settle();
		expect(c.shownPly).toBe(2);
		c.step('start');
		expect(c.view).toBe(0);
		expect(makeFen(c.shownPosition)).toBe(makeFen(s.start));
		expect(c.shownLastMove).toBeNull();
		c.step('forward');
		expect(c.shownPly).toBe(1);
		expect(c.shownLastMove).toBe(s.moves[0]);
		c.step('end');
		expect(c.view).toBeNull();
		c.goTo(1);
		await s.play(legalMoves(s.position)[0]);
		await settle();
		expect(c.view).toBeNull();
		expect(c.shownPly).toBe(4);
		c.dispose();
	});
});
