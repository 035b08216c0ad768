/**
 * Move notation: printing in full notation and reading every form found in
 * the literature. Reading is always resolved against the legal moves of the
 * position, so short forms (`de5`, `g:e3`, `e5`) are accepted only when they
 * name exactly one move.
 */
import { legalMoves, type Move } from './moves';
import { sideToMove, type Color, type Position } from './position';
import { err, ok, type Result } from './result';
import {
	DIRECTIONS,
	JUMP,
	NEIGHBOR,
	RAY_LENGTH,
	RAY_SQUARES,
	RAY_START,
	parseSquare,
	squareFile,
	squareFromNumber,
	squareName,
	squareRank,
	squaresOf,
	type Square
} from './squares';

/** Why a text is no move at all. */
export type MoveSyntax =
	| { reason: 'empty' }
	/** A space inside the move (`e3 d4`). */
	| { reason: 'space' }
	/** Digits that are not `22-17` or `9x18x27`. */
	| { reason: 'numeric-form' }
	| { reason: 'bad-number'; number: string }
	/** A separator at the start or after another separator. */
	| { reason: 'misplaced-separator'; separator: string }
	/** Two squares with nothing between them (`e3d4`). */
	| { reason: 'missing-separator'; square: string }
	/** A letter and digits that name no square (`e9`, `i1`). */
	| { reason: 'not-a-square'; name: string }
	| { reason: 'unexpected'; rest: string }
	/** The text does not end with a square (`e3-`). */
	| { reason: 'no-destination' };

/** Why a readable move cannot be played here. */
export type MoveIllegal =
	| { reason: 'light-square'; squares: string[] }
	| { reason: 'no-legal-move'; color: Color }
	| { reason: 'no-piece'; square: string; color: Color }
	/** A capture is compulsory; `candidates` lists the captures. */
	| { reason: 'must-capture' }
	| { reason: 'piece-cannot-move'; square: string }
	| { reason: 'piece-can-only'; square: string; moves: string[] }
	/** None of the above: `candidates` lists the legal moves. */
	| { reason: 'not-legal' }
	/** Legal, but not for the user to play (the opponent's turn in a game). */
	| { reason: 'not-yours'; move: string };

/**
 * Why a move cannot be read: a code and fields, no prose (src/lib/i18n
 * words it). `text` is the move as given; `candidates` the matches of an
 * ambiguous text, or the legal moves, in full notation and sorted.
 */
export type MoveError = { text: string; candidates: string[] } & (
	({ kind: 'syntax' } & MoveSyntax) | ({ kind: 'illegal' } & MoveIllegal) | { kind: 'ambiguous'; reason: 'ambiguous' }
);

export type MoveErrorKind = MoveError['kind'];

export function moveToString(move: Move): string {
	if (move.path.length === 0) return `${squareName(move.from)}-${squareName(move.to)}`;
	return [move.from, ...move.path].map(squareName).join(':');
}

// ---------------------------------------------------------------- marks

/** Annotation marks in the order they are tried (two-character ones first). */
const MARKS = ['!!', '??', '!?', '?!', '!', '?', '+', 'x', '='] as const;
const SEPARATORS = '-:x×—–';

/**
 * Split trailing annotation marks off a move: `dc5x` is the move `dc5` won
 * (`x` after a digit can only be a mark), while in `c3xe5` the x separates.
 */
