/** Public surface of the rules engine. */
export * from './squares';
export * from './position';
export * from './result';
export * from './fen';
export * from './moves';
export * from './zobrist';
export * from './game';
export { MoveList, generateMoves, countMoves, hasCapture, hasMove } from './movegen';
export { perft } from './perft';
