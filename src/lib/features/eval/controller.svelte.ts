/**
 * The engine's judgement of the position on screen (analysis board, study
 * pages): a chain of engine requests, each deeper than the last, with the
 * best lines shown after every completed iteration. A new position cancels
 * the search at once; a hidden page or a closed panel stops it; a result
 * proved by the solver or the endgame tables (given by the page) wins over
 * the engine's estimate. The component renders it.
 */
import { legalMoves, parseFen, type Move } from '$lib/engine';
import { whiteCount, winnerCount, type WinnerCount } from '$lib/count';
import type { EngineLine, EngineScore } from '$lib/engine-player/types';
import type { EngineAnswer, EngineProgress, EngineTask } from '$lib/engine-player/protocol';
import { Timers } from '$lib/ui/timers';

/** The client methods used here (tests pass a fake). */
export interface EvalPort {
	request(task: EngineTask, onProgress?: (progress: EngineProgress) => void): Promise<EngineAnswer>;
	cancel(): void;
	dispose(): void;
}

/**
 * The chain's movetimes. The first, short and with one line, lets the
 * engine try the exact solver at the root (it does so only for one line);
 * the others ask for three lines. About 10 s in all: after that the
 * evaluation of a phone's search barely moves, and the worker would only
 * drain the battery while the user reads.
 */
export const EVAL_STEPS_MS: readonly number[] = [400, 1200, 3000, 6000];
/** No deeper than this: the depth the strongest level reaches in a few seconds of a middlegame; deeper iterations take longer than a user looks. */
export const EVAL_MAX_DEPTH = 20;
export const EVAL_MULTI_PV = 3;
/** A new position waits this long before a search starts, so that stepping quickly through moves starts no worker per move. */
export const EVAL_SETTLE_MS = 150;

/**
 * A score from White's view: White wins or loses in N (White's moves, src/lib/count.ts), with the
 * winner and the winner's moves for the words; `bound`: the engine's search found it (at most N,
 * not proved the fastest); or a draw, or White's expected score in percent.
 */
export type WhiteScore = { kind: 'win' | 'loss'; n: number; bound: boolean; winner: WinnerCount } | { kind: 'draw' } | { kind: 'estimate'; percent: number };

/** A proved result the page already has (side to move's view). */
export interface EvalProof {
	fen: string;
	verdict: { kind: 'win' | 'loss'; n: number } | { kind: 'draw' };
	by: 'solver' | 'tables';
}

export type EvalState = 'off' | 'waiting' | 'thinking' | 'done' | 'paused' | 'error';

/** A score of the side to move turned to White's view; `bound`: a distance the search found, not proved the fastest. */
export function whiteView(score: EngineScore | EvalProof['verdict'], whiteToMove: boolean, bound = false): WhiteScore {
	if (score.kind === 'draw') return score;
	if (score.kind === 'estimate') return { kind: 'estimate', percent: whiteToMove ? score.percent : 100 - score.percent };
	const white = whiteCount(score, whiteToMove);
	return { kind: white.kind, n: white.n, bound, winner: winnerCount(score, whiteToMove) };
}

/** The hook's value (docs/ui-contract.md): `win in N`, `loss in N` (White's moves), `win in <=N` (a bound), or White's percent (a draw is 50%). */
export function scoreAttr(s: WhiteScore): string {
	if (s.kind === 'estimate') return `${s.percent}%`;
	if (s.kind === 'draw') return '50%';
	return `${s.kind} in ${s.bound ? '<=' : ''}${s.n}`;
}

/** White's share of the bar, 0-100. */
export function barShare(s: WhiteScore): number {
	if (s.kind === 'estimate') return s.percent;
	if (s.kind === 'draw') return 50;
	return s.kind === 'win' ? 100 : 0;
}

export interface EvalLine {
	move: Move;
	score: WhiteScore;
	line: readonly Move[];
}

/** Where the Engine toggle is kept (the settings, through the progress link). */
export interface EvalRemember {
	/** The kept choice, null when none is kept. */
	saved(): Promise<boolean | null>;
	save(on: boolean): void;
	/** The best-move arrow's switch, kept the same way (absent: not kept). */
	arrow?: { saved(): Promise<boolean | null>; save(on: boolean): void };
}

export class EvalController {
	/** The panel is open (the Engine toggle). */
	on = $state(true);
	/** The best move is drawn as an arrow on the board (the page draws it; the switch is kept). */
	arrow = $state(true);
	state = $state<EvalState>('waiting');
	/** The position judged (null: none yet or not a position). */
	fen = $state<string | null>(null);
	whiteToMove = $state(true);
	/** Deepest completed iteration of the lines shown. */
	depth = $state(0);
	/** The engine's lines, best first, side to move's view. */
	lines = $state.raw<EngineLine[]>([]);
	/** The lines' decided scores are exact (the engine's solver or the tables answered), not the search's bounds. */
	#linesBy = $state<'solver' | 'tables' | 'search'>('search');
	/** Legal moves in the position judged (1: a forced move, said so). */
	legalCount = $state(0);
	/** The engine proved the result itself (its root solver or the search). */
	#engineProof = $state.raw<EngineScore | null>(null);
	#pageProof = $state.raw<EvalProof | null>(null);
	/** Said politely when a request ends with new words (not every iteration). */
	announcement = $state('');

