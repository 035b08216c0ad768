/**
 * One puzzle, rendered on the device from its shard: there is no page per
 * puzzle in the build. The host (and offline, the service worker) answers
 * every /puzzles/<id> with the app shell, and this load finds the puzzle.
 */
import { error } from '@sveltejs/kit';
import { bankErrorCode, loadPuzzle, BankUnavailable } from '$lib/bank/remote';
import type { PageLoad } from './$types';

export const prerender = false;
export const ssr = false;

export const load: PageLoad = async ({ params, fetch }) => {
	let found;
	try {
		found = await loadPuzzle(params.id, fetch);
	} catch (e) {
		if (e instanceof BankUnavailable) error(503, { message: bankErrorCode(e.error) });
		throw e;
	}
	if (!found) error(404, { message: 'no-such-puzzle' });
	return { puzzle: found.puzzle, nextId: found.next.id };
};
