/**
 * The player's rating as stored and shown, without the Glicko-2 maths
 * (./rating): what `/` needs to say whether a rating is still provisional.
 */
export interface PlayerRating {
	rating: number;
	/** Rating deviation: how unsure the rating still is. */
	rd: number;
	vol: number;
	/** Rated attempts so far. */
	games: number;
}

export const INITIAL_RATING: PlayerRating = Object.freeze({ rating: 1500, rd: 350, vol: 0.06, games: 0 });

/** The most one try moves a provisional rating (./rating's header says why). */
export const PROVISIONAL_MAX_CHANGE = 100;

/** Above this deviation the rating is provisional. */
export const PROVISIONAL_RD = 110;

/** Whether the rating is still provisional (shown so, and damped: ./rating). */
export function isProvisional(player: PlayerRating): boolean {
	return player.rd > PROVISIONAL_RD;
}
