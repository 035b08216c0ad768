/**
 * The player's Glicko-2 rating, moved by each rated puzzle attempt as one
 * game against the puzzle (whose rating stays fixed). The maths is the
 * `glicko2` package (mmai/glicko2js, MIT); this module only sets it up the
 * way puzzle trainers do: one rating period per attempt, a floor on the
 * deviation so the rating keeps moving, and bounds on the rating.
 *
 * The provisional period is damped. Plain Glicko-2 from a deviation of 350
 * moved a new player from 1500 to 1093 for one missed 1170 puzzle, and
 * back up by over 400 for the next solve: statistically sound, but it
 * reads as noise, and one slip decided what the player was offered next.
 * Lichess damps its puzzle ratings by weighting each change (by the mode
 * and by how sure the puzzle's own rating is); here every rated try comes
 * from the same place (a puzzle page or the day's puzzle) and the puzzles'
 * ratings are derived, not measured, so one rule does it: while the rating
 * is provisional a try moves it by at most PROVISIONAL_MAX_CHANGE points.
 * The deviation shrinks as Glicko-2 says, so the provisional period still
 * ends after ten to twenty tries, and a settled rating is never capped (its
 * changes are far below the cap anyway).
 */
import { Glicko2 } from 'glicko2';

import { INITIAL_RATING, isProvisional, PROVISIONAL_MAX_CHANGE, type PlayerRating } from './player-rating';

// What a page needs without the rating maths lives in ./player-rating (the first screen of `/` loads it, not glicko2).
export { INITIAL_RATING, isProvisional, PROVISIONAL_MAX_CHANGE, PROVISIONAL_RD, type PlayerRating } from './player-rating';

/** How sure we take a puzzle's rating to be (it is derived, not measured). */
const PUZZLE_RD = 80;
/** Below this deviation one attempt would hardly move the rating. */
const MIN_RD = 60;
const MAX_RD = 350;
export const RATING_BOUNDS = [400, 3000] as const;
const TAU = 0.5;

/** The rating after one rated attempt at a puzzle rated `puzzle`. */
export function rateAttempt(player: PlayerRating, puzzle: number, solved: boolean): PlayerRating {
	const system = new Glicko2({ tau: TAU, rating: INITIAL_RATING.rating, rd: INITIAL_RATING.rd, vol: INITIAL_RATING.vol });
	const me = system.makePlayer(player.rating, player.rd, player.vol);
	const them = system.makePlayer(puzzle, PUZZLE_RD, INITIAL_RATING.vol);
	system.updateRatings([[me, them, solved ? 1 : 0]]);
	const [low, high] = RATING_BOUNDS;
	const change = me.getRating() - player.rating;
	const damped = isProvisional(player) ? Math.max(-PROVISIONAL_MAX_CHANGE, Math.min(PROVISIONAL_MAX_CHANGE, change)) : change;
	return {
		rating: Math.min(high, Math.max(low, player.rating + damped)),
		rd: Math.min(MAX_RD, Math.max(MIN_RD, me.getRd())),
		vol: me.getVol(),
		games: player.games + 1
	};
}

/** The chance the player solves a puzzle rated `puzzle`, as Glicko-2 predicts it. */
export function expectedScore(player: PlayerRating, puzzle: number): number {
	const system = new Glicko2({ tau: TAU, rating: INITIAL_RATING.rating, rd: INITIAL_RATING.rd, vol: INITIAL_RATING.vol });
	return system.predict(system.makePlayer(player.rating, player.rd, player.vol), system.makePlayer(puzzle, PUZZLE_RD, INITIAL_RATING.vol));
}

/** One rated attempt as the history keeps it: enough to compute the rating again. */
export interface RatedGame {
	puzzleRating: number;
	solved: boolean;
}

/**
 * The rating after each game, in the order given, starting from `from`.
 * Merging the histories of two devices replays the union in time order, so
 * the result is what one device would have computed had it played them all.
 */
export function replayRatings(games: readonly RatedGame[], from: PlayerRating = INITIAL_RATING): PlayerRating[] {
	const out: PlayerRating[] = [];
	let current = from;
	for (const g of games) out.push((current = rateAttempt(current, g.puzzleRating, g.solved)));
	return out;
}
