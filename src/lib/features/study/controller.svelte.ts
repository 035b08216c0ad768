/**
 * A study page's state: the node on screen, stepping and jumping through
 * the tree (buttons, arrow keys, a swipe across the board), playing it
 * through on a timer, the "guess the move" quiz, the board's orientation,
 * and where the user left off (read when the page opens, kept a moment
 * after they stop stepping and when they leave).
 * The quiz asks for the moves of the side to move when it starts, plays
 * the other side's moves itself, and has every answer judged by the one
 * judge, $lib/puzzle/judge: the book move is right; in a giveaway study the
 * solver judges any other move; in a game of ordinary checkers another move
 * is only "not what was played".
 */
import { applyMove, opposite, type Move, type Position, moveToString } from '$lib/engine';
import type { Study } from '$lib/bank/types';
import { StudyTree, type TreeNode } from '$lib/study/tree';
import { judgeMove, type Judgement, type SolveOracle } from '$lib/puzzle/judge';
import { quizResult, quizTest } from '$lib/study/quiz';
import { workerOracle } from '$lib/solver/oracle';
import { SolverRun, type SolverPort } from '$lib/ui/solver/solver-run.svelte';
import { Timers } from '$lib/ui/timers';
import type { Orientation } from '$lib/ui/board';
import { swipeStep, type SwipePoint } from './swipe';

/** How long the judge may think about one answer. */
export const JUDGE_TIMEOUT_MS = 30_000;
import type { Outcome } from '$lib/progress/types';
import { failureOf, type Failure } from '$lib/ui/failure/failure';

export type QuizPhase = 'ask' | 'reply' | 'judging' | 'answered' | 'finished';

export type QuizFeedback =
	| { kind: 'book'; move: string }
	| { kind: 'also-wins'; move: string; book: string; winIn: number }
	/** `winnerWhite`: the side that now wins; `refutation` starts with their move. */
	| { kind: 'loses'; move: string; winnerWhite: boolean; opponentWinsIn: number; refutation: Move[] }
	| { kind: 'unknown'; move: string; book: string }
	/** Proved: neither side wins by force within `within` moves after the move. */
	| { kind: 'no-result'; move: string; book: string; within: number }
	| { kind: 'not-played'; move: string; book: string }
	| { kind: 'revealed'; book: string }
	| { kind: 'error'; failure: Failure };

export interface QuizState {
	/** The side the user plays: White when true. */
	white: boolean;
	phase: QuizPhase;
	/** An answer that is not the book move, on the board while it is judged or refuted. */
	tried: { move: Move; position: Position } | null;
	feedback: QuizFeedback | null;
}

export interface StudyControllerOptions {
	/** The judge's solver (the worker in the app, in-process in tests). */
	oracle?: SolveOracle;
	/** Makes the solver client on first use, for the judge and "who wins" (never while prerendering). */
	makeClient?: () => SolverPort;
	/** The first answer at each quiz position of a session: `node` is the position's node id. */
	onquizresult?: (node: number, result: Outcome) => void;
	/** Pause before the quiz plays the other side's move. */
	replyDelayMs?: number;
	/** Where the user left off in this study (the progress link in the app); none: not kept. */
	place?: StudyPlace;
}

/** The ply of the main line the user last looked at, kept on the device. */
export interface StudyPlace {
	/** The kept ply (0: none). */
	read(): Promise<number>;
	/** Settles when saved or kept for a retry (the shell says which). */
	save(ply: number): Promise<unknown>;
}

/** How long after the last step the place is kept. */
export const PLACE_SAVE_MS = 700;

/** A key pressed on the page, as the controller needs it. */
export interface StudyKey {
	key: string;
	/** Alt, Ctrl, Meta or Shift held. */
	modified: boolean;
	/** In a text field, or already handled (the board's own arrow keys on its focused squares). */
	taken: boolean;
}

export type StudyStep = 'start' | 'prev' | 'next' | 'end';

export const SPEEDS_MS = [2500, 1200, 600] as const;

/** Where no solver was given (tests of stepping): every request fails. */
const failingClient: SolverPort = {
	request: () => Promise.reject(new Error('no solver')),
	cancel: () => {},
	dispose: () => {}
};

