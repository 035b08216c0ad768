/**
 * One attempt at a puzzle as reactive state: the position, whose turn,
 * what happened so far, and the state the page shows
 * (`data-puzzle-state`: playing, solved or failed).
 */
import { applyMove, legalMoves, makeFen, parseFen, sideToMove, type Aim, type Move, type Position, moveToString, parseMove } from '$lib/engine';
import type { Puzzle } from '$lib/bank/types';
import { claimMoves } from '$lib/bank/types';
import { judgeMove, puzzleBound, type Judgement, type SolveOracle } from '$lib/puzzle/judge';

export type PuzzleState = 'playing' | 'solved' | 'failed';

/**
 * A try as it stands, to be kept through a reload (see resume.ts): the
 * moves in notation and what cannot be read back from them.
 */
export interface SessionSnapshot {
	puzzleId: string;
	played: { notation: string; by: 'user' | 'app' }[];
	state: PuzzleState;
	remaining: number;
	onLine: boolean;
	mistakes: number;
	hintUsed: boolean;
	hintLevel: number;
	solutionShown: boolean;
	refutation: string[];
}

/** What a hint shows: the piece to move, then (asked again) the square it goes to. */
export interface Hint {
	from: number;
	to: number | null;
}

export interface PlayedMove {
	move: Move;
	notation: string;
	by: 'user' | 'app';
}

function storedMove(pos: Position, text: string | undefined): Move | null {
	if (!text) return null;
	const r = parseMove(pos, text);
	return r.ok ? r.value : null;
}

export class PuzzleSession {
	readonly puzzle: Puzzle;
	readonly start: Position;
	readonly aim: Aim;
	position = $state.raw<Position>(null as unknown as Position);
	played = $state.raw<PlayedMove[]>([]);
	state = $state<PuzzleState>('playing');
	/** The solver is judging the user's move. */
	thinking = $state(false);
	/** The last judgement, for the page to explain. */
	last = $state.raw<Judgement | null>(null);
	/** The refutation of a wrong move, shown move by move. */
	refutation = $state.raw<Move[]>([]);
	/** Wrong moves so far (a retry keeps the count: the attempt counts as failed). */
	mistakes = $state(0);
	hintUsed = $state(false);
	/** 0: no hint yet; 1: the piece shown; 2: its square too (reset by each move). */
	hintLevel = $state(0);
	solutionShown = $state(false);
	/** Moves the user still needs to win from here. */
	remaining = $state(0);
	private onLine = true;
	/** Positions before each user move, for retry. */
	private checkpoints: { position: Position; played: PlayedMove[]; remaining: number; onLine: boolean }[] = [];

	/**
	 * `lineProved`: the stored line is proved best play on this device (the
	 * bank's, re-proved in CI; a personal puzzle this device proved), so a
	 * move on it is answered from it. Otherwise every move goes to the solver.
	 */
	constructor(
		puzzle: Puzzle,
		private readonly oracle: SolveOracle,
		private readonly lineProved = true
	) {
		this.puzzle = puzzle;
		const parsed = parseFen(puzzle.fen);
		// A bank entry the build's check let through: a programming error, said with the engine's code (the FEN texts stay off `/`).
		if (!parsed.ok) throw new Error(`puzzle ${puzzle.id}: bad FEN ${JSON.stringify(parsed.error)}`);
		this.start = parsed.value;
		this.aim = puzzle.aim;
		this.position = this.start;
		this.remaining = claimMoves(puzzle.claim);
	}

	/** The user plays; the app answers when the move keeps the win. */
	async play(move: Move): Promise<Judgement | null> {
		if (this.state !== 'playing' || this.thinking) return null;
		const before = this.position;
		this.checkpoints.push({ position: before, played: this.played, remaining: this.remaining, onLine: this.onLine });
		this.hintLevel = 0;
		const userMove: PlayedMove = { move, notation: moveToString(move), by: 'user' };
		this.position = applyMove(before, move);
		this.played = [...this.played, userMove];
		this.thinking = true;
		let judgement: Judgement;
		try {
			const ply = this.played.length - 1;
			let expected = this.onLine && this.lineProved ? storedMove(before, this.puzzle.solution[ply]) : null;
			let reply = expected ? storedMove(applyMove(before, expected), this.puzzle.solution[ply + 1]) : null;
			// A line whose last pair of moves does not leave the user without a move (won) is no line to answer from.
			if (expected && reply && ply + 2 >= this.puzzle.solution.length && legalMoves(applyMove(applyMove(before, expected), reply)).length > 0) {
				expected = null;
				reply = null;
			}
			judgement = await judgeMove(
				{ position: before, aim: this.aim, move, expected, reply, needsReply: true, winIn: this.remaining, maxMoves: puzzleBound(this.remaining) },
				this.oracle
			);
		} catch (e) {
			// No verdict (the solver failed or was stopped): the move is taken back, so the user can play on.
			this.#takeBack();
			throw e;
		} finally {
			this.thinking = false;
		}
		this.last = judgement;
		if (judgement.kind === 'unproved') {
			// Not proved either way within the judge's bound and time: neither a
			// solve nor a mistake. The move is taken back and the user plays
			// another (the controller says so); the try goes on, not failed.
			this.#takeBack();
			return judgement;
		}
		if (judgement.kind !== 'correct') {
			this.mistakes++;
			this.refutation = judgement.kind === 'wrong' ? judgement.refutation : [];
			this.state = 'failed';
			return judgement;
		}
		this.onLine = judgement.onLine;
		if (judgement.reply) {
			this.position = applyMove(this.position, judgement.reply);
			this.played = [...this.played, { move: judgement.reply, notation: moveToString(judgement.reply), by: 'app' }];
		}
		this.remaining = (judgement.winIn ?? this.remaining) - 1;
		if (legalMoves(this.position).length === 0) this.state = 'solved';
		return judgement;
	}

