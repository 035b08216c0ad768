/**
 * `tablebase facts [--pieces N]`: what the tables say about claims in the
 * giveaway literature (docs/tablebase.md lists the claims and what the tables say). Reads the
 * files back, recovers every value, and prints one line per finding.
 */
import { makeFen, makePosition, MAIN_ROAD, squareFile } from '../../lib/engine';
import { readTableFile, tablePath } from '../../lib/tablebase/files-node';
import { buildUnits, material, materialName, pieces, type Material } from '../../lib/tablebase/material';
import { MAX_TABLE_PIECES } from '../../lib/tablebase/probe';
import { completeUnit } from '../../lib/tablebase/complete';
import { TableSet, type Table } from '../../lib/tablebase/table';
import { DRAW } from '../../lib/tablebase/values';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';

interface Counts {
	n: number;
	wins: number;
	losses: number;
	draws: number;
	longestWin: number;
	longestFen: string;
}

/** Counts over the positions of a table that pass `filter` (the position White to move). */
function count(t: Table, filter: (w: number, b: number, k: number) => boolean = () => true): Counts {
	const c: Counts = { n: 0, wins: 0, losses: 0, draws: 0, longestWin: 0, longestFen: '' };
	const { indexer, values } = t;
	for (let i = 0; i < values.length; i++) {
		indexer.unindex(i);
		if (!filter(indexer.white, indexer.black, indexer.kings)) continue;
		const v = values[i];
		c.n++;
		if (v === DRAW) c.draws++;
		else if ((v & 1) === 1) {
			c.wins++;
			if ((v - 1) / 2 > c.longestWin) {
				c.longestWin = (v - 1) / 2;
				c.longestFen = makeFen(makePosition(indexer.white, indexer.black, indexer.kings, true));
			}
		} else c.losses++;
	}
	return c;
}

const pct = (x: number, n: number) => `${((100 * x) / Math.max(1, n)).toFixed(1)}%`;
const split = (c: Counts) => `${pct(c.wins, c.n)} wins, ${pct(c.losses, c.n)} losses, ${pct(c.draws, c.n)} draws of ${c.n}`;

const EDGE_FILES = Array.from({ length: 32 }, (_, s) => s).reduce((m, s) => (squareFile(s) === 0 || squareFile(s) === 7 ? m | (1 << s) : m), 0);

export async function tablebaseFacts(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { pieces: true });
	if (parsed.positional.length) throw new CliError('usage: tablebase facts [--pieces N]');
	const maxPieces = intOption(parsed, 'pieces', MAX_TABLE_PIECES, 2, MAX_TABLE_PIECES);
	const set = new TableSet();
	for (const unit of buildUnits(maxPieces)) {
		const stored = unit.tables.map((m) => {
			const r = readTableFile(m);
			if (!r) throw new CliError(`${tablePath(m)} is missing: npm run -s cli -- tablebase build --pieces ${maxPieces}`);
			if (!r.ok) throw new CliError(`${tablePath(m)}: ${r.error.message}`);
			return r.value;
		});
		completeUnit(stored, set);
	}
	const get = (m: Material) => set.get(m) as Table;
	const all = buildUnits(maxPieces).flatMap((u) => u.tables);

	// 1. Kings against kings: how often neither side can force the end.
	for (const m of all.filter((m) => m.moverMen + m.otherMen === 0)) {
		const c = count(get(m));
		io.out(`kings only, ${materialName(m)}: ${split(c)}; longest win ${c.longestWin} (${c.longestFen})`);
	}

	// 2. Three kings against one, the lone king on the main road (a1-h8).
	if (maxPieces >= 4) {
		const onRoad = (lone: 'mover' | 'other') => (w: number, b: number, k: number) => ((lone === 'mover' ? w : b) & k & MAIN_ROAD) !== 0;
		io.out(`3K v 1K, lone king on the main road: ${split(count(get(material(0, 3, 0, 1)), onRoad('other')))}`);
		io.out(`1K v 3K, lone king on the main road: ${split(count(get(material(0, 1, 0, 3)), onRoad('mover')))}`);
	}

	// 3. A king is worth more than a man: the mover with one man made a king.
	let better = 0;
	let pairs = 0;
	const worse: string[] = [];
	for (const m of all.filter((m) => m.moverMen > 0)) {
		const promoted = material(m.moverMen - 1, m.moverKings + 1, m.otherMen, m.otherKings);
		const a = count(get(m));
		const b = count(get(promoted));
		pairs++;
		if (b.wins / b.n > a.wins / a.n) better++;
		else worse.push(`${materialName(m)} ${pct(a.wins, a.n)} -> ${materialName(promoted)} ${pct(b.wins, b.n)}`);
	}
	io.out(`a man made a king raises the mover's share of wins in ${better} of ${pairs} materials${worse.length ? `; not in: ${worse.join('; ')}` : ''}`);

	// 4. Edge men are harder to give away: one man against anything, on the a/h file or not.
	const single = all.filter((m) => m.moverMen === 1 && m.moverKings === 0);
	const onEdge = single.map((m) => count(get(m), (w) => (w & EDGE_FILES) !== 0));
	const inside = single.map((m) => count(get(m), (w) => (w & EDGE_FILES) === 0));
	const sum = (cs: Counts[], f: keyof Counts) => cs.reduce((s, c) => s + (c[f] as number), 0);
	io.out(
		`a lone man to move wins ${pct(sum(onEdge, 'wins'), sum(onEdge, 'n'))} of positions on the a/h files, ` +
			`${pct(sum(inside, 'wins'), sum(inside, 'n'))} elsewhere (${single.length} materials)`
	);

	// 5. Few against many: one piece against the rest.
	for (const m of all.filter((m) => pieces(m) === maxPieces && (m.moverMen + m.moverKings === 1 || m.otherMen + m.otherKings === 1))) {
		if (m.moverKings + m.otherKings > 0) continue;
		io.out(`men only, ${materialName(m)}: ${split(count(get(m)))}`);
	}

	return EXIT_OK;
}
