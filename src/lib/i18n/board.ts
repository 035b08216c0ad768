import type { Piece } from '$lib/engine';
import { area } from './area';

const pieceEn: Record<Piece, string> = { 'white man': 'white man', 'white king': 'white king', 'black man': 'black man', 'black king': 'black king' };
const pieceRu: Record<Piece, string> = {
	'white man': 'белая простая',
	'white king': 'белая дамка',
	'black man': 'чёрная простая',
	'black king': 'чёрная дамка'
};

export type MarkKind = 'good' | 'bad' | 'hint';

export const board = area(
	{
		squareLabel: (square: string, piece: Piece | null): string => `${square}, ${piece ? pieceEn[piece] : 'empty'}`,
		boardLabel: (side: string): string => `Board, ${side} to move`,
		boardKeys:
			'Arrow keys move between squares; Up and Down go diagonally, with Shift along the other diagonal (also Q, E, Z, C, or Home, Page Up, End, Page Down: up-left, up-right, down-left, down-right); Enter or Space picks a piece, then its destination; Escape cancels.',
		boardKeysEditing:
			'Arrow keys move between squares; Up and Down go diagonally, with Shift along the other diagonal (also Q, E, Z, C, or Home, Page Up, End, Page Down); Enter or Space puts the chosen piece on the square, or takes it off.',
		reset: 'Start',
		clearMoves: 'Clear moves',
		undoClear: 'Undo clear',
		movesCleared: 'Moves cleared: back to the position loaded.',
		movesRestored: 'Moves brought back.',
		back: 'Back',
		forward: 'Forward',
		flip: 'Flip board',
		moveAnnounced: (side: string, move: string): string => `${side}: ${move}.`,
		moveTakenBack: (move: string): string => `Took back ${move}.`,
		noLegalMove: (side: string): string => ` ${side} has no legal move.`,
		chooseCapture: 'Choose a capture',
		capturesEndHere: (count: number, square: string): string => `${count} captures end on ${square}: choose one.`,
		whichCapture: 'Several captures end here. Which one?',
		takes: (squares: string[]): string => `takes ${squares.join(', ')}`,
		backToStart: 'Back to the starting position.',
		selectedState: 'selected',
		targetState: 'legal destination',
		turningState: 'a capture turns here',
		canCaptureState: 'can capture',
		mustCapture: (squares: readonly string[]): string =>
			squares.length === 1
				? `A capture is compulsory: the piece on ${squares[0]} must capture.`
				: `A capture is compulsory: capture with a piece on ${squares.slice(0, -1).join(', ')} or ${squares[squares.length - 1]}.`,
		lastMoveState: 'last move',
		hintState: 'hint',
		markName: (kind: MarkKind): string => (kind === 'good' ? 'good move' : kind === 'bad' ? 'mistake' : 'hint'),
		typeMove: 'Type a move',
		typeMoveExample: 'Type a move, e.g. c3-d4',
		playTyped: 'Play'
	},
	{
		squareLabel: (square: string, piece: Piece | null): string => `${square}, ${piece ? pieceRu[piece] : 'пусто'}`,
		boardLabel: (side: string): string => `Доска, ход: ${side.toLowerCase()}`,
		boardKeys:
			'Стрелки — переход по полям; вверх и вниз — по диагонали, с Shift — по другой диагонали (или Q, E, Z, C, или Home, Page Up, End, Page Down: вверх-влево, вверх-вправо, вниз-влево, вниз-вправо); Enter или пробел — выбрать шашку, затем поле, куда ей идти; Escape — отмена.',
		boardKeysEditing:
			'Стрелки — переход по полям; вверх и вниз — по диагонали, с Shift — по другой диагонали (или Q, E, Z, C, или Home, Page Up, End, Page Down); Enter или пробел — поставить выбранную фигуру на поле или снять её.',
		reset: 'В начало',
		clearMoves: 'Стереть ходы',
		undoClear: 'Вернуть ходы',
		movesCleared: 'Ходы стёрты: на доске загруженная позиция.',
		movesRestored: 'Ходы возвращены.',
		back: 'Назад',
		forward: 'Вперёд',
		flip: 'Перевернуть доску',
		moveAnnounced: (side: string, move: string): string => `${side}: ${move}.`,
		moveTakenBack: (move: string): string => `Ход ${move} взят назад.`,
		noLegalMove: (side: string): string => ` У стороны «${side}» нет ходов.`,
		chooseCapture: 'Выберите взятие',
		capturesEndHere: (count: number, square: string): string => `На ${square} заканчивается несколько взятий (${count}): выберите одно.`,
		whichCapture: 'Сюда ведут несколько взятий. Какое?',
		takes: (squares: string[]): string => `бьёт ${squares.join(', ')}`,
		backToStart: 'Возврат к начальной позиции.',
		selectedState: 'выбрана',
		targetState: 'сюда можно пойти',
		turningState: 'здесь поворачивает взятие',
		canCaptureState: 'может бить',
		mustCapture: (squares: readonly string[]): string =>
			squares.length === 1
				? `Бить обязательно: бьёт шашка на ${squares[0]}.`
				: `Бить обязательно: бейте шашкой на ${squares.slice(0, -1).join(', ')} или ${squares[squares.length - 1]}.`,
		lastMoveState: 'последний ход',
		hintState: 'подсказка',
		markName: (kind: MarkKind): string => (kind === 'good' ? 'верный ход' : kind === 'bad' ? 'ошибка' : 'подсказка'),
		typeMove: 'Ввести ход',
		typeMoveExample: 'Ход текстом, например c3-d4',
		playTyped: 'Сыграть'
	}
);
