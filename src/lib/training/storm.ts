/**
 * Storm: as many short puzzles as possible against a clock. The clock is
 * not a countdown that ticks: the time left is computed from the wall-clock
 * time at which the run started, plus bonuses, minus penalties. So a hidden
 * tab or a sleeping phone cannot stop it (timers do not run then, but the
 * clock is read again at the next frame), and a reload resumes it honestly.
 */
import { ladder, type Candidate } from './pick';

export interface StormRun {
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

export function startStorm(candidates: readonly Candidate[], random: () => number, now: number): StormRun {
	const short = candidates.filter((c) => c.n <= STORM_MAX_N);
	const puzzles = ladder(short, 900, 12, 150, random).map((c) => c.id);
	return {
		kind: 'storm',
		puzzles,
		index: 0,
		score: 0,
		mistakes: 0,
		combo: 0,
		bestCombo: 0,
		bonusMs: 0,
		penaltyMs: 0,
		startedAt: now,
		state: puzzles.length ? 'playing' : 'over'
	};
}

/** Milliseconds left at `now` (0 once over). */
export function timeLeft(run: StormRun, now: number): number {
	const end = run.state === 'over' ? (run.endedAt ?? now) : now;
	return Math.max(0, STORM_MS + run.bonusMs - run.penaltyMs - (end - run.startedAt));
}

/** The bonus a combo of `combo` earns on reaching it, or 0. */
export function comboBonus(combo: number): number {
	for (const [at, ms] of COMBO_BONUS) if (combo === at) return ms;
	const [lastAt, lastMs] = COMBO_BONUS[COMBO_BONUS.length - 1];
	return combo > lastAt && (combo - lastAt) % COMBO_REPEAT === 0 ? lastMs : 0;
}

/** Ends the run if the clock ran out by `now` (the end is when it ran out, not when it was noticed). */
export function stormTick(run: StormRun, now: number): StormRun {
	if (run.state === 'over' || timeLeft(run, now) > 0) return run;
	return { ...run, state: 'over', endedAt: run.startedAt + STORM_MS + run.bonusMs - run.penaltyMs };
}

function advance(run: StormRun, now: number): StormRun {
	const over = run.index >= run.puzzles.length;
	return over ? { ...run, state: 'over', endedAt: now } : run;
}

export function stormSolved(run: StormRun, now: number): StormRun {
	const checked = stormTick(run, now);
	if (checked.state === 'over') return checked;
	const combo = run.combo + 1;
	return advance(
		{ ...run, index: run.index + 1, score: run.score + 1, combo, bestCombo: Math.max(run.bestCombo, combo), bonusMs: run.bonusMs + comboBonus(combo) },
		now
	);
}

/** A wrong move costs time, breaks the combo and moves on to the next puzzle. */
export function stormFailed(run: StormRun, now: number): StormRun {
	const checked = stormTick(run, now);
	if (checked.state === 'over') return checked;
	return stormTick(advance({ ...run, index: run.index + 1, mistakes: run.mistakes + 1, combo: 0, penaltyMs: run.penaltyMs + MISTAKE_MS }, now), now);
}
