/**
 * The checks of the played-games family (store part: games.ts; merge:
 * games-transfer.ts): games against the app, game reviews and personal
 * puzzles, and what this device proved of them.
 */
import { PLAYED_RESULTS, type ClaimCheck, type PlayedGame, type StoredGameReview, type StoredOwnPuzzle } from './types';
import { MOVE_CLASSES } from '../review/classify';
import type { Proved } from '../review/review';
import type { EngineScore } from '../engine-player/types';
import { ownPuzzleProblem, reviewKey, storedGameProblem } from '../review/stored';
import { playedGameProblem } from '../opponent/replay';
import { arrayOf, bool, describe, id, int, move, nullable, num, object, oneOf, optional, tagged, text, time, validator, type Validator } from './validate';

const playedGameShape = {
	id: text(40),
	startedAt: time,
	at: time,
	level: int(1, 8),
	color: oneOf(['white', 'black'] as const),
	fen: text(200),
	moves: arrayOf(move, 2000),
	result: nullable(oneOf(PLAYED_RESULTS)),
	reason: nullable(text(40)),
	clock: optional(object({ initialMs: int(1, 86_400_000), incrementMs: int(0, 3_600_000), white: int(0, 86_400_000), black: int(0, 86_400_000), since: time })),
	takebacks: optional(bool)
};
/** A game's times in order, its moves played by the rules and its result theirs (play/replay.ts). */
const playedGameFits = (v: PlayedGame, p: string): string | null => {
	if (v.at < v.startedAt) return `${p}.at: before startedAt`;
	const problem = playedGameProblem(v);
	return problem && `${p}.${problem}`;
};
/** A game against the app as an export file carries it. */
export const playedGameFileRecord: Validator<PlayedGame> = object(playedGameShape, playedGameFits);
/** A game as IndexedDB holds it: with its owner and step (local, see PlayedGame). */
export const playedGameRecord: Validator<PlayedGame> = object(
	{ ...playedGameShape, step: optional(int(0, Number.MAX_SAFE_INTEGER)), owner: optional(text(100)) },
	playedGameFits
);

// ---- game reviews and personal puzzles (v5) ----

const MAX_PLIES = 2000;
/** A line of best play shown beside a move (the solver's lines are at most 2 x 20 moves, the engine's shorter). */
const MAX_LINE = 200;
const percent = num(0, 100);
const plies = int(0, 100_000);
const score = tagged<EngineScore>('kind', {
	win: object({ kind: oneOf(['win'] as const), n: plies }),
	loss: object({ kind: oneOf(['loss'] as const), n: plies }),
	estimate: object({ kind: oneOf(['estimate'] as const), evaluation: num(-1e9, 1e9), percent })
});
const proved = tagged<Proved>('kind', {
	win: object({ kind: oneOf(['win'] as const), n: plies }),
	loss: object({ kind: oneOf(['loss'] as const), n: plies }),
	none: object({ kind: oneOf(['none'] as const), within: plies })
});
const moveLine = arrayOf(move, MAX_LINE);

const storedPly = object({
	ply: int(1, MAX_PLIES),
	move,
	white: bool,
	forced: bool,
	before: score,
	after: score,
	expectedBefore: percent,
	expectedAfter: percent,
	drop: percent,
	class: oneOf(MOVE_CLASSES),
	// The proof is data; `text` is what rows and files from before format 6 still carry (never read).
	proof: nullable(object({ before: proved, after: proved, text: optional(text(100)), missed: nullable(object({ move, line: moveLine })) })),
	better: nullable(object({ move, line: moveLine, score }))
});

const storedReviewData = object({
	plies: arrayOf(storedPly, MAX_PLIES),
	whiteExpected: arrayOf(percent, MAX_PLIES + 1),
	accuracy: object({ white: nullable(percent), black: nullable(percent) }),
	keyMoments: arrayOf(int(1, MAX_PLIES), MAX_PLIES)
});

const reviewSource = tagged<StoredGameReview['source']>('kind', {
	game: object({ kind: oneOf(['game'] as const), gameId: text(40) }),
	pdn: object({ kind: oneOf(['pdn'] as const), title: text(200) }),
	study: object({ kind: oneOf(['study'] as const), studyId: id }),
	playout: object({ kind: oneOf(['playout'] as const) })
});

/** What this device proved of a record's claims (types.ts ClaimCheck): local, in rows only. */
export const claimCheckRecord: Validator<ClaimCheck> = tagged<ClaimCheck>('state', {
	unproved: object({ state: oneOf(['unproved'] as const) }),
	proved: object({ state: oneOf(['proved'] as const), at: time, dropped: optional(int(0, MAX_PLIES)) }),
	refuted: object({ state: oneOf(['refuted'] as const), at: time, found: proved })
});

