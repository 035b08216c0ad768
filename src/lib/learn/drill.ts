/**
 * Endgame practice against perfect defence (lichess's Practice, exact):
 * a position of up to 5 pieces, a goal (win, or hold the draw) and a move
 * limit taken from the endgame tables' exact result plus a stated slack.
 * Every move is judged by the tables (still winning? how much slower? the
 * win or the draw thrown away?); the app answers with the tables' longest
 * resistance; after a failure the tables' best line is shown. The tables
 * are asked through a `Lookup` (in the app the tablebase worker, in tests
 * the files on disk), so one orchestration serves both.
 */
import { Game, applyMove, legalMoves, type Move, type Position } from '../engine';
import { bestMove, type TablebaseReport } from '../tablebase/report';
import type { NoReportReason } from '../tablebase/protocol';
import type { TablebaseVerdict } from '../tablebase/values';
import { winnerCount } from '../count';

export type DrillGoal = 'win' | 'draw';
/** What a drill teaches, for its heading. */
export type DrillTheme = 'king-v-men' | 'kings-v-king' | 'kings-v-man' | 'men-v-king' | 'one-plan' | 'hold';

export interface Drill {
	/** Unique; the texts and the stored stars are keyed by it. */
	id: string;
	fen: string;
	goal: DrillGoal;
	theme: DrillTheme;
	/** A draw drill: the moves to hold it for. */
	hold?: number;
}

/** Moves a win may take beyond the tables' fastest before the drill is failed. */
export const DRILL_SLACK = 2;

/** The tables cannot answer the position: `reason` says why (no pack, a damaged table). */
export class TablesMissing extends Error {
	constructor(readonly reason: NoReportReason) {
		super(`no tables: ${reason}`);
		this.name = 'TablesMissing';
	}
}

/** The tables' report of a position; throws TablesMissing when there is none. */
export type Lookup = (pos: Position) => Promise<TablebaseReport>;

/** What the tables say of the user's move. */
export type MoveNote =
	/** As fast as the tables' best. */
	| { kind: 'best' }
	/** Still wins within the limit, `by` moves slower than the best. */
	| { kind: 'slower'; by: number }
	/** The draw is kept. */
	| { kind: 'holds' }
	/** Still wins, in `winsIn` more moves, but no longer within the limit. */
	| { kind: 'too-slow'; winsIn: number }
	/** The win is thrown away: a draw now. */
	| { kind: 'drawn' }
	/** The opponent now wins in `opponentWinsIn`. */
	| { kind: 'loses'; opponentWinsIn: number };

export const failingNote = (note: MoveNote): boolean => note.kind === 'too-slow' || note.kind === 'drawn' || note.kind === 'loses';

export type DrillState = 'playing' | 'won' | 'held' | 'failed';
/** Why a drill ended without its goal besides a bad move: a draw by the rules of play during a win drill. */
export type DrillEnd = 'threefold-repetition' | 'kings-only' | 'three-kings';

/** The limit for a drill whose start the tables judge `verdict`, or null when the tables do not give the drill's goal. */
export function drillLimit(drill: Drill, verdict: TablebaseVerdict): { n: number | null; limit: number } | null {
	if (drill.goal === 'win') return verdict.kind === 'win' ? { n: verdict.n, limit: verdict.n + DRILL_SLACK } : null;
	return verdict.kind === 'draw' && drill.hold ? { n: null, limit: drill.hold } : null;
}

/** Stars by moves used: the tables' N three, within half the slack two, within the limit one; a held draw three. */
export function drillStars(state: DrillState, used: number, n: number | null): number {
	if (state === 'held') return 3;
	if (state !== 'won' || n === null) return 0;
	const over = used - n;
	return over <= 0 ? 3 : over <= DRILL_SLACK / 2 ? 2 : 1;
}

/** The verdict of one move for its mover. */
function verdictOf(report: TablebaseReport, move: Move): TablebaseVerdict {
	const found = report.moves.find((m) => m.move.from === move.from && m.move.to === move.to && m.move.captured === move.captured);
	if (!found) throw new Error('not a legal move of the position');
	return found.verdict;
}

/** The tables' note on `move`, made as the user's `used`-th move (1 = the first) of a drill with this limit. */
export function noteOf(goal: DrillGoal, report: TablebaseReport, move: Move, used: number, limit: number): MoveNote {
	const v = verdictOf(report, move);
	if (v.kind === 'loss') return { kind: 'loses', opponentWinsIn: winnerCount(v, true).n };
	if (v.kind === 'draw') return goal === 'draw' ? { kind: 'holds' } : { kind: 'drawn' };
	// A win: this move and v.n - 1 more.
	if (goal === 'draw') return { kind: 'holds' };
	if (used + v.n - 1 > limit) return { kind: 'too-slow', winsIn: v.n };
	const best = report.verdict.kind === 'win' ? report.verdict.n : v.n;
	return v.n === best ? { kind: 'best' } : { kind: 'slower', by: v.n - best };
}

/** Plies a line of a drawn position is shown for (a draw has no end). */
export const DRAW_LINE_PLIES = 8;
/** Plies any line is followed for at most (the tables' longest game is under 253). */
const MAX_LINE_PLIES = 120;

