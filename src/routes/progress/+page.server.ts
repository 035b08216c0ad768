import { bank } from '$lib/server/bank';
import type { PageServerLoad } from './$types';

/**
 * What the statistics need to know of each puzzle (name, themes,
 * difficulty) and the daily order (the puzzle of a day not played). The
 * progress itself is read on the device.
 */
export const load: PageServerLoad = () => ({
	puzzles: bank.puzzles.map((p) => ({ id: p.id, title: p.title, themes: p.themes, difficulty: p.difficulty })),
	daily: bank.daily ? { epoch: bank.daily.epoch, order: bank.daily.order } : null
});
