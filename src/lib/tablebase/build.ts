/**
 * The retrograde builder of one unit (a material and its side-swapped twin).
 *
 * 1. Forward pass, once per position: the engine lists the moves. A move
 *    that captures or promotes leaves the unit; its value is read from a
 *    finished table. Quiet moves stay inside and are only counted.
 *    From the outside moves each position keeps the fastest win they offer
 *    (`pending`), whether one of them is a draw (`floor` = BLOCKED: the
 *    position can never be lost) and the slowest loss they allow (`floor`).
 * 2. Backward passes by ply count d = 0, 1, 2, ...: each position that
 *    ends the game in exactly d plies is taken back one quiet move
 *    (unmoves.ts). A predecessor of a lost position is won in d + 1
 *    (the first time is the fastest); a predecessor of a won position has
 *    one escape less, and when none is left it is lost, in d + 1 plies or
 *    later if an outside move lasts longer. A pending outside win or a
 *    postponed loss takes effect when its ply count comes up, unless an
 *    inside move decided the position earlier.
 * 3. What is still undecided is a draw.
 *
 * Counting plies keeps both sides' aims exact: the winner takes the first
 * win found, the loser is lost only when its last move is accounted for,
 * at the ply of its longest defence.
 */
import { generateMoves, MoveList } from '../engine';
import { applyListed, NEXT } from '../engine/internal';
import type { BuildUnit } from './material';
import { quietPredecessors, PREDECESSORS } from './unmoves';
import { reverseBits } from './symmetry';
import { Indexer } from './indexer';
import { makeTable, type Table, type TableSet } from './table';
import { MAX_PLIES } from './values';

/** `floor` for a position that one outside move keeps from being lost. */
const BLOCKED = 255;

interface Work {
	table: Table;
	/** Quiet moves whose value is still unknown. */
	counter: Uint8Array;
	/** Value byte at which the position is decided unless earlier (0 = none). */
	pending: Uint8Array;
	/** Value byte of the slowest outside loss, or BLOCKED. */
	floor: Uint8Array;
}

const list = new MoveList();

function forwardPass(work: Work, known: TableSet): number {
	const { table, counter, pending, floor } = work;
	const { indexer, values } = table;
	let highest = 0;
	for (let i = 0; i < indexer.size; i++) {
		indexer.unindex(i);
		const w = indexer.white;
		const b = indexer.black;
		const k = indexer.kings;
		const n = generateMoves(w, b, k, true, list);
		if (n === 0) {
			values[i] = 1;
			continue;
		}
		let inside = 0;
		let win = 255;
		let loss = 0;
		let blocked = false;
		for (let j = 0; j < n; j++) {
			if (list.captured[j] === 0 && list.promotes[j] === 0) {
				inside++;
				continue;
			}
			applyListed(w, b, k, true, list, j);
			const cv = known.valueOf(reverseBits(NEXT.black), reverseBits(NEXT.white), reverseBits(NEXT.kings));
			if (cv < 0) throw new Error('a table needed for a capture or promotion is missing');
			if (cv === 0) blocked = true;
			else if ((cv & 1) === 0) {
				if (cv < win) win = cv;
			} else if (cv > loss) loss = cv;
		}
		let v = 0;
		if (inside === 0) {
			v = win < 255 ? win + 1 : blocked ? 0 : loss + 1;
			values[i] = v;
		} else {
			counter[i] = inside;
			if (win < 255) pending[i] = v = win + 1;
			floor[i] = blocked ? BLOCKED : loss + 1;
		}
		if (v > highest) highest = v;
	}
	return highest;
}

/** One backward pass: propagate every position decided at value byte `target`. */
function backwardPass(work: Work, partner: Work, target: number): number {
	const { indexer, values } = work.table;
	const pending = work.pending;
	const pIndexer = partner.table.indexer;
	const pv = partner.table.values;
	const pc = partner.counter;
	const pp = partner.pending;
	const pf = partner.floor;
	const lost = (target & 1) === 0;
	const next = target + 1;
	let highest = 0;
	let decided = 0;
	for (let i = 0; i < indexer.size; i++) {
		const v = values[i];
		if (v === 0) {
			if (pending[i] !== target) continue;
			values[i] = target;
		} else if (v !== target) continue;
		decided++;
		indexer.unindex(i);
		const n = quietPredecessors(indexer.white, indexer.black, indexer.kings);
		const other = PREDECESSORS.other;
		const movers = PREDECESSORS.movers;
		for (let p = 0; p < n; p++) {
			const j = pIndexer.index(movers[2 * p], other, movers[2 * p + 1]);
			if (pv[j] !== 0) continue;
			if (lost) {
				pv[j] = next;
				if (next > highest) highest = next;
			} else if (--pc[j] === 0 && pp[j] === 0 && pf[j] !== BLOCKED) {
				if (pf[j] <= next) {
					pv[j] = next;
					if (next > highest) highest = next;
				} else {
					pp[j] = pf[j];
					if (pf[j] > highest) highest = pf[j];
				}
			}
		}
	}
	return decided === 0 && highest === 0 ? 0 : Math.max(highest, target);
}

/**
 * Builds the tables of a unit. `known` must hold every table its captures
 * and promotions lead to (all smaller materials, and those of the same
 * size with fewer men).
 */
export function buildUnit(unit: BuildUnit, known: TableSet, allocate: (n: number) => Uint8Array = (n) => new Uint8Array(n)): Table[] {
	const works: Work[] = unit.tables.map((m) => {
		const table = makeTable(m, allocate(new Indexer(m).size));
		const n = table.values.length;
		return { table, counter: new Uint8Array(n), pending: new Uint8Array(n), floor: new Uint8Array(n) };
	});
	let highest = 0;
	for (const w of works) highest = Math.max(highest, forwardPass(w, known));
	const partnerOf = (i: number) => works[works.length === 1 ? 0 : 1 - i];
	for (let target = 1; target <= highest; target++) {
		for (let i = 0; i < works.length; i++) highest = Math.max(highest, backwardPass(works[i], partnerOf(i), target));
		if (highest > MAX_PLIES + 1) throw new Error(`a game longer than ${MAX_PLIES} plies: the value byte cannot hold it`);
	}
	return works.map((w) => w.table);
}
