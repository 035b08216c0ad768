import { describe, expect, it } from 'vitest';
import { legalMoves } from '../engine';
import { fen } from '../engine/internal';
import { THEMES } from '../bank/types';
import { verifyPuzzle } from '../bank/verify';
import { checkAcross, checkPuzzle } from '../bank/check';
import { TranspositionTable } from '../solver/tt';
import { rng } from '../random';
import { generatePuzzles, type ScreenFn } from './generate';
import { canonicalKey, pairKey } from './keys';
import { Screener } from './screen';
import { DEFAULT_GENERATE_OPTIONS } from './options';
import { SMALL } from './testing';

const RUN = { ...SMALL, count: 5, seed: 3 };

describe('generate', async () => {
	const first = await generatePuzzles(RUN, { firstId: 451 });
	const puzzles = first.accepted.map((a) => a.puzzle);

	it('finds puzzles that verify-bank accepts, numbered after the given id', () => {
		expect(puzzles.map((p) => p.id)).toEqual(['gen-0451', 'gen-0452', 'gen-0453', 'gen-0454', 'gen-0455']);
		const tt = new TranspositionTable(8);
		for (const p of puzzles) {
			expect(checkPuzzle(p).problems).toEqual([]);
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
		// No position twice, none reached twice after the first pair of moves.
		expect(checkAcross(puzzles)).toEqual([]);
		// Games are accepted in order.
		const games = first.accepted.map((a) => a.game);
		expect([...games].sort((a, b) => a - b)).toEqual(games);
	});

	it('finds the same puzzles whatever order the screeners finish in', async () => {
		// Three screeners that answer after random delays, as worker threads would.
		const random = rng(7);
		const screeners = [0, 1, 2].map(() => new Screener({ ...DEFAULT_GENERATE_OPTIONS, ...RUN }));
		let turn = 0;
		const screen: ScreenFn = async (task) => {
			const s = screeners[turn++ % 3];
			await new Promise((r) => setTimeout(r, Math.floor(random() * 5)));
			return s.screenGame(task);
		};
		const shuffled = await generatePuzzles(RUN, { firstId: 451, screen, inFlight: 6 });
		expect(shuffled.accepted.map((a) => [a.puzzle.id, a.puzzle.fen, a.puzzle.solution.join(' ')])).toEqual(
			first.accepted.map((a) => [a.puzzle.id, a.puzzle.fen, a.puzzle.solution.join(' ')])
		);
		expect({ ...shuffled.stats, ms: {} }).toEqual({ ...first.stats, ms: {} });
	});

	it('continues an interrupted run to the same end', async () => {
		// Interrupted after the game of the second puzzle.
		const cut = first.accepted[1].game;
		const done = first.accepted.filter((a) => a.game <= cut);
		const continued = await generatePuzzles(RUN, { firstId: 451, resume: { accepted: done, nextGame: cut + 1 } });
		expect(continued.accepted.map((a) => a.puzzle)).toEqual(puzzles);
		expect(continued.nextGame).toBe(first.nextGame);
	});

	it('leaves out what the bank has: positions, their images, and positions after the first pair', async () => {
		const [a, b] = puzzles;
		const knownPair = await generatePuzzles({ ...RUN, count: 2 }, { known: { positions: [canonicalKey(fen(a.fen))], pairs: [] } });
		expect(knownPair.accepted.map((x) => x.puzzle.fen)).not.toContain(a.fen);
		expect(knownPair.accepted[0].puzzle.fen).toBe(b.fen);
		const byPair = await generatePuzzles({ ...RUN, count: 1 }, { known: { positions: [], pairs: [pairKey(a.fen, a.solution)!] } });
		expect(byPair.accepted[0].puzzle.fen).toBe(b.fen);
	});

	it('keeps only the themes asked for, when asked', async () => {
		const only = await generatePuzzles({ ...RUN, count: 2, themes: ['constriction', 'threat'] });
		expect(only.accepted).toHaveLength(2);
		for (const a of only.accepted) expect(a.puzzle.themes.some((t) => t === 'constriction' || t === 'threat')).toBe(true);
		expect(only.stats.rejected['theme not wanted']).toBeGreaterThan(0);
	});
});
