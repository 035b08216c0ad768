/**
 * The games the generator looks for puzzles in: from the start position or
 * from a random ending with kings, played at random, by the engine's
 * heuristic, or a mix. Game k of a run is a pure function of (seed, k), so
 * games can be played in any order, on any thread, and still be the same.
 */
import { applyMove, legalMoves, makePosition, type Move, type Position, START, squareRank } from '../engine';
import { heuristicMove } from '../solver/solve';
import { rng } from '../random';

export type Policy = 'random' | 'heuristic' | 'mixed';

export function pick<T>(random: () => number, items: readonly T[]): T {
	return items[Math.floor(random() * items.length)];
}

/** A well-mixed 32-bit seed for game k of a run with the given seed. */
export function gameSeed(seed: number, game: number): number {
	let h = Math.imul((seed ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(game + 1, 0xc2b2ae35);
	h ^= h >>> 16;
	h = Math.imul(h, 0x7feb352d);
	h ^= h >>> 15;
	h = Math.imul(h, 0x846ca68b);
	h ^= h >>> 16;
	return h >>> 0;
}

/**
 * A random legal ending: 1-4 pieces a side, at least one king, no man on
 * the rank where it would already have been crowned, some side to move
 * that has a move.
 */
export function randomEnding(random: () => number): Position {
	for (;;) {
		let white = 0;
		let black = 0;
		let kings = 0;
		let used = 0;
		const place = (isWhite: boolean, king: boolean) => {
			for (;;) {
				const sq = Math.floor(random() * 32);
				if ((used >>> sq) & 1) continue;
				const rank = squareRank(sq);
				if (!king && ((isWhite && rank === 7) || (!isWhite && rank === 0))) continue;
				used |= 1 << sq;
				if (isWhite) white |= 1 << sq;
				else black |= 1 << sq;
				if (king) kings |= 1 << sq;
				return;
			}
		};
		const nw = 1 + Math.floor(random() * 4);
		const nb = 1 + Math.floor(random() * 4);
		const kingShare = 0.2 + 0.4 * random();
		let anyKing = false;
		for (let i = 0; i < nw + nb; i++) {
			const king = random() < kingShare;
			anyKing ||= king;
			place(i < nw, king);
		}
		if (!anyKing) continue;
		const pos = makePosition(white, black, kings, random() < 0.5);
		if (legalMoves(pos).length > 0) return pos;
	}
}

/**
 * One game: `random` moves at random; `heuristic` plays a few random moves
 * and then the engine's heuristic move (so games differ); `mixed` plays the
 * heuristic move with a random one now and then. Stops when the game is
 * over or after maxPlies. Returns every position, the first included.
 */
export function playGame(start: Position, policy: Policy, random: () => number, maxPlies: number): Position[] {
	const positions = [start];
	let pos = start;
	const opening = policy === 'heuristic' ? 2 + Math.floor(random() * 8) : 0;
	const epsilon = 0.15 + 0.3 * random();
	for (let ply = 0; ply < maxPlies; ply++) {
		const moves = legalMoves(pos);
		if (moves.length === 0) break;
		let move: Move | undefined;
		const useHeuristic = policy === 'heuristic' ? ply >= opening : policy === 'mixed' ? random() >= epsilon : false;
		if (useHeuristic && moves.length > 1) move = heuristicMove(pos);
		move ??= pick(random, moves);
		pos = applyMove(pos, move);
		positions.push(pos);
	}
	return positions;
}

export interface Game {
	origin: 'start' | 'ending';
	positions: Position[];
}

/** Game k of a run: its start, policy and moves all come from (seed, k). */
export function gameNumber(seed: number, game: number, endgameShare: number): Game {
	const random = rng(gameSeed(seed, game));
	const ending = random() < endgameShare;
	const policy = pick<Policy>(random, ['random', 'heuristic', 'mixed']);
	const start = ending ? randomEnding(random) : START;
	return { origin: ending ? 'ending' : 'start', positions: playGame(start, policy, random, ending ? 40 : 150) };
}
