import { error, json } from '@sveltejs/kit';
import { bank, puzzleById } from '$lib/server/bank';
import type { EntryGenerator, RequestHandler } from './$types';

export const prerender = true;

export const entries: EntryGenerator = () => bank.puzzles.map((p) => ({ id: p.id }));

/** One puzzle, for pages that choose it on the device (today's puzzle). */
export const GET: RequestHandler = ({ params }) => {
	const puzzle = puzzleById(params.id);
	if (!puzzle) error(404, `no puzzle ${params.id}`);
	return json(puzzle);
};
