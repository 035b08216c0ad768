/**
 * The daily puzzle: a pure function of the local date, the same for every
 * user on that date. Days are counted from the order's epoch by calendar
 * date (not by milliseconds), so daylight-saving changes and time zones
 * cannot skip or repeat a day.
 */
import type { DailyOrder } from './types';

/** `YYYY-MM-DD` of a Date in the device's local time zone. */
export function localDate(d: Date): string {
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Why a text is not a calendar date `YYYY-MM-DD` of years 1000-9999, as a code (the CLI and the app word it). */
export type DateProblem = { kind: 'format' } | { kind: 'year' } | { kind: 'month' } | { kind: 'day'; days: number };

/**
 * The one date parser of the CLI (`daily DATE`) and the app (`?today=`):
 * null for a day that exists, else why not. Four-digit years from 1000
 * only: Date reads years below 100 as 19xx.
 */
export function dateProblem(text: string): DateProblem | null {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!m) return { kind: 'format' };
	const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
	if (y < 1000) return { kind: 'year' };
	if (mo < 1 || mo > 12) return { kind: 'month' };
	const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
	const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
	return d < 1 || d > days ? { kind: 'day', days } : null;
}

export const isCalendarDate = (text: string): boolean => dateProblem(text) === null;

function dayNumber(date: string): number {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
	if (!m) throw new Error(`not a date (YYYY-MM-DD): ${date}`);
	return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000);
}

/** Whole days from a to b (negative if b is earlier). */
export function daysBetween(a: string, b: string): number {
	return dayNumber(b) - dayNumber(a);
}

export function addDays(date: string, days: number): string {
	const d = new Date((dayNumber(date) + days) * 86_400_000);
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The puzzle id for a local date; dates before the epoch cycle backwards. */
export function dailyPuzzleId(daily: DailyOrder, date: string): string {
	const n = daily.order.length;
	const i = ((daysBetween(daily.epoch, date) % n) + n) % n;
	return daily.order[i];
}

/** The last `days` days up to and including `date`, newest first. */
export function dailyArchive(daily: DailyOrder, date: string, days: number): { date: string; id: string }[] {
	return Array.from({ length: days }, (_, k) => {
		const d = addDays(date, -k);
		return { date: d, id: dailyPuzzleId(daily, d) };
	});
}

/**
 * Difficulty wanted on each day of a five-week cycle that starts on the
 * epoch's weekday, a Monday: every week climbs from easy on Monday to the
 * hardest on Sunday, and the two days a week that five levels leave over
 * rotate through the levels, so over the cycle each level gets exactly 7
 * days and equal shares of the bank last equally long.
 */
export const CYCLE_DIFFICULTY = [
	[1, 1, 2, 2, 3, 4, 5],
	[1, 2, 3, 3, 4, 4, 5],
	[1, 1, 2, 3, 4, 5, 5],
	[1, 2, 2, 3, 3, 4, 5],
	[1, 2, 3, 4, 4, 5, 5]
].flat();

/**
 * Extend a daily order: the days already scheduled stay as they are, and
 * puzzles not yet in it are appended, day k getting a puzzle of
 * CYCLE_DIFFICULTY[k % 35], themes taken in turn so neighbouring days
 * differ. `strict`: stop at the first day whose difficulty has no puzzle
 * left (the rest wait for more puzzles, so appended days never leave the
 * cycle); otherwise take the nearest difficulty left and use every puzzle.
 * No puzzle appears twice.
 */
export function extendDailyOrder(
	scheduled: readonly string[],
	puzzles: readonly { id: string; difficulty: number; themes: readonly string[] }[],
	strict = false
): string[] {
	const taken = new Set(scheduled);
	const byDifficulty = new Map<number, { id: string; themes: readonly string[] }[]>();
	for (const p of [...puzzles].sort((a, b) => a.id.localeCompare(b.id))) {
		if (taken.has(p.id)) continue;
		const list = byDifficulty.get(p.difficulty) ?? [];
		list.push(p);
		byDifficulty.set(p.difficulty, list);
	}
	const themeOf = new Map(puzzles.map((p) => [p.id, p.themes[0] ?? '']));
	const order = [...scheduled];
	const total = order.length + [...byDifficulty.values()].reduce((n, list) => n + list.length, 0);
	let lastTheme = order.length ? (themeOf.get(order[order.length - 1]) ?? '') : '';
	for (let day = order.length; order.length < total; day++) {
		const want = CYCLE_DIFFICULTY[day % CYCLE_DIFFICULTY.length];
		const levels = [...byDifficulty.keys()].filter((d) => byDifficulty.get(d)!.length).sort((a, b) => Math.abs(a - want) - Math.abs(b - want) || a - b);
		if (strict && levels[0] !== want) break;
		const list = byDifficulty.get(levels[0])!;
		const pick = Math.max(
			0,
			list.findIndex((p) => p.themes[0] !== lastTheme)
		);
		const [chosen] = list.splice(pick, 1);
		lastTheme = chosen.themes[0] ?? '';
		order.push(chosen.id);
	}
	return order;
}

/** A curated order of every puzzle from scratch, the nearest difficulty when one runs out (see extendDailyOrder). */
export function buildDailyOrder(puzzles: readonly { id: string; difficulty: number; themes: readonly string[] }[]): string[] {
	return extendDailyOrder([], puzzles);
}
