/**
 * A game's clock on /play: each side's time left, the side whose time runs
 * and since when. Pure: every function takes the time (`now`, ms) it is
 * asked at; the controller passes its injected clock's reading.
 *
 * The clock runs from the start for the side to move; a move charges the
 * mover the time since its turn began and adds the increment; a take-back
 * hands the turn back with no increment (the time spent stays spent). A
 * game kept on the device carries both times and when they were read, so
 * a reload charges the side to move for the time the page was away.
 */
import type { Color } from '$lib/engine';

/** A time control: minutes for the game and seconds added per move. */
export interface TimeControl {
	initialMs: number;
	incrementMs: number;
}

/** The choices on /play, by the key `[data-play-time]` carries; `none`: no clock. */
export const TIME_CONTROLS = {
	none: null,
	'3+2': { initialMs: 180_000, incrementMs: 2_000 },
	'5+3': { initialMs: 300_000, incrementMs: 3_000 },
	'10+5': { initialMs: 600_000, incrementMs: 5_000 },
	'15+10': { initialMs: 900_000, incrementMs: 10_000 }
} as const satisfies Record<string, TimeControl | null>;
export type TimeKey = keyof typeof TIME_CONTROLS;
export const TIME_KEYS = Object.keys(TIME_CONTROLS) as TimeKey[];

/** The key of a time control (one not offered reads as the nearest offered: none when absent). */
export function timeKeyOf(control: TimeControl | null | undefined): TimeKey {
	if (!control) return 'none';
	const key = TIME_KEYS.find((k) => {
		const c = TIME_CONTROLS[k];
		return c !== null && c.initialMs === control.initialMs && c.incrementMs === control.incrementMs;
	});
	return key ?? 'none';
}

export interface ClockState extends TimeControl {
	white: number;
	black: number;
	/** The side whose time runs; null once the game is over. */
	running: Color | null;
	/** When `white` and `black` were read (the running side's turn went on from then). */
	since: number;
}

/** A clock at the start of a game with `toMove` to move. */
export function startClock(control: TimeControl, toMove: Color, now: number): ClockState {
	return { ...control, white: control.initialMs, black: control.initialMs, running: toMove, since: now };
}

/** `side`'s time left at `now` (never below 0). */
export function timeLeft(clock: ClockState, side: Color, now: number): number {
	const spent = clock.running === side ? Math.max(0, now - clock.since) : 0;
	return Math.max(0, clock[side] - spent);
}

/** The side whose time ran out by `now`, or null. */
export function flagged(clock: ClockState, now: number): Color | null {
	const side = clock.running;
	return side !== null && timeLeft(clock, side, now) <= 0 ? side : null;
}

/**
 * The clock after a change of the game at `now`: the running side is
 * charged, `moved` (the side that just moved, if it did) gets the
 * increment, and `next`'s time runs (null: the game is over, both stop).
 */
export function press(clock: ClockState, now: number, next: Color | null, moved: Color | null): ClockState {
	const at = Math.max(now, clock.since);
	const charged = { ...clock, since: at };
	if (clock.running) charged[clock.running] = timeLeft(clock, clock.running, at);
	if (moved && charged[moved] > 0) charged[moved] += clock.incrementMs;
	charged.running = next;
	return charged;
}

/** How long the app may think with `left` on its clock: about a thirtieth of it and half the increment, within [50, cap] ms. */
export function thinkBudget(left: number, incrementMs: number, cap: number): number {
	return Math.round(Math.min(cap, Math.max(50, left / 30 + incrementMs / 2)));
}