/**
 * Best play from `pos` by the tables: the winner fastest, the loser
 * slowest, a drawn side a drawing move (for DRAW_LINE_PLIES plies).
 */
export async function bestLine(lookup: Lookup, pos: Position, report?: TablebaseReport): Promise<Move[]> {
	const line: Move[] = [];
	let here = pos;
	let r = report ?? (await lookup(pos));
	for (let ply = 0; ply < MAX_LINE_PLIES; ply++) {
		if (r.verdict.kind === 'draw' && ply >= DRAW_LINE_PLIES) break;
		const move = bestMove(r.verdict, r.moves);
		if (!move) break;
		line.push(move);
		here = applyMove(here, move);
		if (legalMoves(here).length === 0) break;
		r = await lookup(here);
	}
	return line;
}

/**
 * The app's move: the longest resistance when it loses, the fastest win
 * when it wins, and in a draw the drawing move after which the user has
 * the fewest moves that keep the draw (the most testing one).
 */
export async function appMove(lookup: Lookup, pos: Position, report: TablebaseReport): Promise<Move | null> {
	if (report.moves.length === 0) return null;
	if (report.verdict.kind !== 'draw') return bestMove(report.verdict, report.moves) ?? null;
	let best: Move | null = null;
	let fewest = Infinity;
	for (const m of report.moves) {
		if (m.verdict.kind !== 'draw') continue;
		const next = await lookup(applyMove(pos, m.move));
		const keeping = next.moves.filter((x) => x.verdict.kind !== 'loss').length;
		if (keeping < fewest) {
			fewest = keeping;
			best = m.move;
		}
	}
	return best ?? bestMove(report.verdict, report.moves) ?? null;
}

/** What one move of the user led to. */
export interface DrillStep {
	note: MoveNote;
	/** The app's answer (null: none, the drill is over). */
	reply: Move | null;
	/** After a failing move: the app's best play from the position after it. */
	refutation: Move[] | null;
	/** After a failure: the tables' best line from the position before the failing move. */
	bestLine: Move[] | null;
}

/** One try at a drill: the game, the moves used, and the tables' report of the position on the board. */
export class DrillRun {
	readonly game: Game;
	readonly n: number | null;
	readonly limit: number;
	used = 0;
	state: DrillState = 'playing';
	/** A draw by the rules of play that ended the try. */
	end: DrillEnd | null = null;
	/** The tables' report of the position on the board, the user to move (null once the try is over). */
	report: TablebaseReport | null;

	private constructor(
		readonly drill: Drill,
		start: Position,
		report: TablebaseReport,
		limits: { n: number | null; limit: number }
	) {
		this.game = new Game(start);
		this.report = report;
		this.n = limits.n;
		this.limit = limits.limit;
	}

	/** A try from the drill's position: the tables' report sets the limit; null when they do not give the drill's goal. */
	static async start(drill: Drill, start: Position, lookup: Lookup): Promise<DrillRun | null> {
		const report = await lookup(start);
		const limits = drillLimit(drill, report.verdict);
		return limits ? new DrillRun(drill, start, report, limits) : null;
	}

	get position(): Position {
		return this.game.position;
	}

	get stars(): number {
		return drillStars(this.state, this.used, this.n);
	}

	/** Plays the user's move, judges it, and answers with the app's move (or ends the try). */
	async play(move: Move, lookup: Lookup): Promise<DrillStep> {
		const before = this.game.position;
		const report = this.report;
		if (this.state !== 'playing' || !report) throw new Error('the drill is over');
		const note = noteOf(this.drill.goal, report, move, this.used + 1, this.limit);
		if (!this.game.play(move)) throw new Error('not a legal move of the position');
		this.used++;
		if (failingNote(note)) return this.fail(note, lookup, before, report);
		if (this.settledByRules()) return { note, reply: null, refutation: null, bestLine: null };
		const after = this.game.position;
		const reply = await appMove(lookup, after, await lookup(after));
		if (reply) this.game.play(reply);
		if (!this.settledByRules()) {
			const terminal = legalMoves(this.game.position).length === 0;
			if (terminal) this.state = 'won';
			else if (this.drill.goal === 'draw' && this.used >= this.limit) this.state = 'held';
		}
		this.report = this.state === 'playing' ? await lookup(this.game.position) : null;
		return { note, reply, refutation: null, bestLine: null };
	}

	/** A draw by the rules of play (repetition, king moves) ends the try: held in a draw drill, failed in a win drill. */
	private settledByRules(): boolean {
		const outcome = this.game.outcome();
		if (!outcome || outcome.result !== 'draw') return false;
		this.end = outcome.reason as DrillEnd;
		this.state = this.drill.goal === 'draw' ? 'held' : 'failed';
		this.report = null;
		return true;
	}

	private async fail(note: MoveNote, lookup: Lookup, before: Position, report: TablebaseReport): Promise<DrillStep> {
		this.state = 'failed';
		this.report = null;
		const after = this.game.position;
		const refutation = legalMoves(after).length ? await bestLine(lookup, after) : [];
		return { note, reply: null, refutation, bestLine: await bestLine(lookup, before, report) };
	}
}