export function splitMarks(text: string): { move: string; marks: string[] } {
	// Most moves end with a digit: nothing to split.
	const end = text.charCodeAt(text.length - 1);
	if (end >= 48 && end <= 57) return { move: text.trim(), marks: [] };
	let i = text.length;
	// Where the text starts: an x is a mark only if something stands before it.
	const first = text.search(/\S/);
	for (;;) {
		while (i > 0 && /\s/.test(text[i - 1])) i--;
		if (i === 0) break;
		const c = text[i - 1];
		if ('!?+='.includes(c)) {
			i--;
			continue;
		}
		if ('xXхХ'.includes(c) && i >= 2 && /[0-9!?+=\s]/.test(text[i - 2]) && first >= 0 && first < i - 1) {
			i--;
			continue;
		}
		break;
	}
	const suffix = text.slice(i).replace(/\s+/g, '').toLowerCase().replace(/х/g, 'x');
	const marks: string[] = [];
	for (let k = 0; k < suffix.length;) {
		const mark = MARKS.find((m) => suffix.startsWith(m, k)) as string;
		marks.push(mark);
		k += mark.length;
	}
	return { move: text.slice(0, i).trim(), marks };
}

// ---------------------------------------------------------------- capture paths

interface CaptureRoute {
	from: Square;
	to: Square;
	captured: number;
	path: Square[];
}

/**
 * Every landing sequence of every capture, found by a plain recursive walk
 * independent of the fast generator. The generator keeps one path per move
 * (same start, end and captured set); a reader may have printed another, as
 * in a ring capture that can go round either way.
 */
export function captureRoutes(pos: Position): CaptureRoute[] {
	const own = pos.whiteToMove ? pos.white : pos.black;
	const opp = pos.whiteToMove ? pos.black : pos.white;
	const farRank = pos.whiteToMove ? 7 : 0;
	const out: CaptureRoute[] = [];
	for (const from of squaresOf(own)) {
		// The moving piece has left its square; captured pieces stay until the end.
		const occ = (pos.white | pos.black) & ~(1 << from);
		const empty = (s: Square): boolean => ((occ >>> s) & 1) === 0;
		const victimOk = (s: Square, captured: number): boolean => ((opp >>> s) & 1) === 1 && ((captured >>> s) & 1) === 0;

		const steps = (sq: Square, king: boolean, captured: number): { land: Square; victim: Square }[][] => {
			// One entry per direction: the landing choices beyond one victim.
			const result: { land: Square; victim: Square }[][] = [];
			for (const d of DIRECTIONS) {
				if (!king) {
					const n = NEIGHBOR[sq * 4 + d];
					const j = JUMP[sq * 4 + d];
					if (n >= 0 && j >= 0 && victimOk(n, captured) && empty(j)) result.push([{ land: j, victim: n }]);
					continue;
				}
				const base = RAY_START[sq * 4 + d];
				const len = RAY_LENGTH[sq * 4 + d];
				let i = 0;
				while (i < len && empty(RAY_SQUARES[base + i])) i++;
				if (i >= len || !victimOk(RAY_SQUARES[base + i], captured)) continue;
				const victim = RAY_SQUARES[base + i];
				const lands: { land: Square; victim: Square }[] = [];
				for (let j = i + 1; j < len && empty(RAY_SQUARES[base + j]); j++) lands.push({ land: RAY_SQUARES[base + j], victim });
				if (lands.length > 0) result.push(lands);
			}
			return result;
		};

		const walk = (sq: Square, king: boolean, captured: number, path: Square[]): void => {
			const options = steps(sq, king, captured);
			if (options.length === 0) {
				if (path.length > 0) out.push({ from, to: sq, captured: captured >>> 0, path });
				return;
			}
			for (const lands of options) {
				// A king must land where it can go on capturing, if such a square exists.
				const next = lands.map(({ land, victim }) => {
					const cap = captured | (1 << victim);
					const nowKing = king || squareRank(land) === farRank;
					return { land, cap, nowKing, more: steps(land, nowKing, cap).length > 0 };
				});
				const mustGoOn = king && next.some((n) => n.more);
				for (const n of next) if (!mustGoOn || n.more) walk(n.land, n.nowKing, n.cap, [...path, n.land]);
			}
		};

		walk(from, ((pos.kings >>> from) & 1) === 1, 0, []);
	}
	return out;
}

function routeKey(from: Square, to: Square, captured: number): string {
	return `${from} ${to} ${captured >>> 0}`;
}

