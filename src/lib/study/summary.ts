/** What the list of studies shows about each one, worked out at build time. */
import type { Aim } from '$lib/engine';
import type { Study, Text } from '$lib/bank/types';
import { StudyTree } from './tree';

export interface StudySummary {
	id: string;
	title: Text;
	description: Text;
	aim: Aim;
	/** Whether White moves first. */
	startWhite: boolean;
	/** Plies of the main line. */
	plies: number;
	/** Moves of the main line as books number them (35 for a 69-ply game from the start). */
	moves: number;
}

export function summarizeStudy(study: Study): StudySummary {
	const tree = new StudyTree(study);
	const end = tree.end(0);
	const startWhite = tree.node(0).position.whiteToMove;
	return {
		id: study.id,
		title: study.title,
		description: study.description,
		aim: study.aim,
		startWhite,
		plies: tree.node(end).ply,
		moves: end === 0 ? 0 : tree.moveNumber(end).number
	};
}

/** The book's move number of the move that reached `ply` (1 for the first move; 0 at the start). */
export function moveNumberAt(ply: number, startWhite: boolean): number {
	if (ply <= 0) return 0;
	return startWhite ? Math.ceil(ply / 2) : Math.floor(ply / 2) + 1;
}
