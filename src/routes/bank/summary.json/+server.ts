import { json } from '@sveltejs/kit';
import { bank } from '$lib/server/bank';
import { summarize } from '$lib/bank/summary';
import type { RequestHandler } from './$types';

export const prerender = true;

/** Every puzzle without its solution, and the daily order: what lists and today's page need. */
export const GET: RequestHandler = () => json({ puzzles: bank.puzzles.map(summarize), daily: bank.daily });
