/**
 * 12 against 1 practice: the square chosen for the black man, its proved
 * row of the table, and the game played from it ($lib/puzzle/twelve-game).
 * It owns the solver workers: one answers the user's moves (short searches
 * and heuristic replies), one settles unproved moves in the background, and
 * one proves the square's verdict on demand ("prove it"). A game in progress
 * is saved on the device after each move, per square, and resumed.
 */
import { makeFen, playLine, type Move } from '$lib/engine';
import type { TwelveSquare } from '$lib/bank/types';
import type { TwelveRunReport } from '$lib/app/progress-link';
import { TwelveGame, type Answer, type TwelveGameData, type TwelvePort, type TwelveState } from '$lib/puzzle/twelve-game';
import type { ProvedTree } from '$lib/puzzle/twelve-tree';
import type { TreeLoad } from './proved-tree';
import { SolverCancelled, type SolverPort } from '$lib/solver/client';
import { SolverRun } from '$lib/ui/solver/solver-run.svelte';
import type { SearchMethod } from '$lib/solver/solve';
import { failureOf, type Failure } from '$lib/ui/failure/failure';
import { Timers } from '$lib/ui/timers';

/** The client methods used here (tests pass the solver in-process). */

/** Where a game in progress is kept, per square (the progress store in the app: ./keeper). */
export interface GameKeeper {
	/** The square's saved game (unchecked JSON), or null. */
	load(square: string): Promise<unknown>;
	save(square: string, game: TwelveGameData): void;
	remove(square: string): void;
}

export interface TwelveControllerOptions {
	/** Loads the proved tree (./proved-tree: fetched, checked, decoded); absent: every move is searched. */
	loadTree?: () => Promise<TreeLoad>;
	/** Makes a solver client on first use (never while prerendering); called once per role. */
	makeClient: () => SolverPort;
	/** Null: games are not kept. */
	keeper?: GameKeeper | null;
	onfinish?: (run: TwelveRunReport) => void;
	now?: () => number;
}

/** How long a background search may take to settle one unproved move. */
export const SETTLE_MS = 60_000;
/**
 * Every search here is on 12 against 1 and its descendants, where the
 * proof-number search pays many times over (docs/twelve.md); the other
 * pages keep the default alpha-beta search.
 */
const SEARCH: SearchMethod = 'proof-number';
/** "Prove it" may run long on a slow phone; the user can cancel. */
export const PROVE_LIMITS = { maxMoves: 20, timeoutMs: 600_000, search: SEARCH } as const;

/** A move settled in the background after the game went on: which one and what it turned out to be. */
export interface Settled {
	index: number;
	move: string;
}

export type TwelveFeedback = { kind: 'none' } | { kind: 'thinking' } | { kind: 'answer'; answer: Answer } | { kind: 'error'; failure: Failure };

export class TwelveController {
	/** The square of the black man, e.g. `f8`; null until chosen. */
	chosen = $state<string | null>(null);
	/** The game on the board, copied out after each change so the view follows it. */
	data = $state.raw<TwelveGameData | null>(null);
	feedback = $state.raw<TwelveFeedback>({ kind: 'none' });
	lastMove = $state.raw<Move | null>(null);
	/** The game was resumed from the device. */
	resumed = $state(false);
	/** The latest move settled in the background. */
	settled = $state.raw<Settled | null>(null);
	settling = $state(false);
	/** The chosen square's saved game is being read. */
	loading = $state(false);
	/** The chooser is open (always before a square is chosen; on demand during a game). */
	choosing = $state(true);
	/** Ticks while a proof runs, for its elapsed time. */
	clock = $state(0);
	/** The proved tree: loading, checked against its pinned hash and in use, or not used (none given, unavailable, damaged). */
	treeState = $state<'loading' | 'checked' | 'none' | 'unavailable' | 'damaged'>('loading');
	readonly byName: ReadonlyMap<string, TwelveSquare>;
	readonly proof: SolverRun;

	#game: TwelveGame | null = null;
	/** The proved tree once loaded and checked (null: none, or not yet). */
	#tree: ProvedTree | null = null;
	readonly #treeReady: Promise<unknown>;
	readonly #options: TwelveControllerOptions;
	#judge: SolverPort | null = null;
	#settler: SolverPort | null = null;
	#recorded = false;
	#loadingSquare: string | null = null;
	/** The clock of the proof in flight. */
	readonly #timers = new Timers();
	/** The answering worker started ahead of the first move (its start-up is most of a cold answer). */
	#warm: Promise<unknown> = Promise.resolve();

