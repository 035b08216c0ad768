/** What lists and the daily page need to know of a puzzle, without its solution. */
import type { Puzzle, Theme, Text } from './types';

export interface PuzzleSummary {
	id: string;
	title?: Text;
	fen: string;
	aim: Puzzle['aim'];
	claim: string;
	themes: Theme[];
	difficulty: number;
}

export function summarize(p: Puzzle): PuzzleSummary {
	return { id: p.id, title: p.title, fen: p.fen, aim: p.aim, claim: p.claim, themes: p.themes, difficulty: p.difficulty };
}
