/**
 * One game of 12 against 1 as plain data: the user plays White, the app
 * defends with Black. Every user move is answered at once when it is
 * known: on the current proved line (the table's, or the solver's after a
 * proved detour), from the proved tree (./twelve-tree: the positions on
 * and near the table's lines, solved ahead of time and checked on the
 * device against a pinned hash), or by a short search. A move the short
 * search cannot settle never fails the user: the app plays on with a
 * heuristic reply and the move is marked with what is proved so far (a
 * bound from above, or nothing) until a longer search in the background
 * settles it.
 *
 * The state is JSON (moves in notation, positions replayed from the start),
 * so a game in progress can be saved and resumed.
 */
import { applyMove, legalMoves, makeFen, moveToString, parseFen, parseMove, playLine, sameMove, type Move, type Position } from '../engine';
import type { TwelveSquare } from '../bank/types';
import { TWELVE_SLACK } from '../bank/types';
import type { ProvedBound, Verdict } from '../solver/solve';
import { treeLine, type ProvedTree } from './twelve-tree';

/** What is known about one user move. */
export type MoveNote =
	/** As fast as the best play. */
	| { kind: 'best' }
	/** Still wins, `by` moves slower than the best. */
	| { kind: 'slower'; by: number }
	/** Throws the win away: Black wins in `opponentWinsIn` with `refutation`. */
	| { kind: 'spoiled'; opponentWinsIn: number; refutation: string[] }
	/** Still wins, proved: Black, to move, loses in at most `atMost` (the solver's count; White's moves are one fewer, count.ts); the exact count is being proved in the background. */
	| { kind: 'bound'; atMost: number }
	/** Not settled by the short search; a longer one runs in the background. */
	| { kind: 'unproved' }
	/** The longer search did not settle it either. */
	| { kind: 'not-proved' };

export interface TwelvePly {
	move: string;
	by: 'user' | 'app';
	note?: MoveNote;
	/** The note came from the proved tree (computed ahead of time, its file checked on the device), not from a search here. */
	fromTree?: true;
	/**
	 * For an unproved user move, what settling it needs and has found so far:
	 * the position after it and the bound to search it with, White's fastest
	 * win from the position before it (null: not proved yet), and Black's
	 * proved loss after it (absent: not proved yet). The move's note is
	 * `n - winInBefore` moves slower, so both must be proved.
	 */
	settle?: { fen: string; maxMoves: number; winInBefore: number | null; n?: number; atMost?: number };
}

/**
 * Work for the background searches, oldest first: the verdict after an
 * unproved move (`move`), or White's fastest win from a position (`position`):
 * the one before the user move at `at` (its note needs it), or, when `at` is
 * the number of plies, the position on the board (for the hint, and to judge
 * the next move against). `target` is the expected N (a schedule hint).
 */
export type SettleTask =
	| { kind: 'move'; index: number; fen: string; maxMoves: number; target?: number }
	| { kind: 'position'; at: number; fen: string; maxMoves: number; target?: number };

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
	/** The ply count at which the position on the board was searched in vain (so it is not searched again). */
	unprovable?: number;
}

/** The solver as the game needs it; the position is Black to move. */
export interface TwelvePort {
	/** `boundFirst`: prove a result within it first; an unfinished search then answers `atMost`. */
	solve(fen: string, maxMoves: number, timeoutMs: number, boundFirst?: number): Promise<{ verdict: Verdict; line: Move[]; atMost?: ProvedBound | null }>;
	/** A reply for Black where nothing is proved (null: none). */
	reply(fen: string): Promise<Move | null>;
}

/** How the answer to a move was found, and how long it took. */
export type AnswerSource = 'line' | 'tree' | 'search' | 'heuristic' | 'end';
export interface Answer {
	note: MoveNote | null;
	source: AnswerSource;
	ms: number;
}

/** The short search's share of the 2 s a move may take; the heuristic reply needs little. */
export const QUICK_SEARCH_MS = 1_500;

/**
 * How many moves past the game's bound the background search looks when
 * the quick search found neither side winning within it: a move can keep
 * the win and still be far slower (c5, the scripted game's turn 8: f2-g3
 * wins in 20, 8 moves slower than the best), and its note should say by how much.
 */
