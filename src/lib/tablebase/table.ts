/**
 * Tables in memory and the value of a position across them.
 *
 * A table is either complete (every byte exact: what the builder makes) or
 * stored (what the files hold, format.ts): there a win keeps no distance
 * and a position where the side to move must capture holds no value at
 * all. Both are cheap to recover from the moves: a win is one more than
 * the fastest loss it can move to, and a capture position leads only to
 * tables with fewer pieces. The stored form compresses about twice as
 * well, which is what makes the small tables fit in the app.
 */
import { applyListed, generateMoves, hasCapture, hasMove, MoveList, NEXT } from '../engine/movegen';
import { popcount } from '../engine/squares';
import { Indexer } from './indexer';
import { keyOf, materialKey, type Material } from './material';
import { reverseBits } from './symmetry';

export interface Table {
	readonly material: Material;
	readonly indexer: Indexer;
	/** One byte per index (values.ts). */
	readonly values: Uint8Array;
	/** False for the stored form: wins without distance, capture positions blank. */
	readonly complete: boolean;
}

export function makeTable(material: Material, values?: Uint8Array, complete = true): Table {
	const indexer = new Indexer(material);
	if (values && values.length !== indexer.size) throw new Error(`table size ${values.length}, expected ${indexer.size}`);
	return { material, indexer, values: values ?? new Uint8Array(indexer.size), complete };
}

/** Value bytes of "no legal move: win in 0" and "loss in 1". */
export const WIN_IN_0 = 1;
export const LOSS_IN_1 = 2;
/** A stored win: some odd value, its distance not known yet. */
const SOME_WIN = 1;

/** Loads a table on demand (e.g. from disk); undefined when there is none. */
export type TableLoader = (m: Material) => Table | undefined;

export class TableSet {
	private readonly byKey: (Table | null | undefined)[] = new Array(6 * 6 * 6 * 6);
	/** Move lists per recursion depth of the stored-form recovery. */
	private readonly lists: MoveList[] = [];

	constructor(private readonly loader?: TableLoader) {}

	add(table: Table): void {
		this.byKey[keyOf(table.material)] = table;
	}

	/** The table of a material, loading it if a loader was given. */
	get(m: Material): Table | undefined {
		return this.tableFor(keyOf(m), m);
	}

	tables(): Table[] {
		return this.byKey.filter((t): t is Table => !!t);
	}

	private tableFor(key: number, m?: Material): Table | undefined {
		const t = this.byKey[key];
		if (t !== undefined) return t ?? undefined;
		if (!this.loader) return undefined;
		const material = m ?? decodeKey(key);
		const loaded = this.loader(material) ?? null;
		this.byKey[key] = loaded;
		return loaded ?? undefined;
	}

	/**
	 * The exact value byte of a position as the tables hold it (the side to
	 * move as White), or -1 when a table it needs is missing. A side with no
	 * pieces needs no table: with none to move it has won; with pieces
	 * against none, every move hands the opponent the win.
	 */
	valueOf(mover: number, other: number, kings: number): number {
		return this.lookup(mover, other, kings, true, 0);
	}

	/** With exactWin false a win may come back as SOME_WIN (any odd value). */
	private lookup(mover: number, other: number, kings: number, exactWin: boolean, depth: number): number {
		if (mover === 0) return WIN_IN_0;
		if (other === 0) return hasMove(mover, 0, kings, true) ? LOSS_IN_1 : WIN_IN_0;
		const a = popcount(mover & ~kings);
		const c = popcount(mover & kings);
		const b = popcount(other & ~kings);
		const d = popcount(other & kings);
		if (a + b + c + d > 5) return -1;
		const t = this.tableFor(materialKey(a, c, b, d));
		if (!t) return -1;
		if (t.complete) return t.values[t.indexer.index(mover, other, kings)];
		if (hasCapture(mover, other, kings, true)) return this.fromMoves(mover, other, kings, depth);
		const v = t.values[t.indexer.index(mover, other, kings)];
		if ((v & 1) === 0 || !exactWin) return v;
		return this.fromMoves(mover, other, kings, depth);
	}

	/**
	 * A position's value from its moves: the fastest loss it can move to
	 * makes a win; else a draw if it can reach one; else a loss, lasting as
	 * long as its slowest move (only then are exact win distances needed).
	 */
	private fromMoves(mover: number, other: number, kings: number, depth: number): number {
		if (depth === this.lists.length) this.lists.push(new MoveList());
		const list = this.lists[depth];
		const n = generateMoves(mover, other, kings, true, list);
		if (n === 0) return WIN_IN_0;
		let fastestLoss = 255;
		let draw = false;
		for (let j = 0; j < n; j++) {
			applyListed(mover, other, kings, true, list, j);
			const cv = this.lookup(reverseBits(NEXT.black), reverseBits(NEXT.white), reverseBits(NEXT.kings), false, depth + 1);
			if (cv < 0) return -1;
			if (cv === 0) draw = true;
			else if ((cv & 1) === 0 && cv < fastestLoss) fastestLoss = cv;
		}
		if (fastestLoss < 255) return fastestLoss + 1;
		if (draw) return 0;
		let slowestWin = 0;
		for (let j = 0; j < n; j++) {
			applyListed(mover, other, kings, true, list, j);
			const cv = this.lookup(reverseBits(NEXT.black), reverseBits(NEXT.white), reverseBits(NEXT.kings), true, depth + 1);
			if (cv > slowestWin) slowestWin = cv;
		}
		return slowestWin + 1;
	}
}

function decodeKey(key: number): Material {
	const d = key % 6;
	const b = Math.floor(key / 6) % 6;
	const c = Math.floor(key / 36) % 6;
	const a = Math.floor(key / 216);
	return { moverMen: a, moverKings: c, otherMen: b, otherKings: d };
}

/** The stored form of a complete table's values (see format.ts). */
export function storedValues(table: Table): Uint8Array {
	const { indexer, values } = table;
	const out = new Uint8Array(values.length);
	let previous = 0;
	for (let i = 0; i < values.length; i++) {
		indexer.unindex(i);
		if (hasCapture(indexer.white, indexer.black, indexer.kings, true)) {
			// No value needed here: repeat the last one, which compresses best.
			out[i] = previous;
			continue;
		}
		const v = values[i];
		out[i] = previous = v !== 0 && (v & 1) === 1 ? SOME_WIN : v;
	}
	return out;
}

/**
 * The complete form of a stored table: every win's distance and every
 * capture position's value recovered from the moves. `tables` must hold
 * the table itself and those its moves lead to.
 */
export function completeTable(stored: Table, tables: TableSet): Table {
	if (stored.complete) return stored;
	const { indexer } = stored;
	const values = new Uint8Array(stored.values.length);
	for (let i = 0; i < values.length; i++) {
		indexer.unindex(i);
		const v = tables.valueOf(indexer.white, indexer.black, indexer.kings);
		if (v < 0) throw new Error('a table needed to complete another is missing');
		values[i] = v;
	}
	return { material: stored.material, indexer, values, complete: true };
}
