import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, popcount, START, type Move, type Position } from '../lib/engine';
import { rng } from '../lib/random';
import { phaseOf } from '../lib/engine-player/trust';
import { labelled, type Dataset, type DatasetGame, type Label } from './dataset-file';
import { NoiseMeter, noiseSample, summarise, type NoiseResult } from './noise';

/** A game of random moves with a label on every labelled position: `proved(ply)` marks the ones a proof settles. */
function randomGame(seed: number, proved: (ply: number) => boolean): DatasetGame {
	const random = rng(seed);
	const moves: Move[] = [];
	const labels: Label[] = [];
	let pos: Position = START;
	for (let ply = 0; ply < 120; ply++) {
		if (labelled(pos)) labels.push(proved(ply) ? { score: 29_990, exact: 'win', by: 'solver' } : { score: ply % 7, exact: null, by: null });
		const legal = legalMoves(pos);
		if (legal.length === 0) break;
		const m = legal[Math.floor(random() * legal.length)];
		moves.push(m);
		pos = applyMove(pos, m);
	}
	// The position after the last move, when the loop stopped at its length.
	if (moves.length === 120 && labelled(pos)) labels.push({ score: 0, exact: null, by: null });
	return { opening: 'random', openingPlies: 0, labelFrom: 0, level: 8, nodes: 0, result: 'draw', moves, labels };
}

function dataset(games: DatasetGame[]): Dataset {
	return { header: { command: 'test' }, games, positions: [] };
}

const at = (moves: readonly Move[]) => moves.reduce((p, m) => applyMove(p, m), START);

describe('the noise sample', () => {
	const games = Array.from({ length: 12 }, (_, i) => randomGame(i + 1, (ply) => ply % 3 === 0));
	const d = dataset(games);

	it('takes positions no proof settles, at most one a game and phase, the same for a seed', () => {
		const tasks = noiseSample(d, 5, 7);
		expect(tasks.length).toBeGreaterThan(0);
		expect(noiseSample(d, 5, 7)).toEqual(tasks);
		const seen = new Set<string>();
		const perPhase = new Map<string, number>();
		for (const [i, t] of tasks.entries()) {
			expect(t.index).toBe(i);
			const game = games.findIndex((g) => t.moves.every((m, k) => g.moves[k] === m));
			expect(game).toBeGreaterThanOrEqual(0);
			// Not a proved position: this game's proved ones are at plies divisible by 3.
			expect(t.moves.length % 3).not.toBe(0);
			const phase = phaseOf(popcount(at(t.moves).white | at(t.moves).black));
			const key = `${game}:${phase}`;
			expect(seen.has(key), key).toBe(false);
			seen.add(key);
			perPhase.set(phase, (perPhase.get(phase) ?? 0) + 1);
		}
		for (const n of perPhase.values()) expect(n).toBeLessThanOrEqual(5);
	});

	it('another seed draws other positions', () => {
		const fens = (seed: number) => noiseSample(d, 5, seed).map((t) => makeFen(at(t.moves)));
		expect(fens(8)).not.toEqual(fens(7));
	});
});

describe('the noise of a move', () => {
	it('is 0 where the deeper search keeps the move, never below 0, and the same every time', () => {
		const tasks = noiseSample(dataset([randomGame(3, () => false), randomGame(4, () => false)]), 2, 1);
		const meter = new NoiseMeter({ movetimeMs: 2, factor: 4 });
		const results = tasks.map((t) => meter.measure(t));
		for (const r of results) {
			expect(r.fen).toBe(makeFen(at(tasks[r.index].moves)));
			expect(r.loss).toBeGreaterThanOrEqual(0);
			expect(r.reviewDrop).toBeGreaterThanOrEqual(0);
			if (r.move === r.deeper) expect(r.loss).toBe(0);
		}
		expect(tasks.map((t) => new NoiseMeter({ movetimeMs: 2, factor: 4 }).measure(t))).toEqual(results);
	}, 60_000);
});

describe('the summary', () => {
	const r = (phase: 'opening' | 'end', loss: number, same: boolean, reviewDrop = 0): NoiseResult => ({
		index: 0,
		fen: '',
		pieces: phase === 'opening' ? 24 : 4,
		phase,
		move: 'a',
		deeper: same ? 'a' : 'b',
		loss,
		reviewDrop
	});
	const results = [r('opening', 0, true), r('opening', 0, true), r('opening', 4, false, 12), r('opening', 12, false), r('end', 30, false, 30)];

	it('counts per phase: the same move, the loss by rank, the shares past 5, 10 and 20 points', () => {
		const s = summarise(results, 'opening');
		expect(s).toMatchObject({ positions: 4, same: 50, mean: 4, median: 0, p90: 12, max: 12, atLeast5: 25, atLeast10: 25, atLeast20: 0 });
		expect(s).toMatchObject({ reviewMean: 3, reviewP90: 12, reviewAtLeast10: 25 });
		expect(summarise(results, 'all')).toMatchObject({ positions: 5, max: 30, atLeast20: 20 });
		expect(summarise(results, 'middle').positions).toBe(0);
	});
});
