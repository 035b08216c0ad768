/**
 * Games against the app as PDN: one stored game (its start, moves, result
 * and tags: who played whom at which level, the date) or all of them.
 */
import { parseFen, playLine } from '$lib/engine';
import type { PlayedGame } from '$lib/progress';
import { pdnDate, playedPdn } from '$lib/opponent/game-pdn';
import { t } from '$lib/i18n/index.svelte';

/** The PDN of a stored game; null when it does not replay (a damaged row). */
export function gamePdn(game: PlayedGame): string | null {
	const start = parseFen(game.fen);
	const line = start.ok ? playLine(start.value, game.moves) : null;
	if (!start.ok || !line?.ok) return null;
	const userWon = game.result === 'won';
	const appWon = game.result === 'lost' || game.result === 'resigned';
	const winner = userWon ? game.color : appWon ? (game.color === 'white' ? 'black' : 'white') : null;
	const outcome = game.result === null ? null : { result: game.result === 'drawn' ? ('draw' as const) : winner! };
	const app = t.pdnApp(game.level);
	return playedPdn({
		start: start.value,
		aim: 'giveaway',
		moves: line.value.moves,
		outcome,
		tags: {
			Event: t.pdnEventGame,
			Date: pdnDate(new Date(game.startedAt)),
			White: game.color === 'white' ? t.pdnPlayer : app,
			Black: game.color === 'black' ? t.pdnPlayer : app,
			...(game.result === 'resigned' ? { Termination: t.pdnResigned } : game.reason === 'time' ? { Termination: t.pdnTime } : {})
		}
	});
}

/** Every game that replays, one after another. */
export function gamesPdn(games: readonly PlayedGame[]): string {
	return games
		.map(gamePdn)
		.filter((p): p is string => p !== null)
		.join('\n\n');
}
