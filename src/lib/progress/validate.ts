/**
 * Strict checks of every record shape, hand-written: the same functions guard
 * an imported file before anything is written and every row read back from
 * IndexedDB (a row that fails is skipped and reported). A schema library
 * would add a runtime dependency for ten small shapes; Ajv would add ~35 KB
 * and compile with `new Function`, which a strict CSP forbids. Each check
 * returns the first problem as `path: what was expected`, or null.
 */
import {
	BOARD_THEMES,
	MOTION_SPEEDS,
	NOTATIONS,
	OUTCOMES,
	REVIEW_KINDS,
	RUN_KINDS,
	TRAINING_LEVELS,
	TWELVE_RESULTS,
	PLAYED_RESULTS,
	type ClaimCheck,
	type PlayedGame,
	type StoredGameReview,
	type StoredOwnPuzzle,
	type ActiveRun,
	type Attempt,
	type DailyResult,
	type RatingRecord,
	type ReviewCard,
	type RunRecord,
	type Settings,
	type StudyProgress,
	type TwelveGameSave,
	type TwelveRun
} from './types';
import type { StormRun } from '../training/storm';
import type { StreakRun } from '../training/streak';
import { STEP_RESULTS, type RunStep } from '../training/runs';
import { isLocalDate } from './dates';
import { SQUARE_NAMES } from '../engine';
import { MOVE_CLASSES } from '../review/classify';
import type { Proved } from '../review/review';
import type { EngineScore } from '../engine-player/types';
import { ownPuzzleProblem, reviewKey, storedGameProblem } from '../review/stored';
import { playedGameProblem } from '../opponent/replay';

export type Validator<T> = ((value: unknown, path: string) => string | null) & { readonly optional?: boolean; readonly _t?: T };
type Infer<V> = V extends Validator<infer T> ? T : never;

const CONTROL = /[\u0000-\u001f\u007f]/;
const LATEST_TIME = 8.64e15; // the largest valid Date
const MAX_DURATION = 30 * 24 * 3600 * 1000;

function validator<T>(fn: (value: unknown, path: string) => string | null): Validator<T> {
	return fn as Validator<T>;
}

function describe(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	if (typeof value === 'string') return `"${value.length > 20 ? value.slice(0, 20) + '…' : value}"`;
	return typeof value === 'object' ? 'an object' : String(value);
}

/** A non-empty string without control characters, at most `max` long. */
export const text = (max: number): Validator<string> =>
	validator((v, p) => {
		if (typeof v !== 'string') return `${p}: expected a string, got ${describe(v)}`;
		if (v.length === 0 || v.length > max) return `${p}: expected 1 to ${max} characters`;
		return CONTROL.test(v) ? `${p}: control characters are not allowed` : null;
	});

export const int = (min: number, max: number): Validator<number> =>
	validator((v, p) =>
		typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? null : `${p}: expected an integer from ${min} to ${max}, got ${describe(v)}`
	);

export const num = (min: number, max: number): Validator<number> =>
	validator((v, p) =>
		typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? null : `${p}: expected a number from ${min} to ${max}, got ${describe(v)}`
	);

export const bool: Validator<boolean> = validator((v, p) => (typeof v === 'boolean' ? null : `${p}: expected true or false, got ${describe(v)}`));

export const oneOf = <T extends string | number | null>(values: readonly T[]): Validator<T> =>
	validator((v, p) => (values.includes(v as T) ? null : `${p}: expected one of ${values.map(String).join(', ')}, got ${describe(v)}`));

export const localDate: Validator<string> = validator((v, p) => (isLocalDate(v) ? null : `${p}: expected a date YYYY-MM-DD, got ${describe(v)}`));

export const time: Validator<number> = int(0, LATEST_TIME);

export const nullable = <T>(inner: Validator<T>): Validator<T | null> => validator((v, p) => (v === null ? null : inner(v, p)));

/** A key that may be absent (not undefined-valued: JSON has no undefined). */
export const optional = <T>(inner: Validator<T>): Validator<T | undefined> =>
	Object.assign(
		validator<T | undefined>((v, p) => inner(v, p)),
		{ optional: true }
	);

export const arrayOf = <T>(item: Validator<T>, max: number): Validator<T[]> =>
	validator((v, p) => {
		if (!Array.isArray(v)) return `${p}: expected an array, got ${describe(v)}`;
		if (v.length > max) return `${p}: more than ${max} items`;
		for (let i = 0; i < v.length; i++) {
			const problem = item(v[i], `${p}[${i}]`);
			if (problem) return problem;
		}
		return null;
	});

