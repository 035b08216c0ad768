/**
 * "Learn from your mistakes" (issue 34): a reviewed game's mistakes and
 * blunders, one after the other, each the position before it with the
 * question "find a better move". The one judge decides:
 * - a proved one (the solver proved a win before the move that the move
 *   threw away): any move that keeps the win is right, judged by the solver
 *   in its worker (../../puzzle/judge.ts, the puzzles' judge, with the
 *   puzzles' bound);
 * - an estimated one: the move the engine prefers, which the review found
 *   better than the one played by at least a mistake's drop (a clear margin,
 *   ../../review/classify.ts).
 * Only the user's side is walked when the game says which it was.
 */
import { applyMove, sameMove, type Aim, type Move, type Position } from '$lib/engine';
import { judgeMove, puzzleBound, type SolveOracle } from '$lib/puzzle/judge';
import type { GameReview, PlyReview } from '$lib/review/review';

export type LearnKind = 'proved' | 'estimated';
export interface LearnItem {
	/** The mistake's ply (1-based): the position before it is asked. */
	ply: number;
	kind: LearnKind;
}

/** `asking`: waiting for a move; `judging`: the solver is at it; `right`, `wrong`; `unproved`: the solver could not settle it in time; `done`: every mistake walked. */
export type LearnState = 'asking' | 'judging' | 'right' | 'wrong' | 'unproved' | 'done';

/** The mistakes and blunders to walk, in game order: the side's (both when null), forced moves left out, an estimated one only with the engine's better move. */
export function mistakesToLearn(review: GameReview, side: 'white' | 'black' | null): LearnItem[] {
	const items: LearnItem[] = [];
	for (const p of review.plies) {
		if (p.forced || (p.class !== 'mistake' && p.class !== 'blunder')) continue;
		if (side !== null && p.white !== (side === 'white')) continue;
		if (p.proof?.before.kind === 'win') items.push({ ply: p.ply, kind: 'proved' });
		else if (p.better) items.push({ ply: p.ply, kind: 'estimated' });
	}
	return items;
}

/** How long the solver may take over one answer. */
export const LEARN_JUDGE_MS = 8000;

export class LearnSession {
	readonly items: readonly LearnItem[];
	/** Index into `items` of the mistake asked. */
	index = $state(0);
	state = $state<LearnState>('asking');
	/** The user's last move (on the board while judged, and after a wrong one until tried again). */
	answer = $state.raw<Move | null>(null);
	/** After a proved wrong answer: the opponent's win in N (0: no move left), or the bound a move did not win within. */
	refuted = $state.raw<{ opponentWinsIn: number } | { within: number } | null>(null);
	/** The right answer shown (after "show"). */
	shown = $state(false);
	/** Mistakes answered right at the first try. */
	firstTry = $state(0);
	#tries = 0;
	#generation = 0;

	constructor(
		readonly review: GameReview,
		readonly positions: readonly Position[],
		side: 'white' | 'black' | null,
		readonly aim: Aim,
		readonly oracle: SolveOracle
	) {
		this.items = mistakesToLearn(review, side);
		if (this.items.length === 0) this.state = 'done';
	}

	get item(): LearnItem | null {
		return this.state === 'done' ? null : (this.items[this.index] ?? null);
	}

	/** The mistake's review (its move, class and proof). */
	get mistake(): PlyReview | null {
		const item = this.item;
		return item ? this.review.plies[item.ply - 1] : null;
	}

	/** The position asked (before the mistake), or after the user's move while it is judged or shown wrong. */
	get position(): Position | null {
		const item = this.item;
		if (!item) return null;
		const before = this.positions[item.ply - 1];
		return this.answer && this.state !== 'asking' ? applyMove(before, this.answer) : before;
	}

	/** A right move: the winning move the review found (proved), or the engine's preferred one. */
	get rightMove(): Move | null {
		const m = this.mistake;
		return m?.proof?.missed?.move ?? m?.better?.move ?? null;
	}

	/** The user's move in the position asked. */
	async play(move: Move): Promise<void> {
		const item = this.item;
		const m = this.mistake;
		if (!item || !m || this.state !== 'asking') return;
		this.answer = move;
		this.refuted = null;
		this.#tries++;
		const generation = ++this.#generation;
		if (item.kind === 'estimated') {
			this.#settle(m.better !== null && sameMove(m.better.move, move));
			return;
		}
		if (sameMove(m.move, move)) {
			// The move played: proved to throw the win away.
			this.refuted = m.proof!.after.kind === 'loss' ? { opponentWinsIn: m.proof!.after.n } : null;
			this.#settle(false);
			return;
		}
		this.state = 'judging';
		const before = m.proof!.before as { kind: 'win'; n: number };
		const missed = m.proof!.missed;
		try {
			const j = await judgeMove(
				{
					position: this.positions[item.ply - 1],
					aim: this.aim,
					move,
					expected: missed?.move ?? null,
					reply: missed?.line[1] ?? null,
					needsReply: false,
					winIn: before.n,
					maxMoves: puzzleBound(before.n)
				},
				this.oracle
			);
			if (generation !== this.#generation) return;
			if (j.kind === 'correct') this.#settle(true);
			else if (j.kind === 'wrong') {
				this.refuted = { opponentWinsIn: j.opponentWinsIn };
				this.#settle(false);
			} else if (j.kind === 'no-win') {
				this.refuted = { within: j.within };
				this.#settle(false);
			} else this.state = 'unproved';
		} catch {
			if (generation === this.#generation) this.state = 'unproved';
		}
	}

	#settle(right: boolean): void {
		this.state = right ? 'right' : 'wrong';
		if (right && this.#tries === 1 && !this.shown) this.firstTry++;
	}

	/** Back to the question after a wrong or unproved answer. */
	retry(): void {
		if (this.state !== 'wrong' && this.state !== 'unproved') return;
		this.#generation++;
		this.answer = null;
		this.refuted = null;
		this.state = 'asking';
	}

	/** Show a right move (the mistake then counts as not found). */
	show(): void {
		if (!this.item || this.state === 'judging') return;
		this.#generation++;
		this.oracle.cancel?.();
		this.shown = true;
		this.answer = null;
		this.refuted = null;
		this.state = 'asking';
	}

	/** The next mistake, or done after the last. */
	next(): void {
		this.#generation++;
		this.oracle.cancel?.();
		this.answer = null;
		this.refuted = null;
		this.shown = false;
		this.#tries = 0;
		if (this.index + 1 >= this.items.length) {
			this.state = 'done';
			return;
		}
		this.index++;
		this.state = 'asking';
	}
}
