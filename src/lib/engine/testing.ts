/**
 * Test helpers shared by the engine's and solver's tests: positions from
 * FEN without Result noise, and moves as comparable strings.
 */
import { parseFen } from './fen';
import { legalMoves, type Move } from './moves';
import type { Position } from './position';
import { squareName, squaresOf } from './squares';

export function fen(text: string): Position {
	const r = parseFen(text);
	if (!r.ok) throw new Error(`test FEN "${text}": ${JSON.stringify(r.error)}`);
	return r.value;
}

/** `from>to x captured,captured +` — path-independent identity of a move. */
export function moveKey(m: Move): string {
	const caps = squaresOf(m.captured).map(squareName).sort().join(',');
	return `${squareName(m.from)}>${squareName(m.to)}${caps ? ' x' + caps : ''}${m.promotes ? ' +K' : ''}`;
}

export function moveKeys(pos: Position): string[] {
	return legalMoves(pos).map(moveKey).sort();
}
