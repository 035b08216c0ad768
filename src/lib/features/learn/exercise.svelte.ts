/**
 * One exercise of a lesson on screen (lichess's puzzle ctrl, for the
 * course): the answer under way (squares tapped, a choice, moves played),
 * judged by $lib/learn/goals (the engine, and the solver in its worker for
 * "win in N"), the reason a wrong answer gets, and the refutation shown on
 * the board move by move. A move's accepted answers are worked out as soon
 * as its position is on the board, so a move is answered at once. It owns
 * its timers; `reset()` and `dispose()` drop them and any late answer.
 */
import { applyMove, legalMoves, opposite, sameMove, sideToMove, type Color, type Move, type Position, type Square } from '$lib/engine';
import {
	acceptedMoves,
	acceptedSquares,
	answerForm,
	choiceQuestion,
	defence,
	exerciseStart,
	moveMistake,
	squareMistake,
	type AnswerForm,
	type ChoiceQuestion,
	type Exercise,
	type ExerciseStart,
	type LearnOracle,
	type MoveMistake,
	type SquareMistake
} from '$lib/learn/goals';
import { SolverCancelled } from '$lib/solver/errors';
import { failureOf, type Failure } from '$lib/ui/failure/failure';
import { Timers } from '$lib/ui/timers';

export type ExerciseState = 'playing' | 'solved' | 'failed';

/** What the status line says, as data; the view words it. */
export type ExerciseFeedback =
	| { kind: 'none' }
	| { kind: 'thinking' }
	/** Squares found so far, of how many. */
	| { kind: 'found'; found: number; of: number }
	/** A right move of a longer win: the opponent answered, go on. */
	| { kind: 'right' }
	| { kind: 'solved' }
	| { kind: 'square'; mistake: SquareMistake }
	| { kind: 'choice'; said: string; question: ChoiceQuestion }
	| { kind: 'move'; played: Move; mistake: MoveMistake }
	| { kind: 'error'; failure: Failure };

/** A line shown on the board step by step (`[data-line-step]`): the refutation of a wrong move, or the capture a question was about. */
export interface ShownLine {
	from: Position;
	moves: Move[];
}

export interface ExerciseOptions {
	/** The solver for "win in N" (made on first use: never while prerendering). */
	oracle: () => LearnOracle;
	/** A wrong answer: one more mistake for the lesson. */
	onmistake?: () => void;
	onsolved?: () => void;
	/** Pause between the moves of a refutation played on the board. */
	stepMs?: number;
}

export class ExerciseController {
	exercise = $state.raw<Exercise>(null as unknown as Exercise);
	start = $state.raw<ExerciseStart>(null as unknown as ExerciseStart);
	/** The position of the answer under way. */
	position = $state.raw<Position>(null as unknown as Position);
	lastMove = $state.raw<Move | null>(null);
	/** Moves played on the board so far (the user's and the replies). */
	played = $state.raw<Move[]>([]);
	found = $state.raw<Square[]>([]);
	wrongSquare = $state<Square | null>(null);
	state = $state<ExerciseState>('playing');
	feedback = $state.raw<ExerciseFeedback>({ kind: 'none' });
	thinking = $state(false);
	line = $state.raw<ShownLine | null>(null);
	lineStep = $state<number | null>(null);
	/** The board shows a step of the line instead of the answer. */
	preview = $state.raw<{ position: Position; lastMove: Move | null } | null>(null);
	/** The opponent's reply, for the board's live region. */
	reply = $state.raw<{ side: Color; move: Move } | null>(null);

	readonly #options: ExerciseOptions;
	readonly #timers = new Timers();
	#oracle: LearnOracle | null = null;
	/** Bumped by every reset: answers of an older try are dropped. */
	#generation = 0;
	/** The accepted moves of the position on the board (a move goal), worked out when it appears. */
	#accepted: Promise<Move[]> | null = null;

	constructor(exercise: Exercise, options: ExerciseOptions) {
		this.#options = options;
		this.reset(exercise);
	}

	get form(): AnswerForm {
		return answerForm(this.exercise.goal);
	}

	/** The side the user plays. */
	get side(): Color {
		return sideToMove(this.start.position);
	}

	/** The question of a choice goal. */
	get question(): ChoiceQuestion | null {
		return this.form === 'choice' ? choiceQuestion(this.exercise.goal, this.start) : null;
	}

	/** How many squares answer a squares goal. */
	get squaresWanted(): number {
		return this.form === 'squares' ? acceptedSquares(this.exercise.goal, this.start.position).length : 0;
	}

	/** The user's moves still allowed for a "win in N" (this one included). */
	get remaining(): number {
		const n = this.exercise.goal.kind === 'win' ? this.exercise.goal.n : 1;
		return n - Math.ceil(this.played.length / 2);
	}

	get shown(): Position {
		return this.preview?.position ?? this.position;
	}

	get shownLastMove(): Move | null {
		return this.preview ? this.preview.lastMove : this.lastMove;
	}

	/** The board takes moves: a move goal still to answer, nothing being judged, no line shown. */
	get takesMoves(): boolean {
		return this.form === 'move' && this.state === 'playing' && !this.thinking && !this.preview;
	}

	#oracleNow(): LearnOracle {
		return (this.#oracle ??= this.#options.oracle());
	}

	/** Start the exercise (another one, or the same again). */
	reset(exercise: Exercise = this.exercise): void {
		this.#generation++;
		this.#timers.clear();
		this.exercise = exercise;
		this.start = exerciseStart(exercise);
		this.position = this.start.position;
		this.lastMove = null;
		this.played = [];
		this.found = [];
		this.wrongSquare = null;
		this.state = 'playing';
		this.feedback = { kind: 'none' };
		this.thinking = false;
		this.line = null;
		this.lineStep = null;
		this.preview = null;
		this.reply = null;
		this.#accepted = null;
		// In the page, at once (a move is then answered without waiting); never while prerendering.
		if (this.form === 'move' && typeof window !== 'undefined') void this.#prepare();
	}

