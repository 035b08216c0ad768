/**
 * The played-games family: games against the app (`games`), game reviews
 * (`gameReviews`) and the personal puzzles made from them (`ownPuzzles`,
 * each with a review card), and what this device proved of their claims
 * (issue 31). Checks: games-check.ts; the import's merge: games-transfer.ts.
 */
import { ProgressError } from './errors';
import { gameReviewRecord, ownPuzzleRecord, playedGameRecord } from './games-check';
import { reviewId } from './puzzles-check';
import { ms, type Instant } from './records';
import { plainCopy, type Rows } from './rows';
import { newReviewCard } from './scheduler';
import type { ClaimCheck, GameWriteResult, PlayedGame, StoredGameReview, StoredOwnPuzzle } from './types';
import type { PersonalPuzzle } from '../review/puzzle';
import type { OwnPuzzleProof, ReprovedReview } from '../review/reprove';

/** The game reviews kept on the device, at most (the oldest made are forgotten first). */
export const MAX_GAME_REVIEWS = 100;

export const allGames = async (rows: Rows): Promise<PlayedGame[]> => rows.valid('games', await rows.db.games.toArray(), playedGameRecord, (r) => r.id);

export const allGameReviews = async (rows: Rows): Promise<StoredGameReview[]> =>
	rows.valid('gameReviews', await rows.db.gameReviews.toArray(), gameReviewRecord, (r) => r.key);

export const allOwnPuzzles = async (rows: Rows): Promise<StoredOwnPuzzle[]> =>
	rows.valid('ownPuzzles', await rows.db.ownPuzzles.toArray(), ownPuzzleRecord, (r) => r.id);

/**
 * Forgets the oldest reviews past MAX_GAME_REVIEWS (inside a transaction
 * over gameReviews and ownPuzzles), never one whose game a personal puzzle
 * links back to: a pasted game or play-out is kept nowhere else (its
 * review's key is the puzzle's game id). Those may take the count past
 * the cap.
 */
export async function keepNewestReviews(rows: Rows): Promise<number> {
	const db = rows.db;
	const over = (await db.gameReviews.count()) - MAX_GAME_REVIEWS;
	if (over <= 0) return 0;
	const needed = new Set((await db.ownPuzzles.toArray()).map((p: { origin?: { gameId?: unknown } }) => p.origin?.gameId));
	const oldest = (await db.gameReviews.orderBy('reviewedAt').primaryKeys()).filter((k) => !needed.has(k));
	const gone = oldest.slice(0, over);
	await db.gameReviews.bulkDelete(gone);
	return gone.length;
}

export class GameRecords {
	constructor(private readonly rows: Rows) {}

	// ---- games against the app (/play) ----

	/**
	 * Keeps a game (in progress or finished) under its id. One game has one
	 * owner and only moves forward (as a run does), so a save is refused,
	 * quietly (a result: nothing is lost, the game went on elsewhere), when
	 * the stored game is finished ('finished': a finished game is final), is
	 * owned by another tab ('elsewhere'), or is already at this step or past
	 * it, or saved later ('stale'). A game of no owner takes this one's.
	 */
	async saveGame(game: PlayedGame): Promise<GameWriteResult> {
		const problem = playedGameRecord(game, 'game');
		if (problem) throw new ProgressError('invalid', problem);
		return this.rows.write(['games'], async () => {
			const stored = await this.#storedGame(game.id);
			if (stored) {
				if (stored.result !== null) return 'finished';
				if (stored.owner && game.owner && stored.owner !== game.owner) return 'elsewhere';
				// Steps order one game's saves (a clock set back changes nothing); a game saved before steps, its time.
				const older = stored.step !== undefined && game.step !== undefined ? stored.step >= game.step : stored.at > game.at;
				if (older) return 'stale';
			}
			await this.rows.db.games.put({ ...game, moves: [...game.moves] });
			return 'saved';
		});
	}

	/**
	 * Makes `owner` the owner of the game `id` (the tab that resumes it or
	 * takes it over) and returns the game as stored, or null when there is
	 * none. A finished game is returned as it is: it has no owner.
	 */
	async claimGame(id: string, owner: string): Promise<PlayedGame | null> {
		return this.rows.write(['games'], async () => {
			const stored = await this.#storedGame(id);
			if (!stored || stored.result !== null) return stored ?? null;
			const claimed = { ...stored, owner };
			await this.rows.db.games.put(claimed);
			return claimed;
		});
	}

