/**
 * Legal move generation on bitboards. The hot path of the whole product
 * (perft, solver), so it allocates nothing: moves are written into a
 * reusable MoveList of typed arrays, and the capture search keeps its state
 * in module variables instead of closures.
 *
 * Rules (docs/rules.md): capturing is compulsory with free choice;
 * men capture both ways; kings fly and must land where the capture can go
 * on; captured pieces stay on the board until the move ends (Turkish
 * strike); a man reaching the far rank in a capture goes on as a king;
 * sequences with the same start, end and captured set are one move.
 */
import {
	JUMP,
	NEIGHBOR,
	RAY_LENGTH,
	RAY_MASK,
	RAY_SQUARES,
	RAY_START,
	RANK_1,
	RANK_8,
	popcount,
	shiftNE,
	shiftNW,
	shiftSE,
	shiftSW,
	lowestBit
} from './squares';

const INITIAL_CAPACITY = 64;

/** A growable list of moves in typed arrays; reuse one per search ply. */
export class MoveList {
	count = 0;
	from = new Uint8Array(INITIAL_CAPACITY);
	to = new Uint8Array(INITIAL_CAPACITY);
	/** Bitboard of captured pieces (0 for a quiet move). */
	captured = new Int32Array(INITIAL_CAPACITY);
	/** 1 when the moving man becomes a king. */
	promotes = new Uint8Array(INITIAL_CAPACITY);
	/** Landing squares of a capture, in order (the last is `to`). */
	pathStart = new Uint16Array(INITIAL_CAPACITY);
	pathLength = new Uint8Array(INITIAL_CAPACITY);
	path = new Uint8Array(INITIAL_CAPACITY * 4);
	pathTop = 0;

	clear(): void {
		this.count = 0;
		this.pathTop = 0;
	}

	grow(): void {
		const n = this.from.length * 2;
		this.from = resize(this.from, new Uint8Array(n));
		this.to = resize(this.to, new Uint8Array(n));
		this.captured = resize(this.captured, new Int32Array(n));
		this.promotes = resize(this.promotes, new Uint8Array(n));
		this.pathStart = resize(this.pathStart, new Uint16Array(n));
		this.pathLength = resize(this.pathLength, new Uint8Array(n));
	}

	growPath(): void {
		this.path = resize(this.path, new Uint8Array(this.path.length * 2));
	}

	/** Landing squares of move i (empty for a quiet move). */
	landings(i: number): number[] {
		// A plain loop: Array.from over a typed array goes through the iterator protocol, many times slower.
		const s = this.pathStart[i];
		const out: number[] = new Array(this.pathLength[i]);
		for (let k = 0; k < out.length; k++) out[k] = this.path[s + k];
		return out;
	}
}

function resize<T extends Uint8Array | Uint16Array | Int32Array>(old: T, fresh: T): T {
	fresh.set(old);
	return fresh;
}

// ---- capture search state (module level: no closures in the hot path) ----
let gList: MoveList;
let gOpp = 0;
/** Occupied squares during a capture: the mover's origin counts as empty. */
let gOcc = 0;
let gFrom = 0;
let gPromoRank = 0;
/** First move of the current piece in gList, for duplicate detection. */
let gPieceStart = 0;
const pathStack = new Uint8Array(32);
const landingStack = new Uint8Array(32 * 8);

function emit(to: number, captured: number, depth: number, promotes: number): void {
	const list = gList;
	for (let i = gPieceStart; i < list.count; i++) {
		if (list.to[i] === to && list.captured[i] === captured && list.promotes[i] === promotes) return;
	}
	if (list.count === list.from.length) list.grow();
	while (list.pathTop + depth > list.path.length) list.growPath();
	const i = list.count++;
	list.from[i] = gFrom;
	list.to[i] = to;
	list.captured[i] = captured;
	list.promotes[i] = promotes;
	list.pathStart[i] = list.pathTop;
	list.pathLength[i] = depth;
	for (let k = 0; k < depth; k++) list.path[list.pathTop++] = pathStack[k];
}

