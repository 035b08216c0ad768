import { describe, expect, it } from 'vitest';
import { generateMoves, MoveList } from '../engine';
import { applyListed, NEXT } from '../engine/internal';
import { rng } from '../random';
import { Indexer } from './indexer';
import { allMaterials } from './material';
import { reverseBits } from './symmetry';
import { PREDECESSORS, quietPredecessors } from './unmoves';

const key = (w: number, b: number, k: number) => `${w | 0},${b | 0},${k | 0}`;

/** Children by quiet moves that do not promote, as the tables hold them. */
function quietChildren(w: number, b: number, k: number): string[] {
	const list = new MoveList();
	const out: string[] = [];
	const n = generateMoves(w, b, k, true, list);
	for (let i = 0; i < n; i++) {
		if (list.captured[i] !== 0 || list.promotes[i] !== 0) continue;
		applyListed(w, b, k, true, list, i);
		out.push(key(reverseBits(NEXT.black), reverseBits(NEXT.white), reverseBits(NEXT.kings)));
	}
	return out;
}

function predecessors(w: number, b: number, k: number): string[] {
	const n = quietPredecessors(w, b, k);
	return Array.from({ length: n }, (_, i) => key(PREDECESSORS.movers[2 * i], PREDECESSORS.other, PREDECESSORS.movers[2 * i + 1]));
}

describe('quiet un-moves against the engine', () => {
	const random = rng(11);
	const materials = allMaterials(5);
	const samples = Array.from({ length: 1500 }, () => {
		const ix = new Indexer(materials[Math.floor(random() * materials.length)]);
		ix.unindex(Math.floor(random() * ix.size));
		return [ix.white, ix.black, ix.kings] as const;
	});

	it('every un-move is undone by a legal quiet move of the engine', () => {
		let checked = 0;
		for (const [w, b, k] of samples) {
			const here = key(w, b, k);
			for (const p of predecessors(w, b, k)) {
				const [pw, pb, pk] = p.split(',').map(Number);
				expect(quietChildren(pw, pb, pk)).toContain(here);
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(5000);
	});

	it('every quiet move of the engine is found again as an un-move', () => {
		let checked = 0;
		for (const [w, b, k] of samples) {
			const here = key(w, b, k);
			for (const c of quietChildren(w, b, k)) {
				const [cw, cb, ck] = c.split(',').map(Number);
				const preds = predecessors(cw, cb, ck);
				expect(preds).toContain(here);
				expect(new Set(preds).size).toBe(preds.length);
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(5000);
	});
});