export class StudyController {
	readonly tree: StudyTree;
	#current = $state(0);
	quiz = $state.raw<QuizState | null>(null);
	/** First-try answers of this quiz session. */
	score = $state.raw({ right: 0, total: 0 });
	playing = $state(false);
	speedMs = $state<number>(SPEEDS_MS[1]);

	/** "Who wins here?" for the position on screen. */
	readonly whoWins: SolverRun;
	readonly #oracle: SolveOracle;
	#client: SolverPort | null = null;

	orientation = $state<Orientation>('white');
	/** Opened where the user left off (until their first step). */
	resumed = $state(false);
	/** The ply kept on the device (null until read). */
	savedPly = $state<number | null>(null);

	private first = new Map<number, Outcome>();
	/** The play-through's and the quiz reply's one timer. */
	readonly #steps = new Timers();
	/** The pause before the place is kept. */
	readonly #place = new Timers();
	/** The user stepped (or opened a given node): their place is theirs, not the one kept. */
	#touched = false;
	#pendingPly: number | null = null;
	#swipeFrom: (SwipePoint & { id: number }) | null = null;
	/** Bumped whenever the quiz moves on, so a late answer from the solver is dropped. */
	private generation = 0;

	constructor(
		readonly study: Study,
		private readonly options: StudyControllerOptions
	) {
		this.tree = new StudyTree(study);
		const makeClient = options.makeClient ?? (() => failingClient);
		const port: SolverPort = {
			request: (task, progress) => (this.#client ??= makeClient()).request(task, progress),
			cancel: () => this.#client?.cancel(),
			dispose: () => this.#client?.dispose()
		};
		this.#oracle = options.oracle ?? workerOracle(port, { timeoutMs: JUDGE_TIMEOUT_MS });
		this.whoWins = new SolverRun(makeClient);
		this.orientation = this.tree.node(0).position.whiteToMove ? 'white' : 'black';
	}

	/** The node on screen (its id in the tree). */
	get current(): number {
		return this.#current;
	}

	set current(id: number) {
		this.#current = id;
		this.#placeMoved();
	}

	// ------------------------------------------------------------ where to open, what to keep
	/**
	 * Open at `?node=<id>` of the address's query (guessing with `&quiz`),
	 * else where the user left off, once the device says.
	 */
	open(search: string): void {
		const params = new URLSearchParams(search);
		const asked = Number(params.get('node'));
		if (params.has('node') && Number.isInteger(asked) && asked >= 0 && asked < this.tree.nodes.length) {
			this.#touched = true;
			this.go(asked);
			if (params.has('quiz')) this.beginQuiz();
			return;
		}
		const place = this.options.place;
		if (!place) return;
		void place
			.read()
			.catch(() => 0)
			.then((lastPly) => {
				this.savedPly = lastPly;
				if (this.#touched || lastPly <= 0 || this.current !== 0 || this.quiz) return;
				this.go(this.tree.mainAt(lastPly));
				this.resumed = true;
			});
	}

	/** Keep the place now if a step is waiting to be kept (the page is left or hidden). */
	savePlace(): void {
		this.#place.cancelLater();
		const ply = this.#pendingPly;
		if (ply === null || !this.options.place) return;
		this.#pendingPly = null;
		// Saved or kept for a retry: either way this ply is not written again.
		void this.options.place.save(ply).then(() => (this.savedPly = ply));
	}

	/** The node changed: keep its ply a moment after the user stops stepping (once the kept one is known, or they stepped). */
	#placeMoved(): void {
		const ply = this.node.ply;
		this.#place.cancelLater();
		if ((this.savedPly === null && !this.#touched) || ply === this.savedPly) {
			this.#pendingPly = null;
			return;
		}
		this.#pendingPly = ply;
		this.#place.later(PLACE_SAVE_MS, () => this.savePlace());
	}

	// ------------------------------------------------------------ the user's steps
	/** Every user step goes through here: it ends the "opened where you left off" note. */
	#userStep(action: () => void): void {
		this.#touched = true;
		this.resumed = false;
		action();
	}

	/** A step of the navigation buttons (or the keys, a swipe). */
	step(to: StudyStep): void {
		this.#userStep(() => (to === 'start' ? this.toStart() : to === 'prev' ? this.prev() : to === 'next' ? this.next() : this.toEnd()));
	}

	/** A move chosen in the list. */
	choose(id: number): void {
		this.#userStep(() => this.go(id));
	}

	/** Play the study through (a user step). */
	playThrough(): void {
		this.#userStep(() => this.play());
	}

	/** Guess the move from here (the board turns to the side the user plays). */
	beginQuiz(): void {
		this.#userStep(() => this.startQuiz());
		if (this.quiz) this.orientation = this.quiz.white ? 'white' : 'black';
	}

	flip(): void {
		this.orientation = opposite(this.orientation);
	}

	/** The arrow keys, Home and End step through the moves (not while guessing); true when the key was used. */
	key(k: StudyKey): boolean {
		if (k.taken || k.modified || this.quiz) return false;
		const to = ({ ArrowLeft: 'prev', ArrowRight: 'next', Home: 'start', End: 'end' } as const)[k.key as 'ArrowLeft'];
		if (to === undefined) return false;
		this.step(to);
		return true;
	}

	/** A pointer went down: on the board outside the quiz (the board takes moves then), it may be a swipe. */
	swipeStart(point: SwipePoint & { id: number }, onBoard: boolean, primary: boolean): void {
		this.#swipeFrom = this.quiz || !primary || !onBoard ? null : point;
	}

	/** The pointer went up: a swipe to the left is the next move, to the right the previous one. */
	swipeEnd(point: SwipePoint & { id: number }): void {
		const from = this.#swipeFrom;
		if (from === null || point.id !== from.id) return;
		this.#swipeFrom = null;
		const dir = swipeStep(from, point);
		if (dir !== null) this.step(dir);
	}

	swipeCancel(): void {
		this.#swipeFrom = null;
	}

	get node(): TreeNode {
		return this.tree.node(this.current);
	}

	/** What the board shows: an answer being judged, else the current node. */
	get position(): Position {
		return this.quiz?.tried?.position ?? this.node.position;
	}

	get lastMove(): Move | null {
		return this.quiz?.tried?.move ?? this.node.move;
	}

	get canPrev(): boolean {
		return this.quiz === null && this.current !== 0;
	}

	get canNext(): boolean {
		return this.quiz === null && this.tree.next(this.current) !== null;
	}

	// ------------------------------------------------------------ stepping
	/** Jump to a node (the user's own step: it stops a play-through). Not while guessing. */
	go(id: number | null): void {
		if (id === null || this.quiz !== null) return;
		this.pause();
		this.current = id;
	}

	next(): void {
		this.go(this.tree.next(this.current));
	}

	prev(): void {
		this.go(this.tree.prev(this.current));
	}

	toStart(): void {
		this.go(0);
	}

	toEnd(): void {
		this.go(this.tree.end(this.current));
	}

	// ------------------------------------------------------------ playing through
	play(): void {
		if (this.quiz !== null) return;
		if (this.tree.next(this.current) === null) this.current = 0;
		this.playing = true;
		this.schedule(this.speedMs, () => this.tick());
	}

	pause(): void {
		if (!this.playing) return;
		this.playing = false;
		this.#steps.cancelLater();
	}

	setSpeed(ms: number): void {
		this.speedMs = ms;
		if (this.playing) this.schedule(ms, () => this.tick());
	}

	private tick(): void {
		const next = this.tree.next(this.current);
		if (next === null) {
			this.playing = false;
			return;
		}
		this.current = next;
		if (this.tree.next(next) === null) this.playing = false;
		else this.schedule(this.speedMs, () => this.tick());
	}

	// ------------------------------------------------------------ the quiz
	startQuiz(): void {
		this.pause();
		this.first = new Map();
		this.score = { right: 0, total: 0 };
		this.quiz = { white: this.node.position.whiteToMove, phase: 'ask', tried: null, feedback: null };
		this.settle();
	}

	stopQuiz(): void {
		this.generation++;
		this.#steps.cancelLater();
		this.quiz = null;
	}

	/** The user's answer at an `ask`. */
	async answer(move: Move): Promise<void> {
		const q = this.quiz;
		const bookId = this.tree.next(this.current);
		if (q === null || q.phase !== 'ask' || bookId === null) return;
		const question = this.current;
		const book = this.tree.node(bookId);
		const position = this.node.position;
		const moveText = moveToString(move);
		const id = ++this.generation;
		this.quiz = { ...q, phase: 'judging', tried: { move, position: applyMove(position, move) }, feedback: null };
		let answer: Judgement;
		try {
			answer = await judgeMove(quizTest(position, this.study.aim, book.move as Move, move), this.#oracle);
		} catch (e) {
			if (id !== this.generation || this.quiz === null) return;
			this.quiz = { ...this.quiz, phase: 'answered', feedback: { kind: 'error', failure: failureOf(e) } };
			return;
		}
		if (id !== this.generation || this.quiz === null) return;
		const outcome = quizResult(answer);
		if (outcome !== null) this.record(question, outcome);
		switch (answer.kind) {
			case 'correct':
				if (answer.onLine) this.advance({ kind: 'book', move: book.notation });
				else this.advance({ kind: 'also-wins', move: moveText, book: book.notation, winIn: answer.winIn ?? 0 });
				return;
			case 'wrong':
				this.quiz = {
					...this.quiz,
					phase: 'answered',
					feedback: { kind: 'loses', move: moveText, winnerWhite: !q.white, opponentWinsIn: answer.opponentWinsIn, refutation: answer.refutation }
				};
				return;
			case 'no-win':
				this.quiz = { ...this.quiz, phase: 'answered', feedback: { kind: 'no-result', move: moveText, book: book.notation, within: answer.within } };
				return;
			case 'unproved':
				this.quiz = { ...this.quiz, phase: 'answered', feedback: { kind: 'unknown', move: moveText, book: book.notation } };
				return;
			case 'not-judged':
				this.quiz = { ...this.quiz, phase: 'answered', feedback: { kind: 'not-played', move: moveText, book: book.notation } };
				return;
		}
	}

	/** Back to the question after a wrong or unproved answer, or while one is still being judged. */
	retry(): void {
		const q = this.quiz;
		if (q === null || (q.phase !== 'answered' && q.phase !== 'judging')) return;
		if (q.phase === 'judging') {
			this.generation++;
			this.#oracle.cancel?.();
		}
		this.quiz = { ...q, phase: 'ask', tried: null, feedback: null };
	}

	/** Play the book move for the user (an unanswered question counts as missed). */
	reveal(): void {
		const q = this.quiz;
		const bookId = this.tree.next(this.current);
		if (q === null || (q.phase !== 'ask' && q.phase !== 'answered') || bookId === null) return;
		this.generation++;
		this.record(this.current, 'failed');
		this.advance({ kind: 'revealed', book: this.tree.node(bookId).notation });
	}

	dispose(): void {
		this.savePlace();
		this.generation++;
		this.#steps.clear();
		this.#place.clear();
		if (this.quiz?.phase === 'judging') this.#oracle.cancel?.();
		this.whoWins.dispose();
		this.#client?.dispose();
		this.#client = null;
	}

	/** Move on along the book's line, keeping `feedback` on screen. */
	private advance(feedback: QuizFeedback): void {
		const bookId = this.tree.next(this.current);
		if (this.quiz === null || bookId === null) return;
		this.generation++;
		this.quiz = { ...this.quiz, tried: null, feedback };
		this.current = bookId;
		this.settle();
	}

	/** Ask, play the other side's move after a pause, or finish. */
	private settle(): void {
		const q = this.quiz;
		if (q === null) return;
		const next = this.tree.next(this.current);
		if (next === null) {
			this.quiz = { ...q, phase: 'finished' };
			return;
		}
		if (this.node.position.whiteToMove === q.white) {
			this.quiz = { ...q, phase: 'ask' };
			return;
		}
		this.quiz = { ...q, phase: 'reply' };
		const id = this.generation;
		this.schedule(this.options.replyDelayMs ?? 700, () => {
			if (id !== this.generation || this.quiz === null) return;
			this.current = next;
			this.settle();
		});
	}

	private record(node: number, result: Outcome): void {
		if (this.first.has(node)) return;
		this.first.set(node, result);
		this.score = { right: this.score.right + (result === 'solved' ? 1 : 0), total: this.score.total + 1 };
		this.options.onquizresult?.(node, result);
	}

	/** The one step timer: a new one replaces the one waiting. */
	private schedule(ms: number, run: () => void): void {
		this.#steps.cancelLater();
		this.#steps.later(ms, run);
	}
}
