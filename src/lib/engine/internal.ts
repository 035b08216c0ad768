/**
 * The engine's bit-level interface, for the solver and the puzzle generator
 * only: a position as three 32-bit words and a side, moves in reusable
 * typed-array lists, and the position after a move written into one shared
 * record (`NEXT`) instead of a new object, so the search allocates nothing.
 * Everything else uses the index's `Position` and `Move`.
 */
import { NEXT as next } from './movegen';

export { MoveList, generateMoves, generateCaptureMoves, countMoves, hasCapture, hasMove, applyMoveBits, applyListed } from './movegen';

/**
 * Where `applyMoveBits` and `applyListed` leave the position they made.
 * Read it at once: the next call overwrites it. Only the engine writes it.
 */
export const NEXT: Readonly<typeof next> = next;

export { popcount, countBits, BITS_16, lowestBit, squaresOf, squareFile, squareRank, shiftNE, shiftNW, shiftSE, shiftSW } from './squares';
export { zobristLo, zobristHi, zobristLoDelta } from './zobrist';

// Test helpers (positions from FEN without Result noise, moves as comparable strings), for tests outside the engine.
export { fen, moveKey, moveKeys } from './testing';
