/**
 * What the engine says about a position, shared by the player (./player.ts),
 * its endgame-table answers (./tables.ts), the worker's messages
 * (./protocol.ts), and the stored reviews: a score and the lines behind it.
 */
import type { Move } from '../engine';

/** A proved win or loss in N (the winner's moves, as the solver counts), or an estimate (evaluation units and the expected result in percent). */
export type EngineScore = { kind: 'win'; n: number } | { kind: 'loss'; n: number } | { kind: 'estimate'; evaluation: number; percent: number };

export interface EngineLine {
	move: Move;
	score: EngineScore;
	/** The expected line, starting with `move`. */
	line: Move[];
}