export function isPlainObject(v: unknown): v is Record<string, unknown> {
	if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
	const proto = Object.getPrototypeOf(v);
	return proto === Object.prototype || proto === null;
}

/** The path a problem starts with (`file.data.attempts[0].at`), quoted keys read whole. */
export function problemPath(problem: string): string {
	for (let i = 0; i < problem.length; i++) {
		if (problem[i] === '"') {
			// A quoted key: skip to its closing quote.
			for (i++; i < problem.length && problem[i] !== '"'; i++) if (problem[i] === '\\') i++;
		} else if (problem[i] === ':') return problem.slice(0, i);
	}
	return problem;
}

type Shape = Record<string, Validator<unknown>>;

/** A key from a file, safe to show in a path: shortened, control characters shown as escapes. */
function describeKey(key: string): string {
	const shown = key.length > 40 ? key.slice(0, 40) + '…' : key;
	// Quoted when it could be misread: control characters, or the ':' and '.' that structure a path.
	return CONTROL.test(shown) || /[:.]/.test(shown) ? JSON.stringify(shown) : shown;
}
type ObjectOf<S extends Shape> = { [K in keyof S]: Infer<S[K]> };

/**
 * An object with exactly these keys (optional ones may be missing); extra
 * keys are refused. Keys are own properties on both sides: a key named
 * like a built-in member (`toString`, `constructor`, `__proto__`) is an
 * unknown field, not something every object "has".
 */
export const object = <S extends Shape>(shape: S, refine?: (v: ObjectOf<S>, path: string) => string | null): Validator<ObjectOf<S>> =>
	validator((v, p) => {
		if (!isPlainObject(v)) return `${p}: expected an object, got ${describe(v)}`;
		for (const key of Object.keys(v)) if (!Object.hasOwn(shape, key)) return `${p}.${describeKey(key)}: unknown field`;
		for (const [key, check] of Object.entries(shape)) {
			if (!Object.hasOwn(v, key)) {
				if (check.optional) continue;
				return `${p}.${key}: missing`;
			}
			const problem = check(v[key], `${p}.${key}`);
			if (problem) return problem;
		}
		return refine ? refine(v as ObjectOf<S>, p) : null;
	});

const id = text(100);
const move = text(80);
const outcome = oneOf(OUTCOMES);

const attemptShape = {
	puzzleId: id,
	date: localDate,
	at: time,
	result: outcome,
	timeMs: int(0, MAX_DURATION),
	moves: arrayOf(move, 1000),
	hintUsed: bool,
	daily: bool
};

/** An attempt as an export file carries it (no local key). */
export const attemptRecord: Validator<Omit<Attempt, 'id'>> = object(attemptShape);
/** An attempt as IndexedDB holds it. */
export const attemptRow: Validator<Attempt> = object({ ...attemptShape, id: optional(int(1, Number.MAX_SAFE_INTEGER)) });

export const dailyRecord: Validator<DailyResult> = object(
	{
		date: localDate,
		puzzleId: id,
		firstResult: outcome,
		solved: bool,
		attempts: int(1, 1_000_000),
		firstAt: time,
		solvedAt: nullable(time)
	},
	(v, p) => (v.solved === (v.solvedAt !== null) ? null : `${p}.solvedAt: must be set exactly when solved is true`)
);

/** The key of a card: one per puzzle, one per study quiz position. */
export function reviewId(kind: 'puzzle', ref: string): string;
export function reviewId(kind: 'study', ref: string, node: string): string;
export function reviewId(kind: ReviewCard['kind'], ref: string, node?: string | null): string;
export function reviewId(kind: ReviewCard['kind'], ref: string, node?: string | null): string {
	return kind === 'puzzle' ? `puzzle:${ref}` : `study:${ref}#${node ?? ''}`;
}

export const reviewRecord: Validator<ReviewCard> = object(
	{
		id: text(250),
		kind: oneOf(REVIEW_KINDS),
		ref: id,
		node: nullable(text(100)),
		createdAt: time,
		due: time,
		stability: num(0, 1e9),
		difficulty: num(0, 100),
		elapsedDays: int(0, 1e7),
		scheduledDays: int(0, 1e7),
		learningSteps: int(0, 1000),
		reps: int(0, 1e7),
		lapses: int(0, 1e7),
		state: oneOf([0, 1, 2, 3] as const),
		lastReview: nullable(time)
	},
	(v, p) => {
		if ((v.kind === 'puzzle') !== (v.node === null)) return `${p}.node: a puzzle card has no node, a study card has one`;
		return v.id === reviewId(v.kind, v.ref, v.node) ? null : `${p}.id: does not match kind, ref and node`;
	}
);

