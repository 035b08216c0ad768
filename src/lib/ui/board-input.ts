/**
 * Tap-tap move input, kept out of the component so it can be tested without
 * a DOM. The engine decides what is legal; this only narrows its list of
 * moves by the squares the user has activated.
 */
import { squareName, squaresOf, type Move, type Square } from '$lib/engine';

/** `c3-d4` for a quiet move, `c3:e5:g3` for a capture (every landing square). */
export function moveNotation(move: Move): string {
	if (move.captured === 0) return `${squareName(move.from)}-${squareName(move.to)}`;
	return [move.from, ...move.path].map(squareName).join(':');
}

/** Names of the squares a capture takes, in board order. */
export function capturedNames(move: Move): string[] {
	return squaresOf(move.captured).map(squareName);
}

/** True when `via` appears in order among the move's landing squares. */
export function passesThrough(move: Move, via: readonly Square[]): boolean {
	let i = 0;
	for (const sq of move.path) if (i < via.length && sq === via[i]) i++;
	return i === via.length;
}

/** The moves of the piece on `from` that pass through `via` in order. */
export function candidateMoves(moves: readonly Move[], from: Square, via: readonly Square[]): Move[] {
	return moves.filter((m) => m.from === from && passesThrough(m, via));
}

/**
 * Moves that differ in what they capture (the same captured set by another
 * route is the same move for the rules), first of each kind kept.
 */
export function distinctCaptures(moves: readonly Move[]): Move[] {
	const seen = new Set<string>();
	const out: Move[] = [];
	for (const m of moves) {
		const key = `${m.captured}/${m.promotes ? 1 : 0}`;
		if (seen.has(key)) continue;
		seen.add(key);
		out.push(m);
	}
	return out;
}

export type Activation =
	| { kind: 'play'; move: Move }
	| { kind: 'choose'; moves: Move[] }
	| { kind: 'narrow'; via: Square[] }
	| { kind: 'select'; from: Square }
	| { kind: 'clear' };

/**
 * What activating `sq` means, given every legal move, the selected piece
 * (or null) and the turning squares activated so far.
 */
export function activate(
	moves: readonly Move[],
	selected: Square | null,
	via: readonly Square[],
	sq: Square
): Activation {
	if (selected !== null) {
		const candidates = candidateMoves(moves, selected, via);
		const ending = distinctCaptures(candidates.filter((m) => m.to === sq));
		if (ending.length === 1) return { kind: 'play', move: ending[0] };
		if (ending.length > 1) return { kind: 'choose', moves: ending };
		const narrowed = [...via, sq];
		if (candidates.some((m) => m.to !== sq && passesThrough(m, narrowed))) return { kind: 'narrow', via: narrowed };
	}
	if (sq !== selected && moves.some((m) => m.from === sq)) return { kind: 'select', from: sq };
	return { kind: 'clear' };
}
