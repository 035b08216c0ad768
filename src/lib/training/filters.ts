/**
 * The puzzle list's filters (theme, difficulty, status) as data and as an
 * address query: `/puzzles?theme=threat&difficulty=2&status=unsolved`. The
 * same query goes with a puzzle opened from the list, so "next puzzle" and
 * "next near my level" stay within them and the way back shows the list as
 * it was left. The one owner of this query (the list, the puzzle page and
 * training all use it). Pure.
 */
import { THEMES, type Theme } from '../bank/types';

export const STATUS_FILTERS = ['', 'unsolved', 'solved', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface PuzzleFilters {
	/** '' for every theme. */
	theme: Theme | '';
	/** 0 for every difficulty. */
	difficulty: number;
	status: StatusFilter;
}

export const NO_FILTERS: Readonly<PuzzleFilters> = Object.freeze({ theme: '', difficulty: 0, status: '' });

/** What the list knows of a puzzle's result: the latest try's, or none. */
export type LastResult = 'solved' | 'failed' | undefined;

/** Filters from an address query; anything unknown reads as "all" rather than being refused. */
export function parseFilters(search: string | URLSearchParams): PuzzleFilters {
	const params = typeof search === 'string' ? new URLSearchParams(search) : search;
	const theme = params.get('theme') ?? '';
	const difficulty = Number(params.get('difficulty'));
	const status = params.get('status') ?? '';
	return {
		theme: (THEMES as readonly string[]).includes(theme) ? (theme as Theme) : '',
		difficulty: Number.isInteger(difficulty) && difficulty >= 1 && difficulty <= 5 ? difficulty : 0,
		status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : ''
	};
}

/** `?theme=...&difficulty=...&status=...` with only the filters set, or '' when none is. */
export function filterQuery(f: PuzzleFilters): string {
	const params = new URLSearchParams();
	if (f.theme) params.set('theme', f.theme);
	if (f.difficulty) params.set('difficulty', String(f.difficulty));
	if (f.status) params.set('status', f.status);
	const query = params.toString();
	return query ? `?${query}` : '';
}

/** Theme and difficulty: what the puzzle is, whatever the user did with it. */
export function matchesKind(p: { themes: readonly string[]; difficulty: number }, f: Pick<PuzzleFilters, 'theme' | 'difficulty'>): boolean {
	return (!f.theme || p.themes.includes(f.theme)) && (!f.difficulty || p.difficulty === f.difficulty);
}

/** Whether a puzzle whose latest try ended as `last` passes the status filter ("unsolved" includes never tried). */
export function matchesStatus(status: StatusFilter, last: LastResult): boolean {
	return !status || (status === 'unsolved' ? last !== 'solved' : last === status);
}

export function matchesFilters(p: { themes: readonly string[]; difficulty: number }, f: PuzzleFilters, last: LastResult): boolean {
	return matchesKind(p, f) && matchesStatus(f.status, last);
}
