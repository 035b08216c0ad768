/**
 * The committed set of deep wins from self-play (tests/fixtures/engine-deep-wins.txt,
 * made by `engine deep-wins`): its claims hold, and the strongest level
 * keeps the win in a sample of it (the whole set: `engine deep-wins --check`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToString, parseFen, type Position } from '../lib/engine';
import { TranspositionTable } from '../lib/solver/tt';
import { diskLoader } from '../lib/tablebase/files-node';
import { TableSet } from '../lib/tablebase/table';
import { DEEP_MAX, DEEP_MIN, deepWin, parseDeepWinLine, type DeepWin } from './deep-wins';
import { Player } from '../lib/engine-player/player';

const SET = readFileSync('tests/fixtures/engine-deep-wins.txt', 'utf8')
	.split('\n')
	.filter((l) => l.trim() && !l.startsWith('#'))
	.map((l) => parseDeepWinLine(l)!);

function position(d: DeepWin): Position {
	const r = parseFen(d.fen);
	if (!r.ok) throw new Error(d.fen);
	return r.value;
}

describe('the deep-wins set', () => {
	it('holds 100 or more distinct positions, each a win in 5-12 with at most a third of the moves keeping it', () => {
		expect(SET.length).toBeGreaterThanOrEqual(100);
		expect(new Set(SET.map((d) => d.fen)).size).toBe(SET.length);
		for (const d of SET) {
			expect(d.n).toBeGreaterThanOrEqual(DEEP_MIN);
			expect(d.n).toBeLessThanOrEqual(DEEP_MAX);
			const moves = legalMoves(position(d)).map(moveToString);
			expect(moves.length).toBe(d.legal);
			for (const w of d.winning) expect(moves).toContain(w);
			expect(3 * d.winning.length).toBeLessThanOrEqual(d.legal);
		}
	});

	it('the solver agrees with the first entry', () => {
		const tt = new TranspositionTable(16);
		for (const d of SET.slice(0, 1)) {
			const again = deepWin(position(d), { minPieces: 0, maxPieces: 32, solverNodes: 200_000, tablebase: new TableSet(diskLoader('.')) }, tt);
			expect(again).toEqual(d);
		}
	});

	it('the strongest level keeps the win in a sample of them', () => {
		const tablebase = new TableSet(diskLoader('.'));
		const player = new Player();
		const sample = SET.filter((_, i) => i % 10 === 0);
		let good = 0;
		for (const d of sample) {
			const t = player.think(position(d), { nodeLimit: 100_000, tablebase });
			if (t.move && d.winning.includes(moveToString(t.move))) good++;
		}
		expect(good / sample.length).toBeGreaterThanOrEqual(0.8);
	});
});
