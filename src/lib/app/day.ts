/**
 * Noticing that the day changed while a page stays open: a phone keeps the
 * home page in a tab for days, and yesterday's puzzle must not stay on it
 * past midnight until a reload. The page's day is checked when the page is
 * shown again (visibilitychange, pageshow) and at the next local midnight;
 * the clock and the page's visibility are passed in, so tests drive them.
 */
import { Timers } from '$lib/ui/timers';

export interface DayWatchDeps {
	now: () => Date;
	/** Calls `run` whenever the page is shown again; returns a function that stops that. */
	onShown: (run: () => void) => () => void;
	/** A try in progress: the change waits (rechecked every minute) rather than take the puzzle away mid-try. */
	busy?: () => boolean;
	timers?: Timers;
}

/** Recheck this soon after a busy moment. */
const BUSY_RETRY_MS = 60_000;

/** Milliseconds from `now` to the next local midnight, from the calendar (a daylight-saving day has 23 or 25 hours); at least 1 s. */
export function msToNextDay(now: Date): number {
	const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
	return Math.max(1000, next.getTime() - now.getTime());
}

/**
 * Watches the day `dayAt(now)` names (the device's date, or `?today=`'s):
 * `onNewDay` is called with the new day whenever it changes. Returns the
 * function that stops watching.
 */
export function watchDay(dayAt: (now: Date) => string, onNewDay: (day: string) => void, deps: DayWatchDeps): () => void {
	const timers = deps.timers ?? new Timers();
	let current = dayAt(deps.now());
	const check = () => {
		timers.cancelLater();
		const now = deps.now();
		const day = dayAt(now);
		if (day !== current) {
			if (deps.busy?.()) {
				timers.later(BUSY_RETRY_MS, check);
				return;
			}
			current = day;
			onNewDay(day);
		}
		// Timers may fire late (a sleeping phone) or the clock may be set: the next check is worked out afresh each time.
		timers.later(msToNextDay(now), check);
	};
	timers.later(msToNextDay(deps.now()), check);
	const stopShown = deps.onShown(check);
	return () => {
		stopShown();
		timers.clear();
	};
}

/** The browser's clock and visibility. */
export function browserDayDeps(busy?: () => boolean): DayWatchDeps {
	return {
		now: () => new Date(),
		busy,
		onShown: (run) => {
			const shown = () => {
				if (document.visibilityState === 'visible') run();
			};
			document.addEventListener('visibilitychange', shown);
			window.addEventListener('pageshow', shown);
			return () => {
				document.removeEventListener('visibilitychange', shown);
				window.removeEventListener('pageshow', shown);
			};
		}
	};
}
