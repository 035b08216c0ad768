/**
 * A line of moves played on a board from a start position, with a place in
 * it to step back and forward: what a page needs to drive <Board> (the
 * position, the last move, the announcement) when the user plays both sides.
 */
import { START, applyMove, legalMoves, sideToMove, type Move, type Position } from '$lib/engine';
import { t } from '$lib/i18n/index.svelte';
import { showMove } from '$lib/ui/display/display.svelte';

function side(pos: Position): string {
	return t.sideName(sideToMove(pos));
}

export class PlayedLine {
	#start = $state.raw<Position>(START);
	#moves = $state.raw<readonly Move[]>([]);
	#ply = $state(0);
	/** Positions after 0, 1, ... moves. */
	readonly #positions = $derived.by(() => {
		const out = [this.#start];
		for (const m of this.#moves) out.push(applyMove(out[out.length - 1], m));
		return out;
	});
	/** What to say about the latest change, for the board's live region. */
	announce = $state<string | undefined>(undefined);

	constructor(start: Position = START) {
		this.#start = start;
	}

	get start(): Position {
		return this.#start;
	}
	get moves(): readonly Move[] {
		return this.#moves;
	}
	get ply(): number {
		return this.#ply;
	}
	get position(): Position {
		return this.#positions[this.#ply];
	}
	/** The move that led to the position shown, for highlighting and animation. */
	get lastMove(): Move | null {
		return this.#ply > 0 ? this.#moves[this.#ply - 1] : null;
	}
	get canGoBack(): boolean {
		return this.#ply > 0;
	}
	get canGoForward(): boolean {
		return this.#ply < this.#moves.length;
	}

	/** Play a legal move in the position shown; moves after it are dropped. */
	play(move: Move): void {
		this.#moves = [...this.#moves.slice(0, this.#ply), move];
		this.#ply++;
		this.#sayMove(move);
	}

	back(): void {
		if (!this.canGoBack) return;
		const move = this.#moves[this.#ply - 1];
		this.#ply--;
		this.announce = t.moveTakenBack(showMove(move));
	}

	forward(): void {
		if (!this.canGoForward) return;
		this.#ply++;
		this.#sayMove(this.#moves[this.#ply - 1]);
	}

	/** Stand after `ply` of the moves (0: the start), keeping them all. */
	goTo(ply: number, announce: string = t.backToStart): void {
		this.#ply = Math.max(0, Math.min(ply, this.#moves.length));
		this.announce = announce;
	}

	/** Show a whole line at once: `moves` from `start`, standing after `ply` of them. */
	load(start: Position, moves: readonly Move[], ply: number = moves.length, announce?: string): void {
		this.#start = start;
		this.#moves = [...moves];
		this.#ply = Math.max(0, Math.min(ply, moves.length));
		this.announce = announce;
	}

	/** Start again from `start` (by default the line's own start), saying so. */
	reset(start: Position = this.#start, announce: string = t.backToStart): void {
		this.#start = start;
		this.#moves = [];
		this.#ply = 0;
		this.announce = announce;
	}

	#sayMove(move: Move): void {
		const mover = side(this.#positions[this.#ply - 1]);
		const now = this.position;
		const stuck = legalMoves(now).length === 0 ? t.noLegalMove(side(now)) : '';
		this.announce = t.moveAnnounced(mover, showMove(move)) + stuck;
	}
}
