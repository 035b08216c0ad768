/**
 * A Puzzle Streak or Storm run on the page (lichess's ctrl shape): the run
 * as plain data ($lib/training), the puzzle on screen, the clock, and the
 * device store. Every step is stored, so a reload resumes the run; a run
 * that ends is recorded once and forgotten as the run in progress.
 *
 * The Storm clock never counts down by itself: the time left is computed
 * from timestamps at each tick (and when the page becomes visible again),
 * so a hidden tab or a sleeping phone cannot stop it. Time is passed in.
 */
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Puzzle } from '$lib/bank/types';
import type { ProgressStore } from '$lib/progress';
import type { RunKind, RunRecord } from '$lib/progress/types';
import type { Candidate } from '$lib/training/pick';
import { startStorm, stormFailed, stormSolved, stormTick, timeLeft, type StormRun } from '$lib/training/storm';
import { canSkip, currentPuzzle, startStreak, streakFailed, streakSkipped, streakSolved, type StreakRun } from '$lib/training/streak';
import type { PuzzleFinish } from '$lib/features/puzzle/controller.svelte';
import { progress as link } from '$lib/features/progress/link';
import { trainingCandidates } from '$lib/training/candidates';
import { rng } from '$lib/random';
import { Timers } from '$lib/ui/timers';

export type Run = StreakRun | StormRun;

/**
 * The random source of a new run: seeded by `?seed=N` in the address (the
 * same seed draws the same puzzles from the same bank: end-to-end tests
 * choose the run this way, as `?today=` chooses the day), else undefined
 * (the controller's own).
 */
export function runRandom(search: string): (() => number) | undefined {
	const seed = new URLSearchParams(search).get('seed');
	return seed !== null && /^\d{1,9}$/.test(seed) ? rng(Number(seed)) : undefined;
}
export type RunPhase = 'loading' | 'ready' | 'playing' | 'over' | 'error';

/** Where a run's steps are written: true when stored, false when kept for later (the shell says so). */
export interface RunWrites {
	saveActiveRun(run: Run): Promise<boolean>;
	finishRun(run: Run): Promise<boolean>;
}

export interface RunDeps {
	/** The bank's puzzles (summaries). */
	index: () => Promise<readonly PuzzleSummary[]>;
	puzzle: (id: string) => Promise<Puzzle | null>;
	store: () => Promise<ProgressStore | null>;
	/** The progress link by default: its outbox says a refused write on screen and keeps it. */
	writes?: RunWrites;
	now?: () => number;
	random?: () => number;
	/** Pause after an answer before the next puzzle. */
	pauseMs?: number;
	/** How often the Storm clock is read. */
	tickMs?: number;
}

export class RunController {
	run = $state.raw<Run | null>(null);
	/** The puzzle on screen (null between puzzles and before the start). */
	puzzle = $state.raw<Puzzle | null>(null);
	now = $state(0);
	history = $state.raw<RunRecord[]>([]);
	loaded = $state(false);
	failed = $state(false);
	/** The answer to the puzzle on screen is in; the next one comes after a pause. */
	answered = $state(false);

	readonly #deps: RunDeps;
	readonly #clock: () => number;
	readonly #writes: RunWrites;
	#candidates: Candidate[] = [];
	#store: ProgressStore | null = null;
	readonly #timers = new Timers();
	#disposed = false;
	#onVisible = () => this.tick();

	constructor(
		readonly kind: RunKind,
		deps: RunDeps
	) {
		this.#deps = deps;
		this.#clock = deps.now ?? (() => Date.now());
		this.#writes = deps.writes ?? link;
		this.now = this.#clock();
	}

	get phase(): RunPhase {
		if (this.failed) return 'error';
		if (!this.loaded) return 'loading';
		if (!this.run) return 'ready';
		return this.run.state;
	}

	get score(): number {
		return this.run?.score ?? 0;
	}

	/** Storm: milliseconds left; null for a streak. */
	get clockMs(): number | null {
		if (this.kind !== 'storm') return null;
		return this.run?.kind === 'storm' ? timeLeft(this.run, this.now) : 0;
	}

	get best(): number {
		return this.history.reduce((b, r) => Math.max(b, r.score), 0);
	}

	get canSkip(): boolean {
		return this.run?.kind === 'streak' && canSkip(this.run) && !this.answered;
	}

