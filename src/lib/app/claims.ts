/**
 * Claims the device keeps but has not proved (a progress file's personal
 * puzzles and reviews, issue 31), proved again in the review worker
 * ($lib/review/reprove.ts, with progress per claim) and what was proved
 * recorded: a puzzle proved or refuted, a review with only the proofs that
 * proved. Until then the pages show them as unproved.
 */
import type { StoredGameReview, StoredOwnPuzzle } from '$lib/progress/types';
import type { ReproveResult, ReproveTask } from '$lib/review/protocol';
import type { OwnPuzzleClaims, OwnPuzzleProof, ReprovedReview, ReviewClaims } from '$lib/review/reprove';
import type { ReviewProgress } from '$lib/review/review';

/** The review worker's client for reprove tasks (createReproveClient's fits). */
export interface ProverPort {
	request(task: ReproveTask, onProgress?: (progress: ReviewProgress) => void): Promise<ReproveResult>;
}

/** Where what was proved is kept (the store, or the progress link). */
export interface ClaimRecorder {
	recordOwnPuzzleProof(id: string, createdAt: number, proof: OwnPuzzleProof): Promise<unknown>;
	recordReviewProof(key: string, reviewedAt: number, proved: ReprovedReview): Promise<unknown>;
}

export interface ClaimsProved {
	puzzles: { proved: number; refuted: number; unproved: number };
	/** Reviews proved again; `dropped`: their proofs that did not prove (taken out). */
	reviews: { proved: number; dropped: number; unproved: number };
	/** Per puzzle and review, in the order given: what was proved. */
	results: ReproveResult;
}

/** What a reprove task needs of a kept personal puzzle, and of a kept review. */
export const puzzleClaims = (p: StoredOwnPuzzle): OwnPuzzleClaims => ({
	fen: p.fen,
	claim: p.claim,
	solution: p.solution,
	unique: p.unique,
	winningMoves: p.winningMoves
});
export const reviewClaims = (r: StoredGameReview): ReviewClaims => ({ fen: r.fen, moves: r.moves, aim: r.aim ?? 'giveaway', review: r.review });

/** One personal puzzle proved again in the worker (nothing recorded). */
export async function provePuzzle(prover: ProverPort, p: StoredOwnPuzzle): Promise<OwnPuzzleProof> {
	return (await prover.request({ kind: 'reprove', reviews: [], puzzles: [puzzleClaims(p)] })).puzzles[0];
}

/** One review proved again in the worker, with progress per proof (nothing recorded); null when the game does not replay. */
export async function proveReview(prover: ProverPort, r: StoredGameReview, onProgress?: (progress: ReviewProgress) => void): Promise<ReprovedReview | null> {
	return (await prover.request({ kind: 'reprove', reviews: [reviewClaims(r)], puzzles: [] }, onProgress)).reviews[0];
}

/** Proves the given claims again in the worker and records what was proved. */
export async function proveClaims(
	prover: ProverPort,
	recorder: ClaimRecorder,
	claims: { ownPuzzles: readonly StoredOwnPuzzle[]; gameReviews: readonly StoredGameReview[] },
	onProgress?: (progress: ReviewProgress) => void
): Promise<ClaimsProved> {
	const task: ReproveTask = { kind: 'reprove', reviews: claims.gameReviews.map(reviewClaims), puzzles: claims.ownPuzzles.map(puzzleClaims) };
	const results = await prover.request(task, onProgress);
	const out: ClaimsProved = { puzzles: { proved: 0, refuted: 0, unproved: 0 }, reviews: { proved: 0, dropped: 0, unproved: 0 }, results };
	for (const [i, p] of claims.ownPuzzles.entries()) {
		const proof = results.puzzles[i];
		out.puzzles[proof.state]++;
		if (proof.state !== 'unproved') await recorder.recordOwnPuzzleProof(p.id, p.createdAt, proof);
	}
	for (const [i, r] of claims.gameReviews.entries()) {
		const proved = results.reviews[i];
		if (!proved) {
			out.reviews.unproved++;
			continue;
		}
		out.reviews.proved++;
		out.reviews.dropped += proved.dropped;
		await recorder.recordReviewProof(r.key, r.reviewedAt, proved);
	}
	return out;
}
