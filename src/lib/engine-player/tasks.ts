/**
 * Runs one engine task to completion: what the worker does with a
 * message (and what tests run in-process).
 */
import { makeFen, parseFen, playLine, type GameHistory, type Position } from '../engine';
import { Player } from './player';
import type { EngineAnswer, EngineProgress, EngineTask } from './protocol';
import type { TableSet } from '../tablebase/table';

/** Small enough for a phone. */
export const APP_PLAYER_TT_MEGABYTES = 16;
let player: Player | undefined;

function position(fen: string): Position {
	const r = parseFen(fen);
	if (!r.ok) throw new Error(`bad position: ${JSON.stringify(r.error)}`);
	return r.value;
}

/** The search's history from the game that led to `current` (the engine's Game keeps the draw rules' counts). */
function historyOf(game: NonNullable<EngineTask['game']>, current: Position): GameHistory {
	const line = playLine(position(game.start), game.moves);
	if (!line.ok) throw new Error(`bad game: ${JSON.stringify(line.error)}`);
	if (makeFen(line.value.game.position) !== makeFen(current)) throw new Error('bad game: it does not lead to the position');
	return line.value.game.history();
}

/** `tablebase`: the endgame tables at hand (the worker's from the browser, the CLI's from disk); without them the search estimates. */
export function runEngineTask(
	task: EngineTask,
	onProgress?: (p: EngineProgress) => void,
	now: () => number = () => performance.now(),
	tablebase?: TableSet
): EngineAnswer {
	const pos = position(task.fen);
	player ??= new Player({ ttMegabytes: APP_PLAYER_TT_MEGABYTES });
	const o = task.options ?? {};
	const t = player.think(pos, {
		level: o.level,
		movetimeMs: o.movetimeMs,
		seed: o.seed,
		multiPv: o.multiPv,
		history: task.game ? historyOf(task.game, pos) : undefined,
		now,
		tablebase,
		onIteration: onProgress
	});
	const answer: EngineAnswer = { move: t.move, score: t.score, depth: t.depth, nodes: t.nodes, lines: t.lines, source: t.source };
	if (t.tablebase) answer.tablebase = true;
	return answer;
}
