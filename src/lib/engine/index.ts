/**
 * Public surface of the rules engine: squares, positions, moves, FEN,
 * notation, game texts, PDN, the game with its draw rules and a line of
 * moves replayed under them (`playLine`). Parsers
 * return a Result with an error code (`parseX`), each beside its writer
 * (`makeX`). The bit-level move generator for the solver is in ./internal.
 */
export * from './squares';
export * from './position';
export * from './result';
export * from './fen';
export * from './moves';
export * from './notation';
export * from './gametext';
export * from './pdn';
export * from './zobrist';
export * from './game';
export * from './line';
export * from './setup';
// Kept here for callers that count moves on positions; new bit-level code imports ./internal.
export { MoveList, generateMoves, countMoves, hasCapture, hasMove } from './movegen';
export { perft } from './perft';
