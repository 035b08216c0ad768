/** The run controller over a real (in-memory) store: steps are kept, a reload resumes, the Storm clock reads timestamps. */
import { describe, expect, it, vi } from 'vitest';
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Puzzle } from '$lib/bank/types';
import { freshStore } from '$lib/progress/testing';
import type { ProgressStore } from '$lib/progress';
import { MISTAKE_MS, STORM_MS } from '$lib/training/storm';
import type { PuzzleFinish } from '$lib/features/puzzle/controller.svelte';
import { CHECKPOINT_MS, RunController, runRandom, type RunDeps } from './run.svelte';
import { freeLock } from '$lib/app/tab-lock';

const summaries: PuzzleSummary[] = Array.from({ length: 40 }, (_, i) => ({
	id: `p${i}`,
	n: 1 + (i % 3),
	themes: ['threat'],
	difficulty: 1 + (i % 5),
	shard: 's'
}));
const puzzleOf = (id: string) => ({ id, solution: ['a1-b2'] }) as unknown as Puzzle;
const solve: PuzzleFinish = { result: 'solved', timeMs: 1000, moves: [], hintUsed: false };
const miss: PuzzleFinish = { result: 'failed', timeMs: 1000, moves: [], hintUsed: false };

/** The wall clock `t` (which a test may set back) and a monotonic one `mono` (which only goes forward). */
type Clock = { t: number; mono?: number };

function deps(store: ProgressStore, clock: Clock, more: Partial<RunDeps> = {}): RunDeps {
	return {
		index: async () => summaries,
		puzzle: async (id) => puzzleOf(id),
		store: async () => store,
		writes: {
			saveActiveRun: async (run) => (await store.saveActiveRun(run), true),
			finishRun: async (run) => (await store.finishRun(run), true),
			saveSettings: async (patch) => (await store.setSettings(patch), true)
		},
		now: () => clock.t,
		monotonic: () => clock.mono ?? clock.t,
		random: () => 0,
		lock: freeLock(),
		owner: 'tab-a',
		solvedPauseMs: 1,
		failedPauseMs: 1,
		tickMs: 3_600_000,
		...more
	};
}

/** Real timers (fake ones would stop fake-indexeddb too): the pause between puzzles is 1 ms, the clock is read by hand; each step waits for its effect, however loaded the machine. */
const until = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 5 });

describe('Puzzle Streak on the page', () => {
	it('a solve moves up the ladder, a reload resumes, one mistake ends and records the run', async () => {
		const { store } = await freshStore();
		const clock = { t: 1_000_000 };
		const c = new RunController('streak', deps(store, clock));
		await c.open();
		expect(c.phase).toBe('ready');
		await c.start();
		await until(() => expect(c.puzzle).not.toBeNull());
		const first = c.puzzle!.id;
		c.finish(solve);
		expect(c.score).toBe(1);
		await until(() => expect(c.puzzle!.id).not.toBe(first));
		await until(async () => expect((await store.activeRun('streak'))?.score).toBe(1));
		c.dispose();

		// A reload: a new controller finds the run where it was.
		const again = new RunController('streak', deps(store, clock));
		await again.open();
		expect(again.phase).toBe('playing');
		expect(again.score).toBe(1);
		expect(again.puzzle!.id).toBe(c.puzzle!.id);
		const before = again.puzzle!.id;
		again.skip();
		expect(again.canSkip).toBe(false);
		await until(() => expect(again.puzzle!.id).not.toBe(before));
		again.finish({ ...solve, hintUsed: true });
		expect(again.phase).toBe('over');
		await until(() => expect(again.history.map((r) => r.score)).toEqual([1]));
		expect(again.best).toBe(1);
		expect(await store.activeRun('streak')).toBeNull();
		again.dispose();
	});
});

describe('Storm on the page', () => {
	it('the clock is read from timestamps: a mistake costs time, and time passed while hidden counts', async () => {
		const { store } = await freshStore();
		const clock = { t: 5_000_000 };
		const c = new RunController('storm', deps(store, clock));
		await c.open();
		await c.start();
		await until(() => expect(c.puzzle).not.toBeNull());
		expect(c.clockMs).toBe(STORM_MS);
		clock.t += 20_000;
		c.tick();
		expect(c.clockMs).toBe(STORM_MS - 20_000);
		c.finish(miss);
		expect(c.clockMs).toBe(STORM_MS - 20_000 - MISTAKE_MS);
		await until(() => expect(c.answered).toBe(false));
		c.finish(solve);
		expect(c.score).toBe(1);
		await until(() => expect(c.answered).toBe(false));
		// Asleep for longer than the time left: the next read ends the run at the time it ran out.
		clock.t += STORM_MS;
		c.tick();
		expect(c.phase).toBe('over');
		expect(c.clockMs).toBe(0);
		await until(() => expect(c.history).toHaveLength(1));
		expect(c.history[0]).toMatchObject({ kind: 'storm', score: 1, mistakes: 1 });
		c.dispose();
	});
});

