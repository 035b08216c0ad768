/** `bench --review`: the review of the fixture game (engine self-play, 77 plies) at the default budget, in this process. */
import { readFileSync } from 'node:fs';
import { parsePdn } from '../../lib/engine';
import { DEFAULT_REVIEW_MOVETIME_MS, reviewGame } from '../../lib/review/review';

export const REVIEW_BENCH_GAME = 'tests/fixtures/review-game.pdn';

/** `review: P plies in X s (Y ms a position, movetime M), 80 plies about Z s; CPU C s` (wall clock; CPU time of this process). */
export function reviewBench(movetimeMs = DEFAULT_REVIEW_MOVETIME_MS): string[] {
	const r = parsePdn(readFileSync(REVIEW_BENCH_GAME, 'utf8'));
	if (!r.ok) throw new Error(`${REVIEW_BENCH_GAME} does not read`);
	const game = r.value[0];
	const moves = game.moves.mainline.map((n) => n.move);
	const t0 = performance.now();
	const cpu0 = process.cpuUsage();
	reviewGame({ start: game.start, moves }, { movetimeMs });
	const ms = performance.now() - t0;
	const cpu = process.cpuUsage(cpu0);
	const cpuS = (cpu.user + cpu.system) / 1e6;
	const perPosition = ms / (moves.length + 1);
	return [
		`review: ${moves.length} plies in ${(ms / 1000).toFixed(1)} s (${Math.round(perPosition)} ms a position, movetime ${movetimeMs}), 80 plies about ${((perPosition * 81) / 1000).toFixed(1)} s; CPU ${cpuS.toFixed(1)} s`
	];
}
