/**
 * A plain reference for tests of the solver: a recursive transcription of
 * the counting rules in docs/cli.md, using only the engine's legalMoves and
 * applyMove, with a plain Map of the exact answers it has worked out (no
 * bounded table, no cut-offs, no ordering).
 */
import { applyMove, legalMoves, type Aim, type Move, type Position } from '../engine';
export type OracleVerdict = { kind: 'win'; n: number } | { kind: 'loss'; n: number } | { kind: 'unknown' };

export class Oracle {
	/**
	 * What is known per position: no win within fewer than lo moves, a win
	 * within hi moves. Exact facts only (winning within n implies winning
	 * within n + 1), never evicted except all at once.
	 */
	private readonly known = new Map<string, { lo: number; hi: number }>();
	readonly giveaway: boolean;

	constructor(readonly aim: Aim) {
		this.giveaway = aim === 'giveaway';
	}

	private key(p: Position): string {
		const { white: w, black: b, kings: k } = p;
		return String.fromCharCode(w & 0xffff, w >>> 16, b & 0xffff, b >>> 16, k & 0xffff, k >>> 16, p.whiteToMove ? 1 : 0);
	}

	/** Keep memory bounded over thousands of positions. */
	trim(): void {
		if (this.known.size > 500_000) this.known.clear();
	}

	/** The side to move wins within n of its own moves. */
	winWithin(pos: Position, n: number): boolean {
		const key = this.key(pos);
		let e = this.known.get(key);
		if (e) {
			if (n >= e.hi) return true;
			if (n < e.lo) return false;
		}
		const result = this.computeWin(pos, n);
		e = this.known.get(key);
		if (!e) this.known.set(key, (e = { lo: 0, hi: Infinity }));
		if (result) e.hi = Math.min(e.hi, n);
		else e.lo = Math.max(e.lo, n + 1);
		return result;
	}

	/** Already known not to win within n (a memo hit, no search). */
	private knownNoWin(pos: Position, n: number): boolean {
		const e = this.known.get(this.key(pos));
		return e !== undefined && n < e.lo;
	}

	private computeWin(pos: Position, n: number): boolean {
		const moves = legalMoves(pos);
		if (moves.length === 0) return this.giveaway;
		if (n === 0) return false;
		return moves.some((m) => this.moveWinsWithin(pos, m, n));
	}

	/** Playing m wins within n (n >= 1) of the mover's moves, counting m. */
	moveWinsWithin(pos: Position, m: Move, n: number): boolean {
		const after = applyMove(pos, m);
		const replies = legalMoves(after);
		if (replies.length === 0) return !this.giveaway; // the opponent, stuck, has won (giveaway) or lost (russian)
		const children = replies.map((r) => applyMove(after, r));
		// Only a shortcut: a reply already known to refute settles it without search.
		if (children.some((c) => this.knownNoWin(c, n - 1))) return false;
		return children.every((c) => this.winWithin(c, n - 1));
	}

	/** The side to move loses within n: it has no move (Russian) or every move lets the opponent win within n - 1. */
	lossWithin(pos: Position, n: number): boolean {
		const moves = legalMoves(pos);
		if (moves.length === 0) return !this.giveaway;
		if (n === 0) return false;
		return moves.every((m) => this.winWithin(applyMove(pos, m), n - 1));
	}

	/** Exact verdict with N minimal, if N <= maxMoves. */
	verdict(pos: Position, maxMoves: number): OracleVerdict {
		for (let n = 0; n <= maxMoves; n++) {
			if (this.winWithin(pos, n)) return { kind: 'win', n };
			if (this.lossWithin(pos, n)) return { kind: 'loss', n };
		}
		return { kind: 'unknown' };
	}

	/** Per move: the smallest N in 1..maxMoves it wins in, else no-win. */
	moveVerdict(pos: Position, m: Move, maxMoves: number): string {
		for (let n = 1; n <= maxMoves; n++) if (this.moveWinsWithin(pos, m, n)) return `win in ${n}`;
		return 'no-win';
	}
}
