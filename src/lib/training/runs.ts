/**
 * What Streak and Storm runs share: an identity, a step counter that only
 * grows (the store refuses a write of an older step, or of a run already
 * recorded, so a second tab cannot bring a run back), and the list of the
 * puzzles played with what became of each. Pure: times are passed in.
 */

/** How a puzzle of a run ended: `retired` is an id the bank no longer has (skipped, never counted). */
export type StepResult = 'solved' | 'failed' | 'skipped' | 'retired';
export const STEP_RESULTS: readonly StepResult[] = ['solved', 'failed', 'skipped', 'retired'];

export interface RunStep {
	id: string;
	result: StepResult;
	/** The moves played, in full notation (none for a skip or a retired id). */
	moves?: string[];
}

/** The fields every run has beside its rules (optional: a run stored before them has none). */
export interface RunMeta {
	/** Unique per run (an older stored run has none: see `runIdOf`). */
	id?: string;
	/** Grows by one with every change of the run. */
	step?: number;
	/** The puzzles played so far, in order. */
	results?: RunStep[];
	/** The tab that plays the run (set by the page before each write; the store keeps it as the owner). */
	owner?: string;
}

/** The identity of a run: its id, or for a run stored before ids its kind and start time. */
export function runIdOf(run: { kind: string; id?: string; startedAt: number }): string {
	return run.id ?? `${run.kind}-${run.startedAt}`;
}

export const stepOf = (run: RunMeta): number => run.step ?? 0;

/** The run with `changes`, one step further, and `played` added to its results. */
export function stepped<T extends RunMeta>(run: T, changes: Partial<T>, played?: RunStep): T {
	const results = played ? [...(run.results ?? []), played] : run.results;
	return { ...run, ...changes, step: stepOf(run) + 1, ...(results ? { results } : {}) };
}

/** A run step of the puzzle `id` with the moves played (kept only when there are some). */
export function played(id: string, result: StepResult, moves?: readonly string[]): RunStep {
	return moves?.length ? { id, result, moves: [...moves] } : { id, result };
}

/** The ids a run missed (failed or skipped), each once, in the order played: what "review the missed ones" offers. */
export function missedIds(run: RunMeta): string[] {
	const out: string[] = [];
	for (const s of run.results ?? []) if ((s.result === 'failed' || s.result === 'skipped') && !out.includes(s.id)) out.push(s.id);
	return out;
}

/** A new run id: random where the platform has it, else from the time and Math.random. */
export function newRunId(kind: string, now: number): string {
	const c = globalThis.crypto as Crypto | undefined;
	const random = typeof c?.randomUUID === 'function' ? c.randomUUID() : `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
	return `${kind}-${now.toString(36)}-${random}`;
}
