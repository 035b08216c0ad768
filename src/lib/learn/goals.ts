/**
 * The one judge of the course's exercises (lichess's moveTest, for
 * lessons): each goal's accepted answers are computed from the position,
 * by the rules engine or, for "win in N", by the solver; nothing is
 * listed by hand. A wrong answer gets its reason as data (the rule it
 * breaks, or the opponent's play that refutes it); the view words it.
 *
 * Three kinds of answer: squares tapped one by one (every square the
 * piece can reach; every piece that must capture), one choice among
 * options (how many pieces the longest capture takes; who has won), or a
 * move on the board.
 */
import {
	Game,
	applyMove,
	legalMoves,
	makeFen,
	makePosition,
	parseFen,
	parseMove,
	parseSquare,
	pieceAt,
	popcount,
	sameMove,
	sideToMove,
	squareRank,
	type EndReason,
	type Move,
	type Position,
	type Square
} from '../engine';
import type { MoveVerdict, Verdict } from '../solver/solve';

/** What an exercise asks. */
export type Goal =
	/** Tap every square the piece on `from` can move to. */
	| { kind: 'targets'; from: string }
	/** Tap every piece of the side to move that must capture. */
	| { kind: 'capturers' }
	/** Choose how many pieces the longest capture takes. */
	| { kind: 'count' }
	/** Choose who has won (or that it is a draw, or that the game goes on), after `moves` from the exercise's position. */
	| { kind: 'outcome'; moves?: readonly string[] }
	/** Play the move written (notation). */
	| { kind: 'play'; move: string }
	/** Capture backwards. */
	| { kind: 'capture-back' }
	/** The capture that takes the most pieces. */
	| { kind: 'most' }
	/** A move after which the opponent has exactly one move. */
	| { kind: 'forced-reply' }
	/** A move after which the opponent must capture. */
	| { kind: 'forces-capture' }
	/** A move that makes a king. */
	| { kind: 'promote' }
	/** A capture during which a man is crowned and goes on capturing as a king. */
	| { kind: 'crown-and-go-on' }
	/** A move after which no reply of the opponent makes the mover capture. */
	| { kind: 'no-capture' }
	/**
	 * A quiet threat (the "+" of giveaway texts): the opponent need not
	 * capture, but were it the mover's turn again, it would win in 1.
	 */
	| { kind: 'threat' }
	/** Win in `n` of the mover's moves against the best defence. */
	| { kind: 'win'; n: number };

export type GoalKind = Goal['kind'];

export interface Exercise {
	/** Unique within its lesson; the texts are keyed by it. */
	id: string;
	fen: string;
	goal: Goal;
	/** The text says there is only one answer (a test holds it to that). */
	unique?: boolean;
}

export type AnswerForm = 'squares' | 'choice' | 'move';

export function answerForm(goal: Goal): AnswerForm {
	switch (goal.kind) {
		case 'targets':
		case 'capturers':
			return 'squares';
		case 'count':
		case 'outcome':
			return 'choice';
		default:
			return 'move';
	}
}

/** The position an exercise shows first, and the game that led to it (an outcome question's moves). */
export interface ExerciseStart {
	position: Position;
	game: Game;
}

/** Reads an exercise's position and plays its moves; throws on bad data (the course's tests read every exercise). */
export function exerciseStart(ex: Exercise): ExerciseStart {
	const parsed = parseFen(ex.fen);
	if (!parsed.ok) throw new Error(`${ex.id}: bad position ${ex.fen}`);
	const game = new Game(parsed.value);
	const moves = ex.goal.kind === 'outcome' ? (ex.goal.moves ?? []) : [];
	for (const text of moves) {
		const m = parseMove(game.position, text);
		if (!m.ok || !game.play(m.value)) throw new Error(`${ex.id}: ${text} cannot be played`);
	}
	return { position: game.position, game };
}

// ---------------------------------------------------------------- squares

