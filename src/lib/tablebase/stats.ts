/** Facts about a complete table: counts and its longest forced win. */
import { makeFen, makePosition } from '../engine';
import { materialFileName, materialName } from './material';
import type { Table } from './table';
import { DRAW } from './values';

export interface TableStats {
	/** `2K+1 v 1K+1`: the side to move first. */
	material: string;
	file: string;
	positions: number;
	wins: number;
	losses: number;
	draws: number;
	/** Longest forced win of the side to move, in its moves (0 if it never wins). */
	longestWin: number;
	/** A position that needs it (White to move), or null. */
	longestWinFen: string | null;
	longestLoss: number;
}

export function tableStats(table: Table): TableStats {
	if (!table.complete) throw new Error('statistics need a complete table');
	const { values, indexer } = table;
	let wins = 0;
	let draws = 0;
	let best = 0;
	let bestIndex = -1;
	let worst = 0;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v === DRAW) draws++;
		else if ((v & 1) === 1) {
			wins++;
			if (v > best) {
				best = v;
				bestIndex = i;
			}
		} else if (v > worst) worst = v;
	}
	let longestWinFen: string | null = null;
	if (bestIndex >= 0) {
		indexer.unindex(bestIndex);
		longestWinFen = makeFen(makePosition(indexer.white, indexer.black, indexer.kings, true));
	}
	return {
		material: materialName(table.material),
		file: materialFileName(table.material),
		positions: values.length,
		wins,
		losses: values.length - wins - draws,
		draws,
		longestWin: best > 0 ? (best - 1) / 2 : 0,
		longestWinFen,
		longestLoss: worst > 0 ? worst / 2 : 0
	};
}
