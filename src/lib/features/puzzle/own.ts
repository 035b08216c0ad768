/**
 * A personal puzzle (a position of the user's own game where a move threw
 * a proved win away: review/puzzle.ts) as the puzzle page plays it: in the
 * bank's shape, so the same player and judge take it (every winning move
 * accepted, the solver asked about any move off the line), and where
 * "Next" leads from it. Its name and addresses: ui/names/own-puzzle.ts.
 */
import type { Puzzle, Text } from '$lib/bank/types';
import type { StoredOwnPuzzle } from '$lib/progress/types';
import { OWN_LIST_HREF, ownPuzzleHref } from '$lib/ui/names/own-puzzle';

/** The puzzle in the bank's shape, its title and source worded by `words` in both languages. */
export function ownAsPuzzle(p: StoredOwnPuzzle, words: { title: Text; source: Text }): Puzzle {
	return {
		id: p.id,
		title: words.title,
		fen: p.fen,
		aim: p.aim,
		claim: p.claim,
		unique: p.unique,
		solution: [...p.solution],
		themes: [],
		difficulty: p.difficulty,
		source: words.source,
		hints: { en: [], ru: [] }
	};
}

/**
 * Where "Next" leads from a personal puzzle: the first card due for review
 * other than this puzzle's (a puzzle's or a study's page), else the list.
 * Never a bank puzzle that is not due.
 */
export function nextAfterOwn(due: readonly { kind: 'puzzle' | 'study'; ref: string }[], currentId: string): string {
	const next = due.find((c) => !(c.kind === 'puzzle' && c.ref === currentId));
	if (!next) return OWN_LIST_HREF;
	return next.kind === 'puzzle' ? ownPuzzleHref(next.ref) : `/studies/${next.ref}`;
}
