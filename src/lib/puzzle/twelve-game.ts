/**
 * One game of 12 against 1 as plain data: the user plays White, the app
 * defends with Black. Every user move is answered at once when it is
 * known: on the current proved line (the table's, or the solver's after a
 * proved detour), from the book of moves judged ahead of time, or by a
 * short search. A move the short search cannot settle never fails the
 * user: the app plays on with a heuristic reply and the move is marked
 * unproved until a longer search in the background settles it.
 *
 * The state is JSON (moves in notation, positions replayed from the start),
 * so a game in progress can be saved and resumed.
 */
import { applyMove, legalMoves, makeFen, moveToString, parseFen, parseMove, sameMove, type Move, type Position } from '../engine';
import type { TwelveBookEntry, TwelveSquare } from '../bank/types';
import { TWELVE_SLACK } from '../bank/types';
import type { Verdict } from '../solver/solve';

/** What is known about one user move. */
export type MoveNote =
	/** As fast as the best play. */
	| { kind: 'best' }
	/** Still wins, `by` moves slower than the best. */
	| { kind: 'slower'; by: number }
	/** Throws the win away: Black wins in `opponentWinsIn` with `refutation`. */
	| { kind: 'spoiled'; opponentWinsIn: number; refutation: string[] }
	/** Not settled by the short search; a longer one runs in the background. */
	| { kind: 'unproved' }
	/** The longer search did not settle it either. */
	| { kind: 'not-proved' };

export interface TwelvePly {
	move: string;
	by: 'user' | 'app';
	note?: MoveNote;
	/** For an unproved user move: the position after it, the bound to settle it with, and White's proved moves before it. */
	settle?: { fen: string; maxMoves: number; winInBefore: number | null };
}

export type TwelveState = 'playing' | 'won' | 'spoiled';

/** What is known of White's task from the position on the board. */
interface Knowledge {
	/** White's moves to the win with best play (null: not proved from here). */
	winIn: number | null;
	/** Best play from here, White's move first (empty: none known). */
	line: string[];
	/** When winIn is unknown: the moves the searches assume White still needs. */
	estimate: number;
}

export interface TwelveGameData extends Knowledge {
	square: string;
	plies: TwelvePly[];
	state: TwelveState;
	/** Spoiling moves taken back so far. */
	takeBacks: number;
	/** What was known before the last user move, for taking a spoiling move back. */
	before: Knowledge | null;
}

/** The solver as the game needs it; the position is Black to move. */
export interface TwelvePort {
	solve(fen: string, maxMoves: number, timeoutMs: number): Promise<{ verdict: Verdict; line: Move[] }>;
	/** A reply for Black where nothing is proved (null: none). */
	reply(fen: string): Promise<Move | null>;
}

/** How the answer to a move was found, and how long it took. */
export type AnswerSource = 'line' | 'book' | 'search' | 'heuristic' | 'end';
export interface Answer {
	note: MoveNote | null;
	source: AnswerSource;
	ms: number;
}

/** The short search's share of the 2 s a move may take; the heuristic reply needs little. */
export const QUICK_SEARCH_MS = 800;

export type Book = ReadonlyMap<string, TwelveBookEntry>;

export function makeBook(entries: readonly TwelveBookEntry[]): Book {
	return new Map(entries.map((e) => [e.fen, e]));
}

function replay(start: Position, plies: readonly TwelvePly[]): Position | null {
	let pos = start;
	for (const p of plies) {
		const m = parseMove(pos, p.move);
		if (!m.ok) return null;
		pos = applyMove(pos, m.value);
	}
	return pos;
}

function startOf(row: TwelveSquare): Position {
	const parsed = parseFen(row.fen);
	if (!parsed.ok) throw new Error(`12 against 1: bad FEN for ${row.square}`);
	return parsed.value;
}

export class TwelveGame {
	readonly start: Position;
	position: Position;
	data: TwelveGameData;

