/**
 * The calendar of daily puzzles: whole weeks (Monday first) ending with the
 * week of `today`, each day solved, missed (tried, not solved), not played,
 * or still to come. Pure: days are `YYYY-MM-DD` strings, no clock.
 */
import { addDays, dayNumber } from '$lib/progress/dates';
import type { DailyResult } from '$lib/progress/types';

export type DayState = 'solved' | 'missed' | 'none' | 'future';

export interface CalendarDay {
	date: string;
	state: DayState;
	/** The puzzle of that day: the one played, else the one the daily order gives. */
	puzzleId: string | null;
	attempts: number;
	today: boolean;
}

/** 0 = Monday … 6 = Sunday. */
export function weekday(date: string): number {
	// Day 0 (1970-01-01) was a Thursday.
	return (((dayNumber(date) + 3) % 7) + 7) % 7;
}

/** The first day shown for `weeks` weeks ending with today's week. */
export function calendarStart(today: string, weeks: number): string {
	return addDays(today, -weekday(today) - 7 * (weeks - 1));
}

export function calendarWeeks(
	today: string,
	results: readonly DailyResult[],
	weeks = 8,
	dailyId: (date: string) => string | null = () => null
): CalendarDay[][] {
	const byDate = new Map(results.map((r) => [r.date, r]));
	const start = calendarStart(today, weeks);
	const todayN = dayNumber(today);
	const out: CalendarDay[][] = [];
	for (let w = 0; w < weeks; w++) {
		const week: CalendarDay[] = [];
		for (let d = 0; d < 7; d++) {
			const date = addDays(start, w * 7 + d);
			const r = byDate.get(date);
			const future = dayNumber(date) > todayN;
			week.push({
				date,
				state: future ? 'future' : r ? (r.solved ? 'solved' : 'missed') : 'none',
				puzzleId: r?.puzzleId ?? dailyId(date),
				attempts: r?.attempts ?? 0,
				today: date === today
			});
		}
		out.push(week);
	}
	return out;
}

export function countStates(weeks: readonly CalendarDay[][]): Record<DayState, number> {
	const counts: Record<DayState, number> = { solved: 0, missed: 0, none: 0, future: 0 };
	for (const week of weeks) for (const day of week) counts[day.state]++;
	return counts;
}
