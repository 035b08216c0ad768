/** Test helpers for the engine's evaluation (not imported by the app). */
import { applyMove, legalMoves, START, type Position } from '../engine';
import { rng } from '../random';

/** The positions of random games of up to `plies` plies each (or as many as it draws at each game's start), `count` of them, drawn with `random`. */
export function gamePositions(count: number, random: () => number, plies: number | (() => number)): Position[] {
	const out: Position[] = [];
	while (out.length < count) {
		let p = START;
		const length = typeof plies === 'number' ? plies : plies();
		for (let i = 0; i < length; i++) {
			const moves = legalMoves(p);
			if (moves.length === 0) break;
			p = applyMove(p, moves[Math.floor(random() * moves.length)]);
			out.push(p);
		}
	}
	return out.slice(0, count);
}

/** Positions of random games, and random boards: any squares, men or kings (bit 31, the sign bit, included). */
export function randomPositions(count: number, seed: number): Position[] {
	const random = rng(seed);
	const out = gamePositions(Math.ceil(count / 2), random, 120);
	out.length = Math.floor(count / 2);
	while (out.length < count) {
		let white = 0;
		let black = 0;
		let kings = 0;
		const pieces = 1 + Math.floor(random() * 24);
		for (let i = 0; i < pieces; i++) {
			const bit = 1 << Math.floor(random() * 32);
			if (random() < 0.5) white |= bit & ~black;
			else black |= bit & ~white;
			if (random() < 0.4) kings |= bit;
		}
		kings &= white | black;
		out.push({ ...START, white, black, kings, whiteToMove: random() < 0.5 });
	}
	return out;
}