	private constructor(
		readonly row: TwelveSquare,
		data: TwelveGameData
	) {
		this.start = startOf(row);
		this.data = data;
		this.position = replay(this.start, data.plies) ?? this.start;
	}

	static fresh(row: TwelveSquare): TwelveGame {
		return new TwelveGame(row, {
			square: row.square,
			plies: [],
			state: 'playing',
			takeBacks: 0,
			before: null,
			winIn: row.verdict.n,
			line: [...row.line],
			estimate: row.verdict.n
		});
	}

	/** A saved game, or null when it does not fit the square (then start afresh). */
	static restore(row: TwelveSquare, saved: unknown): TwelveGame | null {
		if (!saved || typeof saved !== 'object') return null;
		const d = saved as TwelveGameData;
		if (d.square !== row.square || !Array.isArray(d.plies) || !Array.isArray(d.line) || !['playing', 'won', 'spoiled'].includes(d.state)) return null;
		if (d.plies.some((p) => !p || typeof p.move !== 'string' || (p.by !== 'user' && p.by !== 'app'))) return null;
		if (replay(startOf(row), d.plies) === null) return null;
		return new TwelveGame(row, structuredClone(d));
	}

	get state(): TwelveState {
		return this.data.state;
	}

	/** The optimum for the square: White's moves with best play. */
	get optimum(): number {
		return this.row.verdict.n;
	}

	get userMoves(): number {
		return this.data.plies.filter((p) => p.by === 'user').length;
	}

	/** The last user move's note. */
	get lastNote(): MoveNote | null {
		for (let i = this.data.plies.length - 1; i >= 0; i--) if (this.data.plies[i].by === 'user') return this.data.plies[i].note ?? null;
		return null;
	}

	/** Moves the searches look for after the next user move. */
	get bound(): number {
		return (this.data.winIn ?? this.data.estimate) - 1 + TWELVE_SLACK;
	}

	/** The next move of the proved line, for a hint (null off any proved line). */
	get hint(): Move | null {
		const m = parseMove(this.position, this.data.line[0] ?? '');
		return m.ok ? m.value : null;
	}

	/** Unproved user moves that a background search may still settle. */
	get unsettled(): { index: number; fen: string; maxMoves: number }[] {
		return this.data.plies.flatMap((p, index) => (p.note?.kind === 'unproved' && p.settle ? [{ index, fen: p.settle.fen, maxMoves: p.settle.maxMoves }] : []));
	}

