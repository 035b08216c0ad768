import { error } from '@sveltejs/kit';
import { bank, puzzleById } from '$lib/server/bank';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => bank.puzzles.map((p) => ({ id: p.id }));

export const load: PageServerLoad = ({ params }) => {
	const puzzle = puzzleById(params.id);
	if (!puzzle) error(404, `No puzzle "${params.id}"`);
	const i = bank.puzzles.indexOf(puzzle);
	const next = bank.puzzles[(i + 1) % bank.puzzles.length];
	return { puzzle, nextId: next.id };
};
