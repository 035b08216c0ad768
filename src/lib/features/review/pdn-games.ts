/**
 * A PDN collection pasted on /review, read into the games to pick from:
 * each game's headers, start and main line in full notation. Reading is the
 * engine's (parsePdn). As the CLI's `review`, a game without an Aim tag is
 * taken as giveaway; one tagged ordinary checkers is reviewed as ordinary
 * checkers (aim russian).
 */
import { makeFen, parsePdn, type Aim, type PdnError } from '$lib/engine';
import { reviewAimOf } from '$lib/review/review';

export interface PdnChoice {
	/** 1-based, in the collection. */
	index: number;
	white: string;
	black: string;
	/** Event, date and result where given. */
	extra: string;
	fen: string;
	/** The main line in full notation. */
	moves: string[];
	/** Giveaway, or ordinary checkers where the game is tagged so. */
	aim: Aim;
	/** A title for the stored review. */
	title: string;
}

export type PdnChoices = { ok: true; games: PdnChoice[] } | { ok: false; error: PdnError };

export function readPdnChoices(text: string): PdnChoices {
	const r = parsePdn(text);
	if (!r.ok) return { ok: false, error: r.error };
	const games = r.value.map((g, i): PdnChoice => {
		const tag = (name: string) => (g.tags[name] ?? '').trim();
		const date = tag('Date').replace(/\?+/g, '').replace(/\.+$/, '');
		const result = g.result !== '*' ? g.result : '';
		const extra = [tag('Event'), date, result].filter((s) => s !== '' && s !== '?').join(', ');
		const white = tag('White');
		const black = tag('Black');
		return {
			index: i + 1,
			white,
			black,
			extra,
			fen: makeFen(g.start),
			moves: g.moves.mainline.map((n) => n.notation),
			aim: reviewAimOf(g),
			title: [white || '?', black || '?'].join(' – ') + (extra ? `, ${extra}` : '')
		};
	});
	return { ok: true, games };
}
