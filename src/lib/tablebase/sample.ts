/** Random positions of the tables, for checks and benchmarks. */
import { makePosition, type Position } from '../engine';
import { reverseBits } from './symmetry';
import type { Table } from './table';

export interface Sample {
	/** Either side to move: half of them through the colour flip. */
	position: Position;
	/** Its value byte as the table holds it. */
	value: number;
}

/**
 * A random position: a random table, then a random index in it (so small
 * materials are as likely as big ones), or with `byPosition` uniform over
 * all positions of the tables.
 */
export function samplePosition(tables: readonly Table[], random: () => number, byPosition = false): Sample {
	let t: Table;
	let i: number;
	if (byPosition) {
		i = Math.floor(random() * tables.reduce((n, x) => n + x.values.length, 0));
		let k = 0;
		while (i >= tables[k].values.length) i -= tables[k++].values.length;
		t = tables[k];
	} else {
		t = tables[Math.floor(random() * tables.length)];
		i = Math.floor(random() * t.values.length);
	}
	const ix = t.indexer;
	ix.unindex(i);
	const position =
		random() < 0.5
			? makePosition(ix.white, ix.black, ix.kings, true)
			: makePosition(reverseBits(ix.black), reverseBits(ix.white), reverseBits(ix.kings), false);
	return { position, value: t.values[i] };
}
