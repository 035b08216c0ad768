/**
 * Setting up a position (the analysis board's editor): what a tap on a square does with the tool in
 * hand, and which setups are refused (a man on its own king row, more than
 * twelve pieces a side). Pure functions over engine positions; the page
 * shows the refusal in words.
 */
import { START, makePosition, mirror, pieceAt, sideToMove, type Color, type Piece, type Position } from './position';
import type { Result } from './result';
import { popcount, squareName, squareRank, type Square } from './squares';

/** What a tap puts on a square: a piece, or nothing (the eraser). */
export type EditTool = Piece | 'empty';
export const EDIT_TOOLS: readonly EditTool[] = ['white man', 'black man', 'white king', 'black king', 'empty'];

export const MAX_PIECES = 12;

/** Why a setup is refused. */
export type SetupProblem = { kind: 'man-on-king-row'; color: Color; square: string } | { kind: 'too-many-pieces'; color: Color };

export const EMPTY_BOARD: Position = Object.freeze(makePosition(0, 0, 0, true));

function colorOf(piece: Piece): Color {
	return piece.startsWith('white') ? 'white' : 'black';
}

/** The row where a colour's man would be crowned: rank 8 for White, rank 1 for Black. */
export function isKingRow(color: Color, sq: Square): boolean {
	return squareRank(sq) === (color === 'white' ? 7 : 0);
}

function withPiece(pos: Position, sq: Square, tool: EditTool): Position {
	const bit = 1 << sq;
	let { white, black, kings } = pos;
	white &= ~bit;
	black &= ~bit;
	kings &= ~bit;
	if (tool !== 'empty') {
		if (colorOf(tool) === 'white') white |= bit;
		else black |= bit;
		if (tool.endsWith('king')) kings |= bit;
	}
	return makePosition(white, black, kings, pos.whiteToMove);
}

/**
 * A tap on `sq` with `tool`: the piece goes there (replacing what stood
 * there); tapping a square that already holds that very piece empties it.
 * A man on its own king row, or a thirteenth piece of a colour, is refused.
 */
export function applyTool(pos: Position, sq: Square, tool: EditTool): Result<Position, SetupProblem> {
	const here = pieceAt(pos, sq);
	if (tool === 'empty' || here === tool) return { ok: true, value: withPiece(pos, sq, 'empty') };
	const color = colorOf(tool);
	if (tool.endsWith('man') && isKingRow(color, sq)) return { ok: false, error: { kind: 'man-on-king-row', color, square: squareName(sq) } };
	const own = color === 'white' ? pos.white : pos.black;
	const replacesOwn = ((own >>> sq) & 1) === 1;
	if (!replacesOwn && popcount(own) >= MAX_PIECES) return { ok: false, error: { kind: 'too-many-pieces', color } };
	return { ok: true, value: withPiece(pos, sq, tool) };
}

/** The first problem of a whole setup, or null when it is a legal one. */
export function setupProblem(pos: Position): SetupProblem | null {
	for (let sq = 0; sq < 32; sq++) {
		const piece = pieceAt(pos, sq);
		if (piece === null || piece.endsWith('king')) continue;
		const color = colorOf(piece);
		if (isKingRow(color, sq)) return { kind: 'man-on-king-row', color, square: squareName(sq) };
	}
	for (const color of ['white', 'black'] as const)
		if (popcount(color === 'white' ? pos.white : pos.black) > MAX_PIECES) return { kind: 'too-many-pieces', color };
	return null;
}

export function withSideToMove(pos: Position, color: Color): Position {
	return makePosition(pos.white, pos.black, pos.kings, color === 'white');
}

/** An empty board, keeping the side to move. */
export function cleared(pos: Position): Position {
	return withSideToMove(EMPTY_BOARD, sideToMove(pos));
}

export function startPosition(): Position {
	return START;
}

/** Colours swapped and the board turned half round: the same position seen from the other side. */
export function mirrored(pos: Position): Position {
	return mirror(pos);
}
