/**
 * Calendar days as `YYYY-MM-DD` strings. Which day it is comes from the
 * caller (a clock passed in), so nothing here reads the current time.
 */

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar date of an instant, in the device's time zone. */
export function localDate(at: Date | number): string {
	const d = typeof at === 'number' ? new Date(at) : at;
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${String(d.getFullYear()).padStart(4, '0')}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function isLocalDate(value: unknown): value is string {
	if (typeof value !== 'string') return false;
	const m = DATE_RE.exec(value);
	if (!m) return false;
	const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const t = new Date(Date.UTC(y, mo - 1, d));
	return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** Days since 1970-01-01 of a date string: consecutive dates differ by 1, whatever the time zone. */
export function dayNumber(date: string): number {
	const m = DATE_RE.exec(date);
	if (!m) throw new RangeError(`not a date: ${date}`);
	return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
}

export function addDays(date: string, days: number): string {
	const t = new Date((dayNumber(date) + days) * DAY_MS);
	return `${String(t.getUTCFullYear()).padStart(4, '0')}-${String(t.getUTCMonth() + 1).padStart(2, '0')}-${String(t.getUTCDate()).padStart(2, '0')}`;
}