/** The squares that answer a squares goal, sorted. */
export function acceptedSquares(goal: Goal, pos: Position): Square[] {
	const moves = legalMoves(pos);
	let squares: Square[];
	if (goal.kind === 'targets') {
		const from = parseSquare(goal.from);
		squares = moves.filter((m) => m.from === from).map((m) => m.to);
	} else if (goal.kind === 'capturers') squares = moves.filter((m) => m.captured !== 0).map((m) => m.from);
	else squares = [];
	return [...new Set(squares)].sort((a, b) => a - b);
}

/** Why a tapped square is no answer. */
export type SquareMistake =
	/** The piece on `from` cannot move to `square` (a man one step forward, a king along a free diagonal; `capture`: it must capture). */
	| { kind: 'not-target'; from: Square; square: Square; king: boolean; capture: boolean }
	/** The mover's piece on `square` has nothing to capture. */
	| { kind: 'cannot-capture'; square: Square }
	/** No piece of the mover on `square`. */
	| { kind: 'not-own'; square: Square };

/** The mistake a tap on `square` is, or null when the square is an answer (or the piece itself, which is no answer and no mistake). */
export function squareMistake(goal: Goal, pos: Position, square: Square): SquareMistake | null {
	if (acceptedSquares(goal, pos).includes(square)) return null;
	if (goal.kind === 'targets') {
		const from = parseSquare(goal.from);
		if (square === from) return null;
		const capture = legalMoves(pos).some((m) => m.from === from && m.captured !== 0);
		return { kind: 'not-target', from, square, king: ((pos.kings >>> from) & 1) === 1, capture };
	}
	const piece = pieceAt(pos, square);
	if (piece === null || !piece.startsWith(sideToMove(pos))) return { kind: 'not-own', square };
	return { kind: 'cannot-capture', square };
}

// ---------------------------------------------------------------- choices

export type OutcomeChoice = 'white' | 'black' | 'draw' | 'none';

export interface ChoiceQuestion {
	options: string[];
	right: string;
	/** count: the longest capture; outcome: why the game ended (null: it goes on). */
	capture?: Move;
	reason?: EndReason | null;
}

/** The options of a choice goal and the right one, from the engine. */
export function choiceQuestion(goal: Goal, start: ExerciseStart): ChoiceQuestion {
	if (goal.kind === 'count') {
		const captures = legalMoves(start.position).filter((m) => m.captured !== 0);
		const longest = captures.reduce<Move | undefined>((best, m) => (!best || popcount(m.captured) > popcount(best.captured) ? m : best), undefined);
		const most = longest ? popcount(longest.captured) : 0;
		const options = Array.from({ length: Math.max(4, most + 1) }, (_, i) => String(i + 1));
		return { options, right: String(most), capture: longest };
	}
	const outcome = start.game.outcome();
	const right: OutcomeChoice = outcome ? outcome.result : 'none';
	return { options: ['white', 'black', 'draw', 'none'], right, reason: outcome?.reason ?? null };
}

// ---------------------------------------------------------------- moves

/** The solver as the course asks it: in the app its worker, in tests the same search in-process. */
export interface LearnOracle {
	/** Each legal move with whether it wins within `maxMoves` of the mover's moves (that move included). */
	winningMoves(fen: string, maxMoves: number): Promise<{ move: Move; verdict: MoveVerdict }[]>;
	/** The side to move's verdict within `maxMoves`, with the best line. */
	solve(fen: string, maxMoves: number): Promise<{ verdict: Verdict; line: Move[] }>;
}

const isCapture = (m: Move) => m.captured !== 0;
const count = (m: Move) => popcount(m.captured);

/** The far rank of the side to move (0-7). */
const farRank = (pos: Position) => (pos.whiteToMove ? 7 : 0);

/** A capture whose first jump goes towards the mover's own side. */
export function capturesBackwards(pos: Position, m: Move): boolean {
	if (!isCapture(m) || m.path.length === 0) return false;
	const forward = pos.whiteToMove ? 1 : -1;
	return Math.sign(squareRank(m.path[0]) - squareRank(m.from)) === -forward;
}