/** Continue a man's capture from sq; returns whether any capture was possible. */
function manCaptures(sq: number, captured: number, depth: number): boolean {
	let found = false;
	for (let d = 0; d < 4; d++) {
		const n = NEIGHBOR[sq * 4 + d];
		if (n < 0) continue;
		const nb = 1 << n;
		if ((gOpp & nb) === 0 || (captured & nb) !== 0) continue;
		const j = JUMP[sq * 4 + d];
		if (j < 0 || (gOcc & (1 << j)) !== 0) continue;
		found = true;
		pathStack[depth] = j;
		const cap = captured | nb;
		if ((gPromoRank & (1 << j)) !== 0) {
			if (!kingCaptures(j, cap, depth + 1, 1)) emit(j, cap, depth + 1, 1);
		} else if (!manCaptures(j, cap, depth + 1)) {
			emit(j, cap, depth + 1, 0);
		}
	}
	return found;
}

/**
 * The nearest occupied square from sq in direction d, or -1. Rays NE and
 * NW run to higher square numbers, SE and SW to lower ones, so the nearest
 * piece is the lowest or the highest set bit of the ray's occupied squares:
 * one mask and one bit scan instead of a walk square by square.
 */
function nearestOccupied(sq: number, d: number): number {
	const blockers = RAY_MASK[sq * 4 + d] & gOcc;
	if (blockers === 0) return -1;
	return d < 2 ? 31 - Math.clz32(blockers & ((0 - blockers) | 0)) : 31 - Math.clz32(blockers);
}

/** Whether a king on sq could capture something (captured pieces block). */
function kingCanCapture(sq: number, captured: number): boolean {
	for (let d = 0; d < 4; d++) {
		const v = nearestOccupied(sq, d);
		if (v < 0) continue;
		const bit = 1 << v;
		if ((gOpp & bit) === 0 || (captured & bit) !== 0) continue;
		const beyond = NEIGHBOR[v * 4 + d];
		if (beyond >= 0 && (gOcc & (1 << beyond)) === 0) return true;
	}
	return false;
}

/** Continue a king's capture from sq; returns whether any capture was possible. */
function kingCaptures(sq: number, captured: number, depth: number, promotes: number): boolean {
	let found = false;
	const lBase = depth * 8;
	for (let d = 0; d < 4; d++) {
		const v = nearestOccupied(sq, d);
		if (v < 0) continue;
		const victim = 1 << v;
		if ((gOpp & victim) === 0 || (captured & victim) !== 0) continue;
		// Landing squares: the empty run just beyond the victim, nearest first.
		let n = 0;
		for (let s = NEIGHBOR[v * 4 + d]; s >= 0 && (gOcc & (1 << s)) === 0; s = NEIGHBOR[s * 4 + d]) landingStack[lBase + n++] = s;
		if (n === 0) continue;
		found = true;
		const cap = captured | victim;
		// Landings from which the capture goes on (bit k for landing k):
		// if there are any, the king must land on one of them.
		let goOn = 0;
		for (let k = 0; k < n; k++) if (kingCanCapture(landingStack[lBase + k], cap)) goOn |= 1 << k;
		for (let k = 0; k < n; k++) {
			const s = landingStack[lBase + k];
			pathStack[depth] = s;
			if (goOn === 0) emit(s, cap, depth + 1, promotes);
			else if ((goOn & (1 << k)) !== 0) kingCaptures(s, cap, depth + 1, promotes);
		}
	}
	return found;
}

/**
 * The men of `men` that can capture now: an enemy piece next to the man
 * with an empty square beyond it, in any of the four directions (whole-board
 * shifts, no loop).
 */
function capturingMen(men: number, opp: number, empty: number): number {
	return (shiftSW(shiftSW(empty) & opp) | shiftSE(shiftSE(empty) & opp) | shiftNW(shiftNW(empty) & opp) | shiftNE(shiftNE(empty) & opp)) & men;
}

/**
 * Whether the side to move has a capture. Men are tested with whole-board
 * shifts, kings by walking their rays.
 */
