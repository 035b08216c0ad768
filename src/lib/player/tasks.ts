/**
 * Runs one engine task to completion: what the worker does with a
 * message (and what tests run in-process).
 */
import { parseFen, popcount, zobristLo, type Position } from '../engine';
import { Player } from './player';
import type { EngineAnswer, EngineProgress, EngineTask } from './protocol';
import type { GameHistory } from './search';
import type { TableSet } from '../tablebase/table';

/** Small enough for a phone. */
export const APP_PLAYER_TT_MEGABYTES = 16;
let player: Player | undefined;

function position(fen: string): Position {
	const r = parseFen(fen);
	if (!r.ok) throw new Error(`bad position: ${JSON.stringify(r.error)}`);
	return r.value;
}

/** The game's positions before this one, as the search's draw rules need them. */
function historyOf(fens: readonly string[], current: Position): GameHistory {
	const positions = fens.map(position);
	// A king's quiet move changes no man and takes nothing: the kings-only run.
	let kingsOnlyPlies = 0;
	let next = current;
	for (let i = positions.length - 1; i >= 0; i--) {
		const p = positions[i];
		const kingMove =
			(p.white & ~p.kings) === (next.white & ~next.kings) &&
			(p.black & ~p.kings) === (next.black & ~next.kings) &&
			popcount(p.white | p.black) === popcount(next.white | next.black);
		if (!kingMove) break;
		kingsOnlyPlies++;
		next = p;
	}
	return { hashes: positions.map((p) => zobristLo(p.white, p.black, p.kings, p.whiteToMove)), kingsOnlyPlies };
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
		history: task.history ? historyOf(task.history, pos) : undefined,
		now,
		tablebase,
		onIteration: onProgress
	});
	const answer: EngineAnswer = { move: t.move, score: t.score, depth: t.depth, nodes: t.nodes, lines: t.lines, source: t.source };
	if (t.tablebase) answer.tablebase = true;
	return answer;
}