describe('a run chosen by its seed', () => {
	it('?seed=N draws the same puzzles each time, another seed others; no seed or a bad one: the default source', async () => {
		const { store } = await freshStore();
		const drawn = async (search: string) => {
			const c = new RunController('streak', { ...deps(store, { t: 1_000_000 }), random: undefined });
			await c.open();
			await c.start(runRandom(search));
			const puzzles = c.run!.puzzles;
			c.giveUp();
			c.dispose();
			return puzzles;
		};
		expect(await drawn('?seed=7')).toEqual(await drawn('?seed=7'));
		expect(await drawn('?seed=7')).not.toEqual(await drawn('?seed=8'));
		expect(runRandom('')).toBeUndefined();
		expect(runRandom('?seed=-1')).toBeUndefined();
		expect(runRandom('?seed=x')).toBeUndefined();
	});
});

/** A lock shared by the controllers of a test, as Web Locks are by the tabs of a browser. */
function sharedLock() {
	let holder: { onLost: () => void } | null = null;
	return () => {
		const me = { onLost: () => {} };
		return {
			get held() {
				return holder === me;
			},
			acquire: async (steal: boolean, onLost: () => void) => {
				if (holder === me) return true;
				if (holder && !steal) return false;
				const before = holder;
				me.onLost = onLost;
				holder = me;
				before?.onLost();
				return true;
			},
			release: () => {
				if (holder === me) holder = null;
			}
		};
	};
}

describe('the clock set back during a run', () => {
	it('Storm: the time left follows the monotonic clock, not the wall clock, and the run is recorded', async () => {
		const { store } = await freshStore();
		const clock: Clock = { t: 1_800_000_000_000, mono: 100 };
		const c = new RunController('storm', deps(store, clock));
		await c.open();
		expect(c.clockMs).toBe(STORM_MS);
		await c.start();
		await until(() => expect(c.puzzle).not.toBeNull());
		clock.mono! += 30_000;
		clock.t += 30_000;
		c.tick();
		expect(c.clockMs).toBe(STORM_MS - 30_000);
		// The phone corrects its clock: an hour back. Ten seconds later, ten seconds more are gone, not an hour won.
		clock.t -= 3_600_000;
		clock.mono! += 10_000;
		c.tick();
		expect(c.clockMs).toBe(STORM_MS - 40_000);
		c.finish(solve);
		expect(c.clockMs).toBe(STORM_MS - 40_000);
		await until(() => expect(c.answered).toBe(false));
		c.dispose();
		// A reload with the clock set back: the saved elapsed time, nothing added for the wall clock going backwards.
		const again = new RunController('storm', deps(store, { t: clock.t - 3_600_000, mono: 0 }));
		await again.open();
		expect(again.phase).toBe('playing');
		expect(again.clockMs).toBe(STORM_MS - 40_000);
		again.giveUp();
		await until(() => expect(again.history).toHaveLength(1));
		expect(again.history[0]).toMatchObject({ kind: 'storm', score: 1 });
		expect(await store.activeRun('storm')).toBeNull();
		again.dispose();
	});

	it('Storm: the running clock is stored every few seconds, so a reload after a clock set back gives back at most that much', async () => {
		const { store } = await freshStore();
		const clock: Clock = { t: 1_800_000_000_000, mono: 0 };
		const c = new RunController('storm', deps(store, clock));
		await c.open();
		await c.start();
		await until(() => expect(c.puzzle).not.toBeNull());
		clock.t -= 3_600_000;
		clock.mono! += CHECKPOINT_MS + 1_000;
		c.tick();
		await until(async () => expect((await store.activeRun('storm'))?.elapsedMs).toBe(CHECKPOINT_MS + 1_000));
		c.dispose();
		const again = new RunController('storm', deps(store, { t: clock.t, mono: 0 }));
		await again.open();
		expect(again.clockMs).toBe(STORM_MS - CHECKPOINT_MS - 1_000);
		again.dispose();
	});

	it('Storm: a reload counts the time the page was away with a puzzle on screen', async () => {
		const { store } = await freshStore();
		const clock: Clock = { t: 5_000_000, mono: 0 };
		const c = new RunController('storm', deps(store, clock));
		await c.open();
		await c.start();
		await until(() => expect(c.puzzle).not.toBeNull());
		await until(async () => expect((await store.activeRun('storm'))?.runningSince).toBe(5_000_000));
		c.dispose();
		const again = new RunController('storm', deps(store, { t: clock.t + 25_000, mono: 0 }));
		await again.open();
		expect(again.clockMs).toBe(STORM_MS - 25_000);
		again.dispose();
	});

	it('Streak: a mistake after the clock went back ends the run for good; a reload does not bring it back', async () => {
		const { store } = await freshStore();
		const clock: Clock = { t: 9_000_000 };
		const c = new RunController('streak', deps(store, clock));
		await c.open();
		await c.start();
		await until(() => expect(c.puzzle).not.toBeNull());
		c.finish(solve);
		await until(() => expect(c.answered).toBe(false));
		clock.t -= 3_600_000;
		c.finish(miss);
		expect(c.phase).toBe('over');
		await until(() => expect(c.history).toHaveLength(1));
		expect(c.history[0]).toMatchObject({ score: 1, mistakes: 1 });
		c.dispose();
		const again = new RunController('streak', deps(store, clock));
		await again.open();
		expect(again.phase).toBe('ready');
		expect(again.history).toHaveLength(1);
		again.dispose();
	});
});

