/**
 * Position strings in the PDN style: `W:Wa1,c3,Ke5:Bb8,Kh2`.
 * Accepted: either side's list in any order or empty, squares by name or by
 * PDN number (1-32), ranges of numbers (`1-12`), surrounding quotes and
 * spaces, a trailing dot. Printed: canonical order (by file, then rank).
 */
import { err, ok, type Result } from './result';
import { makePosition, START, type Color, type Position } from './position';
import { parseSquare, popcount, squareFile, squareFromNumber, squareName, squareRank, type Square } from './squares';

/**
 * Why a position string cannot be read: a code and the fields that say
 * where, never prose (src/lib/i18n words it in each language).
 */
export type FenError =
	| { kind: 'empty' }
	/** The side to move is neither W nor B; `found` is what stands there. */
	| { kind: 'bad-side'; found: string }
	/** Not three parts separated by colons. */
	| { kind: 'bad-structure'; parts: number }
	/** A piece list that does not start with W or B. */
	| { kind: 'bad-list'; found: string }
	/** Two commas with nothing between them. */
	| { kind: 'empty-square'; color: Color }
	| { kind: 'bad-square'; token: string }
	| { kind: 'duplicate-list'; color: Color }
	| { kind: 'duplicate-square'; square: string }
	| { kind: 'man-on-king-row'; color: Color; square: string }
	| { kind: 'too-many-pieces'; color: Color };

export type FenErrorKind = FenError['kind'];

/** Squares ordered as canonical FEN lists them: by file, then by rank. */
export function canonicalOrder(a: Square, b: Square): number {
	return squareFile(a) - squareFile(b) || squareRank(a) - squareRank(b);
}

/** The 32 squares in canonical order, with their names: printing needs no sort. */
const CANONICAL = Array.from({ length: 32 }, (_, s) => s).sort(canonicalOrder);
const NAMES = Array.from({ length: 32 }, (_, s) => squareName(s));

export function makeFen(pos: Position): string {
	const list = (bb: number): string => {
		let out = '';
		for (const s of CANONICAL) {
			if (((bb >>> s) & 1) === 0) continue;
			if (out !== '') out += ',';
			out += ((pos.kings >>> s) & 1 ? 'K' : '') + NAMES[s];
		}
		return out;
	};
	return `${pos.whiteToMove ? 'W' : 'B'}:W${list(pos.white)}:B${list(pos.black)}`;
}

interface ParsedSide {
	color: Color;
	men: Square[];
	kings: Square[];
}

function parseSquareToken(token: string): Square[] | null {
	if (/^\d+$/.test(token)) {
		const s = squareFromNumber(Number(token));
		return s < 0 ? null : [s];
	}
	const range = /^(\d+)-(\d+)$/.exec(token);
	if (range) {
		const a = Number(range[1]);
		const b = Number(range[2]);
		if (squareFromNumber(a) < 0 || squareFromNumber(b) < 0 || a > b) return null;
		return Array.from({ length: b - a + 1 }, (_, i) => squareFromNumber(a + i));
	}
	const s = parseSquare(token);
	return s < 0 ? null : [s];
}

function parseSide(text: string): Result<ParsedSide, FenError> {
	const letter = text[0]?.toUpperCase();
	if (letter !== 'W' && letter !== 'B') return err({ kind: 'bad-list', found: text });
	const side: ParsedSide = { color: letter === 'W' ? 'white' : 'black', men: [], kings: [] };
	const body = text.slice(1).trim();
	if (body === '') return ok(side);
	for (const raw of body.split(',')) {
		let token = raw.trim();
		if (token === '') return err({ kind: 'empty-square', color: side.color });
		const king = token[0] === 'K' || token[0] === 'k';
		if (king) token = token.slice(1);
		const squares = parseSquareToken(token);
		if (!squares) return err({ kind: 'bad-square', token: raw.trim() });
		(king ? side.kings : side.men).push(...squares);
	}
	return ok(side);
}

/** The position inside the decorations people paste: `[FEN "..."]`, quotes, a final dot. */
function unwrap(input: string): string {
	let text = input.trim();
	if (/^\[FEN\s/i.test(text)) text = text.slice(4).trim();
	if (text.endsWith(']')) text = text.slice(0, -1).trim();
	if (text.startsWith('"')) text = text.slice(1);
	if (text.endsWith('"')) text = text.slice(0, -1);
	text = text.trim();
	return text.endsWith('.') ? text.slice(0, -1) : text;
}

export function parseFen(input: string): Result<Position, FenError> {
	const text = unwrap(input);
	if (text === '') return err({ kind: 'empty' });
	if (text.toLowerCase() === 'start') return ok(START);
	const parts = text.split(':');
	const turn = parts[0].trim().toUpperCase();
	if (turn !== 'W' && turn !== 'B') return err({ kind: 'bad-side', found: parts[0].trim() });
	if (parts.length !== 3) return err({ kind: 'bad-structure', parts: parts.length });
	let white = 0;
	let black = 0;
	let kings = 0;
	const seen = new Set<Color>();
	for (const part of parts.slice(1)) {
		const parsed = parseSide(part.trim());
		if (!parsed.ok) return parsed;
		const { color, men, kings: ks } = parsed.value;
		if (seen.has(color)) return err({ kind: 'duplicate-list', color });
		seen.add(color);
		for (const [list, isKing] of [
			[men, false],
			[ks, true]
		] as const) {
			for (const s of list) {
				const bit = 1 << s;
				if ((white | black) & bit) return err({ kind: 'duplicate-square', square: squareName(s) });
				if (!isKing && squareRank(s) === (color === 'white' ? 7 : 0)) return err({ kind: 'man-on-king-row', color, square: squareName(s) });
				if (color === 'white') white |= bit;
				else black |= bit;
				if (isKing) kings |= bit;
			}
		}
	}
	const pos = makePosition(white, black, kings, turn === 'W');
	if (popcount(pos.white) > 12) return err({ kind: 'too-many-pieces', color: 'white' });
	if (popcount(pos.black) > 12) return err({ kind: 'too-many-pieces', color: 'black' });
	return ok(pos);
}
