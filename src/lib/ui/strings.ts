/**
 * Every text the interface shows, in one place, so a Russian table can be
 * added beside the English one later (and chosen by the user's language).
 * Texts that depend on values are functions.
 */
import type { Aim, Color, FenError, Piece } from '$lib/engine';

const numberFormat = new Intl.NumberFormat('en');

export const en = {
	// The board
	sideName: (color: Color): string => (color === 'white' ? 'White' : 'Black'),
	squareLabel: (square: string, piece: Piece | null): string => `${square}, ${piece ?? 'empty'}`,
	boardLabel: (side: string): string => `Board, ${side} to move`,
	toMove: (side: string): string => `${side} to move`,
	reset: 'Reset',
	moveAnnounced: (side: string, move: string): string => `${side}: ${move}.`,
	noLegalMove: (side: string): string => ` ${side} has no legal move.`,
	chooseCapture: 'Choose a capture',
	capturesEndHere: (count: number, square: string): string => `${count} captures end on ${square}: choose one.`,
	whichCapture: 'Several captures end here. Which one?',
	takes: (squares: string[]): string => `takes ${squares.join(', ')}`,
	cancel: 'Cancel',
	backToStart: 'Back to the starting position.',

	// The home page
	moreNav: 'More',
	analysisLink: 'Analysis board',
	analysisLinkHint: 'set up any position and ask the solver who wins',

	// The analysis page
	analysisTitle: 'Analysis board',
	pageTitle: (title: string): string => `${title} — Поддавки`,
	homeLink: '← Home',
	analysisIntro:
		'Play moves on the board or paste a position, then ask the solver for the verdict of the side to move.',
	fenLabel: 'Position (FEN)',
	load: 'Load',
	badFen: (error: FenError): string => `This position cannot be read: ${error.message}.`,
	badFenFromUrl: (error: FenError): string =>
		`The position in the address cannot be read (${error.message}); showing the start position.`,
	aimLabel: 'Aim',
	aimName: (aim: Aim): string => (aim === 'giveaway' ? 'Giveaway (поддавки)' : 'Ordinary Russian checkers'),
	solve: 'Solve',
	moveVerdicts: 'Move verdicts',
	solverHeading: 'Solver',
	solverIdle: 'Press Solve for the verdict of the side to move, or Move verdicts for every legal move.',
	solverKeepsRunning:
		'The board stays playable while the solver works; the solver keeps working on the position it was given.',
	workingSolve: 'Solving…',
	workingMoves: 'Judging every move…',
	progress: (bound: number | null, nodes: number, seconds: number): string =>
		(bound === null ? 'starting' : `no result within ${bound} moves yet`) +
		` · ${numberFormat.format(nodes)} nodes · ${seconds} s`,
	cancelled: 'Cancelled.',
	failed: (message: string): string => `The solver failed: ${message}`,
	verdict: (side: string, kind: 'win' | 'loss', n: number): string =>
		`${side} ${kind === 'win' ? 'wins' : 'loses'} in ${n}`,
	verdictUnknown: 'No proof found (unknown)',
	unknownDetail: (maxMoves: number, seconds: number): string =>
		`Nothing proved within ${maxMoves} moves or ${seconds} s.`,
	noLegalMoveNow: '(no legal move)',
	bestLine: 'Best line',
	searchStats: (nodes: number, ms: number): string =>
		`${numberFormat.format(nodes)} nodes in ${(ms / 1000).toFixed(1)} s`,
	noLegalMoves: 'The side to move has no legal move.',
	moveVerdictsCaption: (side: string): string => `${side}'s moves:`,
	moveVerdictWin: (n: number): string => `win in ${n}`,
	moveVerdictNoWin: 'no win',
	moveVerdictUnknown: 'unknown',
	analysedPosition: (fen: string, aim: string): string => `Position: ${fen} (${aim})`,
	staleResult: 'The board has changed since: this is about the position below.'
} as const;

/** The table in use. A second language will be chosen here. */
export const t = en;