export function hasCapture(white: number, black: number, kings: number, whiteToMove: boolean): boolean {
	const own = whiteToMove ? white : black;
	const opp = whiteToMove ? black : white;
	const men = own & ~kings;
	if (men !== 0 && capturingMen(men, opp, ~(white | black)) !== 0) return true;
	let k = own & kings;
	if (k === 0) return false;
	gOpp = opp;
	for (; k !== 0; k &= (k - 1) | 0) {
		const sq = lowestBit(k);
		gOcc = (white | black) & ~(1 << sq);
		if (kingCanCapture(sq, 0)) return true;
	}
	return false;
}

/**
 * The captures of the pieces in `from` (ascending squares, as every piece
 * in turn: a piece that cannot capture adds nothing), appended to `list`.
 */
function capturesFrom(from: number, white: number, black: number, kings: number, whiteToMove: boolean, list: MoveList): void {
	gList = list;
	gOpp = whiteToMove ? black : white;
	gPromoRank = whiteToMove ? RANK_8 : RANK_1;
	const occ = white | black;
	for (let p = from; p !== 0; p &= (p - 1) | 0) {
		const sq = lowestBit(p);
		gFrom = sq;
		gOcc = occ & ~(1 << sq);
		gPieceStart = list.count;
		if ((kings & (1 << sq)) !== 0) kingCaptures(sq, 0, 0, 0);
		else manCaptures(sq, 0, 0);
	}
}

/**
 * Fill `list` with the captures of the side to move (none when it has none)
 * and return their count: the men that can capture (found with shifts) and
 * every king, in square order.
 */
export function generateCaptureMoves(white: number, black: number, kings: number, whiteToMove: boolean, list: MoveList): number {
	list.clear();
	const own = whiteToMove ? white : black;
	const men = own & ~kings;
	const from = (men === 0 ? 0 : capturingMen(men, whiteToMove ? black : white, ~(white | black))) | (own & kings);
	if (from !== 0) capturesFrom(from, white, black, kings, whiteToMove, list);
	return list.count;
}

/** Most quiet moves a piece can have: a man 2, a king 13 (on the long diagonal, next to the centre). */
const MAX_KING_STEPS = 13;

/**
 * The quiet moves, appended in square order (a man's two forward steps,
 * a king's rays NE, NW, SE, SW, nearest square first). Room for the most
 * there can be is made first, so the loop writes straight into the list's
 * arrays; a quiet move's path is empty (pathLength 0, its start unused).
 */
function generateQuiet(white: number, black: number, kings: number, whiteToMove: boolean, list: MoveList): void {
	const own = whiteToMove ? white : black;
	const occ = white | black;
	const empty = ~occ;
	const men = own & ~kings;
	const promoRank = whiteToMove ? RANK_8 : RANK_1;
	const d0 = whiteToMove ? 0 : 2; // forward directions: NE, NW or SE, SW
	let n = list.count;
	const most = n + 2 * popcount(men) + MAX_KING_STEPS * popcount(own & kings);
	while (list.from.length < most) list.grow();
	const from = list.from;
	const to = list.to;
	const captured = list.captured;
	const promotes = list.promotes;
	const pathLength = list.pathLength;
	const neighbor = NEIGHBOR;
	// The kings, and the men with a free square ahead (the others have no step).
	const movers = (own & kings) | (men & (whiteToMove ? shiftSW(empty) | shiftSE(empty) : shiftNW(empty) | shiftNE(empty)));
	for (let p = movers; p !== 0; p &= (p - 1) | 0) {
		const sq = lowestBit(p);
		if ((kings & (1 << sq)) !== 0) {
			for (let d = 0; d < 4; d++) {
				const base = RAY_START[sq * 4 + d];
				const len = RAY_LENGTH[sq * 4 + d];
				for (let i = 0; i < len; i++) {
					const s = RAY_SQUARES[base + i];
					if ((occ & (1 << s)) !== 0) break;
					from[n] = sq;
					to[n] = s;
					captured[n] = 0;
					promotes[n] = 0;
					pathLength[n] = 0;
					n++;
				}
			}
		} else {
			const a = neighbor[sq * 4 + d0];
			if (a >= 0 && (occ & (1 << a)) === 0) {
				from[n] = sq;
				to[n] = a;
				captured[n] = 0;
				promotes[n] = (promoRank >>> a) & 1;
				pathLength[n] = 0;
				n++;
			}
			const c = neighbor[sq * 4 + d0 + 1];
			if (c >= 0 && (occ & (1 << c)) === 0) {
				from[n] = sq;
				to[n] = c;
				captured[n] = 0;
				promotes[n] = (promoRank >>> c) & 1;
				pathLength[n] = 0;
				n++;
			}
		}
	}
	list.count = n;
}

