/**
 * The engine's judgement in words: a decided result names the winner and
 * counts the winner's moves (src/lib/count.ts), "at most" when the search
 * found it; an estimate is White's expected score, or the side to move's in
 * the list of its best moves.
 */
import { t } from '$lib/i18n/index.svelte';
import type { WhiteScore } from './controller.svelte';

export function scoreWords(s: WhiteScore): string {
	if (s.kind === 'estimate') return t.evalPercent(s.percent);
	if (s.kind === 'draw') return t.evalDraw;
	return t.winsIn(s.winner.winner, s.winner.n, s.winner.toMove, s.bound);
}

/** A top move's score for the side to move: its expected score in percent, or the decided result's words. */
export function moveScoreWords(s: WhiteScore, whiteToMove: boolean): string {
	if (s.kind === 'estimate') return `${whiteToMove ? s.percent : 100 - s.percent}%`;
	return scoreWords(s);
}
