/**
 * Solver answers turned into what the page shows: words for people and
 * stable attribute values for tests (`win in 3`, `no win`, as the CLI
 * prints them). Pure functions, no DOM.
 */
import { type Move, moveToString } from '$lib/engine';
import type { MoveVerdict, Verdict } from '$lib/solver/solve';
import { t } from '$lib/i18n/index.svelte';

/** `win in 3` / `loss in 1` / `unknown`: the verdict in the CLI's words. */
export function verdictAttr(verdict: Verdict): string {
	return verdict.kind === 'unknown' ? 'unknown' : `${verdict.kind} in ${verdict.n}`;
}

/** `White` or `Black`: the side to move, in the interface's language. */
export function moverName(whiteToMove: boolean): string {
	return t.sideName(whiteToMove ? 'white' : 'black');
}

/** `White wins in 3`, `Black loses in 1`, `No forced win found (unknown)`. */
export function verdictSentence(verdict: Verdict, whiteToMove: boolean): string {
	if (verdict.kind === 'unknown') return t.verdictUnknown;
	const sentence = t.verdict(moverName(whiteToMove), verdict.kind, verdict.n);
	return verdict.n === 0 ? `${sentence} ${t.noLegalMoveNow}` : sentence;
}

/** `win in 2` / `no win` / `unknown`, as `winning-moves` prints them. */
export function moveVerdictAttr(verdict: MoveVerdict): string {
	if (verdict.kind === 'win') return `win in ${verdict.n}`;
	return verdict.kind === 'no-win' ? 'no win' : 'unknown';
}

export function moveVerdictText(verdict: MoveVerdict): string {
	if (verdict.kind === 'win') return t.moveVerdictWin(verdict.n);
	return verdict.kind === 'no-win' ? t.moveVerdictNoWin : t.moveVerdictUnknown;
}

/** The moves in full notation, space-separated (`c3-d4 e7-f6`). */
export function plainLine(line: readonly Move[]): string {
	return line.map(moveToString).join(' ');
}

/** One move of a numbered line: its number label if printed before it (`1.`, `1…`), and the move. */
export interface LinePart {
	label: string | null;
	move: string;
	/** 1-based: the position after this move is step `step` of the line. */
	step: number;
}

/** The line's moves with the labels `numberedLine` prints before them; `firstNumber`: the move number of its first move (a game's, default 1). */
export function numberedParts(line: readonly Move[], whiteToMove: boolean, firstNumber = 1): LinePart[] {
	let white = whiteToMove;
	let number = firstNumber;
	return line.map((move, i) => {
		const label = white ? `${number}.` : i === 0 ? `${number}…` : null;
		if (!white) number++;
		white = !white;
		return { label, move: moveToString(move), step: i + 1 };
	});
}

/** The line with move numbers: `1. c3-d4 e7-f6 2. ...`, or `1… e7-f6 2. ...` when Black starts; from `firstNumber` (`16. ...`) when it starts at a game's move 16. */
export function numberedLine(line: readonly Move[], whiteToMove: boolean, firstNumber = 1): string {
	return numberedParts(line, whiteToMove, firstNumber)
		.flatMap((p) => (p.label === null ? [p.move] : [p.label, p.move]))
		.join(' ');
}

const rank = (v: MoveVerdict): number => (v.kind === 'win' ? v.n : v.kind === 'unknown' ? 1e6 : 2e6);

/** Fastest wins first, then the unproved moves, then the proved non-wins; notation order within each. */
export function sortMoveVerdicts<T extends { move: Move; verdict: MoveVerdict }>(list: readonly T[]): T[] {
	return [...list].sort((a, b) => rank(a.verdict) - rank(b.verdict) || moveToString(a.move).localeCompare(moveToString(b.move)));
}
