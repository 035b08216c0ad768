/** What the build wrote: the pages and data files the app serves (read when a test runs, after the web server's build). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const buildDir = join(repo, 'build');

/** Every file below build/ except the hashed assets in _app/, as the path a browser asks for. */
function builtFiles(): string[] {
	const files: string[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const full = join(dir, entry.name);
			if (entry.isDirectory()) {
				if (entry.name !== '_app') walk(full);
			} else files.push('/' + relative(buildDir, full).split(sep).join('/'));
		}
	};
	walk(buildDir);
	// The precompressed copies (adapter-static's precompress) are the same files.
	return files.filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'));
}

/** The app shell: the page every /puzzles/<id> and unknown address is rendered from. */
export const APP_SHELL = '/200.html';

/** Every prerendered page (not the offline page and the app shell), as the path a browser asks for. */
export function builtPages(): string[] {
	return builtFiles()
		.filter((f) => f.endsWith('.html') && f !== '/offline.html' && f !== APP_SHELL)
		.map((f) => f.replace(/\/index\.html$/, '/').replace(/\.html$/, ''))
		.map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p))
		.sort();
}

/** Every data file: build/bank/** (pages fetch them) and the pages' __data.json (client-side navigation). */
export function builtData(): string[] {
	return builtFiles()
		.filter((f) => f.endsWith('/__data.json') || (f.startsWith('/bank/') && f.endsWith('.json')))
		.sort();
}

interface BuiltPuzzle {
	id: string;
	fen: string;
	solution: string[];
	claim: string;
}

/** The bank as the build ships it (build/bank/index.json and its shards; src/lib/bank/data-files.ts). */
export function builtBank(): { ids: string[]; puzzle: (id: string) => BuiltPuzzle } {
	const read = (path: string) => JSON.parse(readFileSync(join(buildDir, path), 'utf8'));
	const index = read('bank/index.json') as { shards: string[]; puzzles: [string, number, number, number, number][] };
	const shardOf = new Map(index.puzzles.map((row) => [row[0], index.shards[row[4]]]));
	return {
		ids: index.puzzles.map((row) => row[0]),
		puzzle(id) {
			const shard = shardOf.get(id);
			if (!shard) throw new Error(`no puzzle ${id} in the build`);
			const found = (read(`bank/shards/${shard}.json`).puzzles as BuiltPuzzle[]).find((p) => p.id === id);
			if (!found) throw new Error(`puzzle ${id} is not in its shard ${shard}`);
			return found;
		}
	};
}
