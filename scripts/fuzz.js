// Mutation fuzzing of the text surfaces (tests/fuzz/surfaces.ts): prints, per
// surface, how many inputs were tried, how many were accepted, and every
// failure. `node scripts/fuzz.js [RUNS] [SEED]`; exit 1 if anything failed.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outfile = path.join(root, 'node_modules/.cache/poddavki-fuzz/fuzz.mjs');
await build({
	entryPoints: [path.join(root, 'tests/fuzz/surfaces.ts')],
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	outfile,
	alias: { $lib: path.join(root, 'src/lib') },
	logLevel: 'silent'
});
const { fuzzAll } = await import(pathToFileURL(outfile).href);
process.chdir(root);
const runs = Number(process.argv[2] ?? 5000);
const seed = Number(process.argv[3] ?? 1);
const t0 = performance.now();
let failed = 0;
for (const r of await fuzzAll(runs, seed)) {
	console.log(`${r.surface}: ${r.inputs} inputs, ${r.accepted} accepted, ${r.failures.length} failures`);
	for (const f of r.failures) console.log(`  ${f}`);
	failed += r.failures.length;
}
console.error(`fuzzed in ${((performance.now() - t0) / 1000).toFixed(1)} s (seed ${seed})`);
process.exitCode = failed ? 1 : 0;
