/** The board component and what a page needs to drive it. */
export { default as Board } from './Board.svelte';
export { default as BoardControls } from './BoardControls.svelte';
export { default as PieceShape } from './PieceShape.svelte';
export { PlayedLine } from './line.svelte';
export type { Movable } from './input';
export type { Orientation } from './geometry';
export type { SquareMark } from './pieces';
