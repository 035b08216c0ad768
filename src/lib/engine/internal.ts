/**
 * The engine's bit-level interface, for the code whose inner loops must not
 * allocate: the solver (solve.ts, search.ts), the engine that plays
 * (engine-player/search.ts, features.ts), the endgame tables (build.ts,
 * table.ts, verify.ts) and the lab's baseline opponent (src/lab/baseline.ts).
 * A position is three 32-bit words and a side, moves live in reusable
 * typed-array lists, and the position after a move is written into one
 * shared record (`NEXT`) instead of a new object. Tests elsewhere use its
 * helpers (`fen`, `moveKey`). Everything else uses the index's `Position`
 * and `Move`.
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
