/** What the build wrote: the pages and data files the app serves (read when a test runs, after the web server's build). */
import { readdirSync } from 'node:fs';
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
	return files;
}

/** Every prerendered page (not the offline and 404 pages), as the path a browser asks for. */
export function builtPages(): string[] {
	return builtFiles()
		.filter((f) => f.endsWith('.html') && f !== '/offline.html' && f !== '/404.html')
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
