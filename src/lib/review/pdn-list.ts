/**
 * A PDN collection read into the games to pick from (the review page's PDN
 * box, in its worker: ./pdn-worker.ts): each game's headers, start and main
 * line in full notation, or why it cannot be read. One bad game does not
 * refuse the collection: it is listed with its error (as the CLI's `pdn`
 * reports per game). Reading is the engine's (splitPdn, readPdnGame). As
 * the CLI's `review`, a game without an Aim tag is taken as giveaway; one
 * tagged ordinary checkers is reviewed as ordinary checkers.
 */
import { makeFen, readPdnGame, splitPdn, type Aim, type PdnError } from '$lib/engine';
import { reviewAimOf } from './review';

export interface PdnChoice {
	/** 1-based, in the collection. */
	index: number;
	white: string;
	black: string;
	/** Event, date and result where given. */
	extra: string;
	/** The start (empty for a game that cannot be read). */
	fen: string;
	/**
	 * The main line in full notation, one string with a space between moves
	 * (empty for a game that cannot be read): tens of thousands of games stay
	 * light to hand over and keep. `pdnMoves` splits it.
	 */
	line: string;
	/** Its plies. */
	plies: number;
	/** Giveaway, or ordinary checkers where the game is tagged so. */
	aim: Aim;
	/** A title for the stored review. */
	title: string;
	/** Why the game cannot be read, or null. */
	error: PdnError | null;
}

/** What reading a text came to: its games (a bad one marked), or why none could be read. */
export type PdnChoices = { ok: true; games: PdnChoice[]; bad: number } | { ok: false; error: PdnError };

const tagOf = (tags: readonly [string, string][]) => (name: string) => (tags.find(([n]) => n === name)?.[1] ?? '').trim();

/**
 * Reads every game of `text`, handing them to `onGames` `batch` at a time
 * as they are read (with the count read and the collection's size); the
 * count of games and of bad ones at the end, or the reader's error when the
 * text holds no game at all (empty, or only escape lines).
 */
export function readPdnCollection(
	text: string,
	onGames: (games: PdnChoice[], read: number, total: number) => void,
	batch = 1000
): { ok: true; total: number; bad: number } | { ok: false; error: PdnError } {
	const split = splitPdn(text);
	if (!split.ok) return split;
	const sources = split.value;
	let bad = 0;
	let out: PdnChoice[] = [];
	for (const source of sources) {
		const tag = tagOf(source.tags);
		const white = tag('White');
		const black = tag('Black');
		const date = tag('Date').replace(/\?+/g, '').replace(/\.+$/, '');
		const r = readPdnGame(source);
		const result = r.ok ? (r.value.result !== '*' ? r.value.result : '') : tag('Result').replace(/^\*$/, '');
		const extra = [tag('Event'), date, result].filter((s) => s !== '' && s !== '?').join(', ');
		const common = { index: source.game, white, black, extra, title: [white || '?', black || '?'].join(' – ') + (extra ? `, ${extra}` : '') };
		if (r.ok) {
			const g = r.value;
			const moves = g.moves.mainline.map((n) => n.notation);
			out.push({ ...common, fen: makeFen(g.start), line: moves.join(' '), plies: moves.length, aim: reviewAimOf(g), error: null });
		} else {
			bad++;
			out.push({ ...common, fen: '', line: '', plies: 0, aim: 'giveaway', error: r.error });
		}
		if (out.length >= batch) {
			onGames(out, source.game, sources.length);
			out = [];
		}
	}
	onGames(out, sources.length, sources.length);
	return { ok: true, total: sources.length, bad };
}

/** The moves of a game listed, in full notation. */
export const pdnMoves = (g: Pick<PdnChoice, 'line'>): string[] => (g.line === '' ? [] : g.line.split(' '));

/** Every game of a text at once (tests, small texts). */
export function readPdnChoices(text: string): PdnChoices {
	const games: PdnChoice[] = [];
	const r = readPdnCollection(text, (batch) => games.push(...batch));
	return r.ok ? { ok: true, games, bad: r.bad } : r;
}