const twelveShape = {
	square: oneOf(SQUARE_NAMES),
	date: localDate,
	at: time,
	moves: arrayOf(move, 1000),
	result: oneOf(TWELVE_RESULTS),
	playerMoves: int(0, 1000),
	optimum: nullable(int(0, 1000))
};
export const twelveRecord: Validator<Omit<TwelveRun, 'id'>> = object(twelveShape);
export const twelveRow: Validator<TwelveRun> = object({ ...twelveShape, id: optional(int(1, Number.MAX_SAFE_INTEGER)) });

/** A game in progress is small (a few hundred plies at most); a larger one is junk. */
const MAX_GAME_CHARS = 200_000;

/** Names every object has: never a key of the data (as `object` refuses them as unknown fields). */
const BUILT_IN_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The first key anywhere in `v` named like a built-in member, or a value nested too deep; null when none. */
function oddKey(v: unknown, p: string, depth: number): string | null {
	if (typeof v !== 'object' || v === null) return null;
	if (depth > 20) return `${p}: nested too deep`;
	const entries = Array.isArray(v)
		? v.map((x, i) => [`[${i}]`, x] as const)
		: Object.keys(v).map((k) => [`.${describeKey(k)}`, (v as Record<string, unknown>)[k], k] as const);
	for (const [path, value, key] of entries as (readonly [string, unknown, string?])[]) {
		if (key !== undefined && BUILT_IN_NAMES.has(key)) return `${p}${path}: unknown field`;
		const problem = oddKey(value, `${p}${path}`, depth + 1);
		if (problem) return problem;
	}
	return null;
}

export const twelveGameRecord: Validator<TwelveGameSave> = object(
	{
		square: oneOf(SQUARE_NAMES),
		at: time,
		game: validator<TwelveGameSave['game']>((v, p) => {
			if (!isPlainObject(v)) return `${p}: expected an object, got ${describe(v)}`;
			if (!Array.isArray(v.plies)) return `${p}.plies: expected an array, got ${describe(v.plies)}`;
			if (v.plies.length > 1000) return `${p}.plies: more than 1000 items`;
			const odd = oddKey(v, p, 0);
			if (odd) return odd;
			let json: string | undefined;
			try {
				json = JSON.stringify(v);
			} catch {
				json = undefined;
			}
			return json !== undefined && json.length <= MAX_GAME_CHARS ? null : `${p}: expected a JSON object of at most ${MAX_GAME_CHARS} characters`;
		})
	},
	(v, p) => (v.game.square === undefined || v.game.square === v.square ? null : `${p}.game.square: does not match square`)
);

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

const quizResult = object({ node: text(100), result: outcome, at: time, attempts: int(1, 1_000_000) });

export const studyRecord: Validator<StudyProgress> = object(
	{ studyId: id, lastPly: int(0, 10_000), updatedAt: time, quiz: arrayOf(quizResult, 10_000) },
	(v, p) => (new Set(v.quiz.map((q) => q.node)).size === v.quiz.length ? null : `${p}.quiz: a node appears twice`)
);

const settingsShapeV1 = {
	language: oneOf(['ru', 'en', null] as const),
	theme: oneOf(['system', 'light', 'dark'] as const),
	sound: bool,
	orientation: oneOf(['auto', 'white', 'black'] as const),
	review: object({ enabled: bool, paused: bool })
};

/** Settings as export files of format 1 carry them (no training choices). */
export const settingsRecordV1: Validator<Omit<Settings, 'training'>> = object(settingsShapeV1);

export const settingsRecord: Validator<Settings> = object({
	...settingsShapeV1,
	training: object({ rated: bool, level: oneOf(TRAINING_LEVELS), autoAdvance: optional(bool) }),
	display: optional(object({ notation: oneOf(NOTATIONS), board: oneOf(BOARD_THEMES), speed: oneOf(MOTION_SPEEDS), sounds: bool })),
	evaluation: optional(bool),
	evalArrow: optional(bool)
});

// ---- training ----

const RATING_MAX = 10_000;
const GAMES_MAX = 10_000_000;

