/**
 * Progress on the device: the only module that touches IndexedDB.
 *
 *   const store = await progress();          // opens once; in-memory if IndexedDB is missing
 *   store.persistent                         // false: tell the user progress won't be kept
 *   await store.recordAttempt({ puzzleId, result: 'solved', timeMs, moves, hintUsed: false, daily: true, at: new Date() });
 *   const stats = liveStats(store, (id) => bankById.get(id));   // $stats in a page
 */
export { progress, openProgress, requestPersistence, type OpenOptions } from './open';
export { askToKeep, keeping, type Keeping } from './persistence';
export {
	ProgressStore,
	type AttemptInput,
	type RecordedAttempt,
	type RatingChange,
	type AnyRun,
	type RunWriteResult,
	type TwelveRunInput,
	type StudyUpdate,
	type ReviewSummary,
	type Instant
} from './store';
export type { ProgressStatus, FallbackReason } from './status';
export { ProgressError, type ProgressErrorKind } from './errors';
export type { PuzzleStatus, Stats, Bucket, Streak, PuzzleLookup } from './stats';
export { gradeOfAttempt, previewGrades, REVIEW_GRADES, type ReviewGrade } from './scheduler';
export {
	EXPORT_FORMAT,
	EXPORT_VERSION,
	MAX_IMPORT_BYTES,
	parseProgressExport,
	readProgressFile,
	serializeProgress,
	progressFileName,
	type ProgressExport,
	type ImportError,
	type ImportErrorKind,
	type ImportMode,
	type ImportOutcome,
	type ImportSummary
} from './transfer';
export * from './live';
export { localDate, addDays } from './dates';
export { reviewId } from './puzzles-check';
export { SCHEMA_VERSION } from './schema';
export * from './types';
export type { LearnRecord, LessonRecord, DrillRecord } from './lessons';
