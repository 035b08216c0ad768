/**
 * One puzzle on screen (lichess's puzzle ctrl): the attempt (PuzzleSession,
 * judged by $lib/puzzle/judge through the solver worker), what the board
 * previews (a refutation or the solution, move by move), the hint, the
 * clock before "show solution", and the count of winning first moves after
 * the end. It owns every timer and the solver client: `reset()` and
 * `dispose()` cancel them. The view turns `feedback` into words.
 */
import { applyMove, makeFen, moveToString, opposite, sideToMove, type Color, type Move, type Position, type Square } from '$lib/engine';
import type { Puzzle } from '$lib/bank/types';
import { claimMoves } from '$lib/bank/types';
import type { Outcome } from '$lib/progress/types';
import { SolverCancelled } from '$lib/solver/errors';
import type { SolverPort } from '$lib/app/solver-handle';
import { workerOracle } from '$lib/solver/oracle';
import { Timers } from '$lib/ui/timers';
import { PuzzleSession } from './session.svelte';
import type { TryStore } from './resume';
import type { PuzzleFeedback } from './feedback';

export type { PuzzleFeedback } from './feedback';
import { failureOf } from '$lib/ui/failure/failure';

/** What the board's live region says, as data. */
export type PuzzleAnnouncement =
	{ kind: 'reply'; side: Color; notation: string } | { kind: 'move'; notation: string } | { kind: 'taken-back'; notation: string };

/** The verdict on the user's last move, as the page marks it (`data-verdict`). */
export type PuzzleVerdict = 'correct' | 'wrong' | 'solved' | 'unproved';

/** A finished try, as progress records it. */
export interface PuzzleFinish {
	result: Outcome;
	timeMs: number;
	moves: string[];
	hintUsed: boolean;
}

/** A line shown on the board move by move, and tapped through: the refutation of a wrong move, or the solution. */
export interface ShownLine {
	kind: 'refutation' | 'solution';
	from: Position;
	moves: Move[];
}

export interface PuzzleControllerOptions {
	/** Makes the solver client on first use (never while prerendering). */
	makeClient: () => SolverPort;
	onfinish?: (f: PuzzleFinish) => void;
	now?: () => number;
	/** Pause between the moves of a refutation or solution shown on the board. */
	stepMs?: number;
	/** Where this puzzle's try is kept through a reload (resume.ts); none: every open starts afresh. */
	keep?: (puzzleId: string) => TryStore | null;
	/**
	 * Keep a finished try too (today's puzzle: the day shows how it ended).
	 * Otherwise only a try still going is kept, so a puzzle opened again
	 * later in the tab starts afresh.
	 */
	keepFinished?: boolean;
	/** The stored line is proved on this device (default): moves on it are answered from it. False: the solver judges every move. */
	lineProved?: boolean;
}

/** Long enough for a hard 12-against-1 position on a phone; the page shows progress. */
export const JUDGE_TIMEOUT_MS = 60_000;
/** Seconds before "show solution" is offered to someone still trying. */
export const SOLUTION_DELAY_S = 10;

export class PuzzleController {
	/**
	 * The puzzle on screen. Reactive like everything the view reads: a page
	 * keeps its controller across client-side navigation (Next, a run's next
	 * puzzle) and `reset()` swaps the puzzle, so anything derived from it (the
	 * goal's N, the links) must follow.
	 */
	puzzle = $state.raw<Puzzle>(null as unknown as Puzzle);
	session = $state.raw<PuzzleSession>(null as unknown as PuzzleSession);
	feedback = $state.raw<PuzzleFeedback>({ kind: 'none' });
	/** Said in the board's live region: the app's replies and the moves of a refutation. */
	announce = $state.raw<PuzzleAnnouncement | null>(null);
	hintSquare = $state<Square | null>(null);
	/** The second hint: where the hinted piece goes. */
	hintTarget = $state<Square | null>(null);
	/** The refutation or solution as steps (`[data-line-step]`), and how many of its moves the board shows. */
	line = $state.raw<ShownLine | null>(null);
	lineStep = $state<number | null>(null);
	/** A line shown on the board instead of the attempt (refutation, solution). */
	preview = $state.raw<{ position: Position; lastMove: Move | null } | null>(null);
	lastMove = $state.raw<Move | null>(null);
	solutionShownAt = $state<number | null>(null);
	/** The clock, ticking each second for the "solution in N s" countdown. */
	now = $state(0);
	/** Winning first moves of the puzzle, counted after the end (null: not known). */
	winningCount = $state<number | null>(null);
	/** On screen: a try that ended before the page opened (see `restore`). */
	restored = $state(false);
	/** The try on screen came back from before a reload (see `keep`). */
	resumed = $state(false);

