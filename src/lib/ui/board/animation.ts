/**
 * Moves that arrive from outside (the opponent's reply, stepping through a
 * line) glide to their square, a capture hop by hop along its landing
 * squares, and the captured pieces fade once the piece has landed. Pure
 * timing here; the component draws the frames.
 */
import { applyMove, legalMoves, pieceAt, samePosition, sameMove, squaresOf, type Move, type Piece, type Position, type Square } from '$lib/engine';

export const HOP_MS = 200;
export const FADE_MS = 150;

export interface Flight {
	from: Square;
	to: Square;
	/** The moving piece as it sets out, and as it lands (a man may be crowned). */
	piece: Piece;
	landed: Piece;
	/** The squares it touches in order: the start, then each landing square. */
	stops: Square[];
	captured: { square: Square; piece: Piece }[];
	/** Milliseconds from start to the last captured piece gone. */
	duration: number;
}

/**
 * The flight that shows `move` turning `before` into `after`, or null when
 * it does not (no move, not legal there, or the position came some other
 * way: a new puzzle, a step back): those positions are simply shown.
 */
export function flightFor(before: Position | null, after: Position, move: Move | null): Flight | null {
	if (before === null || move === null) return null;
	const legal = legalMoves(before).find((m) => sameMove(m, move));
	if (legal === undefined || !samePosition(applyMove(before, legal), after)) return null;
	const piece = pieceAt(before, move.from);
	const landed = pieceAt(after, move.to);
	if (piece === null || landed === null) return null;
	// The route given may differ from the engine's for the same capture; either is true.
	const path = move.path.length > 0 ? move.path : legal.path.length > 0 ? legal.path : [move.to];
	const captured = squaresOf(legal.captured).map((square) => ({ square, piece: pieceAt(before, square) as Piece }));
	const hops = path.length;
	return {
		from: move.from,
		to: move.to,
		piece,
		landed,
		stops: [move.from, ...path],
		captured,
		duration: hops * HOP_MS + (captured.length > 0 ? FADE_MS : 0)
	};
}

export interface FlightFrame {
	/** The hop under way: the piece is `progress` (0-1, eased) of the way from `hopFrom` to `hopTo`. */
	hopFrom: Square;
	hopTo: Square;
	progress: number;
	/** The piece as drawn now: crowned only once it has landed. */
	piece: Piece;
	/** Opacity of the captured pieces. */
	capturedOpacity: number;
	done: boolean;
}

function easeInOut(t: number): number {
	return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

export function flightFrame(flight: Flight, elapsed: number): FlightFrame {
	const hops = flight.stops.length - 1;
	const t = Math.max(0, elapsed);
	const done = t >= flight.duration;
	if (t >= hops * HOP_MS) {
		const fading = flight.captured.length > 0 ? Math.min(1, (t - hops * HOP_MS) / FADE_MS) : 1;
		return {
			hopFrom: flight.stops[hops - 1],
			hopTo: flight.stops[hops],
			progress: 1,
			piece: flight.landed,
			capturedOpacity: 1 - fading,
			done
		};
	}
	const hop = Math.floor(t / HOP_MS);
	return {
		hopFrom: flight.stops[hop],
		hopTo: flight.stops[hop + 1],
		progress: easeInOut((t - hop * HOP_MS) / HOP_MS),
		piece: flight.piece,
		capturedOpacity: 1,
		done: false
	};
}