describe('two tabs on one run', () => {
	it('without locks: B resumes A’s run, A gives up, B skips, A reloads: one record, and the run stays over', async () => {
		const { store } = await freshStore();
		const clock: Clock = { t: 1_800_000_000_000 };
		const a = new RunController('streak', deps(store, clock, { owner: 'tab-a' }));
		await a.open();
		await a.start();
		await until(() => expect(a.puzzle).not.toBeNull());
		await until(async () => expect(await store.activeRun('streak')).not.toBeNull());
		clock.t += 1000;
		const b = new RunController('streak', deps(store, clock, { owner: 'tab-b' }));
		await b.open();
		expect(b.phase).toBe('playing');
		clock.t += 1000;
		a.giveUp();
		await until(() => expect(a.history).toHaveLength(1));
		clock.t += 1000;
		b.skip();
		await until(() => expect(b.puzzle!.id).toBe(b.run!.puzzles[1]));
		await new Promise((r) => setTimeout(r, 20));
		clock.t += 1000;
		const reloaded = new RunController('streak', deps(store, clock, { owner: 'tab-a' }));
		await reloaded.open();
		expect(reloaded.phase).toBe('ready');
		clock.t += 1000;
		b.finish(miss);
		await new Promise((r) => setTimeout(r, 20));
		expect(await store.runs('streak')).toHaveLength(1);
		expect(await store.activeRun('streak')).toBeNull();
		for (const c of [a, b, reloaded]) c.dispose();
	});

	it('with the lock: the second tab is told the run is open elsewhere and may take it over; the first then stops', async () => {
		const { store } = await freshStore();
		const clock: Clock = { t: 1_000_000 };
		const lock = sharedLock();
		const a = new RunController('streak', deps(store, clock, { owner: 'tab-a', lock: lock() }));
		await a.open();
		await a.start();
		await until(() => expect(a.puzzle).not.toBeNull());
		await until(async () => expect(await store.activeRun('streak')).not.toBeNull());
		const b = new RunController('streak', deps(store, clock, { owner: 'tab-b', lock: lock() }));
		await b.open();
		expect(b.phase).toBe('elsewhere');
		// A new run in B is refused too: one run of a kind at a time.
		await b.start();
		expect(b.phase).toBe('elsewhere');
		const id = a.run!.id;
		await b.takeOver();
		expect(b.phase).toBe('playing');
		expect(b.run!.id).toBe(id);
		expect(a.phase).toBe('elsewhere');
		a.giveUp();
		a.skip();
		b.finish(miss);
		await until(() => expect(b.history).toHaveLength(1));
		expect(await store.runs('streak')).toHaveLength(1);
		// The run is over and the lock free: A may start a new run.
		await a.start();
		expect(a.phase).toBe('playing');
		a.dispose();
		b.dispose();
	});
});