	/** Work out the accepted moves of the position on the board (for "win in N" in the solver's worker). */
	#prepare(): Promise<Move[]> {
		const generation = this.#generation;
		const goal = this.exercise.goal;
		const accepted =
			goal.kind === 'win' ? acceptedMoves(goal, this.position, this.remaining, this.#oracleNow()) : acceptedMoves(goal, this.position, 1, NO_ORACLE);
		this.#accepted = accepted;
		accepted.catch((e) => {
			if (generation === this.#generation && !(e instanceof SolverCancelled)) this.#error(e);
		});
		return accepted;
	}

	/** A tap on a square of a squares goal. */
	tap(square: Square): void {
		if (this.state !== 'playing' || this.form !== 'squares') return;
		const goal = this.exercise.goal;
		const mistake = squareMistake(goal, this.position, square);
		if (mistake) {
			this.wrongSquare = square;
			this.#fail({ kind: 'square', mistake });
			return;
		}
		const wanted = acceptedSquares(goal, this.position);
		if (!wanted.includes(square) || this.found.includes(square)) return;
		this.found = [...this.found, square];
		if (this.found.length === wanted.length) this.#solve();
		else this.feedback = { kind: 'found', found: this.found.length, of: wanted.length };
	}

	/** An option of a choice goal. */
	choose(option: string): void {
		const question = this.question;
		if (this.state !== 'playing' || !question) return;
		if (option === question.right) {
			this.#solve();
			return;
		}
		if (question.capture) this.line = { from: this.start.position, moves: [question.capture] };
		this.#fail({ kind: 'choice', said: option, question });
	}

	/** A move on the board (a legal one: the board offers only those). */
	async play(move: Move): Promise<void> {
		if (!this.takesMoves) return;
		const generation = this.#generation;
		const goal = this.exercise.goal;
		const before = this.position;
		const pending = this.#accepted ?? this.#prepare();
		this.thinking = true;
		this.feedback = { kind: 'thinking' };
		try {
			const accepted = await pending;
			if (generation !== this.#generation) return;
			const after = applyMove(before, move);
			this.position = after;
			this.lastMove = move;
			this.played = [...this.played, move];
			if (!accepted.some((m) => sameMove(m, move))) {
				const mistake = await moveMistake(goal, before, move, this.remaining + 1, this.#oracleNow());
				if (generation !== this.#generation) return;
				const refutation = refutationOf(mistake);
				this.line = refutation.length ? { from: after, moves: refutation } : null;
				this.#fail({ kind: 'move', played: move, mistake });
				return;
			}
			if (goal.kind !== 'win') {
				this.#solve();
				return;
			}
			// A step of a longer win: the opponent resists as long as it can (its loss counts this move too).
			const answer = await defence(after, this.remaining + 1, this.#oracleNow());
			if (generation !== this.#generation) return;
			if (answer) {
				this.position = applyMove(after, answer);
				this.lastMove = answer;
				this.played = [...this.played, answer];
				this.reply = { side: opposite(this.side), move: answer };
			}
			if (legalMoves(this.position).length === 0) {
				this.#solve();
				return;
			}
			this.feedback = { kind: 'right' };
			this.#accepted = null;
			if (typeof window !== 'undefined') void this.#prepare();
		} catch (e) {
			if (generation === this.#generation && !(e instanceof SolverCancelled)) this.#error(e);
		} finally {
			if (generation === this.#generation) this.thinking = false;
		}
	}

	/** Show the line after `step` of its moves (0: where it starts). */
	stepTo(step: number): void {
		const line = this.line;
		if (!line) return;
		const k = Math.max(0, Math.min(step, line.moves.length));
		let position = line.from;
		for (const m of line.moves.slice(0, k)) position = applyMove(position, m);
		this.lineStep = k;
		this.preview = { position, lastMove: k > 0 ? line.moves[k - 1] : null };
	}

	/** Play the whole line on the board, a move at a time. */
	#playLine(): void {
		const line = this.line;
		if (!line) return;
		const generation = this.#generation;
		const ms = this.#options.stepMs ?? 700;
		line.moves.forEach((_, i) => this.#timers.later(ms * (i + 1), () => generation === this.#generation && this.stepTo(i + 1)));
	}

	/** Try the exercise again from its start. */
	retry(): void {
		this.reset();
	}

	#solve(): void {
		this.state = 'solved';
		this.feedback = { kind: 'solved' };
		this.#options.onsolved?.();
	}

	#fail(feedback: ExerciseFeedback): void {
		this.state = 'failed';
		this.feedback = feedback;
		this.#options.onmistake?.();
		this.#playLine();
	}

	#error(e: unknown): void {
		this.feedback = { kind: 'error', failure: failureOf(e) };
		this.thinking = false;
	}

	dispose(): void {
		this.#generation++;
		this.#timers.clear();
	}
}

/** The rule goals need no solver: asking it is a bug. */
const NO_ORACLE: LearnOracle = {
	winningMoves: () => Promise.reject(new Error('no solver for a rule goal')),
	solve: () => Promise.reject(new Error('no solver for a rule goal'))
};

/** The moves that show a wrong move's refutation on the board, from the position after it. */
export function refutationOf(m: MoveMistake): Move[] {
	switch (m.kind) {
		case 'loses':
		case 'slow':
			return m.line;
		case 'no-win':
			return [m.reply];
		case 'free':
			return [m.reply];
		case 'must-capture-after':
			return [m.reply, m.capture];
		default:
			return [];
	}
}
