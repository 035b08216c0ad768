/**
 * The played-games family in the export file: what of a game, a review and
 * a personal puzzle stays on the device (a game's owner and step, what this
 * device proved), how format 5's proofs are read, and the import's merge
 * rules. transfer.ts puts the families' parts together.
 */
import { byKey, earlier, later } from './merge';
import type { PlayedGame, StoredGameReview, StoredOwnPuzzle } from './types';

/** A proof without the text format 5 kept beside its data. */
export function proofAsData<T extends StoredGameReview>(r: T): T {
	if (!r.review.plies.some((p) => p.proof && Object.hasOwn(p.proof, 'text'))) return r;
	const plies = r.review.plies.map((p) => (p.proof ? { ...p, proof: { before: p.proof.before, after: p.proof.after, missed: p.proof.missed } } : p));
	return { ...r, review: { ...r.review, plies } };
}

interface GameRows {
	games: PlayedGame[];
	gameReviews: StoredGameReview[];
	ownPuzzles: StoredOwnPuzzle[];
}

/** A device's rows as a file carries them, oldest first: without what is local (what was proved here, a game's owner and step). */
export function fileRows(rows: GameRows): GameRows {
	return {
		games: [...rows.games].sort((a, b) => a.startedAt - b.startedAt || byKey(a.id, b.id)).map(({ step: _step, owner: _owner, ...g }) => g),
		gameReviews: [...rows.gameReviews].sort((a, b) => a.reviewedAt - b.reviewedAt || byKey(a.key, b.key)).map(({ check: _check, ...r }) => proofAsData(r)),
		ownPuzzles: [...rows.ownPuzzles].sort((a, b) => a.createdAt - b.createdAt || byKey(a.id, b.id)).map(({ check: _check, ...p }) => p)
	};
}

const UNPROVED = { state: 'unproved' } as const;

/** A file's reviews and personal puzzles as the device takes them in: unproved until this device proves them. */
export function unprovedRows(d: Pick<GameRows, 'gameReviews' | 'ownPuzzles'>): Pick<GameRows, 'gameReviews' | 'ownPuzzles'> {
	return {
		gameReviews: d.gameReviews.map((r) => ({ ...proofAsData(r), check: UNPROVED })),
		ownPuzzles: d.ownPuzzles.map((p) => ({ ...p, check: UNPROVED }))
	};
}

/** A game: the finished one over one in progress (a finished game is final), else the one saved later (the device's on a tie). */
export const mergeGame = (m: PlayedGame, t: PlayedGame): PlayedGame => {
	if ((m.result === null) !== (t.result === null)) return m.result !== null ? m : t;
	return t.at > m.at ? t : m;
};

/** The later review of a game is kept (both are of the same moves: the key says so). */
export const mergeGameReview = later((x: StoredGameReview) => x.reviewedAt);

/** A personal puzzle the device has stays as it is (the older is kept, as when it is made twice). */
export const mergeOwnPuzzle = earlier((x: StoredOwnPuzzle) => x.createdAt);
