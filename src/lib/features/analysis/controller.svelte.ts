/**
 * State of the analysis board: the moves played from the position loaded
 * (what Clear returns to), the aim, the FEN and PDN fields and their
 * errors, the position editor, the solver job, the best line shown on the
 * board, and a play-out against the app. The page renders it.
 */
import {
	START,
	makeFen,
	sideToMove,
	parseFen,
	pieceAt,
	squareName,
	type Aim,
	type Color,
	type Move,
	type Position,
	type Square,
	applyTool,
	cleared,
	mirrored,
	withSideToMove,
	type EditTool,
	type FenError,
	type PdnError,
	type SetupProblem
} from '$lib/engine';
import { readPdnGame, splitPdn } from '$lib/engine';
import { engineMoveOracle, workerMoveOracle } from '$lib/features/game-vs-app/move-oracle';
import type { EngineClient } from '$lib/engine-player/client';
import { PlayOutController } from '$lib/features/game-vs-app/controller.svelte';
import { PlayedLine } from '$lib/ui/board/line.svelte';
import { SolverRun, type SolverPort, type SolverTarget } from '$lib/ui/solver/solver-run.svelte';
import { t } from '$lib/i18n/index.svelte';
import type { TablebasePort } from '$lib/tablebase/client';
import { TablebaseLookup } from './tablebase-lookup.svelte';

/** The level a play-out opened from the address starts at. */
export const DEFAULT_PLAY_LEVEL = 4;

export type AnalysisMode = 'analyse' | 'edit' | 'play';

/** What a form that loads a position into the board (FEN, PDN) is given. */
export interface LoadFormProps {
	analysis: AnalysisController;
	/** A position or game was loaded from the form. */
	onload: () => void;
}

/** A solver line put on the board: after `base` moves of the board's line come `moves`. */
interface ShownLine {
	moves: readonly Move[];
	base: number;
}

export class AnalysisController {
	/** The moves played on the board since the last load, and the place in them. */
	readonly line = new PlayedLine(START);
	/** The position last loaded; the board's Reset goes back to it. */
	loaded = $state.raw<Position>(START);
	aim = $state<Aim>('giveaway');
	/** The text in the FEN field. */
	fenText = $state(makeFen(START));
	/** Why the last load failed (kept as the engine's code, so the words follow a language switch), or null. */
	#fenProblem = $state.raw<{ error: FenError; fromUrl: boolean } | null>(null);
	readonly fen = $derived(makeFen(this.position));
	readonly solver: SolverRun;

	mode = $state<AnalysisMode>('analyse');
	/** The editor's piece in hand. */
	tool = $state<EditTool>('white man');
	/** Why the editor refused the last tap (the engine's code: the words follow a language switch), or null. */
	#editProblem = $state.raw<SetupProblem | null>(null);

	/** The text in the PDN field. */
	pdnText = $state('');
	/** Why the PDN failed to load (the engine's code), and what loaded (counts): worded at render. */
	#pdnProblem = $state.raw<PdnError | null>(null);
	#pdnLoaded = $state.raw<{ moves: number; games: number } | null>(null);

	#shown = $state.raw<ShownLine | null>(null);

	/** The game against the app while playing out. */
	playout = $state.raw<PlayOutController | null>(null);
	readonly #makePlayClient: () => SolverPort;
	#playClient: SolverPort | null = null;
	readonly #makeEngine: (() => Pick<EngineClient, 'request' | 'cancel'>) | null;
	#engine: Pick<EngineClient, 'request' | 'cancel'> | null = null;

	/** The endgame tables' verdict on the position shown (up to 5 pieces), when a tablebase is given. */
	readonly tablebase: TablebaseLookup | null;

	constructor(
		makeClient: () => SolverPort,
		makePlayClient: () => SolverPort = makeClient,
		makeTablebase?: () => TablebasePort,
		makeEngine?: () => Pick<EngineClient, 'request' | 'cancel'>
	) {
		this.solver = new SolverRun(makeClient);
		this.#makePlayClient = makePlayClient;
		this.#makeEngine = makeEngine ?? null;
		this.tablebase = makeTablebase ? new TablebaseLookup(makeTablebase) : null;
	}

	/** The position on the board; the FEN field follows it. */
	get position(): Position {
		return this.line.position;
	}

	/** Show a position with no moves before it (Reset still goes to the one loaded). */
	set position(pos: Position) {
		this.line.reset(pos, '');
		this.#follow();
	}

	get lastMove(): Move | null {
		return this.line.lastMove;
	}

	/** Show a position: the board, the field and Reset all move to it. */
	setPosition(pos: Position): void {
		this.position = pos;
		this.loaded = pos;
	}

	/** A move made on the board (legal in the position shown). */
	play(move: Move): void {
		this.line.play(move);
		this.#follow();
	}

	back(): void {
		this.line.back();
		this.#follow();
	}

	forward(): void {
		this.line.forward();
		this.#follow();
	}

	/** To the line's first position, keeping its moves (Forward replays them). */
	toStart(): void {
		this.line.goTo(0);
		this.#follow();
	}

