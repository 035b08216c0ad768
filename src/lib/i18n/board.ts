import type { Piece } from '$lib/engine';
import { area } from './area';

const pieceEn: Record<Piece, string> = { 'white man': 'white man', 'white king': 'white king', 'black man': 'black man', 'black king': 'black king' };
const pieceRu: Record<Piece, string> = { 'white man': 'белая простая', 'white king': 'белая дамка', 'black man': 'чёрная простая', 'black king': 'чёрная дамка' };

export const board = area(
	{
		squareLabel: (square: string, piece: Piece | null): string => `${square}, ${piece ? pieceEn[piece] : 'empty'}`,
		boardLabel: (side: string): string => `Board, ${side} to move`,
		reset: 'Reset',
		moveAnnounced: (side: string, move: string): string => `${side}: ${move}.`,
		noLegalMove: (side: string): string => ` ${side} has no legal move.`,
		chooseCapture: 'Choose a capture',
		capturesEndHere: (count: number, square: string): string => `${count} captures end on ${square}: choose one.`,
		whichCapture: 'Several captures end here. Which one?',
		takes: (squares: string[]): string => `takes ${squares.join(', ')}`,
		backToStart: 'Back to the starting position.'
	},
	{
		squareLabel: (square: string, piece: Piece | null): string => `${square}, ${piece ? pieceRu[piece] : 'пусто'}`,
		boardLabel: (side: string): string => `Доска, ход: ${side.toLowerCase()}`,
		reset: 'Сначала',
		moveAnnounced: (side: string, move: string): string => `${side}: ${move}.`,
		noLegalMove: (side: string): string => ` У стороны «${side}» нет ходов.`,
		chooseCapture: 'Выберите взятие',
		capturesEndHere: (count: number, square: string): string => `На ${square} заканчивается несколько взятий (${count}): выберите одно.`,
		whichCapture: 'Сюда ведут несколько взятий. Какое?',
		takes: (squares: string[]): string => `бьёт ${squares.join(', ')}`,
		backToStart: 'Возврат к начальной позиции.'
	}
);