/** A man's capture that reaches the far rank before its last jump: it is crowned and goes on as a king. */
export function crownsAndGoesOn(pos: Position, m: Move): boolean {
	if (!m.promotes || !isCapture(m)) return false;
	const far = farRank(pos);
	return m.path.slice(0, -1).some((sq) => squareRank(sq) === far);
}

/** The side to move wins in one move: some move leaves the opponent a move, and every reply leaves the mover without one. */
export function winsInOne(pos: Position): boolean {
	return legalMoves(pos).some((m) => {
		const after = applyMove(pos, m);
		const replies = legalMoves(after);
		return replies.length > 0 && replies.every((r) => legalMoves(applyMove(after, r)).length === 0);
	});
}

/** The same pieces with the other side to move (what a threat would do if it were the mover's turn again). */
const passed = (pos: Position): Position => makePosition(pos.white, pos.black, pos.kings, !pos.whiteToMove);

/** A reply of the opponent after `m` that makes the mover capture, with that capture; null if none does. */
function replyForcingCapture(pos: Position, m: Move): { reply: Move; capture: Move } | null {
	const after = applyMove(pos, m);
	for (const reply of legalMoves(after)) {
		const next = legalMoves(applyMove(after, reply));
		if (next.length && isCapture(next[0])) return { reply, capture: next[0] };
	}
	return null;
}

/** Whether a move answers a goal that the rules engine alone decides (every goal but `win`). */
function meetsRule(goal: Goal, pos: Position, m: Move, all: readonly Move[]): boolean {
	const after = () => applyMove(pos, m);
	switch (goal.kind) {
		case 'play': {
			const wanted = parseMove(pos, goal.move);
			return wanted.ok && sameMove(wanted.value, m);
		}
		case 'capture-back':
			return capturesBackwards(pos, m);
		case 'most':
			return isCapture(m) && count(m) === Math.max(...all.map(count));
		case 'forced-reply':
			return legalMoves(after()).length === 1;
		case 'forces-capture': {
			const replies = legalMoves(after());
			return replies.length > 0 && replies.every(isCapture);
		}
		case 'promote':
			return m.promotes;
		case 'crown-and-go-on':
			return crownsAndGoesOn(pos, m);
		case 'no-capture':
			return legalMoves(after()).length > 0 && replyForcingCapture(pos, m) === null;
		case 'threat': {
			const replies = legalMoves(after());
			return replies.length > 0 && !isCapture(replies[0]) && winsInOne(passed(after()));
		}
		default:
			return false;
	}
}

/**
 * The moves that answer a move goal in `pos`. For `win`, `remaining` is
 * how many of the mover's moves the win may still take (this one
 * included): the moves the solver proves to win within them.
 */
export async function acceptedMoves(goal: Goal, pos: Position, remaining: number, oracle: LearnOracle): Promise<Move[]> {
	const moves = legalMoves(pos);
	if (goal.kind !== 'win') return moves.filter((m) => meetsRule(goal, pos, m, moves));
	const verdicts = await oracle.winningMoves(makeFen(pos), remaining);
	return verdicts.filter((v) => v.verdict.kind === 'win' && v.verdict.n <= remaining).map((v) => v.move);
}

