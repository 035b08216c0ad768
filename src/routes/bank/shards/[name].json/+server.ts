import { error, json } from '@sveltejs/kit';
import { dataFiles } from '$lib/server/bank';
import type { EntryGenerator, RequestHandler } from './$types';

export const prerender = true;

export const entries: EntryGenerator = () => [...dataFiles.shards.keys()].map((name) => ({ name }));

/** A few hundred puzzles, named by a hash of their content (bank/data-files.ts). */
export const GET: RequestHandler = ({ params }) => {
	const shard = dataFiles.shards.get(params.name);
	if (!shard) error(404, `no shard ${params.name}`);
	return json(shard);
};
