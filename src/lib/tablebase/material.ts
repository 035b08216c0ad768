/**
 * Material signatures. Every table is seen from the side to move: its
 * pieces come first ("mover"), the opponent's second. A position with Black
 * to move is looked up as its colour-reversed image (see `canonical`), so
 * one table serves both colours.
 */
import { popcount } from '../engine';

export interface Material {
	readonly moverMen: number;
	readonly moverKings: number;
	readonly otherMen: number;
	readonly otherKings: number;
}

/** Pieces of one side are at most 5 here, so a base-6 number is a key. */
export function materialKey(moverMen: number, moverKings: number, otherMen: number, otherKings: number): number {
	return ((moverMen * 6 + moverKings) * 6 + otherMen) * 6 + otherKings;
}

export function keyOf(m: Material): number {
	return materialKey(m.moverMen, m.moverKings, m.otherMen, m.otherKings);
}

export function material(moverMen: number, moverKings: number, otherMen: number, otherKings: number): Material {
	return { moverMen, moverKings, otherMen, otherKings };
}

/** Material of a position given as mover (white, moving up), other, kings. */
export function materialOfBits(mover: number, other: number, kings: number): Material {
	return material(popcount(mover & ~kings), popcount(mover & kings), popcount(other & ~kings), popcount(other & kings));
}

export function pieces(m: Material): number {
	return m.moverMen + m.moverKings + m.otherMen + m.otherKings;
}

/** The same material with the other side to move. */
export function swapSides(m: Material): Material {
	return material(m.otherMen, m.otherKings, m.moverMen, m.moverKings);
}

function sideName(men: number, kings: number): string {
	if (kings === 0) return String(men);
	return men === 0 ? `${kings}K` : `${kings}K+${men}`;
}

/** `2K+1 v 1K+1`: two kings and a man to move against a king and a man. */
export function materialName(m: Material): string {
	return `${sideName(m.moverMen, m.moverKings)} v ${sideName(m.otherMen, m.otherKings)}`;
}

/** File name of a table: `k2m1-k1m1.tb` for `2K+1 v 1K+1`. */
export function materialFileName(m: Material): string {
	return `k${m.moverKings}m${m.moverMen}-k${m.otherKings}m${m.otherMen}.tb`;
}

const NAME = /^\s*(\d)(K)?(?:\+(\d))?\s+v\s+(\d)(K)?(?:\+(\d))?\s*$/i;

/** Parses `2K+1 v 1K+1`, `1K v 2`, `3 v 1K` (men alone are a bare number). */
export function parseMaterialName(text: string): Material | undefined {
	const m = NAME.exec(text);
	if (!m) return undefined;
	const side = (count: string, k: string | undefined, extra: string | undefined): [number, number] | undefined => {
		if (k) return [extra ? Number(extra) : 0, Number(count)];
		return extra ? undefined : [Number(count), 0];
	};
	const a = side(m[1], m[2], m[3]);
	const b = side(m[4], m[5], m[6]);
	return a && b ? material(a[0], a[1], b[0], b[1]) : undefined;
}

/**
 * Every material of 2..maxPieces pieces where both sides have a piece, in
 * build order: fewer pieces first, then fewer men (a man's promotion turns
 * a table's position into one of the same count with one man less).
 */
export function allMaterials(maxPieces: number): Material[] {
	const out: Material[] = [];
	for (let n = 2; n <= maxPieces; n++) {
		for (let men = 0; men <= n; men++) {
			for (let a = 0; a <= men; a++) {
				const b = men - a;
				for (let c = 0; c <= n - men; c++) {
					const d = n - men - c;
					if (a + c === 0 || b + d === 0) continue;
					out.push(material(a, c, b, d));
				}
			}
		}
	}
	return out;
}

/**
 * A build unit: a material and its side-swapped twin, built together
 * because a quiet move leads from one to the other. One table when the
 * material is symmetric.
 */
export interface BuildUnit {
	readonly tables: readonly Material[];
	readonly pieces: number;
	readonly men: number;
}

export function buildUnits(maxPieces: number): BuildUnit[] {
	const seen = new Set<number>();
	const units: BuildUnit[] = [];
	for (const m of allMaterials(maxPieces)) {
		if (seen.has(keyOf(m))) continue;
		const twin = swapSides(m);
		seen.add(keyOf(m));
		seen.add(keyOf(twin));
		const tables = keyOf(twin) === keyOf(m) ? [m] : [m, twin];
		units.push({ tables, pieces: pieces(m), men: m.moverMen + m.otherMen });
	}
	return units;
}
