import { bank } from '$lib/server/bank';
import { summarize } from '$lib/bank/summary';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ puzzles: bank.puzzles.map(summarize) });
