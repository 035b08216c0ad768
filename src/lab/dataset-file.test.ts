/**
 * The dataset file: what is written is read back (games rebuilt by their
 * moves, labels in place), every legal move survives its code (captures
 * with the same start and end squares told apart), and a damaged file is
 * refused with a reason, never read as something else.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makePosition, START, type Move, type Position } from '../lib/engine';
import { rng } from '../lib/random';
import {
	compressDataset,
	datasetBytes,
	DatasetError,
	encodeGame,
	gamePositions,
	labelled,
	moveCode,
	moveOfCode,
	NO_SCORE,
	readDataset,
	WIN_BASE,
	type DatasetGame,
	type DatasetPosition,
	type Label
} from './dataset-file';

/** A game of random moves from the start, its quiet positions from `labelFrom` on labelled with made-up labels. */
function randomGame(seed: number, labelFrom: number): DatasetGame {
	const random = rng(seed);
	const moves: Move[] = [];
	const labels: Label[] = [];
	let pos = START;
	for (let ply = 0; ; ply++) {
		if (ply >= labelFrom && labelled(pos)) {
			const k = labels.length % 4;
			labels.push(
				k === 0
					? { score: Math.round(random() * 400 - 200) || 0, exact: null, by: null }
					: k === 1
						? { score: WIN_BASE - 3, exact: 'win', by: 'search' }
						: k === 2
							? { score: -17, exact: 'loss', by: 'solver' }
							: { score: 0, exact: 'draw', by: 'tables' }
			);
		}
		const legal = legalMoves(pos);
		if (legal.length === 0 || ply >= 120) break;
		const m = legal[Math.floor(random() * legal.length)];
		moves.push(m);
		pos = applyMove(pos, m);
	}
	return {
		opening: seed % 2 ? 'book' : 'random',
		openingPlies: 6,
		labelFrom,
		level: 3 + (seed % 6),
		nodes: 5000 * seed,
		result: (['white', 'black', 'draw'] as const)[seed % 3],
		moves,
		labels
	};
}

const POSITIONS: DatasetPosition[] = [
	{ white: 1 << 5, black: (1 << 30) | (1 << 12), kings: 1 << 30, whiteToMove: true, source: 'tablebase', exact: 'win', by: 'tables' },
	{ white: 0x0fff, black: 0xfff00000 | 0, kings: 0, whiteToMove: false, source: 'bank', exact: 'loss', by: 'bank' }
];

function file(games: DatasetGame[], positions = POSITIONS): Uint8Array {
	return compressDataset(datasetBytes({ command: 'test' }, games.length, games.map(encodeGame), positions));
}

/** Positions with kings where two captures share their start and end squares (a king's circle). */
function positionsWithTwins(): Position[] {
	const random = rng(21);
	const found: Position[] = [];
	for (let tries = 0; tries < 200_000 && found.length < 3; tries++) {
		let white = 0;
		let black = 0;
		const k = 1 << Math.floor(random() * 32);
		white |= k;
		for (let i = 0; i < 6; i++) black |= 1 << Math.floor(random() * 32);
		black &= ~white;
		const p = makePosition(white, black, k, true);
		const moves = legalMoves(p);
		if (moves.some((a, i) => moves.some((b, j) => i < j && a.from === b.from && a.to === b.to))) found.push(p);
	}
	return found;
}

describe('the dataset file', () => {
	it('reads back what was written: the header, each game’s moves and labels, the positions', () => {
		const games = [randomGame(1, 0), randomGame(2, 6), randomGame(3, 10)];
		const back = readDataset(file(games));
		expect(back.header).toEqual({ command: 'test' });
		expect(back.positions).toEqual(POSITIONS);
		expect(back.games).toHaveLength(3);
		back.games.forEach((g, i) => {
			expect(g).toEqual(games[i]);
			const ps = gamePositions(g);
			expect(ps.map((p) => p.label)).toEqual(games[i].labels);
			expect(ps.every((p) => p.ply >= games[i].labelFrom && labelled(p.position))).toBe(true);
		});
		// The same input, the same bytes.
		expect(file(games)).toEqual(file(games));
	});

	it('codes every legal move so that it is found again, captures sharing their squares too', () => {
		const twins = positionsWithTwins();
		expect(twins.length).toBeGreaterThan(0);
		const random = rng(5);
		const others: Position[] = [];
		for (let g = 0; g < 30; g++) {
			let p = START;
			for (let i = 0; i < 60 && legalMoves(p).length; i++) {
				others.push(p);
				const moves = legalMoves(p);
				p = applyMove(p, moves[Math.floor(random() * moves.length)]);
			}
		}
		for (const p of [...twins, ...others])
			for (const m of legalMoves(p)) {
				const back = moveOfCode(p, moveCode(p, m));
				expect(back).toEqual(m);
			}
	});

	it('refuses a damaged file with a reason', () => {
		const good = file([randomGame(4, 0)]);
		expect(() => readDataset(good.subarray(0, good.length - 9))).toThrow(DatasetError);
		expect(() => readDataset(new TextEncoder().encode('not a dataset'))).toThrow(/not a gzip file/);
		const raw = datasetBytes({ command: 'x' }, 1, [encodeGame(randomGame(5, 0))], []);
		const wrongMagic = raw.slice();
		wrongMagic[0] = 0x51;
		expect(() => readDataset(compressDataset(wrongMagic))).toThrow(/not a dataset file/);
		// A move the rules do not allow: the first move's code pointed at an empty square.
		const at = 4 + 1 + 4 + new DataView(raw.buffer).getUint32(5, true) + 4 + 1 + 1 + 1 + 1 + 4 + 2;
		const badMove = raw.slice();
		badMove[at] = 31;
		badMove[at + 1] = 0;
		expect(() => readDataset(compressDataset(badMove))).toThrow(/a move the rules do not allow \(ply 1\)/);
		const extra = new Uint8Array(raw.length + 1);
		extra.set(raw);
		expect(() => readDataset(compressDataset(extra))).toThrow(/bytes after the end/);
	});

	it('says when the labels do not match the game’s positions', () => {
		const g = randomGame(6, 0);
		expect(() => gamePositions({ ...g, labels: g.labels.slice(1) })).toThrow(/fewer labels/);
		expect(() => gamePositions({ ...g, labels: [...g.labels, { score: NO_SCORE, exact: null, by: null }] })).toThrow(/more labels/);
	});
});
