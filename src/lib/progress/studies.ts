/**
 * The studies family: where each study was left and its quiz answers
 * (`studies`), their check, reads and writes, and the import's merge. A
 * failed quiz position becomes a review card (puzzles-rows.ts) when
 * reviews are on.
 */
import { ProgressError } from './errors';
import { reviewAfter } from './puzzles-rows';
import { ms, nextStudyProgress, studyUpdateStored, type Instant, type StudyUpdate } from './records';
import type { Rows } from './rows';
import { gradeOfAttempt } from './scheduler';
import { savedSettings } from './settings';
import { DEFAULT_SETTINGS } from './types';
import type { StudyProgress } from './types';
import { arrayOf, id, int, object, outcome, text, time, type Validator } from './validate';

const quizResult = object({ node: text(100), result: outcome, at: time, attempts: int(1, 1_000_000) });

export const studyRecord: Validator<StudyProgress> = object(
	{ studyId: id, lastPly: int(0, 10_000), updatedAt: time, quiz: arrayOf(quizResult, 10_000) },
	(v, p) => (new Set(v.quiz.map((q) => q.node)).size === v.quiz.length ? null : `${p}.quiz: a node appears twice`)
);

export const allStudies = async (rows: Rows): Promise<StudyProgress[]> => rows.valid('studies', await rows.db.studies.toArray(), studyRecord, (r) => r.studyId);

export class StudyRecords {
	constructor(private readonly rows: Rows) {}

	/** Remembers where the study was left and the quiz answers; a failed quiz position becomes a card when reviews are on. */
	async saveStudyProgress(studyId: string, update: StudyUpdate, now: Instant): Promise<StudyProgress> {
		const at = ms(now);
		return this.rows.write(['studies', 'reviews', 'settings'], async () => {
			const existing = this.rows.one('studies', await this.rows.db.studies.get(studyId), studyRecord, (r) => r.studyId);
			// A replay of an update already stored (its write was in flight at a reload): nothing changes.
			if (existing && studyUpdateStored(existing, update, at)) return existing;
			const next = nextStudyProgress(existing, studyId, update, at);
			const problem = studyRecord(next, 'study');
			if (problem) throw new ProgressError('invalid', problem);
			await this.rows.db.studies.put(next);
			const settings = (await savedSettings(this.rows)) ?? DEFAULT_SETTINGS;
			if (settings.review.enabled)
				for (const q of update.quiz ?? []) await reviewAfter(this.rows, 'study', studyId, q.node, gradeOfAttempt({ result: q.result, hintUsed: false }), at);
			return next;
		});
	}

	async studyProgress(studyId: string): Promise<StudyProgress | null> {
		const row = await this.rows.read(['studies'], () => this.rows.db.studies.get(studyId));
		return this.rows.one('studies', row, studyRecord, (r) => r.studyId) ?? null;
	}
}

/** An import's merge of a study with the device's: every quiz answer of both (the later one of a position, the most tries), the later place. */
export function mergeStudy(mine: StudyProgress, theirs: StudyProgress): StudyProgress {
	const quiz = new Map(mine.quiz.map((q) => [q.node, q]));
	for (const q of theirs.quiz) {
		const m = quiz.get(q.node);
		if (!m) quiz.set(q.node, q);
		else if (q.at > m.at) quiz.set(q.node, { ...q, attempts: Math.max(q.attempts, m.attempts) });
		else quiz.set(q.node, { ...m, attempts: Math.max(q.attempts, m.attempts) });
	}
	const later = theirs.updatedAt > mine.updatedAt ? theirs : mine;
	return { studyId: mine.studyId, lastPly: later.lastPly, updatedAt: later.updatedAt, quiz: [...quiz.values()] };
}
