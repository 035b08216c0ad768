/**
 * A Puzzle Streak or Storm run on the page (lichess's ctrl shape): the run
 * as plain data ($lib/training), the puzzle on screen, the clock, and the
 * device store. Every step is stored, so a reload resumes the run; a run
 * that ends is recorded once and forgotten as the run in progress.
 *
 * Time: the Storm clock is the run's own elapsed time, measured with a
 * monotonic clock (performance.now()) while a puzzle is on screen and
 * stored with each step; the wall clock only dates the record, so a clock
 * set back or forward changes neither the time left nor the result. The
 * clock stops while an answer is shown and starts with the next puzzle.
 * Both clocks are passed in.
 *
 * One owner: the tab playing a run holds its lock ($lib/app/tab-lock.ts); another
 * tab says the run is open elsewhere and may take it over. The store also
 * refuses a write of a finished run, an older step or another tab's.
 *
 * After an answer the final position (or, after a mistake, the right move)
 * stays on screen: the next puzzle comes after a pause long enough to read
 * it, or only on a tap when the player turned auto-advance off.
 */
import type { PuzzleSummary } from '$lib/bank/data-files';
import type { Puzzle } from '$lib/bank/types';
import type { ProgressStore } from '$lib/progress';
import type { RunKind, RunRecord } from '$lib/progress/types';
import type { Candidate } from '$lib/training/pick';
import {
	limitMs,
	startStorm,
	stormCheckpoint,
	stormClockStarted,
	stormFailed,
	stormGivenUp,
	stormRetired,
	stormSolved,
	stormTick,
	timeLeft,
	STORM_MS,
	type StormRun
} from '$lib/training/storm';
import { canSkip, currentPuzzle, startStreak, streakFailed, streakRetired, streakSkipped, streakSolved, type StreakRun } from '$lib/training/streak';
import { missedIds, newRunId, type RunStep } from '$lib/training/runs';
import type { PuzzleFinish } from '$lib/features/puzzle/controller.svelte';
import { progress as link } from '$lib/app/progress-link';
import { trainingCandidates } from '$lib/training/candidates';
import { rng } from '$lib/random';
import { Timers } from '$lib/ui/timers';
import { tabOwner, webRunLock, type RunLock } from '$lib/app/tab-lock';

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
export type RunPhase = 'loading' | 'ready' | 'playing' | 'over' | 'error' | 'elsewhere';

/** Where a run's steps are written: true when stored, false when kept for later (the shell says so). */
export interface RunWrites {
	saveActiveRun(run: Run): Promise<boolean>;
	finishRun(run: Run): Promise<boolean>;
	saveSettings(patch: { training: { autoAdvance: boolean } }): Promise<boolean>;
}

/** Pauses after an answer, when the run moves on by itself: long enough to see the final position, or to read the right move. */
export const SOLVED_PAUSE_MS = 1500;
export const FAILED_PAUSE_MS = 4000;
/** How often a running Storm clock's reading is stored (a reload after a clock set back gives back at most this much). */
export const CHECKPOINT_MS = 5000;

export interface RunDeps {
	/** The bank's puzzles (summaries). */
	index: () => Promise<readonly PuzzleSummary[]>;
	/** A puzzle, or null when the bank no longer has the id; throws when the bank cannot be read. */
	puzzle: (id: string) => Promise<Puzzle | null>;
	store: () => Promise<ProgressStore | null>;
	/** The progress link by default: its outbox says a refused write on screen and keeps it. */
	writes?: RunWrites;
	/** Wall-clock time (the record's date, and the time a closed page was away). */
	now?: () => number;
	/** A monotonic clock in ms (performance.now()): the run's own time. */
	monotonic?: () => number;
	random?: () => number;
	newId?: () => string;
	/** The run's owner lock (Web Locks in the browser). */
	lock?: RunLock;
	/** This tab's name as a run's owner. */
	owner?: string;
	/** Pauses after a solve and after a mistake, when the run moves on by itself. */
	solvedPauseMs?: number;
	failedPauseMs?: number;
	/** How often the Storm clock is read. */
	tickMs?: number;
}

