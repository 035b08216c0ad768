/**
 * Streak and Storm runs (part of the puzzle family, with the rating): the
 * run in progress of each kind (`activeRuns`, local, never exported) and
 * the finished runs (`runs`). Checks: puzzles-check.ts.
 */
import { ProgressError } from './errors';
import { activeRunRecord, runRecord, runRow } from './puzzles-check';
import { makeRunRecord } from './records';
import type { Rows } from './rows';
import type { ActiveRun, RunKind, RunRecord } from './types';
import type { StormRun } from '../training/storm';
import type { StreakRun } from '../training/streak';
import { runIdOf, stepOf } from '../training/runs';

/** A run of either kind, as the training module makes it. */
export type AnyRun = ActiveRun['run'];
/** What became of a write of the run in progress (see saveActiveRun). */
export type RunWriteResult = 'saved' | 'finished' | 'stale' | 'elsewhere' | 'replaced';

export class TrainingRuns {
	constructor(private readonly rows: Rows) {}

	/**
	 * Keeps the run in progress of its kind, so a reload resumes it. One run
	 * has one owner and only moves forward, so a write is refused (quietly:
	 * it is no loss, the run went on elsewhere) when it is of a run already
	 * recorded ('finished': a finished run is never reopened), of a step the
	 * stored run is already past ('stale'), by a tab other than the run's
	 * owner ('elsewhere'), or of a run that another run has replaced
	 * ('replaced'). A new run (step 0) replaces the one before.
	 */
	async saveActiveRun(run: AnyRun): Promise<RunWriteResult> {
		const row = { kind: run.kind, run } as ActiveRun;
		const problem = activeRunRecord(row, 'activeRun');
		if (problem) throw new ProgressError('invalid', problem);
		return this.rows.write(['activeRuns', 'runs'], async () => {
			const id = runIdOf(run);
			if (await this.#recordedRun(run.kind, id)) return 'finished';
			const active = await this.#activeRow(run.kind);
			if (active) {
				const stored = active.run;
				if (runIdOf(stored) === id) {
					if (stored.owner && run.owner && stored.owner !== run.owner) return 'elsewhere';
					if (stepOf(stored) >= stepOf(run)) return 'stale';
				} else if (stepOf(run) > 0) return 'replaced';
			}
			await this.rows.db.activeRuns.put(row);
			return 'saved';
		});
	}

	/** The run in progress of a kind, or null (none, or the stored one is corrupt). */
	async activeRun(kind: 'streak'): Promise<StreakRun | null>;
	async activeRun(kind: 'storm'): Promise<StormRun | null>;
	async activeRun(kind: RunKind): Promise<AnyRun | null>;
	async activeRun(kind: RunKind): Promise<AnyRun | null> {
		const row = await this.rows.read(['activeRuns'], () => this.#activeRow(kind));
		return row?.run ?? null;
	}

	/**
	 * Makes `owner` the owner of the run in progress of a kind and returns it
	 * (with its id and step filled in), or null when there is none. A stored
	 * run that was already recorded (an older version could write one back)
	 * is forgotten instead.
	 */
	async claimActiveRun(kind: RunKind, owner: string): Promise<AnyRun | null> {
		return this.rows.write(['activeRuns', 'runs'], async () => {
			const row = await this.#activeRow(kind);
			if (!row) return null;
			const id = runIdOf(row.run);
			if (await this.#recordedRun(kind, id)) {
				await this.rows.db.activeRuns.delete(kind);
				return null;
			}
			const run = { ...row.run, id, step: stepOf(row.run), owner } as AnyRun;
			await this.rows.db.activeRuns.put({ kind, run } as ActiveRun);
			return run;
		});
	}

	/**
	 * Records a finished run and forgets it as the run in progress, in one
	 * transaction. A run is recorded once (by its id; by its end time for a
	 * record from before ids): a second call returns the record there is.
	 * The end is final whichever tab ends it: the run is never in progress
	 * again (a later write of it is refused as 'finished').
	 */
	async finishRun(run: AnyRun): Promise<RunRecord> {
		if (run.state !== 'over') throw new ProgressError('invalid', 'run.state: a run is recorded when it is over');
		const record = makeRunRecord(run);
		const problem = runRecord(record, 'run');
		if (problem) throw new ProgressError('invalid', problem);
		const db = this.rows.db;
		return this.rows.write(['runs', 'activeRuns'], async () => {
			const id = runIdOf(run);
			const active = await this.#activeRow(run.kind);
			if (active && (runIdOf(active.run) === id || active.run.startedAt === run.startedAt)) await db.activeRuns.delete(run.kind);
			const existing = (await this.#recordedRun(run.kind, id)) ?? (await db.runs.where('[kind+at]').equals([record.kind, record.at]).first());
			if (existing) return existing;
			record.id = await db.runs.add(record);
			return record;
		});
	}

	async #activeRow(kind: RunKind): Promise<ActiveRun | undefined> {
		const valid = this.rows.one('activeRuns', await this.rows.db.activeRuns.get(kind), activeRunRecord, (r) => r.kind);
		return valid && valid.kind === kind ? valid : undefined;
	}

	/** The record of the run `id` of a kind, if it was recorded. */
	async #recordedRun(kind: RunKind, id: string): Promise<RunRecord | undefined> {
		return this.rows.db.runs
			.where('kind')
			.equals(kind)
			.filter((r) => r.runId === id)
			.first();
	}

	/** Finished runs, oldest first; of one kind when asked. */
	async runs(kind?: RunKind): Promise<RunRecord[]> {
		const db = this.rows.db;
		const rows = await this.rows.read(['runs'], () => (kind === undefined ? db.runs.toArray() : db.runs.where('kind').equals(kind).toArray()));
		return this.rows.valid('runs', rows, runRow, (r) => r.id).sort((a, b) => a.at - b.at || (a.id ?? 0) - (b.id ?? 0));
	}
}
