/**
 * The strict checks of the course's records (progress/lessons.ts): the
 * import and every row read go through them, as for every other record.
 */
import { arrayOf, bool, int, object, oneOf, text, time, type Validator } from './validate';
import type { DrillRecord, LearnRecord, LessonRecord } from './lessons';

const id = text(100);
const stars = int(0, 3);

export const lessonRecord: Validator<LessonRecord> = object({
	kind: oneOf(['lesson'] as const),
	id,
	step: int(0, 1000),
	mistakes: int(0, 1_000_000),
	stars,
	skipped: bool,
	at: time
});

export const drillRecord: Validator<DrillRecord> = object({ kind: oneOf(['drill'] as const), id, stars, tries: int(0, 1_000_000), at: time });

/** Either record, by its kind. */
export const learnRecord: Validator<LearnRecord> = ((value: unknown, path: string) => {
	const kind = value !== null && typeof value === 'object' ? (value as { kind?: unknown }).kind : undefined;
	return kind === 'drill' ? drillRecord(value, path) : lessonRecord(value, path);
}) as Validator<LearnRecord>;

/** The export file's part: at most this many records (the course has a few dozen). */
export const learnRecords = arrayOf(learnRecord, 10_000);
