import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Indexer, binomial } from './indexer';
import { allMaterials, material, materialName, type Material } from './material';
import { popcount } from '../engine';

/** Every placement of a material, by brute force over square sets. */
function bruteCount(m: Material): number {
	let count = 0;
	const place = (groups: { n: number; allowed: number }[], occ: number, g: number, from: number, left: number): void => {
		if (g === groups.length) {
			count++;
			return;
		}
		if (left === 0) return place(groups, occ, g + 1, 0, groups[g + 1]?.n ?? 0);
		for (let s = from; s < 32; s++) {
			const bit = 1 << s;
			if ((occ & bit) !== 0 || (groups[g].allowed & bit) === 0) continue;
			place(groups, occ | bit, g, s + 1, left - 1);
		}
	};
	const groups = [
		{ n: m.moverMen, allowed: 0x0fffffff },
		{ n: m.otherMen, allowed: 0xfffffff0 | 0 },
		{ n: m.moverKings, allowed: -1 },
		{ n: m.otherKings, allowed: -1 }
	];
	place(groups, 0, 0, 0, groups[0].n);
	return count;
}

/** What is wrong with the unindexed position, or '' (plain checks: expect() per position is slow). */
function problem(ix: Indexer, m: Material): string {
	const { white, black, kings } = ix;
	if ((white & black) !== 0) return 'overlap';
	if ((kings & ~(white | black)) !== 0) return 'king on an empty square';
	if (popcount(white & ~kings) !== m.moverMen || popcount(white & kings) !== m.moverKings) return 'mover count';
	if (popcount(black & ~kings) !== m.otherMen || popcount(black & kings) !== m.otherKings) return 'other count';
	if ((white & ~kings & 0xf0000000) !== 0) return 'mover man on rank 8';
	if ((black & ~kings & 0xf) !== 0) return 'other man on rank 1';
	return '';
}

describe('indexer', () => {
	it('numbers every placement once, without gaps, for every material of up to 3 pieces', () => {
		for (const m of allMaterials(3)) {
			const ix = new Indexer(m);
			expect(ix.size, materialName(m)).toBe(bruteCount(m));
			const seen = new Set<string>();
			const bad: string[] = [];
			for (let i = 0; i < ix.size && bad.length < 5; i++) {
				ix.unindex(i);
				const p = problem(ix, m) || (ix.index(ix.white, ix.black, ix.kings) !== i ? 'index(unindex(i)) !== i' : '');
				if (p) bad.push(`${materialName(m)} #${i}: ${p}`);
				seen.add(`${ix.white},${ix.black},${ix.kings}`);
			}
			expect(bad).toEqual([]);
			expect(seen.size).toBe(ix.size);
		}
	});

	it('sizes of 4- and 5-piece materials match the brute-force count (men-heavy ones)', () => {
		for (const m of [material(2, 0, 2, 0), material(1, 1, 1, 1), material(3, 0, 2, 0), material(0, 2, 2, 0), material(1, 0, 4, 0)]) {
			expect(new Indexer(m).size, materialName(m)).toBe(bruteCount(m));
		}
	});

	it('index and unindex are inverse on random indices of every 5-piece material', () => {
		const materials = allMaterials(5).filter((m) => m.moverMen + m.moverKings + m.otherMen + m.otherKings === 5);
		fc.assert(
			fc.property(fc.integer({ min: 0, max: materials.length - 1 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (k, u) => {
				const m = materials[k];
				const ix = new Indexer(m);
				const i = Math.floor(u * ix.size);
				ix.unindex(i);
				expect(problem(ix, m)).toBe('');
				expect(ix.index(ix.white, ix.black, ix.kings)).toBe(i);
			}),
			{ numRuns: 3000 }
		);
	});

	it('binomials are right at the edges', () => {
		expect(binomial(32, 5)).toBe(201376);
		expect(binomial(3, 4)).toBe(0);
		expect(binomial(0, 0)).toBe(1);
	});
});
