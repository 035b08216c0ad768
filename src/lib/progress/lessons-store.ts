/**
 * The course's store part (lessons.ts has the records and their merge,
 * lessons-check.ts their checks): lesson and drill records kept so that
 * the best stars stay and the tries only grow.
 */
import { ProgressError } from './errors';
import { keptRecord, type LearnRecord } from './lessons';
import { learnRecord } from './lessons-check';
import { plainCopy, type Rows } from './rows';

const keyOf = (r: Record<string, unknown>) => `${String(r.kind)}:${String(r.id)}`;

export const allLearn = async (rows: Rows): Promise<LearnRecord[]> => rows.valid('lessons', await rows.db.lessons.toArray(), learnRecord, keyOf);

export class CourseRecords {
	constructor(private readonly rows: Rows) {}

	/** Keeps lesson and drill records: over a stored one, the best stars stay and the tries only grow (keptRecord). */
	async saveLearn(records: readonly LearnRecord[]): Promise<void> {
		const rows = records.map((r, i) => {
			const row = plainCopy(r);
			const problem = learnRecord(row, `lessons[${i}]`);
			if (problem) throw new ProgressError('invalid', problem);
			return row;
		});
		await this.rows.write(['lessons'], async () => {
			for (const row of rows) {
				const stored = this.rows.one('lessons', await this.rows.db.lessons.get([row.kind, row.id]), learnRecord, keyOf);
				await this.rows.db.lessons.put(keptRecord(stored, row));
			}
		});
	}

	/** Every valid lesson and drill record. */
	async learnRecords(): Promise<LearnRecord[]> {
		return this.rows.read(['lessons'], () => allLearn(this.rows));
	}
}
