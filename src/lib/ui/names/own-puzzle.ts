/**
 * How a personal puzzle (a position of the user's own game where a move
 * threw a proved win away: review/puzzle.ts) is named and reached: its
 * title worded from its codes, its page, its game's review, the list.
 */
import type { StoredOwnPuzzle } from '$lib/progress/types';
import type { OwnTitle } from '$lib/i18n/own-puzzles';
import { t } from '$lib/i18n/index.svelte';
import { showMoves } from '$lib/ui/display/display.svelte';

/** Where the list of them is (the progress page's "From your games"). */
export const OWN_LIST_HREF = '/progress#own-puzzles';

/** Its page. */
export const ownPuzzleHref = (id: string): string => `/puzzles/${id}`;

/** The review of its game (the review page's address for a game against the app). */
export const ownGameHref = (p: Pick<StoredOwnPuzzle, 'origin'>): string => `/review?game=${encodeURIComponent(p.origin.gameId)}`;

/** A local calendar day of a time. */
function localDay(ms: number): string {
	const d = new Date(ms);
	return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The day of its game: a game against the app is `g-<start ms>`
 * (progress PlayedGame); any other game, the day the puzzle was made.
 */
export function ownGameDay(p: Pick<StoredOwnPuzzle, 'origin' | 'createdAt'>): string {
	const m = /^g-(\d{10,15})$/.exec(p.origin.gameId);
	const start = m ? Number(m[1]) : NaN;
	return localDay(Number.isFinite(start) && start <= p.createdAt ? start : p.createdAt);
}

/** What its title is worded from; `show` writes the move as the player reads moves. */
export function ownTitleParts(p: StoredOwnPuzzle, show: (move: string) => string = (m) => m): OwnTitle {
	return { date: ownGameDay(p), moveNumber: p.title.moveNumber, side: p.title.side, played: show(p.title.played) };
}

/** Its title in the current language and notation. */
export const ownPuzzleName = (p: StoredOwnPuzzle): string => t.ownTitle(ownTitleParts(p, showMoves));
