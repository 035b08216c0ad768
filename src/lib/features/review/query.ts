/**
 * The review page's address: `?game=<id>` (a saved game, read from the
 * store), `?fen=..&moves=..` (moves in full notation, comma-separated) with
 * `side=white|black` (the user's side: puzzles are made for it) and
 * `from=playout|pdn|study` (`title=` for a PDN game, `study=` for a study)
 * and `aim=russian` for ordinary checkers, or nothing (the PDN box).
 */
import type { ReviewGame, ReviewSource, Side } from './controller.svelte';

const side = (s: string | null): Side | null => (s === 'white' || s === 'black' ? s : null);

/** The game the address gives (without a saved game's row: `game=` is read by the page), or 'pick'. */
export function gameFromQuery(q: URLSearchParams): ReviewGame | 'pick' | null {
	if (q.has('game')) return null;
	const fen = q.get('fen');
	if (fen === null) return 'pick';
	const moves = (q.get('moves') ?? '').split(/[,\s]+/).filter((m) => m !== '');
	const from = q.get('from');
	const source: ReviewSource =
		from === 'pdn' ? { kind: 'pdn', title: q.get('title') ?? '' } : from === 'study' ? { kind: 'study', studyId: q.get('study') ?? '' } : { kind: 'playout' };
	// Personal puzzles are giveaway puzzles: none from an ordinary-checkers game.
	if (q.get('aim') === 'russian') return { fen, moves, source, puzzlesFor: null, aim: 'russian' };
	return { fen, moves, source, puzzlesFor: side(q.get('side')) };
}

/** The address's query of a game (`game=` for a saved one). */
export function queryOf(game: ReviewGame): string {
	const q = new URLSearchParams();
	if (game.source.kind === 'game') {
		q.set('game', game.source.gameId);
		return q.toString();
	}
	q.set('fen', game.fen);
	q.set('moves', game.moves.join(','));
	if (game.puzzlesFor) q.set('side', game.puzzlesFor);
	q.set('from', game.source.kind);
	if (game.source.kind === 'pdn') q.set('title', game.source.title);
	if (game.source.kind === 'study') q.set('study', game.source.studyId);
	if (game.aim === 'russian') q.set('aim', 'russian');
	return q.toString();
}