/**
 * Fill `list` with every legal move of the side to move and return the
 * count. Captures come first by rule: when one exists, only captures are
 * listed.
 */
export function generateMoves(white: number, black: number, kings: number, whiteToMove: boolean, list: MoveList): number {
	if (generateCaptureMoves(white, black, kings, whiteToMove, list) === 0) generateQuiet(white, black, kings, whiteToMove, list);
	return list.count;
}

/** Number of quiet moves of kings along their rays. */
function kingQuietCount(k: number, occ: number): number {
	let n = 0;
	for (; k !== 0; k &= (k - 1) | 0) {
		const sq = lowestBit(k);
		for (let d = 0; d < 4; d++) {
			const base = RAY_START[sq * 4 + d];
			const len = RAY_LENGTH[sq * 4 + d];
			let i = 0;
			while (i < len && (occ & (1 << RAY_SQUARES[base + i])) === 0) i++;
			n += i;
		}
	}
	return n;
}

/**
 * The number of legal moves, without listing quiet ones (bulk counting
 * for perft and mobility). `scratch` receives captures when there are any.
 */
export function countMoves(white: number, black: number, kings: number, whiteToMove: boolean, scratch: MoveList): number {
	const captures = generateCaptureMoves(white, black, kings, whiteToMove, scratch);
	if (captures !== 0) return captures;
	const occ = white | black;
	const empty = ~occ;
	const own = whiteToMove ? white : black;
	const men = own & ~kings;
	let n = 0;
	if (men !== 0) {
		n = whiteToMove ? popcount(shiftNE(men) & empty) + popcount(shiftNW(men) & empty) : popcount(shiftSE(men) & empty) + popcount(shiftSW(men) & empty);
	}
	const k = own & kings;
	return k === 0 ? n : n + kingQuietCount(k, occ);
}

/** Whether the side to move has any legal move (giveaway: none = a win). */
export function hasMove(white: number, black: number, kings: number, whiteToMove: boolean): boolean {
	const occ = white | black;
	const empty = ~occ;
	const own = whiteToMove ? white : black;
	const men = own & ~kings;
	if (men !== 0) {
		const steps = whiteToMove ? shiftNE(men) | shiftNW(men) : shiftSE(men) | shiftSW(men);
		if ((steps & empty) !== 0) return true;
	}
	const k = own & kings;
	if (k !== 0 && kingQuietCount(k, occ) !== 0) return true;
	return hasCapture(white, black, kings, whiteToMove);
}

/**
 * The position after a move, written into NEXT (read it at once: the next
 * call overwrites it). A capture that ends where it began toggles `from`
 * and `to` with one XOR, which leaves the piece in place.
 */
export const NEXT = { white: 0, black: 0, kings: 0 };

export function applyMoveBits(
	white: number,
	black: number,
	kings: number,
	whiteToMove: boolean,
	from: number,
	to: number,
	captured: number,
	promotes: boolean
): void {
	const moveBits = (1 << from) ^ (1 << to);
	if (whiteToMove) {
		white ^= moveBits;
		black &= ~captured;
	} else {
		black ^= moveBits;
		white &= ~captured;
	}
	if ((kings & (1 << from)) !== 0) kings ^= moveBits;
	else if (promotes) kings |= 1 << to;
	NEXT.white = white;
	NEXT.black = black;
	NEXT.kings = kings & ~captured;
}

/** applyMoveBits for move i of a list. */
export function applyListed(white: number, black: number, kings: number, whiteToMove: boolean, list: MoveList, i: number): void {
	applyMoveBits(white, black, kings, whiteToMove, list.from[i], list.to[i], list.captured[i], list.promotes[i] === 1);
}