const ratingShape = {
	puzzleId: id,
	at: time,
	puzzleRating: num(0, RATING_MAX),
	solved: bool,
	rating: num(0, RATING_MAX),
	rd: num(0, RATING_MAX),
	vol: num(0, 100),
	games: int(1, GAMES_MAX)
};
export const ratingRecord: Validator<Omit<RatingRecord, 'id'>> = object(ratingShape);
export const ratingRow: Validator<RatingRecord> = object({ ...ratingShape, id: optional(int(1, Number.MAX_SAFE_INTEGER)) });

const count = int(0, 1_000_000);
const runShape = {
	kind: oneOf(RUN_KINDS),
	date: localDate,
	startedAt: time,
	at: time,
	score: count,
	mistakes: count,
	bestCombo: count,
	/** The run's own id (absent in rows and files from before ids). */
	runId: optional(text(100))
};
export const runRecord: Validator<Omit<RunRecord, 'id'>> = object(runShape, (v, p) => (v.at >= v.startedAt ? null : `${p}.at: before startedAt`));
export const runRow: Validator<RunRecord> = object({ ...runShape, id: optional(int(1, Number.MAX_SAFE_INTEGER)) });

/** Longest ladder a stored run may hold (streak and storm ladders are far shorter). */
const RUN_PUZZLES = 1000;
const playState = oneOf(['playing', 'over'] as const);
const indexInRun = (v: { index: number; puzzles: readonly string[] }, p: string) => (v.index <= v.puzzles.length ? null : `${p}.index: beyond the puzzles`);

/** A puzzle played in a run: its id, what became of it, the moves played. */
const runStep: Validator<RunStep> = object({ id, result: oneOf(STEP_RESULTS), moves: optional(arrayOf(text(80), 400)) });
/** What every run has beside its rules (all optional: runs stored before them have none). */
const runMeta = {
	id: optional(text(100)),
	step: optional(int(0, Number.MAX_SAFE_INTEGER)),
	results: optional(arrayOf(runStep, RUN_PUZZLES)),
	owner: optional(text(100))
};

const streakRun: Validator<StreakRun> = object(
	{
		...runMeta,
		kind: oneOf(['streak'] as const),
		puzzles: arrayOf(id, RUN_PUZZLES),
		index: int(0, RUN_PUZZLES),
		score: int(0, RUN_PUZZLES),
		skipUsed: bool,
		state: playState,
		startedAt: time,
		endedAt: optional(time)
	},
	indexInRun
);

const stormRun: Validator<StormRun> = object(
	{
		...runMeta,
		kind: oneOf(['storm'] as const),
		puzzles: arrayOf(id, RUN_PUZZLES),
		index: int(0, RUN_PUZZLES),
		score: int(0, RUN_PUZZLES),
		mistakes: int(0, RUN_PUZZLES),
		combo: int(0, RUN_PUZZLES),
		bestCombo: int(0, RUN_PUZZLES),
		bonusMs: int(0, MAX_DURATION),
		penaltyMs: int(0, MAX_DURATION),
		elapsedMs: optional(int(0, MAX_DURATION)),
		runningSince: optional(time),
		startedAt: time,
		state: playState,
		endedAt: optional(time)
	},
	indexInRun
);

const activeStreak = object({ kind: oneOf(['streak'] as const), run: streakRun });
const activeStorm = object({ kind: oneOf(['storm'] as const), run: stormRun });

/** The run in progress of a kind (its `kind` says which shape `run` has). */
export const activeRunRecord: Validator<ActiveRun> = validator((v, p) => {
	if (!isPlainObject(v)) return `${p}: expected an object, got ${describe(v)}`;
	const kind = Object.hasOwn(v, 'kind') ? v.kind : undefined;
	if (kind === 'streak') return activeStreak(v, p);
	if (kind === 'storm') return activeStorm(v, p);
	return `${p}.kind: expected one of ${RUN_KINDS.join(', ')}, got ${describe(kind)}`;
});

// ---- game reviews and personal puzzles (v5) ----

/**
 * One of several shapes, told apart by the string field `tag` (`kind`), as
 * the engine's scores and the solver's proofs are.
 */
export const tagged = <T>(tag: string, shapes: Record<string, Validator<unknown>>): Validator<T> =>
	validator((v, p) => {
		if (!isPlainObject(v)) return `${p}: expected an object, got ${describe(v)}`;
		const which = Object.hasOwn(v, tag) ? v[tag] : undefined;
		if (typeof which === 'string' && Object.hasOwn(shapes, which)) return shapes[which](v, p);
		return `${p}.${tag}: expected one of ${Object.keys(shapes).join(', ')}, got ${describe(which)}`;
	});

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
