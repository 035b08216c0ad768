/**
 * The review page's state: one game judged by the review worker (progress,
 * cancel, restart), or its stored review opened at once; the ply on the
 * board (stepped by the move list, the graph, the key moments); the missed
 * winning line of a proved blunder stepped on the board; the personal
 * puzzles made from the user's side. The components render it.
 *
 * The worker, the store and the clock come in (tests pass fakes); the
 * controller's only timers are the line's steps (../../ui/timers.ts).
 */
import { applyMove, parseFen, playLine, type Aim, type LineError, type Move, type Position } from '$lib/engine';
import type { ReviewResult, ReviewTask } from '$lib/review/protocol';
import type { PersonalPuzzle } from '$lib/review/puzzle';
import { DEFAULT_REVIEW_MOVETIME_MS, reviewableGame, type GameEnd, type GameReview, type PlyReview, type ReviewProgress } from '$lib/review/review';
import { Timers } from '$lib/ui/timers';

export type ReviewState = 'idle' | 'working' | 'done' | 'cancelled' | 'error';

/** Where the game comes from (the stored review's `source`). */
export type ReviewSource = { kind: 'game'; gameId: string } | { kind: 'pdn'; title: string } | { kind: 'study'; studyId: string } | { kind: 'playout' };

export type Side = 'white' | 'black';

/** A game to review: its start, its moves in full notation, where it comes from, and the user's side (puzzles are made for it). */
export interface ReviewGame {
	fen: string;
	moves: string[];
	source: ReviewSource;
	puzzlesFor: Side | null;
	/** Ordinary checkers (`russian`); absent: giveaway. */
	aim?: Aim;
	/** Who played: the user, the app at a level, or a PDN game's names (absent: said from `puzzlesFor` alone). */
	players?: { white: Player; black: Player };
}

/** Who played a colour: the user, the app at its level, or a name (a PDN tag). */
export type Player = { kind: 'you' } | { kind: 'app'; level: number } | { kind: 'name'; name: string };

/** Who played which colour: the game's own players, else the user's side against an opponent. */
export function playersOf(game: ReviewGame): { white: Player | null; black: Player | null } {
	if (game.players) return game.players;
	const you: Player = { kind: 'you' };
	return { white: game.puzzlesFor === 'white' ? you : null, black: game.puzzlesFor === 'black' ? you : null };
}

/** The review client's methods used here (createReviewClient's fits). */
export interface ReviewPort {
	request(task: ReviewTask, onProgress?: (progress: ReviewProgress) => void): Promise<ReviewResult>;
	cancel(): void;
	dispose(): void;
}

/** A stored review read back: when it was made, whether this device proved its proofs (`dropped`: those that did not prove, taken out). */
export interface StoredReviewRead {
	review: GameReview;
	reviewedAt: number;
	provedHere: boolean;
	dropped: number;
}

/** Reviews and personal puzzles on the device (the page adapts the progress port to it). */
export interface ReviewKeeper {
	/** The stored review of this game (same start and moves), or null. */
	load(game: ReviewGame): Promise<StoredReviewRead | null>;
	/**
	 * Proves the stored review's proofs again (one kept from a file, or from
	 * before this device checked), keeps it so, and gives it back proved;
	 * null when there is none. Absent: such a review is reviewed anew.
	 */
	prove?(game: ReviewGame, onProgress: (progress: ReviewProgress) => void): Promise<StoredReviewRead | null>;
	/** True when stored. */
	save(game: ReviewGame, review: GameReview, movetimeMs: number, at: number): Promise<boolean>;
	/** The personal puzzles made from this game so far. */
	puzzles(game: ReviewGame): Promise<PersonalPuzzle[]>;
	/** True when stored (or kept for a retry: the shell says so). */
	addPuzzles(puzzles: PersonalPuzzle[], at: number): Promise<boolean>;
}

/** Why a review did not come: the game does not replay, the worker failed, or the store could not be read. */
export type ReviewErrorCode = 'bad-game' | 'failed';

