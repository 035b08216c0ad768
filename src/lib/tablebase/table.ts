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
import { generateMoves, hasCapture, hasMove, MoveList, popcount } from '../engine';
import { applyListed, NEXT } from '../engine/internal';
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
	 * move as White), or -1 when a table it needs is missing.
	 */
	valueOf(mover: number, other: number, kings: number): number {
		try {
			return this.exact(mover, other, kings, 0);
		} catch (e) {
			if (e === MISSING) return -1;
			throw e;
		}
	}

	/**
	 * What one read tells of a position: its exact value byte, FLAT_WIN
	 * (a stored win, distance not kept) or BLANK (a stored capture
	 * position). A side with no pieces needs no table: with none to move it
	 * has won; with pieces against none, every move hands the opponent the win.
	 */
	private peek(mover: number, other: number, kings: number): number {
		if (mover === 0) return WIN_IN_0;
		if (other === 0) return hasMove(mover, 0, kings, true) ? LOSS_IN_1 : WIN_IN_0;
		const a = popcount(mover & ~kings);
		const c = popcount(mover & kings);
		const b = popcount(other & ~kings);
		const d = popcount(other & kings);
		if (a + b + c + d > 5) throw MISSING;
		const t = this.tableFor(materialKey(a, c, b, d));
		if (!t) throw MISSING;
		if (t.complete) return t.values[t.indexer.index(mover, other, kings)];
		if (hasCapture(mover, other, kings, true)) return BLANK;
		const v = t.values[t.indexer.index(mover, other, kings)];
		return (v & 1) === 1 ? FLAT_WIN : v;
	}

	private exact(mover: number, other: number, kings: number, depth: number): number {
		const v = this.peek(mover, other, kings);
		if (v === FLAT_WIN) return this.lossChild(mover, other, kings, NOT_BELOW, depth) + 1;
		if (v === BLANK) return this.blankExact(mover, other, kings, depth);
		return v;
	}

	private list(depth: number): MoveList {
		while (depth >= this.lists.length) this.lists.push(new MoveList());
		return this.lists[depth];
	}

	/**
	 * The fastest loss the side to move can move to, as a value byte, if
	 * it is below `bound`; else NOT_BELOW. With no move at all, 0: one more
	 * is WIN_IN_0. Children read directly come first, so the bound is tight
	 * before any capture position is worked out.
	 */
	private lossChild(mover: number, other: number, kings: number, bound: number, depth: number): number {
		const list = this.list(depth);
		const n = generateMoves(mover, other, kings, true, list);
		if (n === 0) return 0;
		let best = NOT_BELOW;
		let blanks = 0;
		for (let j = 0; j < n; j++) {
			applyListed(mover, other, kings, true, list, j);
			const v = this.peek(reverseBits(NEXT.black), reverseBits(NEXT.white), reverseBits(NEXT.kings));
			if (v === BLANK) blanks++;
			// bound <= NOT_BELOW keeps FLAT_WIN out; 0 is a draw.
			else if (v < bound && v !== 0 && (v & 1) === 0) {
				if (v === LOSS_IN_1) return v;
				bound = best = v;
			}
		}
		for (let j = 0; blanks > 0 && j < n; j++) {
			applyListed(mover, other, kings, true, list, j);
			const cm = reverseBits(NEXT.black);
			const co = reverseBits(NEXT.white);
			const ck = reverseBits(NEXT.kings);
			if (this.peek(cm, co, ck) !== BLANK) continue;
			blanks--;
			const v = this.blankLossBelow(cm, co, ck, bound, depth + 1);
			if (v < bound) bound = best = v;
		}
		return best;
	}

	/**
	 * A capture position's value if it is a loss below `bound`, else
	 * NOT_BELOW. A loss needs every move to give the opponent a win, the
	 * slowest below bound - 1.
	 */
	private blankLossBelow(mover: number, other: number, kings: number, bound: number, depth: number): number {
		const list = this.list(depth);
		const n = generateMoves(mover, other, kings, true, list);
		if (n === 0) return NOT_BELOW; // no move: a win
		const limit = bound - 1;
		let slowest = 0;
		let pending = 0;
		for (let j = 0; j < n; j++) {
			applyListed(mover, other, kings, true, list, j);
			const v = this.peek(reverseBits(NEXT.black), reverseBits(NEXT.white), reverseBits(NEXT.kings));
			if (v === FLAT_WIN || v === BLANK) pending++;
			else if ((v & 1) === 0 || v >= limit)
				return NOT_BELOW; // a loss or a draw for the opponent, or too slow a win
			else if (v > slowest) slowest = v;
		}
		for (let j = 0; pending > 0 && j < n; j++) {
			applyListed(mover, other, kings, true, list, j);
			const cm = reverseBits(NEXT.black);
			const co = reverseBits(NEXT.white);
			const ck = reverseBits(NEXT.kings);
			const v = this.peek(cm, co, ck);
			if (v !== FLAT_WIN && v !== BLANK) continue;
			pending--;
			// The opponent's win there, if it is one and fast enough: one more than its fastest loss to move to.
			const loss = this.lossChild(cm, co, ck, limit - 1, depth + 1);
			if (loss >= limit - 1) return NOT_BELOW;
			if (loss + 1 > slowest) slowest = loss + 1;
		}
		return slowest + 1;
	}

	/** A capture position's value, whatever it is. */
	private blankExact(mover: number, other: number, kings: number, depth: number): number {
		const loss = this.lossChild(mover, other, kings, NOT_BELOW, depth);
		if (loss < NOT_BELOW) return loss + 1;
		// No move leads to a loss: a draw if one leads to a draw, else a loss lasting as long as the slowest win.
		const list = this.list(depth);
		const n = generateMoves(mover, other, kings, true, list);
		if (n === 0) return WIN_IN_0;
		let slowest = 0;
		for (let j = 0; j < n; j++) {
			applyListed(mover, other, kings, true, list, j);
			const v = this.exact(reverseBits(NEXT.black), reverseBits(NEXT.white), reverseBits(NEXT.kings), depth + 1);
			if (v === 0) return 0;
			if (v > slowest) slowest = v;
		}
		return slowest + 1;
	}
}

/** peek's answers that are not value bytes. */
const FLAT_WIN = 256;
const BLANK = 257;
/** "No loss below the bound": above every value byte. */
const NOT_BELOW = 255;
/** Thrown inside the recovery when a table is not here; valueOf answers -1. */
const MISSING = new Error('missing table');

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
