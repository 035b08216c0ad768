// Bundles a TypeScript entry of this checkout with esbuild (tens of
// milliseconds) into node_modules/.cache and imports it. A plain bundle runs
// the engine several times faster than an on-the-fly TypeScript loader.
//
// Several runs may start at once (a test suite, a shell loop, two
// terminals, two checkouts sharing node_modules). So a bundle is never
// rewritten in place: its file is named by a hash of its bytes, written
// under a name of its own and renamed into place (atomic), so a run always
// imports a whole file, and worker threads started from that file later
// read the same bytes. Unchanged sources give the same bytes, hence the
// same file: it is reused, not written again.
import { build } from 'esbuild';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Other bundles and stray temporary files older than this are deleted (a long run may still use its bundle for hours). */
const KEEP_MS = 24 * 3600 * 1000;

/** @param {string} message @returns {never} */
function fail(message) {
	process.stderr.write(`error: ${message}\n`);
	process.exit(2);
}

/**
 * The bundle's file for these bytes, written atomically unless it is already there.
 * @param {string} dir
 * @param {string} name
 * @param {Uint8Array} code
 * @returns {string}
 */
export function storeBundle(dir, name, code) {
	const hash = createHash('sha256').update(code).digest('hex').slice(0, 20);
	const file = path.join(dir, `${name}-${hash}.mjs`);
	// A file of that name holds those bytes, unless a crash cut it short: then it is written again.
	if (!existsSync(file) || !Buffer.from(code).equals(readFileSync(file))) {
		mkdirSync(dir, { recursive: true });
		const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
		writeFileSync(temporary, code);
		renameSync(temporary, file);
	}
	prune(dir, file);
	return file;
}

/**
 * Old bundles of other sources, and temporary files a killed run left behind.
 * @param {string} dir
 * @param {string} keep
 */
function prune(dir, keep) {
	const now = Date.now();
	for (const entry of readdirSync(dir)) {
		const file = path.join(dir, entry);
		if (file === keep) continue;
		try {
			if (now - statSync(file).mtimeMs > KEEP_MS) rmSync(file, { force: true });
		} catch {
			// Another run deleted it first.
		}
	}
}

/**
 * `entry` relative to the checkout; `name` names the cached bundle;
 * `mustExport` is an export the entry has, checked after the import, so
 * that a bundle that did not load whole can never pass for a run that did
 * its work.
 * @param {string} entry
 * @param {string} name
 * @param {string} [mustExport]
 * @returns {Promise<Record<string, any>>}
 */
export async function bundleAndImport(entry, name, mustExport) {
	const dir = path.join(root, `node_modules/.cache/poddavki-${name}`);
	let code;
	try {
		const result = await build({
			entryPoints: [path.join(root, entry)],
			bundle: true,
			platform: 'node',
			format: 'esm',
			target: 'node20',
			outfile: path.join(dir, `${name}.mjs`),
			write: false,
			alias: { $lib: path.join(root, 'src/lib') },
			logLevel: 'silent'
		});
		code = result.outputFiles[0].contents;
	} catch (e) {
		const errors = /** @type {{ errors?: { text: string }[] } | undefined} */ (e)?.errors;
		const first = Array.isArray(errors) && errors[0];
		fail(`cannot build ${entry}: ${first ? first.text : String(e)}`);
	}
	let file;
	try {
		file = storeBundle(dir, name, code);
	} catch (e) {
		fail(`cannot write the bundle of ${entry}: ${e instanceof Error ? e.message : String(e)}`);
	}
	let module;
	try {
		module = await import(pathToFileURL(file).href);
	} catch (e) {
		fail(`cannot load the bundle of ${entry}: ${e instanceof Error ? e.message : String(e)}`);
	}
	if (mustExport && !(mustExport in module)) fail(`the bundle of ${entry} did not load (${path.relative(root, file)} has no ${mustExport})`);
	return module;
}