export const SETTLE_BEYOND = 4 * TWELVE_SLACK;

/** The game's moves from `start` (12 against 1 is played to its end: no draw rule stops it); null when one does not play. */
function replay(start: Position, plies: readonly TwelvePly[]): Position[] | null {
	const line = playLine(
		start,
		plies.map((p) => p.move),
		{ drawRules: false }
	);
	return line.ok ? line.value.positions : null;
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
		this.position = replay(this.start, data.plies)?.at(-1) ?? this.start;
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

	/** Whether the last user move's note came from the proved tree. */
	get lastFromTree(): boolean {
		return this.data.plies.findLast((p) => p.by === 'user')?.fromTree === true;
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

	/** What a background search may still settle, oldest first (see SettleTask). */
	get unsettled(): SettleTask[] {
		const d = this.data;
		const tasks: SettleTask[] = [];
		// Every position of the game, the start first (a restored game replays whole).
		const positions = replay(this.start, d.plies) ?? [this.start];
		d.plies.forEach((p, index) => {
			const pos = positions[index] ?? this.position;
			const s = p.settle;
			if (isOpen(p.note) && s) {
				const target = s.winInBefore ?? undefined;
				if (s.n === undefined) tasks.push({ kind: 'move', index, fen: s.fen, maxMoves: s.maxMoves, ...(target ? { target } : {}) });
				// White's fastest win from before the move is at most the move's own.
				else if (s.winInBefore === null) tasks.push({ kind: 'position', at: index, fen: makeFen(pos), maxMoves: s.n, target: s.n });
			}
		});
		// The board's position when nothing proved runs through it: its fastest win, or (known) the line for the hint.
		if (d.state === 'playing' && (d.winIn === null || d.line.length === 0) && d.unprovable !== d.plies.length) {
			const target = d.winIn ?? this.#provedAbove();
			tasks.push({
				kind: 'position',
				at: d.plies.length,
				fen: makeFen(this.position),
				maxMoves: target ?? d.estimate + TWELVE_SLACK,
				...(target ? { target } : {})
			});
		}
		return tasks;
	}

	/** White's moves needed before the last user move's proved loss for Black, less that move: a bound from above for the board (undefined: none known). */
	#provedAbove(): number | undefined {
		const last = this.data.plies.findLast((p) => p.by === 'user');
		const n = last?.settle?.n;
		return n === undefined || n < 2 ? undefined : n - 1;
	}

	/**
	 * Play the user's move and the app's answer. `now` times the answer;
	 * the game changes only when the answer is in.
	 */
	async play(move: Move, port: TwelvePort, tree: ProvedTree | null, now: () => number): Promise<Answer> {
		const t0 = now();
		const d = this.data;
		if (d.state !== 'playing') throw new Error('the game is over');
		const pos = this.position;
		const after = applyMove(pos, move);
		const notation = moveToString(move);
		const rest = (note: MoveNote | null, source: AnswerSource): Answer => ({ note, source, ms: now() - t0 });
		const known: Knowledge = { winIn: d.winIn, line: d.line, estimate: d.estimate };
		const user = (note: MoveNote, settle?: TwelvePly['settle'], fromTree = false): TwelvePly => ({
			move: notation,
			by: 'user',
			note,
			...(settle ? { settle } : {}),
			...(fromTree ? { fromTree: true as const } : {})
		});
		/** What the tree knows from the position after `reply`, when it holds it (exact, with its line), else `fallback`. */
		const knowledgeAfter = (reply: Move | null, fallback: Knowledge): Knowledge => {
			const node = reply && tree ? treeKnowledge(tree, applyMove(after, reply)) : null;
			return node ?? fallback;
		};

		const lineMove = parseMove(pos, d.line[0] ?? '');
		if (lineMove.ok && sameMove(lineMove.value, move)) {
			const reply = parseMove(after, d.line[1] ?? '');
			const next: Knowledge = { winIn: d.winIn === null ? null : d.winIn - 1, line: d.line.slice(2), estimate: d.estimate - 1 };
			// A line that ends here goes on in the tree, where it holds the position.
			const r = reply.ok ? reply.value : null;
			this.#advance(user({ kind: 'best' }), after, r, next.line.length ? next : knowledgeAfter(r, next), known);
			return rest({ kind: 'best' }, 'line');
		}
		if (legalMoves(after).length === 0) {
			// In giveaway a side left without a move has won: here, Black.
			this.#spoil(user({ kind: 'spoiled', opponentWinsIn: 0, refutation: [] }), after, known);
			return rest(this.lastNote, 'end');
		}
		const fen = makeFen(after);
		const maxMoves = this.bound;
		const node = tree?.nodes.get(makeFen(pos));
		const entry = node?.get(notation);
		if (node && entry) {
			const { verdict } = entry;
			const reply = entry.reply === null ? null : parseMove(after, entry.reply);
			const replyMove = reply?.ok ? reply.value : null;
			if (verdict.kind === 'win') {
				this.#spoil(user({ kind: 'spoiled', opponentWinsIn: verdict.n, refutation: entry.reply ? [entry.reply] : [] }, undefined, true), after, known);
				return rest(this.lastNote, 'tree');
			}
			// White's best from before the move is the node's best move.
			const note = noteFor(verdict.n, d.winIn ?? bestLoss(node));
			const fallback: Knowledge = { winIn: verdict.n - 1, line: [], estimate: verdict.n - 1 };
			this.#advance(user(note, undefined, true), after, replyMove, knowledgeAfter(replyMove, fallback), known);
			return rest(note, 'tree');
		}
		const boundFirst = Math.min(maxMoves, (d.winIn ?? d.estimate) + TWELVE_SLACK);
		const { verdict, line, atMost } = await port.solve(fen, maxMoves, QUICK_SEARCH_MS, boundFirst);
		if (verdict.kind === 'win') {
			this.#spoil(user({ kind: 'spoiled', opponentWinsIn: verdict.n, refutation: line.map(moveToString) }), after, known);
			return rest(this.lastNote, 'search');
		}
		if (verdict.kind === 'loss') {
			const reply = line[0] ?? (await port.reply(fen));
			// The reply is Black's longest defence, so White's fastest win after it is exact.
			const next: Knowledge = line[0]
				? { winIn: verdict.n - 1, line: line.slice(1).map(moveToString), estimate: verdict.n - 1 }
				: knowledgeAfter(reply, { winIn: null, line: [], estimate: verdict.n - 1 });
			if (d.winIn === null) {
				// How much slower the move is depends on White's best from before it, not proved yet.
				const note: MoveNote = { kind: 'unproved' };
				this.#advance(user(note, { fen, maxMoves, winInBefore: null, n: verdict.n }), after, reply, next, known);
				return rest(note, 'search');
			}
			const note = noteFor(verdict.n, d.winIn);
			this.#advance(user(note), after, reply, next, known);
			return rest(note, 'search');
		}
		const reply = await port.reply(fen);
		const bound = atMost?.kind === 'loss' ? atMost.n : undefined;
		const note: MoveNote = bound === undefined ? { kind: 'unproved' } : { kind: 'bound', atMost: bound };
		const estimate = (bound ?? d.winIn ?? d.estimate) - 1;
		this.#advance(
			user(note, { fen, maxMoves: bound ?? maxMoves + SETTLE_BEYOND, winInBefore: d.winIn, ...(bound === undefined ? {} : { atMost: bound }) }),
			after,
			reply,
			knowledgeAfter(reply, { winIn: null, line: [], estimate }),
			known
		);
		return rest(note, 'heuristic');
	}

	/**
	 * A background search's answer to `task` (an unknown verdict: what it
	 * asked stays unproved for good). Returns the index of the user move
	 * whose note it settled, if any.
	 */
	settle(task: SettleTask, verdict: Verdict, line: readonly Move[]): number | null {
		return task.kind === 'move' ? this.#settleMove(task.index, verdict, line) : this.#settlePosition(task.at, verdict, line);
	}

	#settleMove(index: number, verdict: Verdict, line: readonly Move[]): number | null {
		const p = this.data.plies[index];
		const s = p?.settle;
		if (!s || !isOpen(p.note) || s.n !== undefined) return null;
		if (verdict.kind !== 'loss') {
			const note: MoveNote =
				verdict.kind === 'win' ? { kind: 'spoiled', opponentWinsIn: verdict.n, refutation: line.map(moveToString) } : { kind: 'not-proved' };
			this.#setPly(index, { move: p.move, by: p.by, note });
			return index;
		}
		this.#setPly(index, { ...p, settle: { ...s, n: verdict.n } });
		// When the app's reply was the longest defence, White's best after it is known too.
		const reply = this.data.plies[index + 1];
		if (reply?.by === 'app' && line[0] && reply.move === moveToString(line[0])) this.#learn(index + 2, verdict.n - 1, line.slice(1).map(moveToString));
		return this.#judge(index) ? index : null;
	}

	#settlePosition(at: number, verdict: Verdict, line: readonly Move[]): number | null {
		const d = this.data;
		if (verdict.kind !== 'win') {
			if (at === d.plies.length) this.data = { ...d, unprovable: at };
			const p = d.plies[at];
			if (!isOpen(p?.note)) return null;
			this.#setPly(at, { move: p.move, by: p.by, note: { kind: 'not-proved' } });
			return at;
		}
		this.#learn(at, verdict.n, line.map(moveToString));
		return at < d.plies.length && !isOpen(this.data.plies[at].note) ? at : null;
	}

	/**
	 * White wins in `winIn` with `line` from the position before ply `at`:
	 * the knowledge of the board when that is the position on it, else what
	 * the user move played there is judged against.
	 */
	#learn(at: number, winIn: number, line: string[]): void {
		const d = this.data;
		if (at === d.plies.length) {
			if (d.state === 'playing' && (d.winIn === null || d.line.length === 0)) this.data = { ...d, winIn, line, estimate: winIn };
			return;
		}
		const p = d.plies[at];
		const s = p?.settle;
		if (p?.by !== 'user' || !isOpen(p.note) || !s || s.winInBefore !== null) return;
		// The user played the proved best move: its verdict is known as well.
		const n = s.n ?? (line[0] === p.move ? winIn : undefined);
		this.#setPly(at, { ...p, settle: { ...s, winInBefore: winIn, ...(n === undefined ? {} : { n }) } });
		this.#judge(at);
	}

	/** Gives the unproved move at `index` its note once both halves are proved; whether it did. */
	#judge(index: number): boolean {
		const p = this.data.plies[index];
		const s = p?.settle;
		if (!s || !isOpen(p.note) || s.n === undefined || s.winInBefore === null) return false;
		this.#setPly(index, { move: p.move, by: p.by, note: noteFor(s.n, s.winInBefore) });
		return true;
	}

	#setPly(index: number, ply: TwelvePly): void {
		const plies = [...this.data.plies];
		plies[index] = ply;
		this.data = { ...this.data, plies };
	}

	/** Take back the spoiling move and try again. */
	takeBack(): void {
		const d = this.data;
		if (d.state !== 'spoiled' || !d.before) return;
		const plies = d.plies.slice(0, -1);
		this.position = replay(this.start, plies)?.at(-1) ?? this.start;
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

/** Black's soonest loss over a node's moves: White's best from the node's position. */
function bestLoss(node: ReadonlyMap<string, { verdict: { kind: 'win' | 'loss'; n: number } }>): number {
	let best = Infinity;
	for (const { verdict } of node.values()) if (verdict.kind === 'loss' && verdict.n < best) best = verdict.n;
	return best;
}

/** What the tree says of a position with White to move: White's fastest win and the line, or null when it is not a node. */
function treeKnowledge(tree: ProvedTree, pos: Position): Knowledge | null {
	const node = tree.nodes.get(makeFen(pos));
	if (!node) return null;
	const best = bestLoss(node);
	if (!Number.isFinite(best)) return null;
	return { winIn: best, line: treeLine(tree, pos), estimate: best };
}

/** Whether a user move's note is still open: a background search may settle it. */
function isOpen(note: MoveNote | undefined): boolean {
	return note?.kind === 'unproved' || note?.kind === 'bound';
}

/** A move that leaves Black lost in `n` (so White needs `n` counting it), against White's proved best from before the move. */
function noteFor(n: number, winInBefore: number): MoveNote {
	if (n <= winInBefore) return { kind: 'best' };
	return { kind: 'slower', by: n - winInBefore };
}
