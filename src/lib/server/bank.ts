/**
 * The bank as the build sees it: read and checked by the same loader as the
 * CLI (`bank/load-node.ts`: schema, unique ids, daily order), put in
 * browsing order, and cut into the index and shards that the browser gets
 * (`bank/data-files.ts`). Only server code (prerendering) may import this.
 */
import type { Bank } from '$lib/bank/types';
import { loadBank } from '$lib/bank/load-node';
import { browsingOrder } from '$lib/bank/order';
import { makeDataFiles } from '$lib/bank/data-files';

function read(): Bank {
	const { bank, errors, fileOf } = loadBank('puzzles');
	// `prebuild` runs the same checks first and names every problem; this only keeps a broken bank out of a build run by other means.
	if (errors.length) throw new Error(`the puzzle bank has ${errors.length} error(s); run \`npm run -s cli -- bank --check\``);
	return { ...bank, puzzles: browsingOrder(bank.puzzles, (p) => fileOf.get(p.id) ?? '') };
}

export const bank: Bank = read();

export const dataFiles = makeDataFiles(bank.puzzles, bank.daily);
