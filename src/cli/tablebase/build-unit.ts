/**
 * One unit of the build, as a main thread or a worker runs it: the tables,
 * their facts and their compressed files.
 */
import { buildUnit } from '../../lib/tablebase/build';
import { compressTable } from '../../lib/tablebase/files-node';
import type { BuildUnit, Material } from '../../lib/tablebase/material';
import { tableStats, type TableStats } from '../../lib/tablebase/stats';
import type { TableSet } from '../../lib/tablebase/table';

export interface BuiltTable {
	material: Material;
	/** The complete values (shared memory when built in a worker). */
	values: Uint8Array;
	stats: TableStats;
	file: Uint8Array;
}

export function buildAndPack(unit: BuildUnit, known: TableSet, allocate?: (n: number) => Uint8Array): BuiltTable[] {
	return buildUnit(unit, known, allocate).map((t) => ({
		material: t.material,
		values: t.values,
		stats: tableStats(t),
		file: compressTable(t)
	}));
}
