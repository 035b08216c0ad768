/**
 * Claims a progress file brought, proved again on this device (issue 31):
 * a personal puzzle's claim, line, winning moves and uniqueness, and a
 * stored review's proofs. Nothing a file says is shown as proved until the
 * solver (and the endgame tables inside it, where they apply) proves it
 * here, with the claim itself as the search's bound: `win in 3` is proved
 * by a search to 3 that finds exactly that, and refuted by one that finds
 * less, a loss, or no win at all within 3. A claim the budget cannot settle
 * is neither: unproved. Pure and synchronous: the review worker runs it.
 */
import { applyMove, legalMoves, moveToString, parseFen, parseMove, type Aim, type Position } from '$lib/engine';
import { puzzleBound } from '$lib/puzzle/judge';
import { solve, type SolveResult } from '$lib/solver/solve';
import { TranspositionTable } from '$lib/solver/tt';
import type { TableSet } from '$lib/tablebase/table';
import { trustOf } from '$lib/engine-player/trust';
import { classOfEstimateDrop } from './classify';
import type { Proved } from './review';
import type { StoredPlyReview, StoredReviewData } from './stored';

/** Nodes for one claim: a few times what the review spends on one proof (review.ts PROOF_NODES). */
export const REPROVE_NODES = 1_000_000;

export interface ReproveBudget {
	/** Per claim (default REPROVE_NODES). */
	nodeLimit?: number;
	tablebase?: TableSet;
	/** Polled by the solver: true stops it (the claim then stays unproved). */
	shouldStop?: () => boolean;
}

/** A claim checked: proved as stated, refuted (with what the solver proved instead), or not settled within the budget. */
export type ClaimVerdict = { kind: 'proved' } | { kind: 'refuted'; found: Proved } | { kind: 'unproved' };

const PROVED: ClaimVerdict = { kind: 'proved' };
const UNPROVED: ClaimVerdict = { kind: 'unproved' };

/** The bound a claim is searched to: its own N (or the `within` of "no result"). */
const boundOf = (claim: Proved): number => (claim.kind === 'none' ? claim.within : claim.n);

const same = (a: Proved, b: Proved): boolean => a.kind === b.kind && boundOf(a) === boundOf(b);

class Prover {
	readonly #tt = new TranspositionTable(16);
	constructor(
		readonly aim: Aim,
		readonly budget: ReproveBudget
	) {}

	search(pos: Position, bound: number): SolveResult {
		return solve(pos, {
			aim: this.aim,
			maxMoves: bound,
			nodeLimit: this.budget.nodeLimit ?? REPROVE_NODES,
			shouldStop: this.budget.shouldStop,
			tablebase: this.aim === 'giveaway' ? this.budget.tablebase : undefined,
			tt: this.#tt
		});
	}

	/** The side to move's result at `pos` is `claim`, searched with the claim's bound. */
	check(pos: Position, claim: Proved): ClaimVerdict {
		const bound = boundOf(claim);
		const r = this.search(pos, bound);
		let found: Proved | null = null;
		if (r.verdict.kind !== 'unknown') found = r.verdict;
		else if (r.noResultWithin !== null && r.noResultWithin >= bound) found = { kind: 'none', within: bound };
		if (found === null) return UNPROVED;
		return same(found, claim) ? PROVED : { kind: 'refuted', found };
	}

	/** After a move, with the opponent to move at `after`: the move wins (true), is proved not to within `bound` (false), or neither (null). */
	winsWithin(after: Position, bound: number): boolean | null {
		// Leaving the opponent no move is their win (giveaway).
		if (legalMoves(after).length === 0) return false;
		const r = this.search(after, bound);
		if (r.verdict.kind === 'loss') return true;
		if (r.verdict.kind === 'win') return false;
		return r.noResultWithin !== null && r.noResultWithin >= bound ? false : null;
	}
}

// ---- personal puzzles ----

/** What a personal puzzle's claims came to: every part the page trusts proved (uniqueness and winning moves as far as proved), or not. */
export type OwnPuzzleProof = { state: 'proved'; unique: boolean; winningMoves: string[] } | { state: 'refuted'; found: Proved } | { state: 'unproved' };

export interface OwnPuzzleClaims {
	fen: string;
	/** `win in N`. */
	claim: string;
	solution: readonly string[];
	unique: boolean;
	winningMoves: readonly string[];
}

function lineOf(start: Position, texts: readonly string[]): Position[] | null {
	const positions = [start];
	for (const t of texts) {
		const m = parseMove(positions[positions.length - 1], t);
		if (!m.ok) return null;
		positions.push(applyMove(positions[positions.length - 1], m.value));
	}
	return positions;
}

/**
 * Proves a personal puzzle as the bank's are proved (bank/verify.ts): the
 * claim with N as the bound, the line as best play to a won end (after each
 * pair of moves a win in exactly the rest, the last position the solver's
 * to move and without a move), every first move (the winning ones are the
 * puzzle's winning moves), and uniqueness (kept only if every other move
 * is proved not to win within the judge's bound). A false claim is refuted; a claim the
 * budget cannot settle, or a line that is not best play, leaves it unproved.
 */
