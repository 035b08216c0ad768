/**
 * Messages between the page and the solver worker. Positions travel as
 * FEN strings and moves as plain objects, so everything survives
 * structured cloning.
 */
import type { Aim, Move } from '../engine';
import type { MoveVerdict, ProvedBound, SearchMethod, Verdict } from './solve';

export interface SolverRequestOptions {
	aim?: Aim;
	maxMoves?: number;
	timeoutMs?: number;
	nodeLimit?: number;
	/** The N the verdict is expected to have: a schedule hint for 'solve' (see SolveOptions.target). */
	target?: number;
	/** 'winning-moves': each move's own time (see WinningMovesOptions.perMove). */
	perMoveMs?: number;
	/** 'solve': prove a result within this bound first (see SolveOptions.boundFirst); the worker reports it as a 'bound' message. */
	boundFirst?: number;
	/** The search that proves the bounds (see SolveOptions.search; default 'alpha-beta'). */
	search?: SearchMethod;
}

export type SolverTask =
	| { kind: 'solve'; fen: string; options?: SolverRequestOptions }
	| { kind: 'winning-moves'; fen: string; options?: SolverRequestOptions }
	| { kind: 'heuristic-move'; fen: string; options?: SolverRequestOptions };

export interface SolveAnswer {
	kind: 'solve';
	verdict: Verdict;
	line: Move[];
	nodes: number;
	ms: number;
	/** See SolveResult.noResultWithin: maxMoves when an unknown verdict was searched to the end. */
	noResultWithin: number | null;
	/** See SolveResult.atMost: for an unknown verdict, a bound proved from above (absent from older workers). */
	atMost?: ProvedBound | null;
}

export interface WinningMovesAnswer {
	kind: 'winning-moves';
	moves: { move: Move; verdict: MoveVerdict }[];
}

export interface HeuristicMoveAnswer {
	kind: 'heuristic-move';
	/** A proved best move when the solver found one, else the heuristic's choice. */
	move: Move | null;
	proved: boolean;
}

/** Each task's answer, by the task's kind. */
export interface SolverAnswers {
	solve: SolveAnswer;
	'winning-moves': WinningMovesAnswer;
	'heuristic-move': HeuristicMoveAnswer;
}

export type TaskKind = keyof SolverAnswers;
/** The task of one kind, e.g. `TaskOf<'solve'>`. */
export type TaskOf<K extends TaskKind> = Extract<SolverTask, { kind: K }>;
/** The answer to a task of kind K. */
export type AnswerOf<K extends TaskKind> = SolverAnswers[K];

export type SolverAnswer = SolverAnswers[TaskKind];

/** A winning-moves task's moves settled so far, handed over as each is settled. */
export type OnSettled = (moves: { move: Move; verdict: MoveVerdict }[]) => void;

/** A 'solve' task's bound proved before its exact verdict (see SolveOptions.onBound). */
export type OnBound = (bound: ProvedBound) => void;

export type ToWorker = { id: number; task: SolverTask };

export type FromWorker =
	| { id: number; type: 'progress'; bound: number; nodes: number }
	/** 'winning-moves': the moves whose verdicts are settled so far, as each is settled. */
	| { id: number; type: 'settled'; moves: { move: Move; verdict: MoveVerdict }[] }
	/** 'solve' with boundFirst: the side to move wins (or loses) in at most n, proved; the exact verdict follows. */
	| { id: number; type: 'bound'; bound: ProvedBound }
	| { id: number; type: 'done'; answer: SolverAnswer }
	| { id: number; type: 'error'; message: string };
