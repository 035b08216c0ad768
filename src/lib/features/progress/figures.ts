/**
 * Rows of the progress charts, from the store's figures. Pure: labels and
 * number formats come from the caller (the interface language).
 */
import type { Bucket } from '$lib/progress/stats';
import type { Attempt } from '$lib/progress/types';

export interface ChartRow {
	key: string;
	label: string;
	/** Bar length, 0..1. */
	fraction: number;
	/** The figure written next to the bar. */
	value: string;
	/** A second column of the table (e.g. "3 of 5 tries"). */
	detail: string;
	/** Colour hint: a failed try, a weak theme. */
	tone?: 'good' | 'bad';
}

export interface Labels {
	name: (key: string) => string;
	percent: (fraction: number) => string;
	detail: (b: Bucket) => string;
}

function bucketRow(key: string, b: Bucket, labels: Labels): ChartRow {
	const accuracy = b.accuracy ?? 0;
	return { key, label: labels.name(key), fraction: accuracy, value: labels.percent(accuracy), detail: labels.detail(b), tone: accuracy < 0.5 ? 'bad' : 'good' };
}

/** Themes, weakest first: lowest accuracy, then the most tried, then by name. */
export function themeRows(byTheme: Readonly<Record<string, Bucket>>, labels: Labels): ChartRow[] {
	return Object.entries(byTheme)
		.filter(([, b]) => b.attempts > 0)
		.sort(([ka, a], [kb, b]) => (a.accuracy ?? 0) - (b.accuracy ?? 0) || b.attempts - a.attempts || labels.name(ka).localeCompare(labels.name(kb)))
		.map(([k, b]) => bucketRow(k, b, labels));
}

/** Difficulties in order, 1 to 5, those tried only. */
export function difficultyRows(byDifficulty: Readonly<Record<string, Bucket>>, labels: Labels): ChartRow[] {
	return Object.entries(byDifficulty)
		.filter(([, b]) => b.attempts > 0)
		.sort(([a], [b]) => Number(a) - Number(b))
		.map(([k, b]) => bucketRow(k, b, labels));
}

/** The latest tries (newest first, as the store gives them), each bar its time against the longest. */
export function timeRows(
	attempts: readonly Attempt[],
	labels: { name: (a: Attempt) => string; duration: (ms: number) => string; detail: (a: Attempt) => string }
): ChartRow[] {
	const longest = Math.max(1, ...attempts.map((a) => a.timeMs));
	return attempts.map((a) => ({
		key: `${a.puzzleId}@${a.at}`,
		label: labels.name(a),
		fraction: a.timeMs / longest,
		value: `${labels.duration(a.timeMs)} ${a.result === 'solved' ? '✓' : '✗'}`,
		detail: labels.detail(a),
		tone: a.result === 'solved' ? 'good' : 'bad'
	}));
}

/** Minutes and seconds of a duration, rounded to the second. */
export function minutesSeconds(ms: number): { minutes: number; seconds: number } {
	const total = Math.max(0, Math.round(ms / 1000));
	return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
