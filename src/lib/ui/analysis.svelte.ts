/**
 * State of the analysis board: the moves played from the position loaded
 * (what Reset returns to), the aim, the FEN field and its error, and the
 * solver job. The page renders it; the editor to come will set positions
 * through `setPosition`.
 */
import { START, makeFen, parseFen, type Aim, type Move, type Position } from '$lib/engine';
import { PlayedLine } from './board/line.svelte';
import { SolverRun, type SolverPort, type SolverTarget } from './solver-run.svelte';
import { t } from '$lib/i18n/index.svelte';

export class AnalysisBoard {
	/** The moves played on the board since the last load, and the place in them. */
	readonly line = new PlayedLine(START);
	/** The position last loaded; the board's Reset goes back to it. */
	loaded = $state.raw<Position>(START);
	aim = $state<Aim>('giveaway');
	/** The text in the FEN field. */
	fenText = $state(makeFen(START));
	/** Why the last load failed, or null. */
	fenError = $state<string | null>(null);
	readonly fen = $derived(makeFen(this.position));
	readonly solver: SolverRun;

	constructor(makeClient: () => SolverPort) {
		this.solver = new SolverRun(makeClient);
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

	/** Back to the position loaded. */
	reset(): void {
		this.line.reset(this.loaded);
		this.#follow();
	}

	/** A change on the board replaces the field's text and its complaint. */
	#follow(): void {
		this.fenText = makeFen(this.position);
		this.fenError = null;
	}

	/** Load the field's text; on a bad FEN the board stays and the error says why. Returns success. */
	loadText(): boolean {
		const parsed = parseFen(this.fenText);
		if (!parsed.ok) {
			this.fenError = t.badFen(parsed.error);
			return false;
		}
		this.setPosition(parsed.value);
		return true;
	}

	/** The `?fen=` of an address, if any; a bad one leaves the start position and says so. */
	loadFromQuery(fen: string | null): void {
		if (fen === null || fen.trim() === '') return;
		const parsed = parseFen(fen);
		if (parsed.ok) this.setPosition(parsed.value);
		else {
			this.fenText = fen;
			this.fenError = t.badFenFromUrl(parsed.error);
		}
	}

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
}