export function reproveOwnPuzzle(p: OwnPuzzleClaims, budget: ReproveBudget = {}): OwnPuzzleProof {
	const start = parseFen(p.fen);
	const n = Number(/^win in (\d+)$/.exec(p.claim)?.[1] ?? NaN);
	if (!start.ok || !Number.isInteger(n)) return { state: 'unproved' };
	const prover = new Prover('giveaway', budget);
	const root = prover.check(start.value, { kind: 'win', n });
	if (root.kind === 'refuted') return { state: 'refuted', found: root.found };
	if (root.kind === 'unproved') return { state: 'unproved' };
	const line = lineOf(start.value, p.solution);
	if (!line || line.length !== 2 * n + 1) return { state: 'unproved' };
	for (let k = 2; k <= 2 * n; k += 2) {
		if (prover.check(line[k], { kind: 'win', n: n - k / 2 }).kind !== 'proved') return { state: 'unproved' };
	}
	const bound = puzzleBound(n);
	const winning = new Set<string>([p.solution[0]]);
	let othersSettled = true;
	for (const m of legalMoves(start.value)) {
		const text = moveToString(m);
		if (text === p.solution[0]) continue;
		const wins = prover.winsWithin(applyMove(start.value, m), bound);
		if (wins === true) winning.add(text);
		else if (wins === null) othersSettled = false;
	}
	return { state: 'proved', unique: p.unique && othersSettled && winning.size === 1, winningMoves: [...winning].sort() };
}

// ---- reviews ----

export interface ReviewClaims {
	fen: string;
	moves: readonly string[];
	aim: Aim;
	review: StoredReviewData;
}

export interface ReprovedReview {
	/** The review with every proof the solver proved again, and none of the others (their moves classed by the estimate). */
	review: StoredReviewData;
	proved: number;
	/** Proofs of the file that were not proved here (refuted or not settled), taken out. */
	dropped: number;
}

const flip = (p: Proved): Proved => (p.kind === 'win' ? { kind: 'loss', n: p.n } : p.kind === 'loss' ? { kind: 'win', n: p.n } : p);

/**
 * Proves each proof of a stored review again: the mover's result before the
 * move, the result after it (the opponent's, flipped), and the missed
 * winning move (the opponent lost after it, as fast as claimed; its line
 * kept when it starts with the move and, at full length, ends in a won
 * position). A proof that does not prove is taken out and its move classed
 * by its drop in expected result, as a move without a proof is. Null when
 * stopped (`shouldStop`), or when the game does not replay.
 */
export function reproveReview(game: ReviewClaims, budget: ReproveBudget = {}, onProgress?: (done: number, total: number) => void): ReprovedReview | null {
	const start = parseFen(game.fen);
	if (!start.ok) return null;
	const positions = lineOf(start.value, game.moves);
	if (!positions) return null;
	const prover = new Prover(game.aim, budget);
	const todo = game.review.plies.filter((p) => p.proof !== null).length;
	let done = 0;
	let proved = 0;
	let dropped = 0;
	onProgress?.(0, todo);
	const plies = game.review.plies.map((p, k): StoredPlyReview => {
		const proof = p.proof;
		if (!proof) return p;
		if (budget.shouldStop?.()) return p;
		const ok = prover.check(positions[k], proof.before).kind === 'proved' && prover.check(positions[k + 1], flip(proof.after)).kind === 'proved';
		onProgress?.(++done, todo);
		if (!ok) {
			dropped++;
			return { ...p, proof: null, class: classOfEstimateDrop(p.drop, trustOf(positions[k], game.aim).tellApart) };
		}
		proved++;
		return { ...p, proof: { before: proof.before, after: proof.after, missed: missedProved(prover, positions[k], proof) } };
	});
	if (budget.shouldStop?.()) return null;
	return { review: { ...game.review, plies }, proved, dropped };
}

/** The missed winning move, proved again (a win as fast as `before` says), with its line where it fits; null when not proved. */
function missedProved(prover: Prover, pos: Position, proof: NonNullable<StoredPlyReview['proof']>): NonNullable<StoredPlyReview['proof']>['missed'] {
	const missed = proof.missed;
	if (!missed || proof.before.kind !== 'win') return null;
	const m = parseMove(pos, missed.move);
	if (!m.ok) return null;
	const after = applyMove(pos, m.value);
	if (legalMoves(after).length === 0 || prover.check(after, { kind: 'loss', n: proof.before.n }).kind !== 'proved') return null;
	const line = lineOf(pos, missed.line);
	const fits = line !== null && missed.line[0] === missed.move && (missed.line.length < 2 * proof.before.n || legalMoves(line[line.length - 1]).length === 0);
	return { move: missed.move, line: fits ? [...missed.line] : [missed.move] };
}
