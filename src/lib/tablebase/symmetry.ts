/**
 * Tables hold positions with the side to move as White (moving up). A
 * position with Black to move is turned half a circle with colours swapped
 * (the engine's `mirror`): square i becomes 31 - i, which on a 32-bit
 * board is reversing the bits.
 */
import type { Position } from '../engine';

export function reverseBits(x: number): number {
	x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
	x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
	x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
	x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
	return (x >>> 16) | (x << 16);
}

/** The position seen from the side to move: [mover, other, kings], mover moving up. */
export function canonical(pos: Position): [mover: number, other: number, kings: number] {
	if (pos.whiteToMove) return [pos.white | 0, pos.black | 0, pos.kings | 0];
	return [reverseBits(pos.black), reverseBits(pos.white), reverseBits(pos.kings)];
}
