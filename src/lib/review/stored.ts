/**
 * A game review as the device keeps it: plain JSON with every move in full
 * notation (`c3:e5:g3`), never the engine's Move objects (their bitboards
 * are the engine's business and could change with it). `fromStoredReview`
 * turns a stored review back into a GameReview by replaying every move on
 * the start position, so a record that does not fit its game (a corrupt
 * row, an edited file) is refused whole, never shown half-right.
 */
import { applyMove, legalMoves, makeFen, moveToString, parseFen, type Aim, type Move, type Position } from '$lib/engine';
import type { EngineScore } from '$lib/engine-player/types';
import { MOVE_CLASSES, type MoveClass } from './classify';
import type { GameReview, PlyReview, Proof, Proved } from './review';

/** A proof as data: the mover's results before and after the move (its text is made from them: review.ts proofText). */
export interface StoredProof {
	before: Proved;
	after: Proved;
	missed: { move: string; line: string[] } | null;
}

/** PlyReview with its moves as full notation. */
export type StoredPlyReview = Omit<PlyReview, 'move' | 'proof' | 'better'> & {
	move: string;
	proof: StoredProof | null;
	better: { move: string; line: string[]; score: EngineScore } | null;
};

/** GameReview with every Move as its full notation. */
export interface StoredReviewData {
	plies: StoredPlyReview[];
	whiteExpected: number[];
	accuracy: { white: number | null; black: number | null };
	keyMoments: number[];
}

/**
 * The key of a game's review: the same start position and moves give the
 * same key (the FEN is read and written again, so two spellings of one
 * position agree). A 53-bit hash in base 36, behind `rv-`.
 */
export function reviewKey(fen: string, moves: readonly string[], aim: Aim = 'giveaway'): string {
	const read = parseFen(fen);
	const start = read.ok ? makeFen(read.value) : fen.trim();
	// The same moves judged as ordinary checkers are another review (a giveaway game's key is as before).
	return `rv-${hash53(`${start}|${moves.join(' ')}${aim === 'giveaway' ? '' : '|russian'}`).toString(36)}`;
}