// ---------------------------------------------------------------- reading

/** What the text says: the start (a square, a file, or nothing) and the later squares. */
interface MoveSpec {
	fromSquare: Square | null;
	fromFile: number | null;
	/** Squares after the start; the last is the destination. */
	rest: Square[];
	/** Printed squares that are light (no piece can stand there). */
	light: string[];
}

function syntax(text: string, why: MoveSyntax): { ok: false; error: MoveError } {
	return err({ kind: 'syntax', text, candidates: [], ...why });
}

const SEPARATOR = new RegExp(`[${SEPARATORS}]`);
const SPACED_SEPARATOR = new RegExp(`\\s*([${SEPARATORS}])\\s*`, 'g');
const NUMERIC_MOVE = new RegExp(`^\\d+([${SEPARATORS}]\\d+)+$`);

function readSpec(written: string, text: string): Result<MoveSpec, MoveError> {
	const body = written.toLowerCase().replace(SPACED_SEPARATOR, '$1').trim();
	if (body === '') return syntax(text, { reason: 'empty' });
	if (/\s/.test(body)) return syntax(text, { reason: 'space' });

	if (/^\d/.test(body)) {
		if (!NUMERIC_MOVE.test(body)) return syntax(text, { reason: 'numeric-form' });
		const squares: Square[] = [];
		for (const n of body.split(SEPARATOR)) {
			const s = squareFromNumber(Number(n));
			if (s < 0) return syntax(text, { reason: 'bad-number', number: n });
			squares.push(s);
		}
		return ok({ fromSquare: squares[0], fromFile: null, rest: squares.slice(1), light: [] });
	}

	const spec: MoveSpec = { fromSquare: null, fromFile: null, rest: [], light: [] };
	const named: Square[] = [];
	let prev: 'none' | 'file' | 'square' | 'separator' = 'none';
	for (let k = 0; k < body.length;) {
		const tail = body.slice(k);
		if (SEPARATORS.includes(body[k])) {
			if (prev !== 'file' && prev !== 'square') return syntax(text, { reason: 'misplaced-separator', separator: body[k] });
			prev = 'separator';
			k++;
			continue;
		}
		const square = /^[a-z]\d+/.exec(tail);
		if (square) {
			const name = square[0];
			if (prev === 'square') return syntax(text, { reason: 'missing-separator', square: name });
			if (!/^[a-h][1-8]$/.test(name)) return syntax(text, { reason: 'not-a-square', name });
			const s = parseSquare(name);
			if (s < 0 && !spec.light.includes(name)) spec.light.push(name);
			named.push(s);
			k += name.length;
			prev = 'square';
			continue;
		}
		if (prev === 'none' && /^[a-h]/.test(tail)) {
			spec.fromFile = body.charCodeAt(k) - 97;
			k++;
			prev = 'file';
			continue;
		}
		return syntax(text, { reason: 'unexpected', rest: tail });
	}
	if (prev !== 'square') return syntax(text, { reason: 'no-destination' });
	if (spec.fromFile === null && named.length >= 2) {
		spec.fromSquare = named[0];
		spec.rest = named.slice(1);
	} else {
		spec.rest = named;
	}
	return ok(spec);
}

function isSubsequence(needle: readonly Square[], hay: readonly Square[]): boolean {
	let i = 0;
	for (const s of hay) if (i < needle.length && s === needle[i]) i++;
	return i === needle.length;
}

function sameSquares(a: readonly Square[], b: readonly Square[]): boolean {
	return a.length === b.length && a.every((s, i) => s === b[i]);
}

