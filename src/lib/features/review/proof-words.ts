/** A review's proof in the interface's words: the winner and the winner's moves on each side of the move (review/proof-count.ts). */
import { t } from '$lib/i18n/index.svelte';
import { proofCounts, type ProvedCount } from '$lib/review/proof-count';
import type { Proved } from '$lib/review/review';
import type { Aim } from '$lib/engine';

function side(p: ProvedCount, when: 'before' | 'after'): string {
	if (p.kind === 'decided') return t.winsIn(p.count.winner, p.count.n, p.count.toMove, false);
	return when === 'before' ? t.reviewProvedNoLoss(t.sideName(p.side), p.within) : t.reviewProvedNoWin(t.sideName(p.side), p.within);
}

/** "proved: White wins in 13 → Black wins in 14" for a proof of a move White made. */
export function proofWords(proof: { before: Proved; after: Proved }, moverWhite: boolean, aim: Aim): string {
	const counts = proofCounts(proof, moverWhite, aim);
	return t.reviewProof(side(counts.before, 'before'), side(counts.after, 'after'));
}
