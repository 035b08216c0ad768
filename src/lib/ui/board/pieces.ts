/**
 * Which pieces to draw where: the position on the board, except that a
 * piece in flight is drawn along its path (with the pieces it took until
 * they fade) and a dragged piece under the pointer.
 */
import { pieceAt, type Piece, type Position, type Square } from '$lib/engine';
import type { Flight, FlightFrame } from './animation';
import { squareCenter, type Orientation } from './geometry';

export interface DrawnPiece {
	key: string;
	piece: Piece;
	/** Centre in board units. */
	x: number;
	y: number;
	opacity?: number;
	lifted?: boolean;
	ring?: boolean;
}

export interface DraggedPiece {
	from: Square;
	/** The pointer, in board units. */
	x: number;
	y: number;
}

export interface Scene {
	flight?: { plan: Flight; frame: FlightFrame } | null;
	drag?: DraggedPiece | null;
	/** Squares whose piece gets the can-capture ring. */
	rings?: ReadonlySet<Square>;
}

export function drawnPieces(pos: Position, orientation: Orientation, scene: Scene = {}): DrawnPiece[] {
	const { flight = null, drag = null, rings = new Set<Square>() } = scene;
	const out: DrawnPiece[] = [];
	let lifted: DrawnPiece | null = null;
	for (let sq = 0; sq < 32; sq++) {
		const piece = pieceAt(pos, sq);
		if (piece === null) continue;
		if (flight !== null && sq === flight.plan.to) continue;
		if (drag !== null && sq === drag.from) {
			lifted = { key: `s${sq}`, piece, x: drag.x, y: drag.y, lifted: true };
			continue;
		}
		out.push({ key: `s${sq}`, piece, ...squareCenter(sq, orientation), ring: rings.has(sq) });
	}
	if (flight !== null) {
		const { plan, frame } = flight;
		if (frame.capturedOpacity > 0)
			for (const c of plan.captured) out.push({ key: `x${c.square}`, piece: c.piece, ...squareCenter(c.square, orientation), opacity: frame.capturedOpacity });
		const a = squareCenter(frame.hopFrom, orientation);
		const b = squareCenter(frame.hopTo, orientation);
		out.push({
			key: `s${plan.to}`,
			piece: frame.piece,
			x: a.x + (b.x - a.x) * frame.progress,
			y: a.y + (b.y - a.y) * frame.progress
		});
	}
	if (lifted !== null) out.push(lifted);
	return out;
}

/** A mark on a square from the page: a move judged good or bad, or a hint. */
export interface SquareMark {
	square: Square;
	kind: 'good' | 'bad' | 'hint';
}
