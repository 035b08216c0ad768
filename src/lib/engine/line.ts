/**
 * A line of moves played from a position under the rules of play: the one
 * replay of the app, the CLI and the tools (a stored game, a review, a
 * puzzle's solution, a game of 12 against 1). Moves come as text (any
 * notation parseMove reads, or full notation only) or as Move objects; the
 * answer is every position and move with the Game (its outcome, its
 * history for the search), or the first ply that cannot be played and why.
 */
import { Game, type Outcome } from './game';
import { legalMoves, sameMove, type Move } from './moves';
import { moveToString, parseMove, type MoveError } from './notation';
import type { Aim, Position } from './position';
import { err, ok, type DistributiveOmit, type Result } from './result';

/**
 * Why a line stops: `ply` is the 1-based ply of the move that cannot be
 * played and `text` that move as given. `game-over`: the game had ended
 * after ply `ply - 1` (`outcome.reason` names the rule or the end).
 */
export type LineError = { ply: number; text: string } & (
	{ kind: 'illegal-move'; move: MoveError } | { kind: 'not-full-notation'; full: string } | { kind: 'game-over'; outcome: Outcome }
);

export type LineErrorKind = LineError['kind'];

export interface PlayedLine {
	/** The start first, then the position after each move. */
	positions: Position[];
	moves: Move[];
	/** The game after the last move (its outcome, `history()` for the search). */
	game: Game;
}

export interface LineOptions {
	/** Giveaway (default) or ordinary checkers: who has won when a side has no move. */
	aim?: Aim;
	/** Text moves must be in full notation, as moveToString writes them (the bank's files). */
	fullNotation?: boolean;
	/**
	 * False for a puzzle's line and 12 against 1, which the draw rules do not
	 * end (docs/rules.md: "draws in play, not in puzzles"). Default true.
	 */
	drawRules?: boolean;
}

/** The legal move `move` stands for here, or why there is none. */
function readMove(game: Game, move: string | Move, fullNotation: boolean): Result<Move, DistributiveOmit<LineError, 'ply'>> {
	const pos = game.position;
	if (typeof move !== 'string') {
		const legal = legalMoves(pos).find((m) => sameMove(m, move));
		if (legal) return ok(legal);
		const text = moveToString(move);
		const parsed = parseMove(pos, text);
		const error: MoveError = parsed.ok ? { kind: 'illegal', reason: 'not-legal', text, candidates: legalMoves(pos).map(moveToString).sort() } : parsed.error;
		return err({ kind: 'illegal-move', text, move: error });
	}
	const parsed = parseMove(pos, move);
	if (!parsed.ok) return err({ kind: 'illegal-move', text: move, move: parsed.error });
	const full = moveToString(parsed.value);
	if (fullNotation && full !== move) return err({ kind: 'not-full-notation', text: move, full });
	return ok(parsed.value);
}

/** Play `moves` from `start`; the first move that cannot be played (illegal, or after the game's end) is the error. */
export function playLine(start: Position, moves: readonly (string | Move)[], options: LineOptions = {}): Result<PlayedLine, LineError> {
	const game = new Game(start, options.aim ?? 'giveaway', { drawRules: options.drawRules ?? true });
	const positions: Position[] = [start];
	const played: Move[] = [];
	for (let i = 0; i < moves.length; i++) {
		const given = moves[i];
		const outcome = game.outcome();
		if (outcome) return err({ kind: 'game-over', ply: i + 1, text: typeof given === 'string' ? given : moveToString(given), outcome });
		const read = readMove(game, given, options.fullNotation ?? false);
		if (!read.ok) return err({ ...read.error, ply: i + 1 });
		game.play(read.value);
		played.push(read.value);
		positions.push(game.position);
	}
	return ok({ positions, moves: played, game });
}
