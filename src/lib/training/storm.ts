/**
 * Storm: as many short puzzles as possible against a clock. The clock is
 * the run's own time (`elapsedMs`), never the wall clock: the page measures
 * it with a monotonic clock (performance.now()) while a puzzle is on
 * screen, and stores it with every step, so setting the device's clock
 * back or forward changes nothing. The time left is the three minutes plus
 * bonuses, minus penalties, minus that elapsed time.
 *
 * The clock runs only while a puzzle is on screen waiting for an answer:
 * it stops when the answer is in (the final position or the right move is
 * shown, as long as the player likes) and starts again with the next
 * puzzle. Functions take the run's elapsed time and, for the record's date
 * only, the wall-clock time.
 */
import { ladder, type Candidate } from './pick';
import { played, stepped, type RunMeta } from './runs';

export interface StormRun extends RunMeta {
	kind: 'storm';
	puzzles: string[];
	index: number;
	score: number;
	mistakes: number;
	/** Correct answers in a row. */
	combo: number;
	bestCombo: number;
	bonusMs: number;
	penaltyMs: number;
	/** The run's time on the clock so far (at the last step; the page adds the time since, measured monotonically). */
	elapsedMs?: number;
	/**
	 * Wall-clock time at which the clock last started (a puzzle came on
	 * screen); absent while it is stopped. A reload adds the time since then,
	 * never less than nothing, so a page closed mid-puzzle still loses that
	 * time and a clock set back gives none.
	 */
	runningSince?: number;
	/** Wall-clock time of the start and the end: the record's date only, never a duration. */
	startedAt: number;
	state: 'playing' | 'over';
	endedAt?: number;
}

export const STORM_MS = 3 * 60_000;
export const MISTAKE_MS = 10_000;
/** Short puzzles only: wins in 1 to 3. */
export const STORM_MAX_N = 3;
/** A combo of this many correct answers in a row adds this much time (then the next threshold). */
export const COMBO_BONUS: readonly [number, number][] = [
	[5, 3_000],
	[12, 5_000],
	[20, 7_000],
	[30, 10_000]
];
/** After the last threshold, every this many more answers earn its bonus again. */
const COMBO_REPEAT = 10;

export function startStorm(candidates: readonly Candidate[], random: () => number, now: number, id?: string): StormRun {
	const short = candidates.filter((c) => c.n <= STORM_MAX_N);
	const puzzles = ladder(short, 900, 12, 150, random).map((c) => c.id);
	return {
		kind: 'storm',
		...(id ? { id } : {}),
		step: 0,
		results: [],
		puzzles,
		index: 0,
		score: 0,
		mistakes: 0,
		combo: 0,
		bestCombo: 0,
		bonusMs: 0,
		penaltyMs: 0,
		elapsedMs: 0,
		startedAt: now,
		state: puzzles.length ? 'playing' : 'over'
	};
}

/** The run's time limit so far: three minutes plus bonuses, minus penalties. */
export const limitMs = (run: StormRun) => Math.max(0, STORM_MS + run.bonusMs - run.penaltyMs);

/** Milliseconds left when the run has been on the clock for `elapsed` (the stored time once over). */
export function timeLeft(run: StormRun, elapsed: number = run.elapsedMs ?? 0): number {
	const used = run.state === 'over' ? (run.elapsedMs ?? elapsed) : elapsed;
	return Math.max(0, limitMs(run) - used);
}

/** The bonus a combo of `combo` earns on reaching it, or 0. */
export function comboBonus(combo: number): number {
	for (const [at, ms] of COMBO_BONUS) if (combo === at) return ms;
	const [lastAt, lastMs] = COMBO_BONUS[COMBO_BONUS.length - 1];
	return combo > lastAt && (combo - lastAt) % COMBO_REPEAT === 0 ? lastMs : 0;
}

/** The clock starts (a puzzle is on screen) at wall time `now`, with the elapsed time as stored. */
export function stormClockStarted(run: StormRun, now: number): StormRun {
	if (run.state === 'over') return run;
	return stepped(run, { runningSince: now });
}

/**
 * The clock's reading kept while it runs (every few seconds, and when the
 * page is hidden): the elapsed time so far and the wall time of the
 * reading, so a reload after a clock set back gives back at most the time
 * since the last reading.
 */
export function stormCheckpoint(run: StormRun, elapsed: number, now: number): StormRun {
	if (run.state === 'over' || run.runningSince === undefined) return run;
	return stepped(run, { elapsedMs: elapsed, runningSince: now });
}

/** Ends the run if the clock ran out by `elapsed` (the end is when it ran out, not when it was noticed). */
export function stormTick(run: StormRun, elapsed: number, now: number): StormRun {
	if (run.state === 'over' || timeLeft(run, elapsed) > 0) return run;
	return stopped(stepped(run, { state: 'over', endedAt: now, elapsedMs: limitMs(run) }));
}

/** The run without a running clock (an answer is in, or the run is over). */
function stopped(run: StormRun): StormRun {
	if (run.runningSince === undefined) return run;
	const out = { ...run };
	delete out.runningSince;
	return out;
}

function advance(run: StormRun, now: number): StormRun {
	return run.index >= run.puzzles.length ? { ...run, state: 'over', endedAt: now } : run;
}

export function stormSolved(run: StormRun, elapsed: number, now: number, moves?: readonly string[]): StormRun {
	const checked = stormTick(run, elapsed, now);
	if (checked.state === 'over') return checked;
	const combo = run.combo + 1;
	const next = stepped(
		run,
		{
			index: run.index + 1,
			score: run.score + 1,
			combo,
			bestCombo: Math.max(run.bestCombo, combo),
			bonusMs: run.bonusMs + comboBonus(combo),
			elapsedMs: elapsed
		},
		played(run.puzzles[run.index], 'solved', moves)
	);
	return stopped(advance(next, now));
}

/** A wrong move costs time, breaks the combo and moves on to the next puzzle. */
export function stormFailed(run: StormRun, elapsed: number, now: number, moves?: readonly string[]): StormRun {
	const checked = stormTick(run, elapsed, now);
	if (checked.state === 'over') return checked;
	const next = stepped(
		run,
		{ index: run.index + 1, mistakes: run.mistakes + 1, combo: 0, penaltyMs: run.penaltyMs + MISTAKE_MS, elapsedMs: elapsed },
		played(run.puzzles[run.index], 'failed', moves)
	);
	const out = advance(next, now);
	// The penalty may use up the time left: the run ends there.
	return stopped(out.state === 'over' || timeLeft(out, elapsed) > 0 ? out : { ...out, state: 'over', endedAt: now, elapsedMs: limitMs(out) });
}

/** The puzzle on screen is no longer in the bank: passed over, no point, no penalty, the combo kept. */
export function stormRetired(run: StormRun, elapsed: number, now: number): StormRun {
	if (run.state === 'over') return run;
	return stopped(advance(stepped(run, { index: run.index + 1, elapsedMs: elapsed }, played(run.puzzles[run.index], 'retired')), now));
}

/** Ends the run now (given up): the time used so far is kept. */
export function stormGivenUp(run: StormRun, elapsed: number, now: number): StormRun {
	if (run.state === 'over') return run;
	return stopped(stepped(run, { state: 'over', endedAt: now, elapsedMs: Math.min(elapsed, limitMs(run)) }));
}