/** The answer to the puzzle on screen, while it is shown. */
export interface RunAnswer {
	solved: boolean;
	/** The first move of the proved solution (what was right). */
	rightMove: string | null;
}

export class RunController {
	run = $state.raw<Run | null>(null);
	/** The puzzle on screen (null between puzzles and before the start). */
	puzzle = $state.raw<Puzzle | null>(null);
	/** The monotonic clock at the last read (drives the Storm clock on screen). */
	now = $state(0);
	history = $state.raw<RunRecord[]>([]);
	loaded = $state(false);
	/** The bank's index could not be read. */
	failed = $state(false);
	/** The puzzle on screen could not be read (the network): a retry is offered. */
	puzzleError = $state(false);
	/** Another tab owns the run (or took it over from this one). */
	elsewhere = $state(false);
	/** The answer to the puzzle on screen is in; the next one comes after a pause or a tap. */
	answer = $state.raw<RunAnswer | null>(null);
	/** Move on by itself after an answer (a setting). */
	autoAdvance = $state(true);
	/** How many missed puzzles were put in the review queue (null: not asked yet). */
	reviewAdded = $state<number | null>(null);
	reviewFailed = $state(false);

	readonly #deps: RunDeps;
	readonly #clock: () => number;
	readonly #mono: () => number;
	readonly #writes: RunWrites;
	readonly #lock: RunLock;
	readonly #owner: string;
	#candidates: Candidate[] = [];
	#titles = new Map<string, PuzzleSummary>();
	#store: ProgressStore | null = null;
	readonly #timers = new Timers();
	#disposed = false;
	/** While the Storm clock runs: the run's elapsed time when it started, and the monotonic time then. */
	#running = $state.raw<{ elapsed: number; at: number } | null>(null);
	#onVisible = () => {
		this.tick();
		if (typeof document !== 'undefined' && document.visibilityState === 'hidden') this.#checkpoint();
	};
	#onHide = () => this.#checkpoint();

	constructor(
		readonly kind: RunKind,
		deps: RunDeps
	) {
		this.#deps = deps;
		this.#clock = deps.now ?? (() => Date.now());
		this.#mono = deps.monotonic ?? (() => performance.now());
		this.#writes = deps.writes ?? link;
		this.#lock = deps.lock ?? webRunLock(kind);
		this.#owner = deps.owner ?? tabOwner();
		this.now = this.#mono();
	}

	get phase(): RunPhase {
		if (this.failed) return 'error';
		if (!this.loaded) return 'loading';
		if (this.elsewhere) return 'elsewhere';
		if (!this.run) return 'ready';
		return this.run.state;
	}

	/** The answer on screen is in: the streak's skip and give-up wait for the next puzzle. */
	get answered(): boolean {
		return this.answer !== null;
	}

	get score(): number {
		return this.run?.score ?? 0;
	}

	/** Storm: milliseconds left (three minutes before a run); null for a streak. */
	get clockMs(): number | null {
		if (this.kind !== 'storm') return null;
		const run = this.run;
		if (run?.kind !== 'storm') return STORM_MS;
		return timeLeft(run, this.#elapsedAt(this.now));
	}

	/** Storm: the clock is stopped while an answer is on screen. */
	get clockStopped(): boolean {
		return this.kind === 'storm' && this.run?.state === 'playing' && this.#running === null;
	}

	get best(): number {
		return this.history.reduce((b, r) => Math.max(b, r.score), 0);
	}

	get canSkip(): boolean {
		return this.run?.kind === 'streak' && canSkip(this.run) && !this.answered;
	}

	/** The puzzles played in this run, with the bank's title where it still has the id. */
	get played(): (RunStep & { summary: PuzzleSummary | null })[] {
		return (this.run?.results ?? []).map((s) => ({ ...s, summary: this.#titles.get(s.id) ?? null }));
	}

	/** Missed (failed or skipped) puzzles of the run that the bank still has: what the review queue is offered. */
	get missed(): string[] {
		return this.run ? missedIds(this.run).filter((id) => this.#titles.has(id)) : [];
	}

	/** Reads the bank, the history and the run in progress (resumed, if no other tab has it). */
	async open(): Promise<void> {
		this.failed = false;
		let summaries: readonly PuzzleSummary[];
		try {
			summaries = await this.#deps.index();
		} catch {
			this.failed = true;
			return;
		}
		this.#candidates = trainingCandidates(summaries);
		this.#titles = new Map(summaries.map((s) => [s.id, s]));
		const store = await this.#deps.store().catch(() => null);
		if (this.#disposed) return;
		this.#store = store;
		if (store) {
			this.history = await store.runs(this.kind).catch(() => []);
			const settings = await store.getSettings().catch(() => null);
			if (settings) this.autoAdvance = settings.training.autoAdvance ?? true;
			const active = await (this.kind === 'streak' ? store.activeRun('streak') : store.activeRun('storm')).catch(() => null);
			if (active?.state === 'playing') {
				if (await this.#acquire(false)) await this.#resume();
				else this.elsewhere = true;
			} else if (active) {
				// A run stored as over (by an older version): record it.
				this.run = active;
				await this.#end();
			}
		}
		this.loaded = true;
		if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.#onVisible);
		if (typeof window !== 'undefined') window.addEventListener('pagehide', this.#onHide);
		this.#startTicker();
	}

	/** A new run; `random` draws its puzzles (a seeded one from the address, see `runRandom`). */
	async start(random: () => number = this.#deps.random ?? Math.random): Promise<void> {
		if (!(await this.#acquire(false))) {
			this.elsewhere = true;
			return;
		}
		this.elsewhere = false;
		const now = this.#clock();
		const id = this.#deps.newId?.() ?? newRunId(this.kind, now);
		this.run = this.kind === 'streak' ? startStreak(this.#candidates, random, now, id) : startStorm(this.#candidates, random, now, id);
		this.#running = null;
		this.now = this.#mono();
		this.puzzle = null;
		this.answer = null;
		this.reviewAdded = null;
		this.reviewFailed = false;
		this.#save();
		if (this.run.state === 'over') await this.#end();
		else await this.#show();
	}

	/** This tab takes the run over from the tab that has it (that tab is told and stops). */
	async takeOver(): Promise<void> {
		if (!(await this.#acquire(true))) return;
		this.elsewhere = false;
		await this.#resume();
	}

	/** The puzzle on screen was finished: solved cleanly, or not (a hint or the solution is not a solve). */
	finish(f: PuzzleFinish): void {
		const run = this.run;
		if (!run || run.state !== 'playing' || this.answered || !this.puzzle || this.elsewhere) return;
		const now = this.#clock();
		const solved = f.result === 'solved' && !f.hintUsed;
		if (run.kind === 'streak') this.run = solved ? streakSolved(run, now, f.moves) : streakFailed(run, now, f.moves);
		else {
			const elapsed = this.#elapsed();
			this.run = solved ? stormSolved(run, elapsed, now, f.moves) : stormFailed(run, elapsed, now, f.moves);
			this.#running = null;
		}
		this.now = this.#mono();
		this.answer = { solved, rightMove: this.puzzle.solution[0] ?? null };
		const after = this.run;
		if (after.state === 'over') {
			void this.#end();
			return;
		}
		this.#save();
		if (this.autoAdvance)
			this.#timers.later(solved ? (this.#deps.solvedPauseMs ?? SOLVED_PAUSE_MS) : (this.#deps.failedPauseMs ?? FAILED_PAUSE_MS), () => void this.next());
	}

	/** The next puzzle now (the answer shown was read). */
	async next(): Promise<void> {
		if (!this.answered || this.run?.state !== 'playing' || this.elsewhere) return;
		this.#timers.cancelLater();
		await this.#show();
	}

	/** Streak: the one skip of the run. */
	skip(): void {
		const run = this.run;
		if (run?.kind !== 'streak' || !this.canSkip || this.elsewhere) return;
		this.run = streakSkipped(run);
		this.#save();
		void this.#show();
	}

	/** Ends the run now (a streak given up counts as its mistake). */
	giveUp(): void {
		const run = this.run;
		if (!run || run.state !== 'playing' || this.elsewhere) return;
		const now = this.#clock();
		this.#timers.cancelLater();
		if (run.kind === 'streak') {
			// Given up between puzzles (after a solve), the next puzzle was never seen: it is not a miss.
			this.run = this.answered ? { ...run, state: 'over', endedAt: now, step: (run.step ?? 0) + 1 } : streakFailed(run, now);
		} else this.run = stormGivenUp(run, this.#elapsed(), now);
		this.#running = null;
		this.answer ??= { solved: false, rightMove: this.puzzle?.solution[0] ?? null };
		void this.#end();
	}

	/** The bank or the puzzle could not be read: try again. */
	async retry(): Promise<void> {
		if (this.failed) {
			await this.open();
			return;
		}
		if (this.puzzleError) await this.#show();
	}

	/** The auto-advance setting: kept with the training settings. */
	setAutoAdvance(on: boolean): void {
		this.autoAdvance = on;
		void this.#writes.saveSettings({ training: { autoAdvance: on } });
		if (!on) this.#timers.cancelLater();
		else if (this.answered && this.run?.state === 'playing') void this.next();
	}

	/** Puts the run's missed puzzles in the review queue (due now). */
	async reviewMissed(): Promise<void> {
		const ids = this.missed;
		const store = this.#store;
		if (!store || !ids.length) return;
		try {
			const now = this.#clock();
			for (const id of ids) await store.addReview('puzzle', id, null, now);
			this.reviewAdded = ids.length;
			this.reviewFailed = false;
		} catch {
			this.reviewFailed = true;
		}
	}

	/** Storm: reads the clock; the run ends when it has run out. */
	tick(): void {
		this.now = this.#mono();
		const run = this.run;
		if (run?.kind !== 'storm' || run.state !== 'playing' || this.#running === null) return;
		const next = stormTick(run, this.#elapsed(), this.#clock());
		if (next !== run) {
			this.run = next;
			this.#running = null;
			this.answer ??= { solved: false, rightMove: this.puzzle?.solution[0] ?? null };
			void this.#end();
		} else if (this.now - this.#running.at >= CHECKPOINT_MS) this.#checkpoint();
	}

	dispose(): void {
		this.#disposed = true;
		this.#timers.clear();
		this.#lock.release();
		if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.#onVisible);
		if (typeof window !== 'undefined') window.removeEventListener('pagehide', this.#onHide);
	}

	/** The run's elapsed time now (Storm), whole milliseconds. */
	#elapsed(): number {
		return this.#elapsedAt(this.#mono());
	}

	#elapsedAt(mono: number): number {
		const r = this.#running;
		const run = this.run;
		if (r) return Math.round(r.elapsed + Math.max(0, mono - r.at));
		return run?.kind === 'storm' ? (run.elapsedMs ?? 0) : 0;
	}

	/** Stores the running Storm clock's reading (and starts measuring from it). */
	#checkpoint(): void {
		const run = this.run;
		if (run?.kind !== 'storm' || run.state !== 'playing' || this.#running === null || this.elsewhere) return;
		const mono = this.#mono();
		const elapsed = this.#elapsedAt(mono);
		this.run = stormCheckpoint(run, elapsed, this.#clock());
		this.#running = { elapsed, at: mono };
		this.#save();
	}

	async #acquire(steal: boolean): Promise<boolean> {
		return this.#lock.acquire(steal, () => this.#lost());
	}

	/** Another tab took the run over: this one stops and says so. */
	#lost(): void {
		if (this.#disposed) return;
		this.#timers.cancelLater();
		this.#running = null;
		this.run = null;
		this.puzzle = null;
		this.answer = null;
		this.elsewhere = true;
	}

	/** Takes the stored run as this tab's and goes on with it. */
	async #resume(): Promise<void> {
		const store = this.#store;
		const claimed = store ? await store.claimActiveRun(this.kind, this.#owner).catch(() => null) : null;
		if (this.#disposed) return;
		this.history = store ? await store.runs(this.kind).catch(() => this.history) : this.history;
		this.puzzle = null;
		this.answer = null;
		this.reviewAdded = null;
		this.#running = null;
		if (!claimed || claimed.kind !== this.kind || claimed.state !== 'playing') {
			this.run = null;
			this.#lock.release();
			return;
		}
		let run: Run = claimed;
		if (run.kind === 'storm') {
			const now = this.#clock();
			// The time the page was away with a puzzle on screen counts (never less than nothing: a clock set back gives no time);
			// a run stored before elapsed times counts from its start.
			const away = run.runningSince !== undefined ? Math.max(0, now - run.runningSince) : 0;
			const base = run.elapsedMs ?? Math.max(0, now - run.startedAt);
			const elapsed = Math.min(limitMs(run), base + away);
			const stopped: StormRun = { ...run, elapsedMs: elapsed };
			delete stopped.runningSince;
			run = stormTick(stopped, elapsed, now);
		}
		this.run = run;
		if (run.state === 'over') await this.#end();
		else await this.#show();
	}

	async #show(): Promise<void> {
		const run = this.run;
		if (!run || run.state !== 'playing') return;
		const id = run.kind === 'streak' ? currentPuzzle(run) : (run.puzzles[run.index] ?? null);
		if (id === null) return;
		let puzzle: Puzzle | null;
		try {
			puzzle = await this.#deps.puzzle(id);
		} catch {
			if (!this.#disposed && this.run === run) this.puzzleError = true;
			return;
		}
		if (this.#disposed || this.run !== run) return;
		this.puzzleError = false;
		if (!puzzle) {
			// The bank no longer has this id: pass over it (no point, no mistake) and go on.
			const now = this.#clock();
			this.run = run.kind === 'streak' ? streakRetired(run, now) : stormRetired(run, run.elapsedMs ?? 0, now);
			this.#save();
			if (this.run.state === 'over') await this.#end();
			else await this.#show();
			return;
		}
		this.puzzle = puzzle;
		this.answer = null;
		if (run.kind === 'storm') {
			// The clock starts with the puzzle on screen.
			this.run = stormClockStarted(run, this.#clock());
			this.#running = { elapsed: run.elapsedMs ?? 0, at: this.#mono() };
			this.now = this.#mono();
			this.#save();
		}
		// Read the next one ahead, so the run does not wait between puzzles.
		const ahead = run.puzzles[run.index + 1];
		if (ahead) void this.#deps.puzzle(ahead).catch(() => null);
	}

	async #end(): Promise<void> {
		const run = this.run;
		if (!run || run.state !== 'over') return;
		this.#running = null;
		// A refused write is kept and said by the shell; the page still shows the score.
		const stored = await this.#writes.finishRun({ ...run, owner: this.#owner });
		this.#lock.release();
		if (!stored || !this.#store) return;
		this.history = await this.#store.runs(this.kind).catch(() => this.history);
	}

	#save(): void {
		const run = this.run;
		if (run) void this.#writes.saveActiveRun({ ...run, owner: this.#owner });
	}

	#startTicker(): void {
		if (this.kind !== 'storm' || this.#timers.ticking) return;
		this.#timers.every(this.#deps.tickMs ?? 200, () => this.tick());
	}
}