/** One step of the missed line every this many ms. */
export const LINE_STEP_MS = 900;

/** The move number of the move at `ply` (1-based) in a game that starts with `startWhite` to move at move 1. */
export function moveNumberOf(ply: number, startWhite: boolean): number {
	return startWhite ? Math.floor((ply - 1) / 2) + 1 : Math.floor(ply / 2) + 1;
}

/** A ply's move number as printed before it: `3.` for White's move, `3…` for Black's. */
export function moveNumberLabel(ply: number, startWhite: boolean): string {
	const white = (ply % 2 === 1) === startWhite;
	const n = moveNumberOf(ply, startWhite);
	return white ? `${n}.` : `${n}…`;
}

/** The game's id in its personal puzzles' ids (`own-<id>-<ply>`): a saved game's own id, else one made from the key. */
export function puzzleGameId(game: ReviewGame, key: string): string {
	return game.source.kind === 'game' ? game.source.gameId : key.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24) || 'game';
}

/**
 * The positions of a game up to its end by the rules, the start first
 * (review.ts reviewableGame: moves after a draw by rule are left out, and
 * `end` says where it ended); when a move cannot be played, its ply
 * (1-based, 0: the start) in `bad` and why in `error`.
 */
export function replay(
	fen: string,
	moves: readonly string[],
	aim: Aim = 'giveaway'
): { positions: Position[]; moves: Move[]; end: GameEnd | null } | { bad: number; error: LineError | null } {
	const start = parseFen(fen);
	if (!start.ok) return { bad: 0, error: null };
	const part = reviewableGame(start.value, moves, aim);
	if (!part.ok) return { bad: part.error.ply, error: part.error };
	const line = playLine(start.value, part.moves, { aim });
	return line.ok ? { positions: line.value.positions, moves: line.value.moves, end: part.end } : { bad: line.error.ply, error: line.error };
}

export interface ReviewControllerOptions {
	makeClient: () => ReviewPort;
	keeper: ReviewKeeper;
	now: () => number;
	/** The puzzles' game id from the stored review's key (the page gives reviewKey's). */
	keyOf: (game: ReviewGame) => string;
	movetimeMs?: number;
	timers?: Timers;
}

export class ReviewController {
	state = $state<ReviewState>('idle');
	/** Positions looked at, of `total`. */
	done = $state(0);
	total = $state(0);
	/** Once every position was looked at: the swings proved with the longer search, of `total` (null before). */
	deep = $state.raw<{ done: number; total: number } | null>(null);
	review = $state.raw<GameReview | null>(null);
	/** Where the review on screen came from: the worker now, or the device's store (no worker run). */
	from = $state<'worker' | 'stored' | null>(null);
	/** When the review on screen was made (ms since the epoch). */
	reviewedAt = $state<number | null>(null);
	error = $state<ReviewErrorCode | null>(null);
	/** The ply whose position is on the board (0: the start). */
	ply = $state(0);
	game = $state.raw<ReviewGame | null>(null);
	positions = $state.raw<Position[]>([]);
	moves = $state.raw<Move[]>([]);
	/** Personal puzzles made from this game. */
	puzzles = $state.raw<PersonalPuzzle[]>([]);
	/** The review could not be stored (it is shown all the same). */
	unsaved = $state(false);
	/** The stored review's proofs are being proved again on this device (done of total are proofs, not positions). */
	proving = $state(false);
	/** Proofs of the stored review that did not prove on this device and are not shown. */
	dropped = $state(0);
	/** The game ended by the rules before its last move: reviewed up to there (the later moves left out). */
	end = $state.raw<GameEnd | null>(null);
	/** Why the game cannot be replayed (with 'bad-game'): the move and its reason, or null for a start that is no position. */
	badMove = $state.raw<LineError | null>(null);
	/** The missed winning line being stepped on the board: after the position before `ply`, its first `step` moves. */
	line = $state.raw<{ ply: number; moves: readonly Move[]; step: number } | null>(null);

