/**
 * `tablebase verify [--pieces N] [--sample K] [--seed S]`: reads the files
 * back, recovers every value, checks each table position by position
 * against the moves (lib/tablebase/verify.ts: that proves it right, given
 * the smaller ones), compares the facts and each file's SHA-256 with
 * index.json, and compares K
 * random positions with the solver's own proof. One line per problem, last
 * line `T tables, P positions, I inconsistent, S solver verdicts compared,
 * D disagree`; exit 1 if anything is wrong.
 */
import { makeFen, makePosition } from '../../lib/engine';
import { rng } from '../../lib/random';
import { checkWithSolver } from '../../lib/solver/check-tablebase';
import { TranspositionTable } from '../../lib/solver/tt';
import { readManifest, readStoredBytes, readTableFile, sha256HexSync, SHIPPED_DIR, PACK_DIR, tablePath } from '../../lib/tablebase/files-node';
import { entryMaterial, type TableInfo } from '../../lib/tablebase/manifest';
import { buildUnits, materialFileName, materialName, pieces } from '../../lib/tablebase/material';
import { MAX_TABLE_PIECES } from '../../lib/tablebase/probe';
import { tableStats } from '../../lib/tablebase/stats';
import { samplePosition } from '../../lib/tablebase/sample';
import { completeUnit } from '../../lib/tablebase/complete';
import { TableSet, type Table } from '../../lib/tablebase/table';
import { verdictOfValue, verdictString } from '../../lib/tablebase/values';
import { verifyTable } from '../../lib/tablebase/verify';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_FAILED, EXIT_OK, type Io } from '../io';

const FACTS = ['positions', 'wins', 'losses', 'draws', 'longestWin', 'longestLoss', 'longestWinFen'] as const;

export async function verifyTables(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { pieces: true, sample: true, seed: true });
	if (parsed.positional.length) throw new CliError('usage: tablebase verify [--pieces N] [--sample K] [--seed S]');
	const entries = new Map<string, TableInfo>();
	for (const dir of [SHIPPED_DIR, PACK_DIR]) {
		const r = readManifest(dir);
		if (r?.ok) for (const t of r.value.tables) entries.set(t.file, t);
	}
	// By default, every table the indexes list.
	const listed = Math.max(2, ...[...entries.values()].map((t) => pieces(entryMaterial(t))));
	const maxPieces = intOption(parsed, 'pieces', listed, 2, MAX_TABLE_PIECES);
	const sample = intOption(parsed, 'sample', 1000, 0);
	const random = rng(intOption(parsed, 'seed', 1));
	const t0 = performance.now();
	const set = new TableSet();
	let problems = 0;
	let inconsistent = 0;
	let positions = 0;
	const report = (line: string) => {
		problems++;
		io.out(line);
	};
	for (const unit of buildUnits(maxPieces)) {
		const stored: Table[] = [];
		for (const m of unit.tables) {
			const r = readTableFile(m);
			if (!r) throw new CliError(`${tablePath(m)} is missing: npm run -s cli -- tablebase build --pieces ${maxPieces}`);
			if (!r.ok) throw new CliError(`${tablePath(m)}: ${r.error.message}`);
			stored.push(r.value);
		}
		const complete = completeUnit(stored, set, (t, i) => {
			t.indexer.unindex(i);
			const fen = makeFen(makePosition(t.indexer.white, t.indexer.black, t.indexer.kings, true));
			report(`${materialName(t.material)}: ${fen} is stored as a win, its moves say ${verdictString(verdictOfValue(t.values[i]))}`);
			inconsistent++;
		});
		for (const t of complete) {
			const name = materialName(t.material);
			const bad = verifyTable(t, set, 5);
			for (const b of bad) {
				const fen = makeFen(makePosition(b.white, b.black, b.kings, true));
				report(`${name}: ${fen} is stored as ${verdictString(verdictOfValue(b.stored))}, its moves say ${verdictString(verdictOfValue(b.expected))}`);
			}
			inconsistent += bad.length;
			positions += t.values.length;
			const facts = tableStats(t);
			const entry = entries.get(materialFileName(t.material));
			if (!entry) report(`${name}: not listed in index.json`);
			else {
				for (const f of FACTS) if (entry[f] !== facts[f]) report(`${name}: index.json says ${f} ${entry[f]}, the table ${facts[f]}`);
				// The app uses a file only when its SHA-256 is the index's (tablebase/digest.ts).
				const bytes = readStoredBytes(t.material);
				const sha256 = bytes && sha256HexSync(bytes);
				if (entry.sha256 === undefined) report(`${name}: index.json has no sha256 (npm run -s cli -- tablebase build writes it)`);
				else if (sha256 !== entry.sha256) report(`${name}: index.json says sha256 ${entry.sha256}, the file ${sha256}`);
			}
		}
		io.err(`${unit.tables.map(materialName).join(' / ')}: checked (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
	}
	const { compared, disagree } = compareWithSolver(set, sample, random, report);
	io.out(`${set.tables().length} tables, ${positions} positions, ${inconsistent} inconsistent, ${compared} solver verdicts compared, ${disagree} disagree`);
	io.err(`verified in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
	return problems ? EXIT_FAILED : EXIT_OK;
}

/**
 * Random positions of every table, half with Black to move, against the
 * solver, which knows nothing of the tables (check-tablebase.ts).
 * Positions the solver cannot finish in its budget are skipped.
 */
function compareWithSolver(set: TableSet, sample: number, random: () => number, report: (line: string) => void): { compared: number; disagree: number } {
	const tables = set.tables();
	const tt = new TranspositionTable(64);
	let compared = 0;
	let disagree = 0;
	for (let s = 0; s < sample && tables.length; s++) {
		const { position, value } = samplePosition(tables, random);
		const tb = verdictOfValue(value);
		const r = checkWithSolver(position, tb, { nodeLimit: 2_000_000, tt });
		if (r.agreement === 'open') continue;
		compared++;
		if (r.agreement === 'disagree') {
			disagree++;
			const sv = r.solver.kind === 'unknown' ? 'nothing proved' : `${r.solver.kind} in ${r.solver.n}`;
			report(`${makeFen(position)}: table ${verdictString(tb)}, solver ${sv}`);
		}
	}
	return { compared, disagree };
}