	/** Reads the bank, the history and the run in progress (resumed). */
	async open(): Promise<void> {
		try {
			this.#candidates = trainingCandidates(await this.#deps.index());
		} catch {
			this.failed = true;
			return;
		}
		const store = await this.#deps.store().catch(() => null);
		if (this.#disposed) return;
		this.#store = store;
		if (store) {
			const active = await (this.kind === 'streak' ? store.activeRun('streak') : store.activeRun('storm')).catch(() => null);
			this.history = await store.runs(this.kind).catch(() => []);
			if (active) {
				this.run = active;
				if (active.kind === 'storm') this.tick();
				if (this.run.state === 'over') await this.#end();
				else await this.#show();
			}
		}
		this.loaded = true;
		if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.#onVisible);
		this.#startTicker();
	}

	/** A new run; `random` draws its puzzles (a seeded one from the address, see `runRandom`). */
	start(random: () => number = this.#deps.random ?? Math.random): void {
		const now = this.#clock();
		this.run = this.kind === 'streak' ? startStreak(this.#candidates, random, now) : startStorm(this.#candidates, random, now);
		this.now = now;
		this.puzzle = null;
		this.#save();
		void this.#show();
	}

	/** The puzzle on screen was finished: solved cleanly, or not (a hint or the solution is not a solve). */
	finish(f: PuzzleFinish): void {
		const run = this.run;
		if (!run || run.state !== 'playing' || this.answered) return;
		const now = this.#clock();
		const solved = f.result === 'solved' && !f.hintUsed;
		this.answered = true;
		if (run.kind === 'streak') this.run = solved ? streakSolved(run, now) : streakFailed(run, now);
		else this.run = solved ? stormSolved(run, now) : stormFailed(run, now);
		this.now = now;
		this.#after(solved);
	}

	/** Streak: the one skip of the run. */
	skip(): void {
		const run = this.run;
		if (run?.kind !== 'streak' || !this.canSkip) return;
		this.run = streakSkipped(run);
		this.#save();
		void this.#show();
	}

	/** Ends the run now (a streak given up counts as its mistake). */
	giveUp(): void {
		const run = this.run;
		if (!run || run.state !== 'playing') return;
		const now = this.#clock();
		this.run = { ...run, state: 'over', endedAt: now };
		void this.#end();
	}

	/** Storm: reads the clock; the run ends when it has run out. */
	tick(): void {
		this.now = this.#clock();
		const run = this.run;
		if (run?.kind !== 'storm' || run.state !== 'playing') return;
		const next = stormTick(run, this.now);
		if (next !== run) {
			this.run = next;
			void this.#end();
		}
	}

	dispose(): void {
		this.#disposed = true;
		this.#timers.clear();
		if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.#onVisible);
	}

	#after(solved: boolean): void {
		const run = this.run!;
		if (run.state === 'over') {
			void this.#end();
			return;
		}
		this.#save();
		// A solve moves on quickly; a mistake (Storm) leaves the refutation on screen a little longer.
		const pause = this.#deps.pauseMs ?? 600;
		this.#timers.later(solved ? pause : pause * 2, () => void this.#show());
	}

	async #show(): Promise<void> {
		const run = this.run;
		if (!run) return;
		const id = run.kind === 'streak' ? currentPuzzle(run) : run.state === 'playing' ? (run.puzzles[run.index] ?? null) : null;
		if (id === null) return;
		const puzzle = await this.#deps.puzzle(id).catch(() => null);
		if (this.#disposed || this.run !== run) return;
		if (!puzzle) {
			this.failed = true;
			return;
		}
		this.puzzle = puzzle;
		this.answered = false;
		// Read the next one ahead, so the run does not wait between puzzles.
		const ahead = run.puzzles[run.index + 1];
		if (ahead) void this.#deps.puzzle(ahead).catch(() => null);
	}

	async #end(): Promise<void> {
		const run = this.run;
		if (!run || run.state !== 'over') return;
		this.answered = true;
		// A refused write is kept and said by the shell; the page still shows the score.
		if (!(await this.#writes.finishRun(run)) || !this.#store) return;
		this.history = await this.#store.runs(this.kind).catch(() => this.history);
	}

	#save(): void {
		const run = this.run;
		if (run) void this.#writes.saveActiveRun(run);
	}

	#startTicker(): void {
		if (this.kind !== 'storm' || this.#timers.ticking) return;
		this.#timers.every(this.#deps.tickMs ?? 200, () => this.tick());
	}
}
