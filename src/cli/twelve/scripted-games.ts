/**
 * The scripted games of 12 against 1 (issue 36): on a winning square, the
 * user leaves the proved line at every turn by a fixed rule, and the app's
 * own game (TwelveGame, with the shipped proved tree) answers. The rule,
 * the same as the phone bench's (tests/bench/twelve.bench.ts): the legal
 * moves other than the hint's, in reverse plain string order, each tried
 * in turn; a move that throws the win away is taken back and the next one
 * tried; when every one does, the hint's move. The hint is the proved
 * line's next move (the background search proves it where no line is
 * known).
 *
 * Here the searches have no time limit, so every verdict is exact and the
 * games are the same on every machine: their positions are the "off-line
 * positions" the solver is measured on.
 */
import { applyMove, legalMoves, makeFen, moveToString, parseFen, parseMove } from '../../lib/engine';
import type { TwelveSquare } from '../../lib/bank/types';
import { TwelveGame, type AnswerSource, type MoveNote, type TwelvePort } from '../../lib/puzzle/twelve-game';
import type { ProvedTree } from '../../lib/puzzle/twelve-tree';
import { heuristicMove, solve, type SolveResult } from '../../lib/solver/solve';
import { ProofNumberTable } from '../../lib/solver/proof-numbers';
import { TranspositionTable } from '../../lib/solver/tt';

/** One tried user move. */
export interface ScriptedMove {
	square: string;
	turn: number;
	move: string;
	/** The position before the move, White to move (the turn's). */
	before: string;
	/** The position after the move, Black to move. */
	fen: string;
	/** Whether the rule played it because it is the hint's (every other move threw the win away). */
	hint: boolean;
	source: AnswerSource;
	note: MoveNote | null;
	/** The search that answered it (source 'search'): its nodes and time. */
	nodes: number;
	ms: number;
}

/** Tables kept from search to search, as the app's worker keeps them. */
export interface GameSolver {
	tt: TranspositionTable;
	pnTable: ProofNumberTable;
}

export function gameSolver(ttMegabytes = 32, pnMegabytes = 16): GameSolver {
	return { tt: new TranspositionTable(ttMegabytes), pnTable: new ProofNumberTable(pnMegabytes) };
}

/** Plays one square's scripted game; `onMove` sees every tried move as it is answered. */
export async function scriptedGame(
	row: TwelveSquare,
	tree: ProvedTree | null,
	solver: GameSolver,
	options: { turns: number; onMove?: (m: ScriptedMove) => void }
): Promise<{ moves: ScriptedMove[]; state: string }> {
	const game = TwelveGame.fresh(row);
	const moves: ScriptedMove[] = [];
	/** Read afresh: a move changes it, which TypeScript's narrowing cannot see. */
	const spoiled = (): boolean => game.state === 'spoiled';
	let last: SolveResult | null = null;
	const run = (fen: string, maxMoves: number, extra: { boundFirst?: number; target?: number } = {}): SolveResult => {
		const pos = parseFen(fen);
		if (!pos.ok) throw new Error(`scripted game: bad FEN ${fen}`);
		return solve(pos.value, { maxMoves, tt: solver.tt, search: 'proof-number', pnTable: solver.pnTable, ...extra });
	};
	const port: TwelvePort = {
		solve: async (fen, maxMoves, _timeoutMs, boundFirst) => {
			last = run(fen, maxMoves, boundFirst === undefined ? {} : { boundFirst });
			return { verdict: last.verdict, line: last.line, atMost: last.atMost };
		},
		reply: async (fen) => {
			const pos = parseFen(fen);
			return pos.ok ? (heuristicMove(pos.value) ?? null) : null;
		}
	};
	/** The background searches, to the end (the hint needs the line). */
	const settleAll = () => {
		for (let task = game.unsettled[0]; task; task = game.unsettled[0]) {
			const r = run(task.fen, task.maxMoves, task.target ? { target: task.target } : {});
			game.settle(task, r.verdict, r.line);
			// A task the answer did not close would come back for ever.
			if (JSON.stringify(game.unsettled[0]) === JSON.stringify(task)) break;
		}
	};
	for (let turn = 1; turn <= options.turns && game.state === 'playing'; turn++) {
		settleAll();
		const pos = game.position;
		const hint = game.hint;
		const hintText = hint ? moveToString(hint) : null;
		const texts = legalMoves(pos)
			.map(moveToString)
			.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
		const candidates = [...texts.filter((t) => t !== hintText).reverse(), ...(hintText ? [hintText] : [])];
		for (const text of candidates) {
			const m = parseMove(pos, text);
			if (!m.ok) throw new Error(`scripted game: ${text} does not parse`);
			last = null;
			const answer = await game.play(m.value, port, tree, () => performance.now());
			settleAll();
			const ply = game.data.plies.findLast((p) => p.by === 'user')!;
			const done = last as SolveResult | null;
			const tried: ScriptedMove = {
				square: row.square,
				turn,
				move: text,
				before: makeFen(pos),
				fen: makeFen(applyMove(pos, m.value)),
				hint: text === hintText,
				source: answer.source,
				note: ply.note ?? null,
				nodes: done?.nodes ?? 0,
				ms: done?.ms ?? 0
			};
			moves.push(tried);
			options.onMove?.(tried);
			if (!spoiled()) break;
			game.takeBack();
		}
		if (spoiled()) break;
	}
	return { moves, state: game.state };
}
