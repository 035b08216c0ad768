/**
 * Runs one solver task to completion: what the worker does with a message,
 * and what the client falls back to where no Worker exists.
 */
import { parseFen } from '../engine';
import type { AnswerOf, OnBound, OnSettled, SolverAnswer, SolverTask, TaskKind, TaskOf } from './protocol';
import { heuristicMove, solve, winningMoves } from './solve';
import { TranspositionTable } from './tt';
import { ProofNumberTable } from './proof-numbers';

/** Default table for the app: small enough for a phone. */
export const APP_TT_MEGABYTES = 32;
/** The proof-number search's table, kept beside it (made on the first task that asks for that search). */
export const APP_PN_MEGABYTES = 16;
let table: TranspositionTable | undefined;
let pnTable: ProofNumberTable | undefined;
let tableAim = '';

/** Runs `task`; the answer is of the task's kind. */
export function runTask<K extends TaskKind>(
	task: TaskOf<K>,
	onProgress?: (bound: number, nodes: number) => void,
	onSettled?: OnSettled,
	onBound?: OnBound
): AnswerOf<K> {
	return answer(task, onProgress, onSettled, onBound) as AnswerOf<K>;
}

function answer(task: SolverTask, onProgress?: (bound: number, nodes: number) => void, onSettled?: OnSettled, onBound?: OnBound): SolverAnswer {
	const parsed = parseFen(task.fen);
	if (!parsed.ok) throw new Error(`bad position: ${JSON.stringify(parsed.error)}`);
	const pos = parsed.value;
	const aim = task.options?.aim ?? 'giveaway';
	// Entries are valid for one aim only; keep the table while the aim stays.
	if (!table || tableAim !== aim) {
		table = new TranspositionTable(APP_TT_MEGABYTES);
		pnTable = undefined;
		tableAim = aim;
	}
	if (task.options?.search === 'proof-number') pnTable ??= new ProofNumberTable(APP_PN_MEGABYTES);
	const options = { ...task.options, aim, tt: table, pnTable, onProgress, onBound: onBound && ((kind: 'win' | 'loss', n: number) => onBound({ kind, n })) };
	switch (task.kind) {
		case 'solve': {
			const r = solve(pos, options);
			return { kind: 'solve', verdict: r.verdict, line: r.line, nodes: r.nodes, ms: r.ms, noResultWithin: r.noResultWithin, atMost: r.atMost };
		}
		case 'winning-moves': {
			const perMove = task.options?.perMoveMs === undefined ? undefined : { timeoutMs: task.options.perMoveMs };
			return { kind: 'winning-moves', moves: winningMoves(pos, { ...options, perMove, onSettled: onSettled && ((s) => onSettled(s.map((r) => ({ ...r })))) }) };
		}
		case 'heuristic-move': {
			const r = solve(pos, options);
			if (r.verdict.kind !== 'unknown' && r.line.length) return { kind: 'heuristic-move', move: r.line[0], proved: true };
			return { kind: 'heuristic-move', move: heuristicMove(pos, aim) ?? null, proved: false };
		}
	}
}
