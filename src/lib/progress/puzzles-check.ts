/**
 * The checks of the puzzle family's records (store part: puzzles.ts,
 * cards.ts, runs.ts; merge: puzzles-transfer.ts): tries, daily results,
 * review cards, the rating history, finished Streak and Storm runs and the
 * run in progress of each kind.
 */
import { REVIEW_KINDS, RUN_KINDS, type ActiveRun, type Attempt, type DailyResult, type RatingRecord, type ReviewCard, type RunRecord } from './types';
import type { StormRun } from '../training/storm';
import type { StreakRun } from '../training/streak';
import { STEP_RESULTS, type RunStep } from '../training/runs';
import {
	arrayOf,
	bool,
	describe,
	id,
	int,
	isPlainObject,
	localDate,
	MAX_DURATION,
	move,
	nullable,
	num,
	object,
	oneOf,
	optional,
	outcome,
	rowKey,
	text,
	time,
	validator,
	type Validator
} from './validate';

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
export const attemptRow: Validator<Attempt> = object({ ...attemptShape, id: rowKey });

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

// ---- training: the rating history, Streak and Storm ----

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
export const ratingRow: Validator<RatingRecord> = object({ ...ratingShape, id: rowKey });

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
export const runRow: Validator<RunRecord> = object({ ...runShape, id: rowKey });

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