	/** The valid stored game `id` (inside a transaction). */
	async #storedGame(id: string): Promise<PlayedGame | undefined> {
		return this.rows.one('games', await this.rows.db.games.get(id), playedGameRecord, (r) => r.id);
	}

	async removeGame(id: string): Promise<void> {
		await this.rows.write(['games'], () => this.rows.db.games.delete(id));
	}

	/** Every valid game, latest saved first. */
	async games(): Promise<PlayedGame[]> {
		return (await this.rows.read(['games'], () => allGames(this.rows))).sort((a, b) => b.at - a.at);
	}

	/** The latest game still in progress, or null. */
	async gameInProgress(): Promise<PlayedGame | null> {
		return (await this.games()).find((g) => g.result === null) ?? null;
	}

	// ---- game reviews and personal puzzles (v5) ----

	/**
	 * Keeps a game's review under its key, replacing the one there; a review
	 * made before the stored one (`reviewedAt`) changes nothing. Reviews are
	 * kept to open at once, and can be made again: past MAX_GAME_REVIEWS, the
	 * oldest are forgotten.
	 */
	async saveGameReview(input: StoredGameReview): Promise<void> {
		const review = plainCopy(input);
		const problem = gameReviewRecord(review, 'gameReview');
		if (problem) throw new ProgressError('invalid', problem);
		await this.rows.write(['gameReviews', 'ownPuzzles'], async () => {
			const stored = await this.rows.db.gameReviews.get(review.key);
			if (stored && typeof stored.reviewedAt === 'number' && stored.reviewedAt > review.reviewedAt) return;
			await this.rows.db.gameReviews.put(review);
			await keepNewestReviews(this.rows);
		});
	}

	async removeGameReview(key: string): Promise<void> {
		await this.rows.write(['gameReviews'], () => this.rows.db.gameReviews.delete(key));
	}

	/** The stored review of key `key`, or null (none, or the stored one is corrupt). */
	async gameReview(key: string): Promise<StoredGameReview | null> {
		const row = await this.rows.read(['gameReviews'], () => this.rows.db.gameReviews.get(key));
		return this.rows.one('gameReviews', row, gameReviewRecord, (r) => r.key) ?? null;
	}

	/** The keys of every stored review (the rows themselves are checked when read). */
	async gameReviewKeys(): Promise<string[]> {
		const keys = await this.rows.read(['gameReviews'], () => this.rows.db.gameReviews.toCollection().primaryKeys());
		return keys.filter((k): k is string => typeof k === 'string');
	}

	/**
	 * Keeps personal puzzles made at `now` by this device (review/puzzle.ts
	 * proves each when it makes it: they are kept as proved here); one
	 * already kept stays as it was (the older), unless it is not proved here
	 * and the new one is. Each new one also gets a review card, due at
	 * `now`, unless it has one, so it is in the review queue. Returns the
	 * puzzles added. One transaction: a puzzle that fails its check adds none.
	 */
	async addOwnPuzzles(puzzles: readonly PersonalPuzzle[], now: Instant): Promise<StoredOwnPuzzle[]> {
		const at = ms(now);
		const rows: StoredOwnPuzzle[] = [];
		const seen = new Set<string>();
		for (const [i, p] of puzzles.entries()) {
			const row: StoredOwnPuzzle = { ...plainCopy(p), createdAt: at, check: { state: 'proved', at } };
			const problem = ownPuzzleRecord(row, `ownPuzzles[${i}]`);
			if (problem) throw new ProgressError('invalid', problem);
			if (!seen.has(row.id)) rows.push(row);
			seen.add(row.id);
		}
		const db = this.rows.db;
		return this.rows.write(['ownPuzzles', 'reviews'], async () => {
			const stored = await db.ownPuzzles.bulkGet(rows.map((r) => r.id));
			// A corrupt row, or one this device has not proved, is replaced by the valid new one.
			const added = rows.filter((_, i) => {
				const old = stored[i];
				return old === undefined || ownPuzzleRecord(old, 'ownPuzzle') !== null || old.check?.state !== 'proved';
			});
			if (added.length === 0) return [];
			await db.ownPuzzles.bulkPut(added);
			const ids = added.map((r) => reviewId('puzzle', r.id));
			const cards = await db.reviews.bulkGet(ids);
			await db.reviews.bulkPut(added.filter((_, i) => cards[i] === undefined).map((r) => newReviewCard('puzzle', r.id, null, at)));
			return added;
		});
	}

	/** Forgets a personal puzzle and its review card (its tries stay in the history). */
	async removeOwnPuzzle(id: string): Promise<void> {
		await this.rows.write(['ownPuzzles', 'reviews'], async () => {
			await this.rows.db.ownPuzzles.delete(id);
			await this.rows.db.reviews.delete(reviewId('puzzle', id));
		});
	}

	/** Every valid personal puzzle, newest first. */
	async ownPuzzles(): Promise<StoredOwnPuzzle[]> {
		const rows = await this.rows.read(['ownPuzzles'], () => allOwnPuzzles(this.rows));
		return rows.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
	}

	/** The personal puzzle `id`, or null (none, or the stored one is corrupt). */
	async ownPuzzle(id: string): Promise<StoredOwnPuzzle | null> {
		const row = await this.rows.read(['ownPuzzles'], () => this.rows.db.ownPuzzles.get(id));
		return this.rows.one('ownPuzzles', row, ownPuzzleRecord, (r) => r.id) ?? null;
	}

	// ---- claims this device has not proved (issue 31) ----

	/** The personal puzzles and reviews whose claims this device has not proved (imported, or kept before it checked). */
	async unprovedClaims(): Promise<{ ownPuzzles: StoredOwnPuzzle[]; gameReviews: StoredGameReview[] }> {
		return this.rows.read(['ownPuzzles', 'gameReviews'], async () => {
			const open = (r: { check?: ClaimCheck }) => r.check === undefined || r.check.state === 'unproved';
			return { ownPuzzles: (await allOwnPuzzles(this.rows)).filter(open), gameReviews: (await allGameReviews(this.rows)).filter(open) };
		});
	}

	/**
	 * Keeps what this device proved of a personal puzzle (review/reprove.ts):
	 * proved (with the winning moves and uniqueness as far as proved) or
	 * refuted; unproved changes nothing. Only if the stored puzzle is still
	 * the one proved (`createdAt`); returns whether it was written.
	 */
	async recordOwnPuzzleProof(id: string, createdAt: number, proof: OwnPuzzleProof, now: Instant): Promise<boolean> {
		if (proof.state === 'unproved') return false;
		const at = ms(now);
		return this.rows.write(['ownPuzzles'], async () => {
			const stored = this.rows.one('ownPuzzles', await this.rows.db.ownPuzzles.get(id), ownPuzzleRecord, (r) => r.id);
			if (!stored || stored.createdAt !== createdAt) return false;
			const next: StoredOwnPuzzle =
				proof.state === 'proved'
					? { ...stored, unique: proof.unique, winningMoves: proof.winningMoves, check: { state: 'proved', at } }
					: { ...stored, check: { state: 'refuted', at, found: proof.found } };
			const problem = ownPuzzleRecord(next, 'ownPuzzle');
			if (problem) throw new ProgressError('invalid', problem);
			await this.rows.db.ownPuzzles.put(next);
			return true;
		});
	}

	/**
	 * Keeps a review as this device proved it again (review/reprove.ts: the
	 * proofs that did not prove taken out), if the stored one is still the
	 * one proved (`reviewedAt`); returns whether it was written.
	 */
	async recordReviewProof(key: string, reviewedAt: number, proved: ReprovedReview, now: Instant): Promise<boolean> {
		const at = ms(now);
		return this.rows.write(['gameReviews'], async () => {
			const stored = this.rows.one('gameReviews', await this.rows.db.gameReviews.get(key), gameReviewRecord, (r) => r.key);
			if (!stored || stored.reviewedAt !== reviewedAt) return false;
			const next: StoredGameReview = { ...stored, review: plainCopy(proved.review), check: { state: 'proved', at, dropped: proved.dropped } };
			const problem = gameReviewRecord(next, 'gameReview');
			if (problem) throw new ProgressError('invalid', problem);
			await this.rows.db.gameReviews.put(next);
			return true;
		});
	}
}