/** 'exact' when the text is the full notation of one of the move's paths. */
function matchMove(spec: MoveSpec, move: Move, paths: Square[][]): 'exact' | 'partial' | null {
	if (spec.fromSquare !== null && move.from !== spec.fromSquare) return null;
	if (spec.fromFile !== null && squareFile(move.from) !== spec.fromFile) return null;
	if (spec.rest[spec.rest.length - 1] !== move.to) return null;
	const middle = spec.rest.slice(0, -1);
	if (move.path.length === 0) {
		if (middle.length > 0) return null;
		return spec.fromSquare !== null ? 'exact' : 'partial';
	}
	let found: 'exact' | 'partial' | null = null;
	for (const p of paths) {
		if (spec.fromSquare !== null && sameSquares(spec.rest, p)) return 'exact';
		if (isSubsequence(middle, p.slice(0, -1))) found = 'partial';
	}
	return found;
}

/**
 * Russian texts are often typed with Cyrillic letters that look like the
 * Latin ones (а, с, е, and х for the capture sign); read them as Latin.
 */
function latinLookalikes(text: string): string {
	return text.replace(/[асеАСЕхХ]/g, (c) => ({ а: 'a', с: 'c', е: 'e', х: 'x' })[c.toLowerCase() as 'а' | 'с' | 'е' | 'х']);
}

export function parseMove(pos: Position, input: string): Result<Move, MoveError> {
	const text = input.trim();
	const { move: body } = splitMarks(latinLookalikes(text));
	const moves = legalMoves(pos);
	// Full notation, as programs write it: one comparison per legal move, nothing to resolve.
	for (const m of moves) if (moveToString(m) === body) return ok(m);
	const read = readSpec(body, text);
	if (!read.ok) return read;
	const spec = read.value;

	const all = (): string[] => moves.map(moveToString).sort();
	const illegal = (why: MoveIllegal): { ok: false; error: MoveError } => err({ kind: 'illegal', text, candidates: all(), ...why });
	if (spec.light.length > 0) return illegal({ reason: 'light-square', squares: spec.light });

	const routes = new Map<string, Square[][]>();
	if (moves.length > 0 && moves[0].captured !== 0) {
		for (const r of captureRoutes(pos)) {
			const key = routeKey(r.from, r.to, r.captured);
			const list = routes.get(key);
			if (list) list.push(r.path);
			else routes.set(key, [r.path]);
		}
	}
	const pathsOf = (m: Move): Square[][] => routes.get(routeKey(m.from, m.to, m.captured)) ?? [m.path as Square[]];

	const exact: Move[] = [];
	const partial: Move[] = [];
	for (const m of moves) {
		const how = matchMove(spec, m, pathsOf(m));
		if (how === 'exact') exact.push(m);
		else if (how === 'partial') partial.push(m);
	}
	if (exact.length === 1) return ok(exact[0]);
	const found = [...exact, ...partial];
	if (found.length === 1) return ok(found[0]);
	if (found.length > 1) return err({ kind: 'ambiguous', reason: 'ambiguous', text, candidates: found.map(moveToString).sort() });

	const color = sideToMove(pos);
	if (moves.length === 0) return illegal({ reason: 'no-legal-move', color });
	const own = pos.whiteToMove ? pos.white : pos.black;
	if (spec.fromSquare !== null && ((own >>> spec.fromSquare) & 1) === 0) return illegal({ reason: 'no-piece', square: squareName(spec.fromSquare), color });
	const fromHere = moves
		.filter((m) => (spec.fromSquare !== null ? m.from === spec.fromSquare : spec.fromFile !== null ? squareFile(m.from) === spec.fromFile : true))
		.map(moveToString)
		.sort();
	const capturing = moves[0].captured !== 0;
	if (capturing && (fromHere.length === 0 || spec.fromSquare === null)) return illegal({ reason: 'must-capture' });
	if (spec.fromSquare !== null && fromHere.length === 0) return illegal({ reason: 'piece-cannot-move', square: squareName(spec.fromSquare) });
	if (spec.fromSquare !== null) return illegal({ reason: 'piece-can-only', square: squareName(spec.fromSquare), moves: fromHere });
	return illegal({ reason: 'not-legal' });
}
