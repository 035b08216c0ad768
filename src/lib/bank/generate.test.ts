import { describe, expect, it } from 'vitest';
import { applyMove, flipBoard, legalMoves, makeFen, mirror, type Move, type Position } from '../engine';
import { moveToString } from '../engine/notation';
import { fen } from '../engine/testing';
import { parseSquare } from '../engine/squares';
import { solve } from '../solver/solve';
import { TranspositionTable } from '../solver/tt';
import { bankFiles, canonicalKey, generatePuzzles, lockedMen, pieceCanMove, randomEnding, ruPlural, signature, tagThemes, toPuzzle } from './generate';
import { rng } from '../random';
import { verifyPuzzle } from './verify';
import { THEMES } from './types';

/** The key move and best line the solver finds. */
function solved(text: string): { pos: Position; key: Move; line: Move[] } {
	const pos = fen(text);
	const r = solve(pos, { maxMoves: 10 });
	return { pos, key: r.line[0], line: r.line };
}

/** The same move on the colour-reversed board. */
function mirrorMove(pos: Position, m: Move): Move {
	const found = legalMoves(mirror(pos)).find((x) => x.from === 31 - m.from && x.to === 31 - m.to && x.captured === flipBoard(m.captured));
	if (!found) throw new Error('no mirrored move');
	return found;
}

const SMALL = { maxN: 6, solveNodes: 3_000, uniqueNodes: 30_000, verifyNodes: 30_000, endgameShare: 1, ttMegabytes: 4 };

