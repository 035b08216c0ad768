/**
 * One puzzle, rendered on the device from its shard: there is no page per
 * puzzle in the build. The host (and offline, the service worker) answers
 * every /puzzles/<id> with the app shell, and this load finds the puzzle.
 */
import { error, redirect } from '@sveltejs/kit';
import { bankErrorCode, loadPuzzle, BankUnavailable } from '$lib/bank/remote';
import { replacementOf } from '$lib/bank/retired';
import type { PageLoad } from './$types';

export const prerender = false;
export const ssr = false;

export const load: PageLoad = async ({ params, fetch }) => {
	// A puzzle from the user's own game (`own-GAMEID-PLY`) is not in the bank: its page reads it from
	// the device store (OwnPuzzlePage), which opens only after the layout has mounted.
	if (params.id.startsWith('own-')) return { own: params.id };
	let found;
	try {
		found = await loadPuzzle(params.id, fetch);
	} catch (e) {
		if (e instanceof BankUnavailable) error(503, { message: bankErrorCode(e.error) });
		throw e;
	}
	if (!found) {
		// A retired id's address opens the puzzle that replaced it.
		const replacement = replacementOf(params.id);
		if (replacement) redirect(308, `/puzzles/${replacement}`);
		error(404, { message: 'no-such-puzzle' });
	}
	return { own: null, puzzle: found.puzzle, nextId: found.next.id };
};