	constructor(
		readonly table: readonly TwelveSquare[],
		options: TwelveControllerOptions
	) {
		this.byName = new Map(table.map((r) => [r.square, r]));
		this.#treeReady = (options.loadTree?.() ?? Promise.resolve(null))
			.then((load) => {
				this.treeState = load === null ? 'none' : load.ok ? 'checked' : load.reason;
				if (load?.ok) this.#tree = load.tree;
			})
			.catch(() => (this.treeState = 'unavailable'));
		this.#options = options;
		this.proof = new SolverRun(options.makeClient, PROVE_LIMITS, () => this.#wallClock());
	}

	get row(): TwelveSquare | null {
		return this.chosen === null ? null : (this.byName.get(this.chosen) ?? null);
	}

	get game(): TwelveGame | null {
		return this.data === null ? null : this.#game;
	}

	get thinking(): boolean {
		return this.feedback.kind === 'thinking';
	}

	/** Choose the square: resume its saved game, else a fresh one on a winning square (settled once the saved game is read). */
	async choose(square: string): Promise<void> {
		const row = this.byName.get(square);
		if (!row) return;
		if (this.chosen !== square) {
			this.#stop();
			this.proof.cancel();
		}
		this.chosen = square;
		this.choosing = false;
		if (this.#game?.row === row || (this.loading && this.#loadingSquare === square)) return;
		this.resumed = false;
		if (row.verdict.kind !== 'win') {
			this.loading = false;
			this.#setGame(null);
			return;
		}
		this.loading = true;
		this.#loadingSquare = square;
		const saved = await this.#load(square);
		// Another square was chosen meanwhile.
		if (this.chosen !== square || this.#loadingSquare !== square) return;
		this.loading = false;
		this.#loadingSquare = null;
		const game = saved ? TwelveGame.restore(row, saved) : null;
		this.resumed = game !== null && game.data.plies.length > 0;
		this.#setGame(game ?? TwelveGame.fresh(row));
		void this.#settleNext();
	}

	/** Open or close the chooser during a game. */
	toggleChooser(): void {
		this.choosing = !this.choosing;
	}

	/** Start the square again from the beginning. */
	playAgain(): void {
		const row = this.row;
		if (!row || row.verdict.kind !== 'win') return;
		this.#stop();
		this.#remove(row.square);
		this.resumed = false;
		this.#setGame(TwelveGame.fresh(row));
	}

	/** The user's move; the app answers. */
	async play(move: Move): Promise<void> {
		const game = this.#game;
		if (!game || this.thinking || game.state !== 'playing') return;
		this.feedback = { kind: 'thinking' };
		this.lastMove = move;
		this.settled = null;
		let answer: Answer;
		try {
			await Promise.all([this.#warm, this.#treeReady]);
			answer = await game.play(move, this.#judgePort(), this.#tree, this.#now);
		} catch (e) {
			if (game !== this.#game) return;
			this.lastMove = null;
			this.feedback = e instanceof SolverCancelled ? { kind: 'none' } : { kind: 'error', failure: failureOf(e) };
			return;
		}
		if (game !== this.#game) return;
		this.feedback = { kind: 'answer', answer };
		const plies = game.data.plies;
		const last = plies[plies.length - 1];
		if (last?.by === 'app') this.lastMove = moveOf(game, plies.length - 1);
		this.#sync();
		// The answer has changed the state (TypeScript still holds the check above).
		if ((game.state as TwelveState) === 'won') this.#finish(game);
		void this.#settleNext();
	}

	/** Take the spoiling move back. */
	takeBack(): void {
		const game = this.#game;
		if (!game) return;
		game.takeBack();
		this.lastMove = null;
		this.feedback = { kind: 'none' };
		this.#sync();
	}

	/** Prove the chosen square's verdict in the worker, live. */
	prove(): Promise<void> {
		const row = this.row;
		if (!row) return Promise.resolve();
		this.#stopTicker();
		this.clock = this.#wallClock();
		this.#timers.every(250, () => (this.clock = this.#wallClock()));
		// The stored N orders the bounds tried and is proved first as a bound; the exact verdict is proved afresh.
		return this.proof
			.solve({ fen: row.fen, aim: 'giveaway', whiteToMove: true }, { expectedN: row.verdict.n, boundFirst: true })
			.finally(() => this.#stopTicker());
	}

	/** Milliseconds the proof in flight has run. */
	get proofElapsed(): number {
		const s = this.proof.status;
		return s.state === 'working' ? Math.max(0, this.clock - s.startedAt) : 0;
	}

	dispose(): void {
		this.#stop();
		this.#stopTicker();
		this.proof.dispose();
	}

	#wallClock = (): number => (this.#options.now ?? Date.now)();

	#stopTicker(): void {
		this.#timers.clear();
	}

	#now = (): number => this.#wallClock();

	#judgePort(): TwelvePort {
		const client = () => (this.#judge ??= this.#options.makeClient());
		return {
			solve: async (fen, maxMoves, timeoutMs, boundFirst) => {
				const a = await client().request({
					kind: 'solve',
					fen,
					options: { aim: 'giveaway', maxMoves, timeoutMs, search: SEARCH, ...(boundFirst === undefined ? {} : { boundFirst }) }
				});
				return { verdict: a.verdict, line: a.line, atMost: a.atMost ?? null };
			},
			reply: async (fen) => (await client().request({ kind: 'heuristic-move', fen, options: { aim: 'giveaway', maxMoves: 1, timeoutMs: 200 } })).move
		};
	}

	/**
	 * Settle the unproved moves, and prove the position on the board when no
	 * proved line runs through it, one search at a time in a worker of their own.
	 */
	async #settleNext(): Promise<void> {
		const game = this.#game;
		if (!game || this.settling) return;
		const next = game.unsettled[0];
		if (!next) return;
		this.settling = true;
		try {
			const client = (this.#settler ??= this.#options.makeClient());
			const options = {
				aim: 'giveaway' as const,
				maxMoves: next.maxMoves,
				timeoutMs: SETTLE_MS,
				search: SEARCH,
				...(next.target ? { target: next.target } : {})
			};
			const a = await client.request({ kind: 'solve', fen: next.fen, options });
			if (game !== this.#game) return;
			this.#settled(game, game.settle(next, a.verdict, a.line));
		} catch (e) {
			if (game !== this.#game || e instanceof SolverCancelled) return;
			// A failed worker leaves the move unproved for good rather than retrying forever.
			this.#settled(game, game.settle(next, { kind: 'unknown' }, []));
		} finally {
			if (game === this.#game) this.settling = false;
		}
		void this.#settleNext();
	}

	#settled(game: TwelveGame, index: number | null): void {
		if (index !== null) this.settled = { index, move: game.data.plies[index].move };
		this.#sync();
	}

	#setGame(game: TwelveGame | null): void {
		this.#game = game;
		this.#recorded = game?.data.state === 'won';
		this.feedback = { kind: 'none' };
		this.settled = null;
		const plies = game?.data.plies ?? [];
		this.lastMove = game && plies.length ? moveOf(game, plies.length - 1) : null;
		this.data = game ? game.data : null;
		if (game && game.state === 'playing')
			this.#warm = this.#judgePort()
				.reply(makeFen(game.position))
				.catch(() => null);
	}

	#sync(): void {
		const game = this.#game;
		if (!game) return;
		this.data = game.data;
		if (game.data.state === 'won') this.#remove(game.row.square);
		else this.#save(game.row.square, game.data);
	}

	#finish(game: TwelveGame): void {
		if (this.#recorded) return;
		this.#recorded = true;
		this.#options.onfinish?.(twelveRun(game));
	}

	/** Stop background work for the current game (a new game or square, or leaving the page). */
	#stop(): void {
		this.#judge?.dispose();
		this.#judge = null;
		this.#settler?.dispose();
		this.#settler = null;
		this.settling = false;
		this.#game = null;
		this.data = null;
	}

	async #load(square: string): Promise<unknown> {
		try {
			return (await this.#options.keeper?.load(square)) ?? null;
		} catch {
			// Unreadable: the square starts afresh (the saved game is left where it is).
			return null;
		}
	}

	#save(square: string, data: TwelveGameData): void {
		this.#options.keeper?.save(square, data);
	}

	#remove(square: string): void {
		this.#options.keeper?.remove(square);
	}
}

/** The move at `index`, replayed from the start (notation needs the position before it). */
function moveOf(game: TwelveGame, index: number): Move | null {
	const plies = game.data.plies.slice(0, index + 1);
	const line = playLine(
		game.start,
		plies.map((p) => p.move),
		{ drawRules: false }
	);
	return line.ok && plies.length === index + 1 ? line.value.moves[index] : null;
}

/** A won game as progress keeps it: taking back a spoiling move does not make it lost. */
export function twelveRun(game: TwelveGame): TwelveRunReport {
	return {
		square: game.row.square,
		moves: game.data.plies.map((p) => p.move),
		result: game.data.state === 'won' ? 'won' : 'lost',
		playerMoves: game.userMoves,
		optimum: game.optimum
	};
}

/** The FEN on the board (for links to the analysis board). */
export function fenOf(game: TwelveGame): string {
	return makeFen(game.position);
}
