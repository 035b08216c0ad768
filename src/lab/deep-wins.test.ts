/**
 * The committed sets of deep wins (made by `engine deep-wins`): from self-play
 * (tests/fixtures/engine-deep-wins.txt) and from games between levels 1-5
 * (tests/fixtures/engine-deep-wins-levels.txt). Their claims hold, no position
 * of the second is on a line of the bank, and the strongest level keeps the
 * win in a sample of the first (the whole sets: `engine deep-wins --check`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, moveToString, parseFen, parseMove, type Position } from '../lib/engine';
import { loadBank } from '../lib/bank/load-node';
import { TranspositionTable } from '../lib/solver/tt';
import { diskLoader } from '../lib/tablebase/files-node';
import { TableSet } from '../lib/tablebase/table';
import { DEEP_MAX, DEEP_MIN, deepWin, parseDeepWinLine, type DeepWin } from './deep-wins';
import { Player } from '../lib/engine-player/player';

function readSet(path: string): DeepWin[] {
	return readFileSync(path, 'utf8')
		.split('\n')
		.filter((l) => l.trim() && !l.startsWith('#'))
		.map((l) => parseDeepWinLine(l)!);
}

const SET = readSet('tests/fixtures/engine-deep-wins.txt');
const LEVELS_FILE = 'tests/fixtures/engine-deep-wins-levels.txt';
const LEVELS_SET = readSet(LEVELS_FILE);

/** The claims of a set hold on their face: distinct, wins in 5-12, legal winning moves, at most a third of the moves. */
function expectWellFormed(set: DeepWin[]): void {
	expect(new Set(set.map((d) => d.fen)).size).toBe(set.length);
	for (const d of set) {
		expect(d.n).toBeGreaterThanOrEqual(DEEP_MIN);
		expect(d.n).toBeLessThanOrEqual(DEEP_MAX);
		const moves = legalMoves(position(d)).map(moveToString);
		expect(moves.length).toBe(d.legal);
		for (const w of d.winning) expect(moves).toContain(w);
		expect(3 * d.winning.length).toBeLessThanOrEqual(d.legal);
	}
}

/** Every position of the bank: each puzzle's start and every position on its solution. */
function bankPositions(): Set<string> {
	const out = new Set<string>();
	for (const p of loadBank().bank.puzzles) {
		const r = parseFen(p.fen);
		if (!r.ok) continue;
		let pos = r.value;
		out.add(makeFen(pos));
		for (const text of p.solution) {
			const m = parseMove(pos, text);
			if (!m.ok) break;
			pos = applyMove(pos, m.value);
			out.add(makeFen(pos));
		}
	}
	return out;
}

function position(d: DeepWin): Position {
	const r = parseFen(d.fen);
	if (!r.ok) throw new Error(d.fen);
	return r.value;
}

describe('the deep-wins set', () => {
	it('holds 100 or more distinct positions, each a win in 5-12 with at most a third of the moves keeping it', () => {
		expect(SET.length).toBeGreaterThanOrEqual(100);
		expectWellFormed(SET);
	});

	it('the set from games between levels 1-5: 150 or more such positions, its command in its header, none on a line of the bank', () => {
		expect(readFileSync(LEVELS_FILE, 'utf8').split('\n')[0]).toMatch(
			/^# Deep wins from games between levels 1-5 .*engine deep-wins --count \d+ --seed \d+ --levels 1-5 --movetime \d+ /
		);
		expect(LEVELS_SET.length).toBeGreaterThanOrEqual(150);
		expectWellFormed(LEVELS_SET);
		const bank = bankPositions();
		expect(bank.size).toBeGreaterThan(100);
		expect(LEVELS_SET.filter((d) => bank.has(d.fen))).toEqual([]);
		// Nor the self-play set's positions (other games).
		const selfPlay = new Set(SET.map((d) => d.fen));
		expect(LEVELS_SET.filter((d) => selfPlay.has(d.fen))).toEqual([]);
	});

	it('the solver agrees with the first entry of each set', () => {
		const tt = new TranspositionTable(16);
		for (const d of [SET[0], LEVELS_SET[0]]) {
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