	readonly #options: PuzzleControllerOptions;
	readonly #clock: () => number;
	#client: SolverPort | null = null;
	readonly #timers = new Timers();
	/** When the try began (read by the countdown to "show solution", so reactive too). */
	#startedAt = $state(0);
	#finished = false;
	#kept: TryStore | null = null;

	constructor(puzzle: Puzzle, options: PuzzleControllerOptions) {
		this.#options = options;
		this.#clock = options.now ?? (() => Date.now());
		this.reset(puzzle);
	}

	/** The side the user plays. */
	get side(): Color {
		return sideToMove(this.session.start);
	}

	/** Moves the stored solution needs. */
	get n(): number {
		return claimMoves(this.puzzle.claim);
	}

	/** The position on the board. */
	get shown(): Position {
		return this.preview?.position ?? this.session.position;
	}

	/** The verdict on the last move, or null before one (or while it is being judged). */
	get verdict(): PuzzleVerdict | null {
		if (this.session.state === 'solved') return 'solved';
		const k = this.feedback.kind;
		if (k === 'no-win') return 'wrong';
		if (k === 'resumed' && this.session.state === 'failed') return 'wrong';
		return k === 'correct' || k === 'wrong' || k === 'unproved' ? k : null;
	}

	get secondsToSolution(): number {
		return Math.max(0, SOLUTION_DELAY_S - Math.floor((this.now - this.#startedAt) / 1000));
	}

	get canShowSolution(): boolean {
		return this.session.state === 'failed' || this.secondsToSolution === 0;
	}

	/** "Show solution" is offered: while trying, and after a wrong move; not once it was shown. */
	get offersSolution(): boolean {
		return this.session.state !== 'solved' && !this.session.solutionShown;
	}

	/** "Retry" starts from the beginning (after the solution, or a try ended before the page opened), not one move back. */
	get retriesFromStart(): boolean {
		return this.restored || this.session.solutionShown;
	}

	/**
	 * Start over, with `puzzle` (another one after client-side navigation) or
	 * the same. A try of the puzzle kept from before a reload comes back,
	 * unless `fresh` (the user asked to start again).
	 */
	reset(puzzle: Puzzle = this.puzzle, { fresh = false }: { fresh?: boolean } = {}): void {
		this.#timers.clear();
		this.#client?.cancel();
		this.puzzle = puzzle;
		this.session = new PuzzleSession(puzzle, workerOracle(this.#port(), { timeoutMs: JUDGE_TIMEOUT_MS }), this.#options.lineProved ?? true);
		this.#startedAt = this.#clock();
		this.now = this.#startedAt;
		this.#finished = false;
		this.feedback = { kind: 'none' };
		this.announce = null;
		this.hintSquare = null;
		this.hintTarget = null;
		this.line = null;
		this.lineStep = null;
		this.preview = null;
		this.lastMove = null;
		this.solutionShownAt = null;
		this.winningCount = null;
		this.restored = false;
		this.resumed = false;
		this.#kept = this.#options.keep?.(puzzle.id) ?? null;
		if (fresh) this.#kept?.clear();
		else this.#resume();
		this.#timers.every(1000, () => (this.now = this.#clock()));
	}

	/** The kept try of this puzzle, if any, back on the board as it stood. */
	#resume(): void {
		const kept = this.#kept?.load();
		if (!kept || !this.session.resume(kept.session)) return;
		const s = this.session;
		// Nothing begun (nor recorded): an untouched puzzle, not a resumed try.
		if (s.played.length === 0 && !s.hintUsed && !s.solutionShown && !kept.recorded) return;
		this.resumed = true;
		this.#finished = kept.recorded;
		this.#startedAt = kept.startedAt;
		this.solutionShownAt = kept.solutionShownAt;
		this.lastMove = s.played[s.played.length - 1]?.move ?? null;
		const f = kept.feedback;
		// A try still going says it is back; one that ended says its verdict again.
		this.feedback = s.state === 'playing' || f.kind === 'thinking' || f.kind === 'none' ? { kind: 'resumed' } : f;
		if (s.solutionShown) this.#setLine({ kind: 'solution', from: s.start, moves: s.solutionMoves() }, null);
		else if (s.state === 'failed' && s.refutation.length) this.#setLine({ kind: 'refutation', from: s.position, moves: s.refutation }, null);
		if (this.line) this.stepTo(this.line.moves.length);
		if (s.state !== 'playing') void this.#countWinningMoves();
	}

	#keep(): void {
		const s = this.session;
		if (!this.#options.keepFinished && (s.state !== 'playing' || s.solutionShown)) {
			this.#kept?.clear();
			return;
		}
		this.#kept?.save({
			session: this.session.snapshot(),
			feedback: this.feedback,
			recorded: this.#finished,
			startedAt: this.#startedAt,
			solutionShownAt: this.solutionShownAt
		});
	}

	dispose(): void {
		this.#timers.clear();
		this.#client?.dispose();
		this.#client = null;
	}

	/** The user's move, judged; the app answers a good one. */
	async play(move: Move): Promise<void> {
		this.hintSquare = null;
		this.hintTarget = null;
		this.resumed = false;
		this.feedback = { kind: 'thinking' };
		this.lastMove = move;
		const session = this.session;
		const best = session.remaining;
		let judgement;
		try {
			judgement = await session.play(move);
		} catch (e) {
			if (e instanceof SolverCancelled || session !== this.session) return;
			// The session took the move back: the user can play on (a run never waits on a broken judge).
			this.lastMove = null;
			this.feedback = { kind: 'error', failure: failureOf(e) };
			return;
		}
		if (!judgement || session !== this.session) return;
		try {
			this.#judged(session, move, judgement, best);
		} finally {
			this.#keep();
		}
	}

	#judged(session: PuzzleSession, move: Move, judgement: NonNullable<Awaited<ReturnType<PuzzleSession['play']>>>, best: number): void {
		if (judgement.kind === 'correct') {
			// winIn counts the move just played; session.remaining is what is left after the reply.
			const slower = judgement.winIn === null ? 0 : Math.max(0, judgement.winIn - best);
			this.feedback = { kind: 'correct', onLine: judgement.onLine, remaining: session.remaining, slower };
			const reply = session.played[session.played.length - 1];
			if (reply?.by === 'app') {
				this.lastMove = reply.move;
				this.announce = { kind: 'reply', side: opposite(this.side), notation: reply.notation };
			}
			if (session.state === 'solved') this.#finish();
		} else if (judgement.kind === 'wrong' || judgement.kind === 'no-win') {
			if (judgement.kind === 'wrong') {
				this.feedback = { kind: 'wrong', opponentWinsIn: judgement.opponentWinsIn };
				this.#showLine(
					{ kind: 'refutation', from: session.position, moves: judgement.refutation },
					() => this.session === session && session.state === 'failed'
				);
			} else {
				// No forced win for either side within the bound: there is no refutation line to show.
				this.feedback = { kind: 'no-win', within: judgement.within, best };
			}
			// The try is lost at the first wrong move: record it now, so leaving
			// the page still counts it (retrying after this is practice).
			this.#finish();
		} else {
			/*
			 * Unproved: the solver settled the move neither way within its bound
			 * and time. A demanding user must not lose a Streak, a Storm point or
			 * a rated try to the solver's limits, nor be credited with a move
			 * nobody proved. So the move is neither a mistake nor a step forward:
			 * the session took it back, the status says so honestly, and the
			 * user plays another move. Everywhere the same (a puzzle page, today's
			 * puzzle, Streak, Storm): the try never stalls, since every later
			 * move, the solution, a skip or giving up still ends it, and Storm's
			 * clock runs on meanwhile.
			 */
			this.lastMove = null;
			this.feedback = { kind: 'unproved' };
			this.announce = { kind: 'taken-back', notation: moveToString(move) };
		}
	}

	/**
	 * Show a try that ended earlier, the stored line played to its end,
	 * unless the user has already started a new one. Nothing is recorded
	 * again; "retry" after it starts afresh.
	 */
	restore(result: Outcome): void {
		if (this.#finished || this.resumed || this.session.played.length > 0 || this.session.thinking) return;
		this.session.restore(result);
		this.#finished = true;
		this.restored = true;
		this.lastMove = this.session.played[this.session.played.length - 1]?.move ?? null;
		this.feedback = { kind: 'restored', result };
		if (result === 'failed') {
			this.solutionShownAt = this.#clock();
			// The solution, as steps to tap through; the board stays at its end.
			this.line = { kind: 'solution', from: this.session.start, moves: this.session.solutionMoves() };
			this.lineStep = this.line.moves.length;
		}
		void this.#countWinningMoves();
	}

	/** Take the wrong move back and try again. */
	retry(): void {
		if (this.retriesFromStart) {
			this.reset(this.puzzle, { fresh: true });
			return;
		}
		const wrong = this.session.played[this.session.played.length - 1];
		this.#timers.cancelLater();
		this.preview = null;
		this.line = null;
		this.lineStep = null;
		this.session.retry();
		this.resumed = false;
		this.lastMove = null;
		this.feedback = { kind: 'none' };
		// The caption said the refutation's last move: now it says what happened.
		this.announce = wrong ? { kind: 'taken-back', notation: wrong.notation } : null;
		this.#keep();
	}

	/** First the piece to move; asked again, the square it goes to as well. */
	hint(): void {
		const h = this.session.hint();
		this.hintSquare = h?.from ?? null;
		this.hintTarget = h?.to ?? null;
		this.feedback = { kind: 'hint', square: this.hintSquare, target: this.hintTarget };
		this.#keep();
	}

	/** The hint has told all it can (the piece and its square, or nothing off the stored line). */
	get hintExhausted(): boolean {
		return this.hintTarget !== null || (this.feedback.kind === 'hint' && this.feedback.square === null);
	}

	/** The board shows the hinted squares: the piece, then its destination too. */
	get hintSquares(): Square[] {
		return [this.hintSquare, this.hintTarget].filter((s): s is Square => s !== null);
	}

	/**
	 * The try ends at once, failed: the hint and verdict go, "show solution"
	 * and "hint" go, and the solution plays on the board from the start as
	 * steps the user can tap through. The state on screen is the one a
	 * reload shows (`failed`).
	 */
	showSolution(): void {
		const moves = this.session.solutionMoves();
		this.session.giveUp();
		this.solutionShownAt = this.#clock();
		this.hintSquare = null;
		this.hintTarget = null;
		this.lastMove = null;
		this.feedback = { kind: 'solution' };
		this.preview = { position: this.session.start, lastMove: null };
		this.announce = null;
		this.#showLine({ kind: 'solution', from: this.session.start, moves }, () => true);
		this.#finish();
		this.#keep();
	}

	/** The board after `step` moves of the line on screen (0: where it starts); stops its playing. */
	stepTo(step: number): void {
		const line = this.line;
		if (!line) return;
		this.#timers.cancelLater();
		const k = Math.max(0, Math.min(step, line.moves.length));
		let pos = line.from;
		for (let i = 0; i < k; i++) pos = applyMove(pos, line.moves[i]);
		const last = k > 0 ? line.moves[k - 1] : null;
		this.preview = { position: pos, lastMove: last };
		this.lineStep = k;
		this.announce = last ? { kind: 'move', notation: moveToString(last) } : null;
	}

	/** The analysis board at the position on screen, and a play-out of the puzzle. */
	get analyseHref(): string {
		return `/analysis?fen=${encodeURIComponent(makeFen(this.shown))}${this.puzzle.aim === 'russian' ? '&aim=russian' : ''}`;
	}

	get playOutHref(): string {
		return `/analysis?fen=${encodeURIComponent(this.puzzle.fen)}&play=1${this.puzzle.aim === 'russian' ? '&aim=russian' : ''}`;
	}

	#setLine(line: ShownLine, step: number | null): void {
		this.line = line;
		this.lineStep = step;
	}

	/**
	 * Put the line's moves on the board one at a time, while `still()`
	 * holds. The board shows one line at a time: a new line (the solution
	 * asked for while a refutation plays) cancels the steps of the old one;
	 * a tap on a step (`stepTo`) stops the playing there.
	 */
	#showLine(line: ShownLine, still: () => boolean): void {
		this.#timers.cancelLater();
		this.#setLine(line, 0);
		let pos = line.from;
		const step = this.#options.stepMs ?? 700;
		line.moves.forEach((m, i) => {
			this.#timers.later(step * (i + 1), () => {
				if (!still()) return;
				pos = applyMove(pos, m);
				this.preview = { position: pos, lastMove: m };
				this.lineStep = i + 1;
				this.announce = { kind: 'move', notation: moveToString(m) };
			});
		});
	}

	#finish(): void {
		if (this.#finished) return;
		this.#finished = true;
		const s = this.session;
		this.#options.onfinish?.({
			result: s.result ?? 'failed',
			timeMs: this.#clock() - this.#startedAt,
			moves: s.played.map((m) => m.notation),
			hintUsed: s.hintUsed
		});
		void this.#countWinningMoves();
	}

	async #countWinningMoves(): Promise<void> {
		if (this.puzzle.unique) {
			this.winningCount = 1;
			return;
		}
		const puzzle = this.puzzle;
		try {
			const answer = await this.#port().request({
				kind: 'winning-moves',
				fen: puzzle.fen,
				options: { aim: puzzle.aim, maxMoves: this.n + 4, timeoutMs: 20_000 }
			});
			if (puzzle === this.puzzle) this.winningCount = answer.moves.filter((m) => m.verdict.kind === 'win').length;
		} catch {
			if (puzzle === this.puzzle) this.winningCount = null;
		}
	}

	#port(): SolverPort {
		return {
			request: (task, progress) => (this.#client ??= this.#options.makeClient()).request(task, progress),
			cancel: () => this.#client?.cancel(),
			dispose: () => this.#client?.dispose()
		};
	}
}
