/**
 * A stored game against the app checked against the rules: its moves play
 * from its start under the game's draw rules (engine playLine: none after
 * the game ended) and its result is what they lead to (`won`, `lost`,
 * `drawn` only where the game ended so; `resigned` or none only while it
 * was still going; `won` or `lost` with the reason `time` only while it
 * was still going and the game had a clock). The progress store checks every game it reads and
 * imports with it, so an edited file cannot list a game as won that never
 * was (issue 31).
 */
import { parseFen, playLine } from '../engine';
import type { PlayedGame } from '../progress/types';

/** Why a stored game does not fit the rules, as `field: what`, or null. */
export function playedGameProblem(g: Pick<PlayedGame, 'fen' | 'moves' | 'color' | 'result' | 'reason' | 'clock'>): string | null {
	const start = parseFen(g.fen);
	if (!start.ok) return 'fen: not a position';
	const line = playLine(start.value, g.moves);
	if (!line.ok) return `moves[${line.error.ply - 1}]: ${line.error.kind === 'game-over' ? 'played after the game ended' : 'cannot be played'}`;
	const outcome = line.value.game.outcome();
	const onTime = g.reason === 'time' && (g.result === 'won' || g.result === 'lost');
	if (onTime && !g.clock) return 'reason: on time in a game with no clock';
	if (g.result === null || g.result === 'resigned' || onTime) return outcome ? `result: the game is over (${outcome.reason})` : null;
	if (!outcome) return `result: the game is not over`;
	const expected = outcome.result === 'draw' ? 'drawn' : outcome.result === g.color ? 'won' : 'lost';
	return g.result === expected ? null : `result: the moves end in ${expected}`;
}