	/** The line a Clear threw away, until Undo brings it back or something else replaces it. */
	#cleared = $state.raw<{ start: Position; moves: readonly Move[]; ply: number } | null>(null);

	get canClear(): boolean {
		return this.line.moves.length > 0;
	}

	get canUndoClear(): boolean {
		return this.#cleared !== null;
	}

	/** Drop the moves and go back to the position loaded; Undo brings them back. */
	clearMoves(): void {
		if (!this.canClear) return;
		this.#cleared = { start: this.line.start, moves: this.line.moves, ply: this.line.ply };
		this.line.reset(this.loaded, t.movesCleared);
		this.#shown = null;
		this.#follow(true);
	}

	undoClear(): void {
		const c = this.#cleared;
		if (c === null) return;
		this.line.load(c.start, c.moves, c.ply, t.movesRestored);
		this.#follow();
	}

	/** A change on the board replaces the field's text and its complaint (and, but for a Clear, the Clear's undo). */
	#follow(keepUndo = false): void {
		if (!keepUndo) this.#cleared = null;
		this.fenText = makeFen(this.position);
		this.#fenProblem = null;
		void this.tablebase?.lookUp(this.fenText);
	}

	/** Why the editor refused the last tap, in the interface's language, or null. */
	get editError(): string | null {
		return this.#editProblem === null ? null : t.setupRefused(this.#editProblem);
	}

	/** Why the PDN failed to load, in the interface's language, or null. */
	get pdnError(): string | null {
		return this.#pdnProblem === null ? null : t.badPdn(this.#pdnProblem);
	}

	/** What the PDN field loaded, in the interface's language, or null. */
	get pdnNote(): string | null {
		const l = this.#pdnLoaded;
		return l === null ? null : t.pdnLoaded(l.moves, l.games);
	}

	/** Why the last load failed, in the interface's language, or null. */
	get fenError(): string | null {
		const p = this.#fenProblem;
		return p === null ? null : p.fromUrl ? t.badFenFromUrl(p.error) : t.badFen(p.error);
	}

	/** Load the field's text; on a bad FEN the board stays and the error says why. Returns success. */
	loadText(): boolean {
		const parsed = parseFen(this.fenText);
		if (!parsed.ok) {
			this.#fenProblem = { error: parsed.error, fromUrl: false };
			return false;
		}
		this.setPosition(parsed.value);
		return true;
	}

	/** The `?fen=` of an address, if any; a bad one leaves the start position and says so. Returns success. */
	loadFromQuery(fen: string | null): boolean {
		if (fen === null || fen.trim() === '') return false;
		const parsed = parseFen(fen);
		if (parsed.ok) this.setPosition(parsed.value);
		else {
			this.fenText = fen;
			this.#fenProblem = { error: parsed.error, fromUrl: true };
		}
		return parsed.ok;
	}

	/**
	 * Load the PDN field: a position, or a game whose moves the engine
	 * replays (the board then stands after the last one). On any error,
	 * the ply and move included, nothing changes but the message.
	 */
	loadPdn(): boolean {
		// Only the first game is shown, so only it is replayed; the others are just counted.
		const split = splitPdn(this.pdnText);
		const parsed = split.ok ? readPdnGame(split.value[0]) : split;
		if (!parsed.ok) {
			this.#pdnProblem = parsed.error;
			this.#pdnLoaded = null;
			return false;
		}
		const games = split.ok ? split.value.length : 1;
		const game = parsed.value;
		const moves = game.moves.mainline.map((node) => node.move);
		this.loaded = game.start;
		this.line.load(game.start, moves, moves.length, t.pdnLoaded(moves.length, games));
		// Files without an aim are ordinary PDN; only a stated aim changes ours.
		if (game.tags.Aim !== undefined || game.tags.Variant !== undefined) this.aim = game.aim;
		this.#follow();
		this.#shown = null;
		this.#pdnProblem = null;
		this.#pdnLoaded = { moves: moves.length, games };
		return true;
	}

	// ------------------------------------------------------------ editor

	/** Start or finish editing (finishing keeps the position set up). */
	setEditing(on: boolean): void {
		if (this.mode === 'play') return;
		this.mode = on ? 'edit' : 'analyse';
		this.#editProblem = null;
	}

	/** A tap on a square in the editor with the piece in hand. */
	edit(sq: Square): void {
		const r = applyTool(this.position, sq, this.tool);
		if (!r.ok) {
			// Said by the editor's alert, not twice by the board.
			this.#editProblem = r.error;
			return;
		}
		this.#setEdited(r.value, t.squareLabel(squareName(sq), pieceAt(r.value, sq)));
	}

	clearBoard(): void {
		this.#setEdited(cleared(this.position), t.clearBoard);
	}

	startPosition(): void {
		this.#setEdited(START, t.startPosition);
	}

	mirror(): void {
		this.#setEdited(mirrored(this.position), t.mirrorPosition);
	}

	setSideToMove(color: Color): void {
		this.#setEdited(withSideToMove(this.position, color), t.toMove(t.sideName(color)));
	}

	#setEdited(pos: Position, announce: string): void {
		this.setPosition(pos);
		this.#editProblem = null;
		this.line.announce = announce;
	}

	// ------------------------------------------------------------ solver

	/** The position and aim on screen now, as a solver job's subject. */
	target(): SolverTarget {
		return { fen: this.fen, aim: this.aim, whiteToMove: this.position.whiteToMove };
	}

	/** Whether a job's subject is still what the board shows. */
	isCurrent(target: SolverTarget): boolean {
		return target.fen === this.fen && target.aim === this.aim;
	}

	solve(): Promise<void> {
		return this.solver.solve(this.target());
	}

	moveVerdicts(): Promise<void> {
		return this.solver.winningMoves(this.target());
	}

	/**
	 * Put a solver line on the board, standing after `step` of its moves.
	 * When the board still shows the line's position the line follows the
	 * moves played so far; otherwise it starts from the analysed position.
	 */
	showLine(target: SolverTarget, moves: readonly Move[], step: number): void {
		if (this.mode === 'play') return;
		const shown = this.#shown;
		if (shown !== null && shown.moves === moves && this.lineStep(moves) !== null) {
			// Already on the board: just move along it.
			this.#goTo(shown.base + step, step);
			return;
		}
		let start: Position;
		let base: readonly Move[];
		if (this.isCurrent(target)) {
			start = this.line.start;
			base = this.line.moves.slice(0, this.line.ply);
		} else {
			const parsed = parseFen(target.fen);
			if (!parsed.ok) return;
			start = parsed.value;
			base = [];
		}
		this.#shown = { moves, base: base.length };
		this.line.load(start, [...base, ...moves], base.length, t.lineShown);
		this.#goTo(base.length + step, step);
	}

	#goTo(ply: number, step: number): void {
		while (this.line.ply > ply && this.line.canGoBack) this.line.back();
		while (this.line.ply < ply && this.line.canGoForward) this.line.forward();
		if (step === 0) this.line.announce = t.lineShown;
		this.#follow();
	}

	/** How far along the line `moves` the board stands, if that line is on the board. */
	lineStep(moves: readonly Move[]): number | null {
		const shown = this.#shown;
		if (shown === null || shown.moves !== moves) return null;
		const played = this.line.moves;
		if (played.length < shown.base + moves.length) return null;
		for (let i = 0; i < moves.length; i++) if (played[shown.base + i] !== moves[i]) return null;
		const step = this.line.ply - shown.base;
		return step >= 0 && step <= moves.length ? step : null;
	}

	// ------------------------------------------------------------ play-out

	/** Play the position on the board against the app. */
	startPlay(user: Color, level: number, pauseMs?: number): PlayOutController {
		this.playout?.dispose();
		const client = (this.#playClient ??= this.#makePlayClient());
		client.cancel();
		const ordinary = workerMoveOracle(client);
		// Giveaway is played by the engine at the chosen level; without an engine (tests), by the solver's oracle.
		const engine = this.#makeEngine ? (this.#engine ??= this.#makeEngine()) : null;
		engine?.cancel();
		const oracle = engine ? engineMoveOracle(engine, ordinary) : ordinary;
		const session = new PlayOutController(this.position, this.aim, user, level, oracle, pauseMs);
		this.playout = session;
		this.mode = 'play';
		this.#editProblem = null;
		void session.begin();
		return session;
	}

	/** Play again from where the play-out began. */
	restartPlay(): PlayOutController | null {
		const s = this.playout;
		if (!s) return null;
		this.playout = null;
		s.dispose();
		this.line.load(s.start, [], 0, '');
		this.#follow();
		return this.startPlay(s.user, s.level);
	}

	/** Back to analysis with the game played on the board (Back steps through it). */
	stopPlay(): void {
		const s = this.playout;
		if (!s) return;
		s.dispose();
		this.#playClient?.cancel();
		this.#engine?.cancel();
		this.playout = null;
		this.mode = 'analyse';
		this.line.load(s.start, s.moves, s.moves.length, '');
		this.#follow();
	}

	// ------------------------------------------------------------ the address

	/**
	 * What the address says, so it can be shared: the position shown (the
	 * play-out's start while playing), the aim when not giveaway, and
	 * `play=1` while playing.
	 */
	address(): { fen: string; aim: Aim | null; play: boolean } {
		const playing = this.mode === 'play' && this.playout !== null;
		return { fen: playing ? makeFen(this.playout!.start) : this.fen, aim: this.aim === 'russian' ? 'russian' : null, play: this.mode === 'play' };
	}

	/** Opens what an address asks for (`?fen=`, `?aim=`, `?play=1`); a play-out starts for the side to move. */
	openAddress(query: URLSearchParams): void {
		const aim = query.get('aim');
		if (aim === 'russian' || aim === 'giveaway') this.aim = aim;
		const loaded = this.loadFromQuery(query.get('fen'));
		if (loaded && query.get('play') === '1') this.startPlay(sideToMove(this.position), DEFAULT_PLAY_LEVEL);
	}

	dispose(): void {
		this.playout?.dispose();
		this.solver.dispose();
		this.tablebase?.dispose();
		this.#playClient?.dispose();
		this.#playClient = null;
	}
}