const gameReviewShape = {
	key: text(40),
	source: reviewSource,
	fen: text(200),
	moves: arrayOf(move, MAX_PLIES),
	movetimeMs: int(1, 600_000),
	reviewedAt: time,
	review: storedReviewData
};

/**
 * A stored game review: its key is of its start, moves and aim, the review
 * is of these moves (one ply each, the same moves, one expected result more
 * than plies), and the moves can be played and the review read back
 * (review/stored.ts storedGameProblem).
 */
const gameReviewFits = (v: StoredGameReview, p: string): string | null => {
	if (v.key !== reviewKey(v.fen, v.moves, v.aim ?? 'giveaway')) return `${p}.key: does not match fen, moves and aim`;
	const r = v.review;
	if (r.plies.length !== v.moves.length) return `${p}.review.plies: expected one per move (${v.moves.length})`;
	for (let i = 0; i < r.plies.length; i++) {
		if (r.plies[i].ply !== i + 1) return `${p}.review.plies[${i}].ply: expected ${i + 1}`;
		if (r.plies[i].move !== v.moves[i]) return `${p}.review.plies[${i}].move: does not match moves[${i}]`;
	}
	if (r.whiteExpected.length !== v.moves.length + 1) return `${p}.review.whiteExpected: expected one more than the moves`;
	const problem = storedGameProblem(v.fen, v.moves, v.review);
	return problem && `${p}.${problem}`;
};

const reviewAim = optional(oneOf(['russian'] as const));
/** A game review as IndexedDB holds it: with its aim and what this device proved of it. */
export const gameReviewRecord: Validator<StoredGameReview> = object({ ...gameReviewShape, aim: reviewAim, check: optional(claimCheckRecord) }, gameReviewFits);
/** A game review as an export file of format 6 carries it (an ordinary-checkers review says so; nothing says what was proved). */
export const gameReviewFileRecord: Validator<StoredGameReview> = object({ ...gameReviewShape, aim: reviewAim }, gameReviewFits);
/** A game review as format 5 carried it (giveaway only). */
export const gameReviewFileRecordV5: Validator<StoredGameReview> = object(gameReviewShape, gameReviewFits);

/** The id a personal puzzle has: `own-GAMEID-PLY` (review/puzzle.ts). */
export const ownPuzzleId = (gameId: string, ply: number): string => `own-${gameId}-${ply}`;

const ownPuzzleShape = {
	id: id,
	fen: text(200),
	aim: oneOf(['giveaway'] as const),
	claim: validator<string>((v, p) => (typeof v === 'string' && /^win in [1-9][0-9]{0,2}$/.test(v) ? null : `${p}: expected "win in N", got ${describe(v)}`)),
	solution: arrayOf(move, MAX_LINE),
	unique: bool,
	winningMoves: arrayOf(move, 200),
	title: object({
		code: oneOf(['own-game-move'] as const),
		gameId: text(80),
		moveNumber: int(1, MAX_PLIES),
		side: oneOf(['white', 'black'] as const),
		played: move
	}),
	origin: object({ gameId: text(80), ply: int(1, MAX_PLIES) }),
	difficulty: oneOf([1, 2, 3, 4, 5] as const),
	createdAt: time
};

const ownPuzzleFits = (v: StoredOwnPuzzle, p: string): string | null => {
	if (v.id !== ownPuzzleId(v.origin.gameId, v.origin.ply)) return `${p}.id: expected own-GAMEID-PLY of its origin`;
	if (v.title.gameId !== v.origin.gameId) return `${p}.title.gameId: does not match origin.gameId`;
	const n = Number(v.claim.slice('win in '.length));
	if (v.solution.length !== 2 * n) return `${p}.solution: expected ${2 * n} moves for ${v.claim}`;
	if (v.winningMoves.length === 0 || !v.winningMoves.includes(v.solution[0])) return `${p}.winningMoves: must hold the solution's first move`;
	const problem = ownPuzzleProblem(v);
	return problem && `${p}.${problem}`;
};

/** A personal puzzle as an export file carries it (nothing says what was proved). */
export const ownPuzzleFileRecord: Validator<StoredOwnPuzzle> = object(ownPuzzleShape, ownPuzzleFits);
/** A personal puzzle as IndexedDB holds it: with what this device proved of it. */
export const ownPuzzleRecord: Validator<StoredOwnPuzzle> = object({ ...ownPuzzleShape, check: optional(claimCheckRecord) }, ownPuzzleFits);
