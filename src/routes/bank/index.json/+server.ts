import { json } from '@sveltejs/kit';
import { dataFiles } from '$lib/server/bank';
import type { RequestHandler } from './$types';

export const prerender = true;

/** Every puzzle's id, N, difficulty, themes, title and shard, and the daily order (bank/data-files.ts). */
export const GET: RequestHandler = () => json(dataFiles.index);