/** cyrb53 (public domain): a fast 53-bit string hash, good enough to tell games apart. */
function hash53(s: string): number {
	let h1 = 0xdeadbeef;
	let h2 = 0x41c6ce57;
	for (let i = 0; i < s.length; i++) {
		const c = s.charCodeAt(i);
		h1 = Math.imul(h1 ^ c, 2654435761);
		h2 = Math.imul(h2 ^ c, 1597334677);
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
	return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const line = (moves: readonly Move[]): string[] => moves.map(moveToString);

/** The review as plain JSON (a copy: nothing is shared with `review`). */
export function toStoredReview(review: GameReview): StoredReviewData {
	return {
		plies: review.plies.map((p): StoredPlyReview => ({
			...p,
			move: moveToString(p.move),
			before: { ...p.before },
			after: { ...p.after },
			proof: p.proof && {
				before: { ...p.proof.before },
				after: { ...p.proof.after },
				missed: p.proof.missed && { move: moveToString(p.proof.missed.move), line: line(p.proof.missed.line) }
			},
			better: p.better && { move: moveToString(p.better.move), line: line(p.better.line), score: { ...p.better.score } }
		})),
		whiteExpected: [...review.whiteExpected],
		accuracy: { ...review.accuracy },
		keyMoments: [...review.keyMoments]
	};
}

/** The legal move of `pos` written `text` in full notation, or null. */
function moveIn(pos: Position, text: unknown): Move | null {
	if (typeof text !== 'string') return null;
	return legalMoves(pos).find((m) => moveToString(m) === text) ?? null;
}

/** A line played out from `pos`, or null when a move of it cannot be played. */
function lineFrom(pos: Position, texts: unknown): Move[] | null {
	if (!Array.isArray(texts)) return null;
	const out: Move[] = [];
	for (const t of texts) {
		const m = moveIn(pos, t);
		if (!m) return null;
		out.push(m);
		pos = applyMove(pos, m);
	}
	return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown, min = -Infinity, max = Infinity): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const isCount = (v: unknown): v is number => isNumber(v, 0) && Number.isInteger(v);

function isScore(v: unknown): v is EngineScore {
	if (!isObject(v)) return false;
	if (v.kind === 'win' || v.kind === 'loss') return isCount(v.n);
	return v.kind === 'estimate' && isNumber(v.evaluation) && isNumber(v.percent, 0, 100);
}

function isProved(v: unknown): v is Proved {
	if (!isObject(v)) return false;
	if (v.kind === 'win' || v.kind === 'loss') return isCount(v.n);
	return v.kind === 'none' && isCount(v.within);
}

function plyFrom(p: unknown, k: number, pos: Position): PlyReview | null {
	if (!isObject(p) || p.ply !== k + 1) return null;
	const move = moveIn(pos, p.move);
	if (!move || p.white !== pos.whiteToMove || typeof p.forced !== 'boolean') return null;
	if (!isScore(p.before) || !isScore(p.after)) return null;
	if (!isNumber(p.expectedBefore, 0, 100) || !isNumber(p.expectedAfter, 0, 100) || !isNumber(p.drop, 0, 100)) return null;
	if (!MOVE_CLASSES.includes(p.class as MoveClass)) return null;
	let proof: Proof | null = null;
	if (p.proof !== null) {
		const s = p.proof;
		// A row or file from before format 6 may still carry the proof's text: it is never read (the text is made from the data).
		if (!isObject(s) || !isProved(s.before) || !isProved(s.after)) return null;
		let missed: Proof['missed'] = null;
		if (s.missed !== null) {
			if (!isObject(s.missed)) return null;
			const m = moveIn(pos, s.missed.move);
			const l = lineFrom(pos, s.missed.line);
			if (!m || !l) return null;
			missed = { move: m, line: l };
		}
		proof = { before: { ...s.before }, after: { ...s.after }, missed };
	}
	let better: PlyReview['better'] = null;
	if (p.better !== null) {
		const b = p.better;
		if (!isObject(b) || !isScore(b.score)) return null;
		const m = moveIn(pos, b.move);
		const l = lineFrom(pos, b.line);
		if (!m || !l) return null;
		better = { move: m, line: l, score: { ...b.score } };
	}
	return {
		ply: k + 1,
		move,
		white: pos.whiteToMove,
		forced: p.forced,
		before: { ...p.before },
		after: { ...p.after },
		expectedBefore: p.expectedBefore,
		expectedAfter: p.expectedAfter,
		drop: p.drop,
		class: p.class as MoveClass,
		proof,
		better
	};
}

/**
 * The stored review of the game from `start`, its moves played again and
 * checked; null when anything of it does not fit (a move that cannot be
 * played, a field missing or of the wrong kind, figures out of range).
 */
export function fromStoredReview(data: unknown, start: Position): GameReview | null {
	if (!isObject(data) || !Array.isArray(data.plies) || !Array.isArray(data.whiteExpected) || !Array.isArray(data.keyMoments)) return null;
	const plies: PlyReview[] = [];
	let pos = start;
	for (let k = 0; k < data.plies.length; k++) {
		const p = plyFrom(data.plies[k], k, pos);
		if (!p) return null;
		plies.push(p);
		pos = applyMove(pos, p.move);
	}
	const whiteExpected = data.whiteExpected;
	if (whiteExpected.length !== plies.length + 1 || !whiteExpected.every((x) => isNumber(x, 0, 100))) return null;
	const keyMoments = data.keyMoments;
	if (!keyMoments.every((x) => isCount(x) && x >= 1 && x <= plies.length)) return null;
	const a = data.accuracy;
	const accuracyOk = (x: unknown) => x === null || isNumber(x, 0, 100);
	if (!isObject(a) || !accuracyOk(a.white) || !accuracyOk(a.black)) return null;
	return {
		plies,
		whiteExpected: [...(whiteExpected as number[])],
		accuracy: { white: a.white as number | null, black: a.black as number | null },
		keyMoments: [...(keyMoments as number[])]
	};
}

/**
 * Why a stored game and its review do not fit together, as `field: what`,
 * or null: the FEN must read, the moves must play from it, and the review
 * must come back (fromStoredReview) from it. The progress store checks
 * every stored review and imported file with it.
 */
export function storedGameProblem(fen: string, moves: readonly string[], review: unknown): string | null {
	const read = parseFen(fen);
	if (!read.ok) return 'fen: not a position';
	if (!lineFrom(read.value, moves)) return 'moves: cannot be played from fen';
	return fromStoredReview(review, read.value) ? null : 'review: does not fit the game';
}

/** Why a stored personal puzzle cannot be played, as `field: what`, or null. */
export function ownPuzzleProblem(p: { fen: string; solution: readonly string[]; winningMoves: readonly string[] }): string | null {
	const read = parseFen(p.fen);
	if (!read.ok) return 'fen: not a position';
	if (!lineFrom(read.value, p.solution)) return 'solution: cannot be played from fen';
	if (!lineFrom(read.value, p.solution.slice(0, 1)) || p.winningMoves.some((m) => !moveIn(read.value, m))) return 'winningMoves: not moves of fen';
	return null;
}