describe('generate', () => {
	it('finds puzzles that verify-bank accepts, the same ones for the same seed', () => {
		const { puzzles } = generatePuzzles({ ...SMALL, count: 4, seed: 3 });
		expect(puzzles.length).toBe(4);
		const files = bankFiles(puzzles);
		const all = files.flatMap((f) => f.data.puzzles);
		expect(all.map((p) => p.id)).toEqual(['gen-0001', 'gen-0002', 'gen-0003', 'gen-0004']);
		const tt = new TranspositionTable(8);
		for (const p of all) {
			expect(verifyPuzzle(p, {}, tt)).toEqual([]);
			const n = Number(p.claim.split(' ')[2]);
			expect(n).toBeGreaterThanOrEqual(2);
			expect(p.solution.length).toBe(2 * n);
			expect(p.unique).toBe(true);
			expect(p.themes.length).toBeGreaterThan(0);
			for (const t of p.themes) expect(THEMES).toContain(t);
			expect(p.hints.en.length).toBe(p.hints.ru.length);
			expect(p.hints.en.at(-1)).toMatch(/^Move the (man|king) on [a-h][1-8]\.$/);
			expect(p.hints.ru.at(-1)).toMatch(/^Ходите (простой|дамкой) с [a-h][1-8]\.$/);
			const pos = fen(p.fen);
			expect(legalMoves(pos).length).toBeGreaterThanOrEqual(3);
			expect(legalMoves(pos).every((m) => m.captured === 0)).toBe(true);
		}
		// Deterministic: the same seed finds the same puzzles in the same order.
		const again = generatePuzzles({ ...SMALL, count: 2, seed: 3 });
		expect(again.puzzles.map((g) => g.fen)).toEqual(puzzles.slice(0, 2).map((g) => g.fen));
		expect(new Set(puzzles.map((g) => canonicalKey(g.pos))).size).toBe(4);
	});

	it('treats a position and its colour-reversed image as one', () => {
		const pos = fen('W:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8');
		const image = mirror(pos);
		expect(makeFen(image)).toBe('B:Wa1,b2,c1,e5,h2,h4,h6:Ba3,c7,d8,f8');
		expect(canonicalKey(image)).toBe(canonicalKey(pos));
		expect(signature(image)).toBe(signature(pos));
		expect(canonicalKey(fen('B:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8'))).not.toBe(canonicalKey(pos));
		// A puzzle's image is left out once the puzzle is known.
		const { puzzles } = generatePuzzles({ ...SMALL, count: 1, seed: 3 });
		const { puzzles: others } = generatePuzzles({ ...SMALL, count: 1, seed: 3, exclude: [canonicalKey(mirror(puzzles[0].pos))] });
		expect(others[0].fen).not.toBe(puzzles[0].fen);
	});

	it('tags a sacrifice with a threat in a king ending', () => {
		// White puts its king on the long diagonal; were it White's turn again, f4-g5 would give the man too.
		const { pos, key, line } = solved('W:WKa5,f4:BKh8');
		expect(moveToString(key)).toBe('a5-c3');
		const f = tagThemes(pos, key, line);
		expect(f.themes).toEqual(['threat', 'king-endgame', 'sacrifice']);
		expect(f.block).toBe(false);
	});

	it('tags constriction: a quiet move that leaves few replies, all losing', () => {
		const { pos, key, line } = solved('B:Wg5:Bc7,e7,g7');
		const f = tagThemes(pos, key, line);
		expect(f.sacrifice).toBe(false);
		expect(f.replies).toBeLessThanOrEqual(2);
		expect(f.themes).toContain('constriction');
		expect(f.themes).not.toContain('king-endgame');
	});

	it("tags Petrov's locked man on h6, a blocked finish and many against few", () => {
		const { pos, key, line } = solved('W:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8');
		const h6 = parseSquare('h6');
		expect(pieceCanMove(pos, h6)).toBe(false);
		expect(lockedMen(pos, applyMove(pos, key))).toContain(h6);
		const f = tagThemes(pos, key, line);
		for (const t of ['locked-men', 'many-against-few', 'block'] as const) expect(f.themes).toContain(t);
		const end = line.reduce(applyMove, pos);
		expect(legalMoves(end).length).toBe(0);
		expect(end.white).not.toBe(0);
		// A man that can still step is not locked.
		expect(pieceCanMove(fen('W:Wh6:Bf8'), h6)).toBe(true);
		// Nor one that could capture.
		expect(pieceCanMove(fen('W:Wh6:Bg7'), h6)).toBe(true);
		// A man held up by its own piece is not locked in.
		const own = fen('W:Wa5,b6,c3:Bc7,h8');
		expect(pieceCanMove(own, parseSquare('a5'))).toBe(false);
		expect(lockedMen(own, own)).toEqual([]);
		// Black's man on a3 behind White's b2 and c1 is.
		const a3 = fen('W:Wb2,c1,g3:Ba3,h8');
		expect(lockedMen(a3, a3)).toEqual([parseSquare('a3')]);
	});

	it('tags the colour-reversed position the same way', () => {
		for (const text of ['W:WKa5,f4:BKh8', 'B:Wg5:Bc7,e7,g7', 'W:Wc1,e1,f2,h6:Ba3,a5,a7,d4,f8,g7,h8']) {
			const { pos, key, line } = solved(text);
			const image = mirror(pos);
			let p = pos;
			let q = image;
			const imageLine = line.map((m) => {
				const mm = mirrorMove(p, m);
				p = applyMove(p, m);
				q = applyMove(q, mm);
				return mm;
			});
			expect(tagThemes(image, mirrorMove(pos, key), imageLine).themes).toEqual(tagThemes(pos, key, line).themes);
		}
	});

	it('makes legal random endings with kings and no crowned men', () => {
		const random = rng(3);
		for (let i = 0; i < 200; i++) {
			const pos = randomEnding(random);
			expect(pos.kings).not.toBe(0);
			expect(legalMoves(pos).length).toBeGreaterThan(0);
			expect(pos.white & ~pos.kings & 0xf0000000).toBe(0);
			expect(pos.black & ~pos.kings & 0xf).toBe(0);
		}
	});

	it('writes natural Russian numbers', () => {
		expect([1, 2, 4, 5, 10, 11, 21, 22].map((n) => `${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}`)).toEqual([
			'1 ход',
			'2 хода',
			'4 хода',
			'5 ходов',
			'10 ходов',
			'11 ходов',
			'21 ход',
			'22 хода'
		]);
		const { pos, key, line } = solved('W:WKa5,f4:BKh8');
		const p = toPuzzle(
			{ fen: makeFen(pos), pos, n: 2, key, line, facts: tagThemes(pos, key, line), legal: 0, plausible: 0, proofNodes: 0, verifyNodes: 0, score: 0, difficulty: 1, origin: 'ending' },
			'gen-0001'
		);
		expect(p.title).toEqual({ en: 'White to play and win in 2 moves', ru: 'Ход белых: выигрыш в 2 хода' });
		expect(p.hints.ru.at(-1)).toBe('Ходите дамкой с a5.');
		expect(p.hints.en.at(-1)).toBe('Move the king on a5.');
	});
});
