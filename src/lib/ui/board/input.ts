/**
 * Move input over the engine's list of legal moves: which moves the user
 * may make, what activating a square means (tap-tap, a drop, Enter), and
 * which squares to mark. The engine decides what is legal; this only
 * narrows its list by the squares the user has activated.
 */
import {
	err,
	legalMoves,
	pieceAt,
	sideToMove,
	squareName,
	squaresOf,
	type Move,
	type Position,
	type Result,
	type Square,
	moveToString,
	parseMove,
	type MoveError
} from '$lib/engine';

/** Whose pieces the user may move: the side to move, if it is one of these. */
export type Movable = 'white' | 'black' | 'both' | 'none';

/** The moves the user may make on the board now. */
export function playableMoves(pos: Position, movable: Movable): Move[] {
	if (movable === 'none') return [];
	if (movable !== 'both' && movable !== sideToMove(pos)) return [];
	return legalMoves(pos);
}

/** When a capture is compulsory, the squares of the pieces that can capture; else none. */
export function capturingSquares(moves: readonly Move[]): Set<Square> {
	if (moves.length === 0 || moves[0].captured === 0) return new Set();
	return new Set(moves.map((m) => m.from));
}

/**
 * A tap on `sq` that does nothing because a capture is compulsory: the
 * square holds a piece of the side to move with no capture of its own.
 * Returns the squares of the pieces that must capture (sorted), else null.
 */
export function heldByCapture(pos: Position, moves: readonly Move[], sq: Square): Square[] | null {
	const capturers = capturingSquares(moves);
	if (capturers.size === 0 || capturers.has(sq)) return null;
	const piece = pieceAt(pos, sq);
	if (piece === null || !piece.startsWith(sideToMove(pos))) return null;
	return [...capturers].sort((a, b) => squareName(a).localeCompare(squareName(b)));
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

/** Where the candidate moves end: the squares that carry `data-target`. */
export function destinations(candidates: readonly Move[]): Set<Square> {
	return new Set(candidates.map((m) => m.to));
}

/** Squares a candidate capture lands on before its end: the turning squares one may tap. */
export function turningSquares(candidates: readonly Move[], via: readonly Square[]): Set<Square> {
	const out = new Set<Square>();
	for (const m of candidates) for (const sq of m.path.slice(0, -1)) if (!via.includes(sq)) out.add(sq);
	for (const m of candidates) out.delete(m.to);
	return out;
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
	{ kind: 'play'; move: Move } | { kind: 'choose'; moves: Move[] } | { kind: 'narrow'; via: Square[] } | { kind: 'select'; from: Square } | { kind: 'clear' };

/**
 * What activating `sq` means, given the moves the user may make, the
 * selected piece (or null) and the turning squares activated so far.
 */
export function activate(moves: readonly Move[], selected: Square | null, via: readonly Square[], sq: Square): Activation {
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

/** A typed move (any notation parseMove reads), accepted only if the user may make it. */
export function readTypedMove(pos: Position, moves: readonly Move[], text: string): Result<Move, MoveError> {
	const parsed = parseMove(pos, text);
	if (!parsed.ok) return parsed;
	const move = parsed.value;
	if (moves.some((m) => m.from === move.from && m.to === move.to && m.captured === move.captured)) return parsed;
	return err({ kind: 'illegal', reason: 'not-yours', move: moveToString(move), text, candidates: moves.map(moveToString).sort() });
}