	/**
	 * Play the user's move and the app's answer. `now` times the answer;
	 * the game changes only when the answer is in.
	 */
	async play(move: Move, port: TwelvePort, book: Book, now: () => number): Promise<Answer> {
		const t0 = now();
		const d = this.data;
		if (d.state !== 'playing') throw new Error('the game is over');
		const pos = this.position;
		const after = applyMove(pos, move);
		const notation = moveToString(move);
		const rest = (note: MoveNote | null, source: AnswerSource): Answer => ({ note, source, ms: now() - t0 });
		const known: Knowledge = { winIn: d.winIn, line: d.line, estimate: d.estimate };
		const user = (note: MoveNote, settle?: TwelvePly['settle']): TwelvePly => ({ move: notation, by: 'user', note, ...(settle ? { settle } : {}) });

		const lineMove = parseMove(pos, d.line[0] ?? '');
		if (lineMove.ok && sameMove(lineMove.value, move)) {
			const reply = parseMove(after, d.line[1] ?? '');
			this.#advance(
				user({ kind: 'best' }),
				after,
				reply.ok ? reply.value : null,
				{ winIn: d.winIn === null ? null : d.winIn - 1, line: d.line.slice(2), estimate: d.estimate - 1 },
				known
			);
			return rest({ kind: 'best' }, 'line');
		}
		if (legalMoves(after).length === 0) {
			// In giveaway a side left without a move has won: here, Black.
			this.#spoil(user({ kind: 'spoiled', opponentWinsIn: 0, refutation: [] }), after, known);
			return rest(this.lastNote, 'end');
		}
		const fen = makeFen(after);
		const maxMoves = this.bound;
		const entry = book.get(fen);
		let verdict: Verdict = { kind: 'unknown' };
		let line: Move[] = [];
		let source: AnswerSource = 'book';
		if (entry && entry.verdict.kind !== 'unknown') {
			verdict = entry.verdict;
			line = movesOf(after, entry.line);
		} else if (!entry) {
			source = 'search';
			({ verdict, line } = await port.solve(fen, maxMoves, QUICK_SEARCH_MS));
		}
		if (verdict.kind === 'win') {
			this.#spoil(user({ kind: 'spoiled', opponentWinsIn: verdict.n, refutation: line.map(moveToString) }), after, known);
			return rest(this.lastNote, source);
		}
		if (verdict.kind === 'loss') {
			const note = noteFor(verdict.n, d.winIn);
			const reply = line[0] ?? (await port.reply(fen));
			this.#advance(user(note), after, reply, { winIn: verdict.n - 1, line: line.slice(1).map(moveToString), estimate: verdict.n - 1 }, known);
			return rest(note, source);
		}
		const reply = await port.reply(fen);
		const note: MoveNote = { kind: 'unproved' };
		this.#advance(user(note, { fen, maxMoves, winInBefore: d.winIn }), after, reply, { winIn: null, line: [], estimate: (d.winIn ?? d.estimate) - 1 }, known);
		return rest(note, 'heuristic');
	}

	/** A background search's verdict for the unproved move at `index` (unknown: it stays unproved for good). */
	settle(index: number, verdict: Verdict, line: readonly Move[]): void {
		const p = this.data.plies[index];
		if (!p || p.note?.kind !== 'unproved') return;
		const next: MoveNote =
			verdict.kind === 'loss'
				? noteFor(verdict.n, p.settle?.winInBefore ?? null)
				: verdict.kind === 'win'
					? { kind: 'spoiled', opponentWinsIn: verdict.n, refutation: line.map(moveToString) }
					: { kind: 'not-proved' };
		const plies = [...this.data.plies];
		plies[index] = { move: p.move, by: p.by, note: next };
		this.data = { ...this.data, plies };
	}

	/** Take back the spoiling move and try again. */
	takeBack(): void {
		const d = this.data;
		if (d.state !== 'spoiled' || !d.before) return;
		const plies = d.plies.slice(0, -1);
		this.position = replay(this.start, plies) ?? this.start;
		this.data = { ...d, ...d.before, plies, state: 'playing', takeBacks: d.takeBacks + 1, before: null };
	}

	/** Moves the user made to win, against the optimum. */
	get slowerThanBest(): number {
		return this.userMoves - this.optimum;
	}

	#advance(ply: TwelvePly, after: Position, reply: Move | null, next: Knowledge, before: Knowledge): void {
		let pos = after;
		const plies = [...this.data.plies, ply];
		if (reply) {
			pos = applyMove(after, reply);
			plies.push({ move: moveToString(reply), by: 'app' });
		}
		this.position = pos;
		const won = reply !== null && legalMoves(pos).length === 0;
		this.data = { ...this.data, ...next, plies, before, state: won ? 'won' : 'playing' };
	}

	#spoil(ply: TwelvePly, after: Position, before: Knowledge): void {
		this.position = after;
		this.data = { ...this.data, plies: [...this.data.plies, ply], before, state: 'spoiled' };
	}
}

/** A move that leaves Black lost in `n` (so White needs `n` counting it), against White's best from before the move. */
function noteFor(n: number, winInBefore: number | null): MoveNote {
	if (winInBefore === null || n <= winInBefore) return { kind: 'best' };
	return { kind: 'slower', by: n - winInBefore };
}

function movesOf(pos: Position, texts: readonly string[]): Move[] {
	const out: Move[] = [];
	for (const text of texts) {
		const m = parseMove(pos, text);
		if (!m.ok) break;
		out.push(m.value);
		pos = applyMove(pos, m.value);
	}
	return out;
}
