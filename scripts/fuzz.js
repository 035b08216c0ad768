// Mutation fuzzing of the text surfaces (tests/fuzz/surfaces.ts): prints, per
// surface, how many inputs were tried, how many were accepted, and every
// failure. `node scripts/fuzz.js [RUNS] [SEED]`; exit 1 if anything failed.
import { bundleAndImport, root } from './bundle.js';

const { fuzzAll } = await bundleAndImport('tests/fuzz/surfaces.ts', 'fuzz', 'fuzzAll');
const runs = Number(process.argv[2] ?? 5000);
const seed = Number(process.argv[3] ?? 1);
const t0 = performance.now();
let failed = 0;
for (const r of await fuzzAll(runs, seed, root)) {
	console.log(`${r.surface}: ${r.inputs} inputs, ${r.accepted} accepted, ${r.failures.length} failures`);
	for (const f of r.failures) console.log(`  ${f}`);
	failed += r.failures.length;
}
console.error(`fuzzed in ${((performance.now() - t0) / 1000).toFixed(1)} s (seed ${seed})`);
process.exitCode = failed ? 1 : 0;