	readonly #timers: Timers;
	readonly #makeClient: () => EvalPort;
	#client: EvalPort | null = null;
	#hidden = false;
	#generation = 0;
	#step = 0;
	/** The words of the score last announced. */
	#said = '';

	constructor(
		makeClient: () => EvalPort,
		/** Words of a score for the announcement (the component passes the interface's). */
		private readonly words: (score: WhiteScore, proved: boolean, depth: number) => string = scoreAttr,
		timers: Timers = new Timers(),
		private readonly remember?: EvalRemember
	) {
		this.#makeClient = makeClient;
		this.#timers = timers;
		// The kept choice applies when it comes (the first search waits for it), unless the toggle was used before.
		this.#ready = !remember;
		void remember
			?.saved()
			.catch(() => null)
			.then((on) => {
				if (this.#disposed) return;
				this.#ready = true;
				if (on !== null && !this.#toggled) this.#apply(on);
				// A position waiting for the choice starts after the usual pause.
				if (this.on && this.state === 'waiting') {
					this.#timers.cancelLater();
					this.#timers.later(EVAL_SETTLE_MS, () => this.#start());
				}
			});
		void remember?.arrow
			?.saved()
			.catch(() => null)
			.then((on) => {
				if (!this.#disposed && on !== null && !this.#arrowToggled) this.arrow = on;
			});
	}

	#arrowToggled = false;

	/** The best-move arrow's switch (kept for the next page). */
	setArrow(on: boolean): void {
		this.#arrowToggled = true;
		if (on === this.arrow) return;
		this.arrow = on;
		this.remember?.arrow?.save(on);
	}

	#toggled = false;
	#disposed = false;
	/** The kept choice is known (or there is none to wait for). */
	#ready: boolean;

	/** The proof the page gives for the position judged, if it is about it. */
	get proof(): EvalProof | null {
		const p = this.#pageProof;
		return p !== null && p.fen === this.fen ? p : null;
	}

	/** True when the score shown is proved (the page's proof or the engine's). */
	get proved(): boolean {
		return this.proof !== null || this.#engineProof !== null || (this.lines.length > 0 && this.lines[0].score.kind !== 'estimate');
	}

	/** What proved it, when proved: `search` is a bound (at most N), the others exact. */
	get provedBy(): 'solver' | 'tables' | 'search' | null {
		if (this.proof) return this.proof.by;
		if (this.#engineProof) return 'solver';
		return this.proved ? this.#linesBy : null;
	}

	/** The score shown, White's view: a proof first, then the engine's best line (a bound when the search found it). */
	get score(): WhiteScore | null {
		const proof = this.proof;
		if (proof) return whiteView(proof.verdict, this.whiteToMove);
		if (this.#engineProof) return whiteView(this.#engineProof, this.whiteToMove);
		const best = this.lines[0];
		return best ? whiteView(best.score, this.whiteToMove, this.#linesBy === 'search') : null;
	}

	/** The top lines, White's view. */
	get top(): EvalLine[] {
		const bound = this.#linesBy === 'search';
		return this.lines.slice(0, EVAL_MULTI_PV).map((l) => ({ move: l.move, score: whiteView(l.score, this.whiteToMove, bound), line: l.line }));
	}

	/** The best line: the engine's first (a proof's line when the engine's solver gave one). */
	get bestLine(): readonly Move[] {
		return this.lines[0]?.line ?? [];
	}

	/** Judge a position (a FEN); the search on the old one stops at once. */
	show(fen: string): void {
		if (fen === this.fen) return;
		const parsed = parseFen(fen);
		this.#stop();
		this.fen = parsed.ok ? fen : null;
		this.whiteToMove = parsed.ok ? parsed.value.whiteToMove : true;
		this.legalCount = parsed.ok ? legalMoves(parsed.value).length : 0;
		this.lines = [];
		this.#linesBy = 'search';
		this.depth = 0;
		this.#engineProof = null;
		this.#said = '';
		this.state = this.on ? 'waiting' : 'off';
		if (this.fen === null) return;
		this.#timers.later(EVAL_SETTLE_MS, () => this.#start());
	}

	/** A proof the page has (the solver's verdict, the tables'), or null. */
	setProof(proof: EvalProof | null): void {
		this.#pageProof = proof;
	}

	/** The Engine toggle (kept for the next page). */
	setOn(on: boolean): void {
		this.#toggled = true;
		if (on === this.on) return;
		this.remember?.save(on);
		this.#apply(on);
	}

	#apply(on: boolean): void {
		if (on === this.on) return;
		this.on = on;
		if (!on) {
			this.#stop();
			this.state = 'off';
		} else this.#resume();
	}

	/** The page was hidden (another tab, the phone locked) or shown again. */
	setHidden(hidden: boolean): void {
		if (hidden === this.#hidden) return;
		this.#hidden = hidden;
		if (hidden) {
			if (this.state === 'thinking' || this.state === 'waiting') {
				this.#stop();
				this.state = 'paused';
			}
		} else this.#resume();
	}

	get hidden(): boolean {
		return this.#hidden;
	}

	dispose(): void {
		this.#disposed = true;
		this.#stop();
		this.#timers.clear();
		this.#client?.dispose();
		this.#client = null;
	}

	/** Start again where it stopped: a search that was done stays done. */
	#resume(): void {
		if (!this.on || this.#hidden || this.fen === null || this.state === 'done' || this.state === 'thinking') return;
		this.#start();
	}

	#stop(): void {
		this.#generation++;
		this.#timers.cancelLater();
		this.#client?.cancel();
	}

	#start(): void {
		if (!this.on || this.#hidden || this.fen === null || !this.#ready) return;
		this.#generation++;
		this.#step = 0;
		this.#next(this.#generation);
	}

	#next(generation: number): void {
		const fen = this.fen;
		if (fen === null || generation !== this.#generation) return;
		const first = this.#step === 0;
		const task: EngineTask = { fen, options: { movetimeMs: EVAL_STEPS_MS[this.#step], multiPv: first ? 1 : EVAL_MULTI_PV } };
		this.state = 'thinking';
		const client = (this.#client ??= this.#makeClient());
		client
			.request(task, (p) => this.#progress(generation, p))
			.then(
				(answer) => this.#answered(generation, answer),
				() => {
					// Replaced or stopped: nothing to say; else the engine failed twice (the client retried once).
					if (generation === this.#generation) this.state = 'error';
				}
			);
	}

	#progress(generation: number, p: EngineProgress): void {
		// Each request starts again from depth 1: what is shown is replaced only by as deep a look.
		if (generation !== this.#generation || p.lines.length === 0 || p.depth < this.depth) return;
		this.depth = p.depth;
		this.lines = p.lines;
		this.#linesBy = 'search';
	}

	#answered(generation: number, a: EngineAnswer): void {
		if (generation !== this.#generation) return;
		if (a.source === 'solver' && a.score.kind !== 'estimate') this.#engineProof = a.score;
		if (a.lines.length > 0 && a.depth >= this.depth) {
			this.lines = a.lines;
			this.depth = a.depth;
			this.#linesBy = a.source === 'solver' ? 'solver' : a.tablebase ? 'tables' : 'search';
		}
		this.#announce();
		this.#step++;
		// A result the search found stays a bound ("at most N"): later steps may find a shorter one, never call it exact.
		const provedBySearch = a.lines.length > 0 && a.lines[0].score.kind !== 'estimate' && a.source !== 'solver';
		const noMove = a.move === null;
		if (noMove || provedBySearch || this.depth >= EVAL_MAX_DEPTH || this.#step >= EVAL_STEPS_MS.length) {
			this.state = 'done';
			return;
		}
		this.#next(generation);
	}

	#announce(): void {
		const s = this.score;
		if (s === null) return;
		const words = this.words(s, this.proved, this.depth);
		if (words === this.#said) return;
		this.#said = words;
		this.announcement = words;
	}
}

/** The solver's status as far as a proof goes (ui/solver's SolverStatus fits). */
type SolverLike = { state: string; job?: string; target?: { fen: string }; verdict?: { kind: string; n?: number } };
/** The tables' view as far as a proof goes (features/analysis' TablebaseView fits). */
type TablesLike = { state: string; fen?: string; report?: { verdict: EvalProof['verdict'] } };

/** A proof the page has for `fen`: the solver's finished Solve or the tables' verdict, the tables first (they are exact). */
export function proofFrom(fen: string, solver?: SolverLike | null, tables?: TablesLike | null): EvalProof | null {
	if (tables && tables.state === 'done' && tables.fen === fen && tables.report) return { fen, verdict: tables.report.verdict, by: 'tables' };
	const v = solver?.verdict;
	if (
		solver &&
		solver.state === 'done' &&
		solver.job === 'solve' &&
		solver.target?.fen === fen &&
		v &&
		(v.kind === 'win' || v.kind === 'loss') &&
		v.n !== undefined
	)
		return { fen, verdict: { kind: v.kind, n: v.n }, by: 'solver' };
	return null;
}
