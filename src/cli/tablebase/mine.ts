/**
 * `tablebase mine [--pieces N] [--count K] [--min A] [--max B] [--seed S]
 * [--out DIR]`: endgame puzzles from the tables (src/lib/generator/
 * endgames.ts), one JSON object a line on stdout, or DIR/endgames.json
 * with --out. It never writes into the bank (puzzles/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { mineEndgames } from '../../lib/generator/endgames';
import { diskLoader } from '../../lib/tablebase/files-node';
import { allMaterials, materialName, pieces } from '../../lib/tablebase/material';
import { MAX_TABLE_PIECES } from '../../lib/tablebase/probe';
import { TableSet, type Table } from '../../lib/tablebase/table';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';

const USAGE = 'usage: tablebase mine [--pieces N] [--count K] [--min A] [--max B] [--seed S] [--out DIR]';

export async function mineCommand(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { pieces: true, count: true, min: true, max: true, seed: true, out: true });
	if (parsed.positional.length) throw new CliError(USAGE);
	const n = intOption(parsed, 'pieces', 4, 2, MAX_TABLE_PIECES);
	const count = intOption(parsed, 'count', 20, 1, 10_000);
	const minN = intOption(parsed, 'min', 2, 1, 100);
	const maxN = intOption(parsed, 'max', 12, minN, 100);
	const seed = intOption(parsed, 'seed', 1, 0);
	const out = parsed.options.get('out');
	if (out !== undefined) {
		const rel = relative(resolve('puzzles'), resolve(out));
		if (rel === '' || !rel.startsWith('..')) throw new CliError(`--out ${out}: the bank's folder is not written by this command; choose another folder`);
	}
	const tables = new TableSet(diskLoader());
	const source: Table[] = [];
	for (const m of allMaterials(n)) {
		if (pieces(m) !== n) continue;
		const t = tables.get(m);
		if (!t) throw new CliError(`the ${materialName(m)} table is not built: npm run -s cli -- tablebase build --pieces ${n}`);
		source.push(t);
	}
	const t0 = performance.now();
	const found = mineEndgames(tables, source, { seed, count, minN, maxN });
	const seconds = (performance.now() - t0) / 1000;
	if (out !== undefined) {
		mkdirSync(out, { recursive: true });
		const file = join(out, 'endgames.json');
		writeFileSync(file, JSON.stringify(found, null, '\t') + '\n');
		io.out(`${found.length} puzzles written to ${file}`);
	} else for (const p of found) io.out(JSON.stringify(p));
	io.err(`${found.length} of ${count} puzzles (${n} pieces, win in ${minN}-${maxN}, seed ${seed}) in ${seconds.toFixed(1)} s`);
	return EXIT_OK;
}