	/** Back to the position before the user's last move, as if it was not played. */
	#takeBack(): boolean {
		const cp = this.checkpoints.pop();
		if (!cp) return false;
		this.position = cp.position;
		this.played = cp.played;
		this.remaining = cp.remaining;
		this.onLine = cp.onLine;
		return true;
	}

	/** Take back the wrong move and try again. */
	retry(): void {
		if (this.state !== 'failed' || !this.#takeBack()) return;
		this.refutation = [];
		this.last = null;
		this.state = 'playing';
	}

	/**
	 * A try that ended earlier (today's puzzle after a reload): the stored
	 * line played out to its end, in the state the try ended in. A failed
	 * one counts as having seen the solution, so `result` stays failed.
	 */
	restore(result: 'solved' | 'failed'): void {
		const moves = this.solutionMoves();
		this.solutionShown = result === 'failed';
		const user = sideToMove(this.start);
		let pos = this.start;
		this.played = moves.map((move) => {
			const by = sideToMove(pos) === user ? 'user' : 'app';
			pos = applyMove(pos, move);
			return { move, notation: moveToString(move), by };
		});
		this.position = pos;
		this.remaining = 0;
		this.checkpoints = [];
		this.state = result;
	}

	/**
	 * The next move on the stored line, a little at a time: first the piece
	 * to move, asked again its destination too (null when off the line).
	 */
	hint(): Hint | null {
		this.hintUsed = true;
		if (!this.onLine) return null;
		const r = parseMove(this.position, this.puzzle.solution[this.played.length] ?? '');
		if (!r.ok) return null;
		this.hintLevel = Math.min(2, this.hintLevel + 1);
		return { from: r.value.from, to: this.hintLevel >= 2 ? r.value.to : null };
	}

	/** "Show solution": the try ends here, failed (the solution is then shown from the start). */
	giveUp(): void {
		this.solutionShown = true;
		if (this.state === 'playing') this.state = 'failed';
		this.refutation = [];
		this.checkpoints = [];
	}

	snapshot(): SessionSnapshot {
		return {
			puzzleId: this.puzzle.id,
			played: this.played.map((m) => ({ notation: m.notation, by: m.by })),
			state: this.state,
			remaining: this.remaining,
			onLine: this.onLine,
			mistakes: this.mistakes,
			hintUsed: this.hintUsed,
			hintLevel: this.hintLevel,
			solutionShown: this.solutionShown,
			refutation: this.refutation.map(moveToString)
		};
	}

	/**
	 * Back to a snapshot of this puzzle's try, replaying its moves with the
	 * engine (false, and nothing changed, when it does not fit the puzzle).
	 * A failed try keeps its wrong move last, so "take back" works as before
	 * the reload.
	 */
	resume(snap: SessionSnapshot): boolean {
		if (snap.puzzleId !== this.puzzle.id) return false;
		let pos = this.start;
		const played: PlayedMove[] = [];
		const positions: Position[] = [];
		for (const m of snap.played) {
			const r = parseMove(pos, m.notation);
			if (!r.ok) return false;
			positions.push(pos);
			played.push({ move: r.value, notation: moveToString(r.value), by: m.by });
			pos = applyMove(pos, r.value);
		}
		const refutation: Move[] = [];
		let after = pos;
		for (const text of snap.refutation) {
			const r = parseMove(after, text);
			if (!r.ok) break;
			refutation.push(r.value);
			after = applyMove(after, r.value);
		}
		this.position = pos;
		this.played = played;
		this.state = snap.state;
		this.remaining = snap.remaining;
		this.onLine = snap.onLine;
		this.mistakes = snap.mistakes;
		this.hintUsed = snap.hintUsed;
		this.hintLevel = snap.hintLevel;
		this.solutionShown = snap.solutionShown;
		this.refutation = refutation;
		const last = played.length - 1;
		// The wrong move of a failed try can be taken back: its checkpoint is the position before it.
		this.checkpoints =
			snap.state === 'failed' && !snap.solutionShown && last >= 0 && played[last].by === 'user'
				? [{ position: positions[last], played: played.slice(0, last), remaining: snap.remaining, onLine: snap.onLine }]
				: [];
		return true;
	}

	/** The stored best line from the start, for "view solution". */
	solutionMoves(): Move[] {
		this.solutionShown = true;
		const out: Move[] = [];
		let pos = this.start;
		for (const text of this.puzzle.solution) {
			const r = parseMove(pos, text);
			if (!r.ok) break;
			out.push(r.value);
			pos = applyMove(pos, r.value);
		}
		return out;
	}

	get fen(): string {
		return makeFen(this.position);
	}

	/** The puzzle counts as solved only without mistakes and without looking at the solution. */
	get result(): 'solved' | 'failed' | null {
		if (this.state === 'solved') return this.mistakes === 0 && !this.solutionShown ? 'solved' : 'failed';
		if (this.state === 'failed' || this.solutionShown) return 'failed';
		return null;
	}
}