describe('two tabs on one Storm run', () => {
	it('the tab that takes the run over goes on with its clock; the first stops; one record', async () => {
		const { store } = await freshStore();
		const clock: Clock = { t: 1_800_000_000_000, mono: 0 };
		const lock = sharedLock();
		const a = new RunController('storm', deps(store, clock, { owner: 'tab-a', lock: lock() }));
		await a.open();
		await a.start();
		await until(() => expect(a.puzzle).not.toBeNull());
		clock.mono! += 10_000;
		clock.t += 10_000;
		a.finish(solve);
		await until(() => expect(a.answered).toBe(false));
		await until(async () => expect((await store.activeRun('storm'))?.score).toBe(1));
		const b = new RunController('storm', deps(store, clock, { owner: 'tab-b', lock: lock() }));
		await b.open();
		expect(b.phase).toBe('elsewhere');
		await b.takeOver();
		expect(a.phase).toBe('elsewhere');
		expect(b.score).toBe(1);
		expect(b.clockMs).toBe(STORM_MS - 10_000);
		a.tick();
		a.finish(solve);
		expect(a.score).toBe(0);
		b.giveUp();
		await until(() => expect(b.history).toHaveLength(1));
		expect(await store.runs('storm')).toHaveLength(1);
		a.dispose();
		b.dispose();
	});
});

describe('an id the bank no longer has', () => {
	it('is passed over in a resumed run (no point, no mistake) and said in the list at the end; it never blocks the page', async () => {
		const { store } = await freshStore();
		const clock: Clock = { t: 2_000_000 };
		const c = new RunController('streak', deps(store, clock));
		await c.open();
		await c.start();
		await until(() => expect(c.puzzle).not.toBeNull());
		const [first, second, third] = c.run!.puzzles;
		c.dispose();
		// The bank drops the first puzzle of the stored run.
		const bank = summaries.filter((p) => p.id !== first);
		const again = new RunController('streak', deps(store, clock, { index: async () => bank, puzzle: async (id) => (id === first ? null : puzzleOf(id)) }));
		await again.open();
		expect(again.phase).toBe('playing');
		await until(() => expect(again.puzzle?.id).toBe(second));
		expect(again.run).toMatchObject({ score: 0, skipUsed: false, index: 1 });
		again.finish(solve);
		await until(() => expect(again.puzzle?.id).toBe(third));
		again.finish({ ...miss, moves: ['c3-d4'] });
		expect(again.phase).toBe('over');
		expect(again.played.map((s) => [s.id, s.result, s.summary !== null])).toEqual([
			[first, 'retired', false],
			[second, 'solved', true],
			[third, 'failed', true]
		]);
		expect(again.played[2].moves).toEqual(['c3-d4']);
		expect(again.missed).toEqual([third]);
		await again.reviewMissed();
		expect(again.reviewAdded).toBe(1);
		expect((await store.reviewCard(`puzzle:${third}`))?.ref).toBe(third);
		again.dispose();
	});

	it('a puzzle that cannot be read (no connection) offers a retry instead of a dead page', async () => {
		const { store } = await freshStore();
		let offline = true;
		const c = new RunController(
			'streak',
			deps(
				store,
				{ t: 1 },
				{
					puzzle: async (id) => {
						if (offline) throw new Error('offline');
						return puzzleOf(id);
					}
				}
			)
		);
		await c.open();
		await c.start();
		expect(c.phase).toBe('playing');
		expect(c.puzzleError).toBe(true);
		offline = false;
		await c.retry();
		expect(c.puzzleError).toBe(false);
		expect(c.puzzle).not.toBeNull();
		c.dispose();
	});
});

describe('after an answer', () => {
	it('auto-advance off: the answer stays until "next"; Storm’s clock stands still meanwhile', async () => {
		const { store } = await freshStore();
		await store.setSettings({ training: { autoAdvance: false } });
		const clock: Clock = { t: 1_000_000, mono: 0 };
		const c = new RunController('storm', deps(store, clock));
		await c.open();
		expect(c.autoAdvance).toBe(false);
		await c.start();
		await until(() => expect(c.puzzle).not.toBeNull());
		const first = c.puzzle!.id;
		clock.mono! += 5_000;
		c.finish(miss);
		expect(c.answer).toEqual({ solved: false, rightMove: 'a1-b2' });
		expect(c.clockStopped).toBe(true);
		clock.mono! += 60_000;
		clock.t += 60_000;
		c.tick();
		await new Promise((r) => setTimeout(r, 20));
		expect(c.puzzle!.id).toBe(first);
		expect(c.clockMs).toBe(STORM_MS - 5_000 - MISTAKE_MS);
		await c.next();
		expect(c.puzzle!.id).not.toBe(first);
		expect(c.answered).toBe(false);
		clock.mono! += 1_000;
		c.tick();
		expect(c.clockMs).toBe(STORM_MS - 6_000 - MISTAKE_MS);
		// Switching it on is kept with the training settings.
		c.setAutoAdvance(true);
		await until(async () => expect((await store.getSettings()).training.autoAdvance).toBe(true));
		c.dispose();
	});
});
