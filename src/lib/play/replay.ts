/**
 * A stored game against the app checked against the rules: its moves play
 * from its start under the game's draw rules (none after the game ended)
 * and its result is what they lead to (`won`, `lost`, `drawn` only where
 * the game ended so; `resigned` or none only while it was still going).
 * The progress store checks every game it reads and imports with it, so an
 * edited file cannot list a game as won that never was.
 */
import { Game, parseFen, parseMove } from '../engine';
import type { PlayedGame } from '../progress/types';

/** Why a stored game does not fit the rules, as `field: what`, or null. */
export function playedGameProblem(g: Pick<PlayedGame, 'fen' | 'moves' | 'color' | 'result'>): string | null {
	const start = parseFen(g.fen);
	if (!start.ok) return 'fen: not a position';
	const game = new Game(start.value, 'giveaway');
	for (let i = 0; i < g.moves.length; i++) {
		if (game.outcome()) return `moves[${i}]: played after the game ended`;
		const m = parseMove(game.position, g.moves[i]);
		if (!m.ok || !game.play(m.value)) return `moves[${i}]: cannot be played`;
	}
	const outcome = game.outcome();
	if (g.result === null || g.result === 'resigned') return outcome ? `result: the game is over (${outcome.reason})` : null;
	if (!outcome) return `result: the game is not over`;
	const expected = outcome.result === 'draw' ? 'drawn' : outcome.result === g.color ? 'won' : 'lost';
	return g.result === expected ? null : `result: the moves end in ${expected}`;
}
