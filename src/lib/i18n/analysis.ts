import type { FenError } from '$lib/engine';
import { area } from './area';

const fmt = (lang: string, n: number) => new Intl.NumberFormat(lang).format(n);

export const analysis = area(
	{
		analysisTitle: 'Analysis board',
		analysisIntro: 'Play moves on the board or paste a position, then ask the solver for the verdict of the side to move.',
		fenLabel: 'Position (FEN)',
		load: 'Load',
		badFen: (error: FenError): string => `This position cannot be read: ${error.message}.`,
		badFenFromUrl: (error: FenError): string => `The position in the address cannot be read (${error.message}); showing the start position.`,
		aimLabel: 'Aim',
		solve: 'Solve',
		moveVerdicts: 'Move verdicts',
		solverHeading: 'Solver',
		solverIdle: 'Press Solve for the verdict of the side to move, or Move verdicts for every legal move.',
		solverKeepsRunning: 'The board stays playable while the solver works; the solver keeps working on the position it was given.',
		workingSolve: 'Solving…',
		workingMoves: 'Judging every move…',
		progress: (bound: number | null, nodes: number, seconds: number): string =>
			(bound === null ? 'starting' : `no result within ${bound} moves yet`) + ` · ${fmt('en', nodes)} nodes · ${seconds} s`,
		cancelled: 'Cancelled.',
		failed: (message: string): string => `The solver failed: ${message}`,
		verdict: (side: string, kind: 'win' | 'loss', n: number): string => `${side} ${kind === 'win' ? 'wins' : 'loses'} in ${n}`,
		verdictUnknown: 'No proof found (unknown)',
		unknownDetail: (maxMoves: number, seconds: number): string => `Nothing proved within ${maxMoves} moves or ${seconds} s.`,
		noLegalMoveNow: '(no legal move)',
		bestLine: 'Best line',
		searchStats: (nodes: number, ms: number): string => `${fmt('en', nodes)} nodes in ${(ms / 1000).toFixed(1)} s`,
		noLegalMoves: 'The side to move has no legal move.',
		moveVerdictsCaption: (side: string): string => `${side}'s moves:`,
		moveVerdictWin: (n: number): string => `win in ${n}`,
		moveVerdictNoWin: 'no win',
		moveVerdictUnknown: 'unknown',
		analysedPosition: (fen: string, aim: string): string => `Position: ${fen} (${aim})`,
		staleResult: 'The board has changed since: this is about the position below.'
	},
	{
		analysisTitle: 'Доска анализа',
		analysisIntro: 'Делайте ходы на доске или вставьте позицию, затем спросите решатель, чем кончится дело для стороны, чей ход.',
		fenLabel: 'Позиция (FEN)',
		load: 'Загрузить',
		badFen: (error: FenError): string => `Не удаётся прочитать позицию: ${error.message}.`,
		badFenFromUrl: (error: FenError): string => `Позицию из адреса не удаётся прочитать (${error.message}); показана начальная.`,
		aimLabel: 'Цель игры',
		solve: 'Решить',
		moveVerdicts: 'Оценка ходов',
		solverHeading: 'Решатель',
		solverIdle: 'Нажмите «Решить», чтобы узнать исход для стороны, чей ход, или «Оценка ходов» — для каждого хода.',
		solverKeepsRunning: 'Пока решатель думает, на доске можно играть; он продолжает считать позицию, которую получил.',
		workingSolve: 'Считаю…',
		workingMoves: 'Оцениваю каждый ход…',
		progress: (bound: number | null, nodes: number, seconds: number): string =>
			(bound === null ? 'начало' : `в пределах ${bound} ход. пока ничего`) + ` · ${fmt('ru', nodes)} позиций · ${seconds} с`,
		cancelled: 'Отменено.',
		failed: (message: string): string => `Ошибка решателя: ${message}`,
		verdict: (side: string, kind: 'win' | 'loss', n: number): string => `${side} ${kind === 'win' ? 'выигрывают' : 'проигрывают'} за ${n} ход.`,
		verdictUnknown: 'Доказательство не найдено (неизвестно)',
		unknownDetail: (maxMoves: number, seconds: number): string => `Ничего не доказано в пределах ${maxMoves} ходов или ${seconds} с.`,
		noLegalMoveNow: '(ходов нет)',
		bestLine: 'Лучшая игра',
		searchStats: (nodes: number, ms: number): string => `${fmt('ru', nodes)} позиций за ${(ms / 1000).toFixed(1)} с`,
		noLegalMoves: 'У стороны, чей ход, нет ходов.',
		moveVerdictsCaption: (side: string): string => `Ходы (${side.toLowerCase()}):`,
		moveVerdictWin: (n: number): string => `выигрыш за ${n}`,
		moveVerdictNoWin: 'не выигрывает',
		moveVerdictUnknown: 'неизвестно',
		analysedPosition: (fen: string, aim: string): string => `Позиция: ${fen} (${aim})`,
		staleResult: 'С тех пор доска изменилась: результат относится к позиции ниже.'
	}
);
