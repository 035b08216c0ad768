/**
 * Completing the stored tables of a unit: every win's distance and every
 * capture position's value, in two passes of direct reads (a probe's
 * recovery would work each value out from scratch, with recursion).
 *
 * 1. Capture positions: their moves lead only to tables with fewer pieces,
 *    which must be complete already.
 * 2. Wins: one ply more than the fastest loss they move to; those losses
 *    are exact in the stored form or were filled in by pass 1.
 */
import { hasCapture } from '../engine';
import { makeTable, type Table, type TableSet } from './table';
import { valueFromChildren } from './verify';

/**
 * The complete tables of a unit, added to `tables` (which must hold every
 * table the unit's moves lead to). A stored win that its moves do not make
 * a win is reported to `onBadWin` (with its index) and given the value its
 * moves do give.
 */
export function completeUnit(stored: Table[], tables: TableSet, onBadWin?: (table: Table, index: number) => void): Table[] {
	const fresh = stored.map((t) => (t.complete ? t : makeTable(t.material, t.values.slice(), true)));
	const value = (w: number, b: number, k: number) => {
		const v = valueFromChildren(w, b, k, tables);
		if (v < 0) throw new Error('a table needed to complete another is missing');
		return v;
	};
	for (const t of fresh) {
		const { indexer, values } = t;
		for (let i = 0; i < values.length; i++) {
			indexer.unindex(i);
			if (hasCapture(indexer.white, indexer.black, indexer.kings, true)) values[i] = value(indexer.white, indexer.black, indexer.kings);
		}
	}
	// From here on the unit's reads are direct; a win still reading 1 is
	// some win, which is all the second pass asks of it.
	for (const t of fresh) tables.add(t);
	for (const t of fresh) {
		const { indexer, values } = t;
		for (let i = 0; i < values.length; i++) {
			if ((values[i] & 1) === 0) continue;
			indexer.unindex(i);
			if (hasCapture(indexer.white, indexer.black, indexer.kings, true)) continue;
			values[i] = value(indexer.white, indexer.black, indexer.kings);
			if ((values[i] & 1) === 0) onBadWin?.(t, i);
		}
	}
	return fresh;
}
