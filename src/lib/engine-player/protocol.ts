/**
 * Messages between the page and the engine's worker. Positions travel as
 * FEN strings, moves and scores as plain objects (structured cloning).
 */
import type { EngineLine, EngineScore } from './types';

export interface EngineRequestOptions {
	/** 1-8 (default the strongest). */
	level?: number;
	movetimeMs?: number;
	seed?: number;
	/** Lines to report, best first (analysis). */
	multiPv?: number;
}

export interface EngineTask {
	fen: string;
	/**
	 * The game that led to `fen`: its start and its moves in full notation.
	 * The worker replays it (the engine's playLine) for the search's draw
	 * rules: the earlier positions (repetition) and the run of king-only moves.
	 */
	game?: { start: string; moves: string[] };
	options?: EngineRequestOptions;
}

export interface EngineAnswer {
	/** The chosen move in full notation, null when there is none. */
	move: EngineLine['move'] | null;
	score: EngineScore;
	depth: number;
	nodes: number;
	lines: EngineLine[];
	source: 'solver' | 'search' | 'estimate' | 'none';
	/** True when the endgame tables answered the position itself: the score is exact (a draw scores 50%). */
	tablebase?: boolean;
}

/** After each completed iteration: the best lines so far. */
export interface EngineProgress {
	depth: number;
	nodes: number;
	lines: EngineLine[];
}

/** A task, or word that the task of this id is cancelled (the worker skips it if it has not started it). */
export type ToEngineWorker = { id: number; task: EngineTask } | { id: number; cancel: true };

export type FromEngineWorker =
	| { id: number; type: 'progress'; progress: EngineProgress }
	| { id: number; type: 'done'; answer: EngineAnswer }
	| { id: number; type: 'error'; message: string };