/** Why a move is no answer: the rule it misses, or the opponent's play that refutes it. */
export type MoveMistake =
	/** Not the move written; `wanted` is. */
	| { kind: 'not-the-move'; wanted: Move }
	/** The capture went forwards (men capture both ways). */
	| { kind: 'forward' }
	/** Took `took` pieces where a capture takes `most`. */
	| { kind: 'fewer'; took: number; most: number }
	/** The opponent has all these replies, not one. */
	| { kind: 'replies'; replies: Move[] }
	/** The opponent may answer without capturing: `reply`. */
	| { kind: 'free'; reply: Move }
	/** No man reaches the far rank. */
	| { kind: 'no-promotion' }
	/** The capture ends where the man is crowned, or crowns nobody: `crowned` says which. */
	| { kind: 'no-crown-go-on'; crowned: boolean }
	/** After `reply` the mover must capture (`capture`). */
	| { kind: 'must-capture-after'; reply: Move; capture: Move }
	/** Were it the mover's turn again, it still could not win at once. */
	| { kind: 'no-threat' }
	/** An offer the opponent must take at once, not a quiet threat. */
	| { kind: 'forces-capture-now' }
	/** The opponent has no move left after it: in giveaway that is the opponent's win. */
	| { kind: 'gives-win' }
	/** The opponent now wins in `opponentWinsIn`; `line` is their best play. */
	| { kind: 'loses'; opponentWinsIn: number; line: Move[] }
	/** It still wins, but in `winsIn` moves where `n` were asked; `line` is the longest defence. */
	| { kind: 'slow'; winsIn: number; n: number; line: Move[] }
	/** Proved not to win within the `within` moves asked: after `reply` no win within them is left. */
	| { kind: 'no-win'; within: number; reply: Move }
	/** The solver found nothing in its time (never in the course: its positions are small). */
	| { kind: 'unproved' };

/** How much further than the task the solver looks to say what a wrong move does instead. */
export const LOOK_BEYOND = 8;

/** Why `m` misses the goal (call only for a move not among the accepted ones). */
export async function moveMistake(goal: Goal, pos: Position, m: Move, remaining: number, oracle: LearnOracle): Promise<MoveMistake> {
	const after = applyMove(pos, m);
	const replies = legalMoves(after);
	switch (goal.kind) {
		case 'play': {
			const wanted = parseMove(pos, goal.move);
			if (!wanted.ok) throw new Error(`not a move here: ${goal.move}`);
			return { kind: 'not-the-move', wanted: wanted.value };
		}
		case 'capture-back':
			return { kind: 'forward' };
		case 'most':
			return { kind: 'fewer', took: count(m), most: Math.max(...legalMoves(pos).map(count)) };
		case 'forced-reply':
			return replies.length === 0 ? { kind: 'gives-win' } : { kind: 'replies', replies };
		case 'forces-capture': {
			const free = replies.find((r) => !isCapture(r));
			return free ? { kind: 'free', reply: free } : { kind: 'gives-win' };
		}
		case 'promote':
			return { kind: 'no-promotion' };
		case 'crown-and-go-on':
			return { kind: 'no-crown-go-on', crowned: m.promotes };
		case 'no-capture': {
			const forcing = replyForcingCapture(pos, m);
			return forcing ? { kind: 'must-capture-after', ...forcing } : { kind: 'gives-win' };
		}
		case 'threat':
			if (replies.length === 0) return { kind: 'gives-win' };
			return isCapture(replies[0]) ? { kind: 'forces-capture-now' } : { kind: 'no-threat' };
		case 'win': {
			if (replies.length === 0) return { kind: 'gives-win' };
			// The opponent's loss in k after the move is the mover's win in k (this move the first of them).
			const r = await oracle.solve(makeFen(after), remaining + LOOK_BEYOND);
			if (r.verdict.kind === 'win') return { kind: 'loses', opponentWinsIn: r.verdict.n, line: r.line };
			if (r.verdict.kind === 'loss') return { kind: 'slow', winsIn: r.verdict.n, n: remaining, line: r.line };
			// Neither side wins soon: the reply after which the mover has no win within the task left.
			for (const reply of replies) {
				const next = await oracle.solve(makeFen(applyMove(after, reply)), remaining - 1);
				if (next.verdict.kind !== 'win') return { kind: 'no-win', within: remaining, reply };
			}
			return { kind: 'unproved' };
		}
		default:
			throw new Error(`${goal.kind} is not answered with a move`);
	}
}

/**
 * The opponent's answer in a `win` exercise: the reply that resists
 * longest (the solver's line), or null when the opponent has no move.
 */
export async function defence(pos: Position, maxMoves: number, oracle: LearnOracle): Promise<Move | null> {
	const replies = legalMoves(pos);
	if (replies.length === 0) return null;
	if (replies.length === 1) return replies[0];
	const r = await oracle.solve(makeFen(pos), maxMoves);
	return r.line[0] ?? replies[0];
}
