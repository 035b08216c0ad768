/** The engine's part of `bench`: nodes per second and the depth reached in 1 s, from the start and three middlegames. */
import { loadavg } from 'node:os';
import { parseFen, type Position } from '../../lib/engine';
import { Player } from '../../lib/engine-player/player';
import { defaultEvaluator, type Evaluator } from '../../lib/engine-player/eval';
import { isWasmEvaluator } from '../../lib/engine-player/net-wasm';
import { START } from '../../lib/engine';

/** Middlegames from engine self-play (16, 16 and 13 pieces) and an early one (22 pieces). */
export const ENGINE_BENCH_POSITIONS: readonly { name: string; fen: string }[] = [
	{ name: 'start', fen: 'start' },
	{ name: 'middlegame 1', fen: 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,h2:Ba7,b6,b8,c7,d6,e7,f8,g7,h6,h8,f6' },
	{ name: 'middlegame 2', fen: 'W:Wa1,b2,c1,d2,e1,g1,h2:Ba5,a7,b6,b8,d8,f8,g5,g7,h8' },
	{ name: 'middlegame 3', fen: 'B:Wa3,b2,c3,d2,e1,f6,g1,g3:Bb6,d6,d8,f8,h8' }
];

function position(fen: string): Position {
	if (fen === 'start') return START;
	const r = parseFen(fen);
	if (!r.ok) throw new Error(`bench position ${fen}`);
	return r.value;
}

/** Nodes a position for the fixed-tree measure (the same tree on any machine and load). */
export const BENCH_FIXED_NODES = 1_000_000;

/**
 * One line per position: `engine NAME: depth D in 1 s, N nodes, X nps`,
 * after a warm-up search (the compiler's work in the first second is not
 * the engine's speed: the first position lost a third of its rate to it),
 * then the overall rate. Then the same positions searched to a fixed node
 * count after a warm-up, timed by the CPU time this process was given, with
 * the load average beside it: on a busy machine the wall-clock rate measures
 * the other jobs as much as the engine, the fixed tree's CPU rate much less.
 * Last, the evaluation searched with (`engine evaluation: ...`: the
 * committed one or `evaluator`, run in WebAssembly or JavaScript).
 */
export function engineBench(ms = 1000, evaluator?: Evaluator): string[] {
	const ev = evaluator ?? defaultEvaluator();
	const player = new Player({ evaluator: ev });
	const lines: string[] = [];
	player.think(START, { nodeLimit: BENCH_FIXED_NODES, noSolver: true });
	let nodes = 0;
	let time = 0;
	for (const p of ENGINE_BENCH_POSITIONS) {
		const t0 = performance.now();
		const t = player.think(position(p.fen), { movetimeMs: ms, timeOnly: true, noSolver: true });
		const spent = performance.now() - t0;
		// Every node searched counts, those of the iteration the clock cut short too.
		const searched = t.searched ?? t.nodes;
		nodes += searched;
		time += spent;
		lines.push(`engine ${p.name}: depth ${t.depth} in ${(ms / 1000).toFixed(0)} s, ${searched} nodes, ${Math.round((searched / spent) * 1000)} nps`);
	}
	lines.push(`engine: ${Math.round((nodes / time) * 1000)} nps over ${ENGINE_BENCH_POSITIONS.length} positions`);
	lines.push(fixedTreeLine(player));
	lines.push(`engine evaluation: ${evaluator ? 'the file given' : 'the committed one'}, in ${isWasmEvaluator(ev) ? 'WebAssembly' : 'JavaScript'}`);
	return lines;
}

/** `engine fixed tree: N nodes, X nps of CPU time (load average L)`: BENCH_FIXED_NODES a position. */
function fixedTreeLine(player: Player): string {
	const think = (p: Position) => player.think(p, { nodeLimit: BENCH_FIXED_NODES, noSolver: true });
	think(START); // warm-up: the compiler's work is not the engine's speed
	let nodes = 0;
	const c0 = process.cpuUsage();
	for (const p of ENGINE_BENCH_POSITIONS) {
		const t = think(position(p.fen));
		nodes += t.searched ?? t.nodes;
	}
	const used = process.cpuUsage(c0);
	const cpu = (used.user + used.system) / 1e6;
	return `engine fixed tree: ${nodes} nodes, ${Math.round(nodes / cpu)} nps of CPU time (load average ${loadavg()[0].toFixed(1)})`;
}
