/**
 * One solver job at a time for a page, as reactive state: what is being
 * worked on, its progress, and its answer or why there is none. The
 * worker client is made on first use, so prerendering (where there is no
 * Worker) never touches it.
 */
import type { Aim, Move } from '$lib/engine';
import { SolverCancelled, type SolverPort } from '$lib/solver/client';
import type { SolverRequestOptions } from '$lib/solver/protocol';
import type { MoveVerdict, ProvedBound, Verdict } from '$lib/solver/solve';
import { failureOf, type Failure } from '$lib/ui/failure/failure';

export type SolverJob = 'solve' | 'winning-moves';

/** What a job is about: the position and aim when it was started. */
export interface SolverTarget {
	fen: string;
	aim: Aim;
	whiteToMove: boolean;
}

export type SolverStatus =
	| { state: 'idle' }
	/** `settled`: for winning-moves, the moves proved (or given up) so far, shown while the rest are worked on. */
	| {
			state: 'working';
			job: SolverJob;
			target: SolverTarget;
			startedAt: number;
			bound: number | null;
			nodes: number;
			settled: { move: Move; verdict: MoveVerdict }[];
			/** A result proved from above before the exact verdict (a solve with `boundFirst`), else null. */
			atMost: ProvedBound | null;
	  }
	/** `noResultWithin`: for an unknown verdict, how far it was settled (see SolveResult). */
	| { state: 'done'; job: 'solve'; target: SolverTarget; verdict: Verdict; line: Move[]; nodes: number; ms: number; noResultWithin: number | null }
	| { state: 'done'; job: 'winning-moves'; target: SolverTarget; moves: { move: Move; verdict: MoveVerdict }[] }
	| { state: 'cancelled'; job: SolverJob; target: SolverTarget }
	| { state: 'error'; job: SolverJob; target: SolverTarget; failure: Failure };

export type SolverState = SolverStatus['state'];

/** The client methods used here (tests pass a fake). */
export type { SolverPort };

/** Bounds for the app's requests: generous, since the user can cancel. */
export const SOLVE_LIMITS = { maxMoves: 20, timeoutMs: 60_000 } as const satisfies SolverRequestOptions;

/**
 * "Move verdicts": each move gets at most this long of its own, so one hard
 * move no longer holds up the others' verdicts (a 13-piece position's 8
 * moves: at most 48 s, the easy ones in the first seconds).
 */
export const MOVE_VERDICT_MS = 6_000;

export class SolverRun {
	status = $state.raw<SolverStatus>({ state: 'idle' });
	private client: SolverPort | null = null;
	/** Bumped by each start and cancel, so a superseded job's late answer is ignored. */
	private generation = 0;

	constructor(
		private readonly makeClient: () => SolverPort,
		private readonly limits: SolverRequestOptions = SOLVE_LIMITS,
		private readonly now: () => number = () => Date.now()
	) {}

	get working(): boolean {
		return this.status.state === 'working';
	}

	/**
	 * `hint`: the N the verdict is expected to have, a schedule hint for the
	 * solver (SolveOptions.target); with `boundFirst`, a result within it is
	 * proved first and shown as a bound (status.atMost) until N is exact.
	 */
	solve(target: SolverTarget, hint?: { expectedN: number; boundFirst?: boolean }): Promise<void> {
		return this.run('solve', target, hint?.expectedN, hint?.boundFirst === true);
	}

	winningMoves(target: SolverTarget): Promise<void> {
		return this.run('winning-moves', target);
	}

	cancel(): void {
		const s = this.status;
		if (s.state !== 'working') return;
		this.generation++;
		this.client?.cancel();
		this.status = { state: 'cancelled', job: s.job, target: s.target };
	}

	dispose(): void {
		this.generation++;
		this.client?.dispose();
		this.client = null;
	}

	private async run(job: SolverJob, target: SolverTarget, expectedN?: number, boundFirst = false): Promise<void> {
		const id = ++this.generation;
		const client = (this.client ??= this.makeClient());
		this.status = { state: 'working', job, target, startedAt: this.now(), bound: null, nodes: 0, settled: [], atMost: null };
		const options: SolverRequestOptions = {
			...this.limits,
			aim: target.aim,
			...(expectedN === undefined ? {} : { target: expectedN }),
			...(expectedN !== undefined && boundFirst ? { boundFirst: expectedN } : {})
		};
		const progress = (bound: number, nodes: number) => {
			const s = this.status;
			if (id === this.generation && s.state === 'working') this.status = { ...s, bound, nodes };
		};
		try {
			if (job === 'solve') {
				const onBound = (atMost: ProvedBound) => {
					const s = this.status;
					if (id === this.generation && s.state === 'working') this.status = { ...s, atMost };
				};
				const answer = await client.request({ kind: 'solve', fen: target.fen, options }, progress, undefined, onBound);
				if (id !== this.generation) return;
				this.status = {
					state: 'done',
					job: 'solve',
					target,
					verdict: answer.verdict,
					line: answer.line,
					nodes: answer.nodes,
					ms: answer.ms,
					noResultWithin: answer.noResultWithin
				};
			} else {
				const settled = (moves: { move: Move; verdict: MoveVerdict }[]) => {
					const s = this.status;
					if (id === this.generation && s.state === 'working') this.status = { ...s, settled: moves };
				};
				const answer = await client.request({ kind: 'winning-moves', fen: target.fen, options: { ...options, perMoveMs: MOVE_VERDICT_MS } }, progress, settled);
				if (id !== this.generation) return;
				this.status = { state: 'done', job: 'winning-moves', target, moves: answer.moves };
			}
		} catch (e) {
			if (id !== this.generation) return;
			if (e instanceof SolverCancelled) this.status = { state: 'cancelled', job, target };
			else this.status = { state: 'error', job, target, failure: failureOf(e) };
		}
	}
}