	readonly #o: ReviewControllerOptions;
	readonly #timers: Timers;
	#client: ReviewPort | null = null;
	#generation = 0;

	constructor(options: ReviewControllerOptions) {
		this.#o = options;
		this.#timers = options.timers ?? new Timers();
	}

	get movetimeMs(): number {
		return this.#o.movetimeMs ?? DEFAULT_REVIEW_MOVETIME_MS;
	}

	/** The review of the move that led to the position on screen. */
	get current(): PlyReview | null {
		return this.ply > 0 ? (this.review?.plies[this.ply - 1] ?? null) : null;
	}

	/** The position on the board: the selected ply's, or a step of the missed line. */
	get position(): Position | null {
		const line = this.line;
		if (line) {
			let pos = this.positions[line.ply - 1];
			for (let i = 0; i < line.step; i++) pos = applyMove(pos, line.moves[i]);
			return pos;
		}
		return this.positions[this.ply] ?? null;
	}

	/** The move that led to the position on the board. */
	get lastMove(): Move | null {
		const line = this.line;
		if (line) return line.step > 0 ? line.moves[line.step - 1] : null;
		return this.ply > 0 ? (this.moves[this.ply - 1] ?? null) : null;
	}

	get keyMoments(): readonly number[] {
		return this.review?.keyMoments ?? [];
	}

	get nextKey(): number | null {
		return this.keyMoments.find((k) => k > this.ply) ?? null;
	}

	get previousKey(): number | null {
		return [...this.keyMoments].reverse().find((k) => k < this.ply) ?? null;
	}

	/** Open a game: its stored review at once if there is one, else a review in the worker. */
	async open(game: ReviewGame): Promise<void> {
		this.#stop();
		const generation = this.#generation;
		this.game = game;
		this.review = null;
		this.from = null;
		this.reviewedAt = null;
		this.puzzles = [];
		this.error = null;
		this.unsaved = false;
		this.proving = false;
		this.dropped = 0;
		this.end = null;
		this.badMove = null;
		this.ply = 0;
		const r = replay(game.fen, game.moves, game.aim);
		if ('bad' in r) {
			this.positions = [];
			this.moves = [];
			this.state = 'error';
			this.error = 'bad-game';
			this.badMove = r.error;
			return;
		}
		if (r.end) {
			// Reviewed (and kept) as the game it was: up to its end.
			game = { ...game, moves: game.moves.slice(0, r.end.ply) };
			this.game = game;
			this.end = r.end;
		}
		this.positions = r.positions;
		this.moves = r.moves;
		this.total = r.positions.length;
		this.done = 0;
		this.state = 'working';
		let stored: StoredReviewRead | null;
		try {
			stored = await this.#o.keeper.load(game);
			// Nothing is shown as proved that this device did not prove: a kept review not proved here is proved first.
			if (stored && !stored.provedHere) stored = await this.#prove(generation, game);
		} catch {
			stored = null; // an unreadable store, or the proofs could not be proved: review it again
		}
		if (generation !== this.#generation) return;
		this.proving = false;
		if (stored && stored.provedHere && stored.review.plies.length === game.moves.length) {
			this.review = stored.review;
			this.reviewedAt = stored.reviewedAt;
			this.dropped = stored.dropped;
			this.from = 'stored';
			this.done = this.total;
			this.state = 'done';
			void this.#loadPuzzles(generation, game);
			return;
		}
		this.#run(generation);
	}

	/** The stored review's proofs proved again in the worker, with progress; null: none, or no prover. */
	async #prove(generation: number, game: ReviewGame): Promise<StoredReviewRead | null> {
		if (!this.#o.keeper.prove) return null;
		this.proving = true;
		this.done = 0;
		return this.#o.keeper.prove(game, (p) => {
			if (generation !== this.#generation) return;
			this.done = p.done;
			this.total = p.total;
		});
	}

	/** Stop the review in flight. */
	cancel(): void {
		if (this.state !== 'working') return;
		this.#stop();
		this.state = 'cancelled';
	}

