/**
 * Probing a position: the verdict for the side to move, from the tables
 * at hand. Pure TypeScript on typed arrays, for the CLI and the solver's
 * worker alike.
 */
import type { Position } from '../engine';
import { popcount } from '../engine';
import { canonical } from './symmetry';
import type { TableSet } from './table';
import { verdictOfValue, type TablebaseVerdict } from './values';

/** Positions with more pieces than this have no table. */
export const MAX_TABLE_PIECES = 5;

/**
 * The verdict of the side to move (win/loss in N, counted as in
 * docs/cli.md, or draw), or undefined when the position has
 * more pieces than the tables or a table it needs is not loaded.
 */
export function probe(tables: TableSet, pos: Position): TablebaseVerdict | undefined {
	if (popcount(pos.white | pos.black) > MAX_TABLE_PIECES) return undefined;
	const [mover, other, kings] = canonical(pos);
	const v = tables.valueOf(mover, other, kings);
	return v < 0 ? undefined : verdictOfValue(v);
}
