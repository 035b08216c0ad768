/**
 * The app's clock for pages that depend on the day (today's puzzle, the
 * progress page): the day from `?today=YYYY-MM-DD` when given
 * (end-to-end tests simulate days this way, as on the home page), else the
 * device's; the instant keeps the real time of day on that date, so the
 * review queue's "due now" moves with the simulated day.
 */
import { localDate } from '$lib/progress/dates';
import { isCalendarDate } from '$lib/bank/daily';

export interface Clock {
	/** Local date `YYYY-MM-DD`. */
	today: string;
	/** Epoch milliseconds of "now" on that date. */
	now: number;
}

/** A date from `?today=YYYY-MM-DD` (tests set the clock this way), else the device's. */
export function todayFrom(search: string, now: Date): string {
	const wanted = new URLSearchParams(search).get('today');
	// The CLI's parser: a day that does not exist (2026-13-45, 0001-01-01) is refused, not rolled over.
	return wanted !== null && isCalendarDate(wanted) ? wanted : localDate(now);
}

export function clockFrom(search: string, now: Date): Clock {
	const today = todayFrom(search, now);
	if (today === localDate(now)) return { today, now: now.getTime() };
	const [y, m, d] = today.split('-').map(Number);
	const shifted = new Date(y, m - 1, d, now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
	// An impossible date (2026-02-30) rolls over in Date; fall back to the device's day then.
	return localDate(shifted) === today ? { today, now: shifted.getTime() } : { today: localDate(now), now: now.getTime() };
}