	/** Run the review again (after a cancel or an error, or "review again" of a stored one). */
	restart(): void {
		if (!this.game || this.error === 'bad-game') return;
		this.#stop();
		this.review = null;
		this.from = null;
		this.error = null;
		this.#run(this.#generation);
	}

	/** Show the position after `ply` (clamped to the game). */
	select(ply: number): void {
		this.#stopLine();
		this.ply = Math.max(0, Math.min(this.moves.length, Math.round(ply)));
	}

	step(delta: number): void {
		this.select(this.ply + delta);
	}

	/** Step the missed winning line of the move at the ply on screen on the board, one move every LINE_STEP_MS. */
	showMissed(): void {
		const missed = this.current?.proof?.missed;
		if (!missed || missed.line.length === 0) return;
		this.#stopLine();
		this.line = { ply: this.ply, moves: missed.line, step: 0 };
		this.#nextLineStep();
	}

	/** Back from the missed line to the game. */
	stopLine(): void {
		this.#stopLine();
	}

	dispose(): void {
		this.#stop();
		this.#timers.clear();
		this.#client?.dispose();
		this.#client = null;
	}

	#nextLineStep(): void {
		this.#timers.later(LINE_STEP_MS, () => {
			const line = this.line;
			if (!line || line.step >= line.moves.length) return;
			this.line = { ...line, step: line.step + 1 };
			this.#nextLineStep();
		});
	}

	#stopLine(): void {
		this.#timers.cancelLater();
		this.line = null;
	}

	#stop(): void {
		this.#generation++;
		this.#stopLine();
		this.#client?.cancel();
	}

	#run(generation: number): void {
		const game = this.game;
		if (!game) return;
		this.state = 'working';
		this.proving = false;
		this.done = 0;
		this.deep = null;
		this.total = this.positions.length;
		const key = this.#o.keyOf(game);
		const task: ReviewTask = {
			fen: game.fen,
			moves: game.moves,
			aim: game.aim,
			options: { movetimeMs: this.movetimeMs },
			puzzlesFor: game.puzzlesFor,
			gameId: puzzleGameId(game, key)
		};
		const client = (this.#client ??= this.#o.makeClient());
		client
			.request(task, (p) => {
				if (generation !== this.#generation) return;
				this.done = p.done;
				this.total = p.total;
				this.deep = p.deep ?? null;
				// The first pass's review, shown while the longer proof search goes on; the final one replaces it (and only that one is kept).
				if (p.interim) {
					this.review = p.interim;
					this.from = 'worker';
				}
			})
			.then(
				(result) => this.#reviewed(generation, game, result),
				() => {
					// Cancelled (a new request or cancel(): the state says so already), else failed twice.
					if (generation !== this.#generation) return;
					this.state = 'error';
					this.error = 'failed';
				}
			);
	}

	async #reviewed(generation: number, game: ReviewGame, result: ReviewResult): Promise<void> {
		if (generation !== this.#generation) return;
		const { puzzles = [], ...review } = result;
		this.review = review;
		this.from = 'worker';
		const at = this.#o.now();
		this.reviewedAt = at;
		this.done = this.total;
		this.state = 'done';
		const saved = await this.#o.keeper.save(game, review, this.movetimeMs, at).catch(() => false);
		if (generation !== this.#generation) return;
		this.unsaved = !saved;
		if (puzzles.length > 0) await this.#o.keeper.addPuzzles(puzzles, at).catch(() => false);
		await this.#loadPuzzles(generation, game, puzzles);
	}

	async #loadPuzzles(generation: number, game: ReviewGame, made: PersonalPuzzle[] = []): Promise<void> {
		let kept: PersonalPuzzle[];
		try {
			kept = await this.#o.keeper.puzzles(game);
		} catch {
			kept = [];
		}
		if (generation !== this.#generation) return;
		const byId = new Map<string, PersonalPuzzle>();
		for (const p of [...kept, ...made]) byId.set(p.id, p);
		this.puzzles = [...byId.values()].sort((a, b) => a.origin.ply - b.origin.ply);
	}
}
