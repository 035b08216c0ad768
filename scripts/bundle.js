// Bundles a TypeScript entry of this checkout with esbuild (tens of
// milliseconds) into node_modules/.cache and imports it. A plain bundle runs
// the engine several times faster than an on-the-fly TypeScript loader.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** `entry` relative to the checkout; `name` names the cached bundle. */
export async function bundleAndImport(entry, name) {
	const outfile = path.join(root, `node_modules/.cache/poddavki-${name}/${name}.mjs`);
	try {
		await build({
			entryPoints: [path.join(root, entry)],
			bundle: true,
			platform: 'node',
			format: 'esm',
			target: 'node20',
			outfile,
			alias: { $lib: path.join(root, 'src/lib') },
			logLevel: 'silent'
		});
	} catch (e) {
		const first = e && Array.isArray(e.errors) && e.errors[0];
		process.stderr.write(`error: cannot build ${entry}: ${first ? first.text : String(e)}\n`);
		process.exit(2);
	}
	return import(pathToFileURL(outfile).href);
}
