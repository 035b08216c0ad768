/**
 * Position strings in the PDN style: `W:Wa1,c3,Ke5:Bb8,Kh2`.
 * Accepted: either side's list in any order or empty, squares by name or by
 * PDN number (1-32), ranges of numbers (`1-12`), surrounding quotes and
 * spaces, a trailing dot. Printed: canonical order (by file, then rank).
 */
import { err, ok, type Result } from './result';
import { makePosition, START, type Position } from './position';
import { parseSquare, popcount, squareFile, squareFromNumber, squareName, squareRank, type Square } from './squares';

export type FenErrorKind =
	| 'empty'
	| 'bad-side'
	| 'bad-structure'
	| 'bad-square'
	| 'duplicate-square'
	| 'man-on-king-row'
	| 'too-many-pieces';

export interface FenError {
	kind: FenErrorKind;
	message: string;
}

function fail(kind: FenErrorKind, message: string): { ok: false; error: FenError } {
	return err({ kind, message });
}

/** Squares ordered as canonical FEN lists them: by file, then by rank. */
export function canonicalOrder(a: Square, b: Square): number {
	return squareFile(a) - squareFile(b) || squareRank(a) - squareRank(b);
}

export function makeFen(pos: Position): string {
	const list = (bb: number): string => {
		const squares: Square[] = [];
		for (let s = 0; s < 32; s++) if ((bb >>> s) & 1) squares.push(s);
		squares.sort(canonicalOrder);
		return squares.map((s) => ((pos.kings >>> s) & 1 ? 'K' : '') + squareName(s)).join(',');
	};
	return `${pos.whiteToMove ? 'W' : 'B'}:W${list(pos.white)}:B${list(pos.black)}`;
}

interface ParsedSide {
	color: 'W' | 'B';
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
	const color = text[0]?.toUpperCase();
	if (color !== 'W' && color !== 'B')
		return fail('bad-structure', `expected a piece list starting with W or B, got "${text}"`);
	const side: ParsedSide = { color, men: [], kings: [] };
	const body = text.slice(1).trim();
	if (body === '') return ok(side);
	for (const raw of body.split(',')) {
		let token = raw.trim();
		if (token === '') return fail('bad-structure', `empty square in the ${color === 'W' ? 'White' : 'Black'} list`);
		const king = token[0] === 'K' || token[0] === 'k';
		if (king) token = token.slice(1);
		const squares = parseSquareToken(token);
		if (!squares) return fail('bad-square', `"${raw.trim()}" is not a dark square (a1..h8 or 1..32)`);
		(king ? side.kings : side.men).push(...squares);
	}
	return ok(side);
}

export function parseFen(input: string): Result<Position, FenError> {
	let text = input.trim().replace(/^\[FEN\s+/i, '').replace(/\]$/, '').trim().replace(/^"|"$/g, '').trim();
	if (text.endsWith('.')) text = text.slice(0, -1);
	if (text === '') return fail('empty', 'empty position string');
	if (text.toLowerCase() === 'start') return ok(START);
	const parts = text.split(':');
	const turn = parts[0].trim().toUpperCase();
	if (turn !== 'W' && turn !== 'B')
		return fail('bad-side', `side to move must be W or B, got "${parts[0].trim()}"`);
	if (parts.length !== 3)
		return fail('bad-structure', `expected "W|B:W<white pieces>:B<black pieces>", got ${parts.length} part(s) in "${text}"`);
	let white = 0;
	let black = 0;
	let kings = 0;
	const seen = new Set<string>();
	for (const part of parts.slice(1)) {
		const parsed = parseSide(part.trim());
		if (!parsed.ok) return parsed;
		const { color, men, kings: ks } = parsed.value;
		if (seen.has(color)) return fail('bad-structure', `the ${color === 'W' ? 'White' : 'Black'} list appears twice`);
		seen.add(color);
		for (const [list, isKing] of [
			[men, false],
			[ks, true]
		] as const) {
			for (const s of list) {
				const bit = 1 << s;
				if ((white | black) & bit) return fail('duplicate-square', `${squareName(s)} is listed twice`);
				if (!isKing && ((color === 'W' && squareRank(s) === 7) || (color === 'B' && squareRank(s) === 0)))
					return fail('man-on-king-row', `a ${color === 'W' ? 'white' : 'black'} man cannot stand on ${squareName(s)}: it would be a king`);
				if (color === 'W') white |= bit;
				else black |= bit;
				if (isKing) kings |= bit;
			}
		}
	}
	const pos = makePosition(white, black, kings, turn === 'W');
	const crowded = tooManyPieces(pos);
	return crowded ? err(crowded) : ok(pos);
}

function tooManyPieces(pos: Position): FenError | null {
	if (popcount(pos.white) > 12) return { kind: 'too-many-pieces', message: 'White has more than 12 pieces' };
	if (popcount(pos.black) > 12) return { kind: 'too-many-pieces', message: 'Black has more than 12 pieces' };
	return null;
}
