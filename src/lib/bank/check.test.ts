import { describe, expect, it } from 'vitest';
import { checkAcross, checkPuzzle, checkReleasedDaily, checkTwelveTable, titleProblem } from './check';
import type { Puzzle, TwelveSquare } from './types';

const gift: Puzzle = {
	id: 'gift-1',
	fen: 'W:Wc3:Bc5,e5',
	aim: 'giveaway',
	claim: 'win in 1',
	unique: false,
	solution: ['c3-d4', 'c5:e3'],
	themes: ['sacrifice'],
	difficulty: 1,
	source: { en: 'Test', ru: 'Тест' },
	hints: { en: ['Give it away'], ru: ['Отдайте'] }
};

describe('cheap checks of a puzzle', () => {
	it('accepts a sound puzzle', () => {
		expect(checkPuzzle(gift).problems).toEqual([]);
	});

	it('finds an illegal move, a move not in full notation, a wrong length and a line that does not end the game', () => {
		expect(checkPuzzle({ ...gift, solution: ['c3-d4', 'c5-b4'] }).problems[0]).toMatch(/^solution move 2 "c5-b4"/);
		expect(checkPuzzle({ ...gift, solution: ['cd4', 'c5:e3'] }).problems).toEqual(['solution move 1 "cd4" is not in full notation (c3-d4)']);
		expect(checkPuzzle({ ...gift, solution: ['c3-d4'] }).problems).toEqual(['solution has 1 moves, "win in 1" needs 2']);
		expect(checkPuzzle({ ...gift, fen: 'W:Wc3,h2:Bc5,e5' }).problems).toEqual(['the solution does not end the game']);
	});

	it('wants a canonical FEN and a choice for the side to move', () => {
		expect(checkPuzzle({ ...gift, fen: 'W:Wc3:Be5,c5' }).problems).toEqual(['FEN is not canonical: W:Wc3:Bc5,e5']);
		expect(checkPuzzle({ ...gift, fen: 'W:Wc3:Bx9' }).problems[0]).toMatch(/^bad FEN/);
		expect(checkPuzzle({ ...gift, fen: 'W:Wc3:Bb4,h8' }).problems).toEqual(['the side to move must have a choice']);
	});

	it("holds generated puzzles to the generator's standard: three moves or more, no capture", () => {
		// Two legal moves: fine for a curated puzzle, not for a generated one.
		expect(checkPuzzle(gift).problems).toEqual([]);
		expect(checkPuzzle({ ...gift, id: 'gen-0001' }).problems).toEqual(['a generated puzzle needs at least 3 legal moves, this has 2']);
		// A capture is forced from the start (the line need not end the game for this check to speak).
		const forced = checkPuzzle({ ...gift, id: 'gen-0001', fen: 'W:Wc3,e3:Bd4,h8', solution: ['c3:e5', 'h8-g7'] });
		expect(forced.problems).toContain('a generated puzzle must not start with a forced capture');
	});

	it('refuses a title that contradicts the claim or the side to move', () => {
		expect(checkPuzzle({ ...gift, title: { en: 'White to play and win in 1 move', ru: 'Ход белых: выигрыш в 1 ход' } }).problems).toEqual([]);
		expect(checkPuzzle({ ...gift, title: { en: 'White to play and win in 3 moves', ru: 'Ход белых' } }).problems).toEqual([
			'title (en) "White to play and win in 3 moves" contradicts the claim "win in 1"'
		]);
		expect(titleProblem({ ...gift, title: { en: 'A gift', ru: 'Ход чёрных: выигрыш в 1 ход' } }, true)).toBe(
			'title (ru) "Ход чёрных: выигрыш в 1 ход" names the wrong side to move'
		);
		expect(titleProblem({ ...gift, title: { en: '12 against 1: the black man on c5', ru: '12 против 1' } }, true)).toBeNull();
	});
});

describe('checks across the bank', () => {
	const image: Puzzle = { ...gift, id: 'gen-0002', fen: 'B:Wd4,f4:Bf6', solution: ['f6-e5', 'd4:f6'] };

	it('reports the newer generated puzzle of a colour-reversed pair', () => {
		expect(checkPuzzle({ ...image, id: 'image-1' }).problems).toEqual([]);
		const found = checkAcross([
			{ ...image, id: 'gen-0007' },
			{ ...gift, id: 'gen-0001' }
		]);
		expect(found.map((p) => p.id)).toContain('gen-0007');
		expect(found.find((p) => p.id === 'gen-0007')!.message).toBe('the same position as gen-0001 (or its colour-reversed image)');
	});

	it('reports two puzzles reaching the same position after the first pair of moves', () => {
		const a: Puzzle = { ...gift, id: 'gen-0012', fen: 'W:Wc3,g1:Ba5,h8', solution: ['c3-b4', 'a5:c3'] };
		const b: Puzzle = { ...gift, id: 'gen-0010', fen: 'W:Wc3,g1:Ba5,h8', solution: ['c3-d4', 'a5-b4'] };
		const c: Puzzle = { ...gift, id: 'gen-0013', fen: 'W:Wa3,g1:Ba5,h8', solution: ['a3-b4', 'a5:c3'] };
		expect(checkAcross([a, c]).filter((p) => p.message.startsWith('after the first pair'))).toEqual([
			{ id: 'gen-0013', message: 'after the first pair of moves, the same position as gen-0012' }
		]);
		// The same position but another first pair: reported as the same position only.
		expect(checkAcross([a, b]).map((p) => p.message)).toEqual(['the same position as gen-0010 (or its colour-reversed image)']);
	});

	it('lets curated puzzles echo each other, but not a generated one echo them', () => {
		const lesson = { ...gift, id: 'lesson-a' };
		expect(checkAcross([lesson, { ...image, id: 'lesson-b' }])).toEqual([]);
		expect(checkAcross([{ ...image, id: 'gen-0003' }, lesson]).map((p) => p.id)).toEqual(['gen-0003']);
	});

	it('keeps released ids as they were released', () => {
		const released = [{ id: 'gift-1', fen: gift.fen, claim: gift.claim }];
		expect(checkAcross([gift], released)).toEqual([]);
		expect(checkAcross([{ ...gift, claim: 'win in 2' }], released)[0].message).toMatch(/^released as W:Wc3:Bc5,e5 "win in 1", now W:Wc3:Bc5,e5 "win in 2"/);
		expect(checkAcross([], released)[0]).toEqual({ id: 'gift-1', message: 'a released puzzle is missing from the bank (released ids never disappear)' });
	});

	it('keeps released days of the daily order', () => {
		const released = { epoch: '2026-11-23', order: ['a', 'b'] };
		expect(checkReleasedDaily({ epoch: '2026-11-23', order: ['a', 'b', 'c'] }, released)).toEqual([]);
		expect(checkReleasedDaily({ epoch: '2026-11-23', order: ['a', 'c', 'b'] }, released)).toEqual(['day 1 of the daily order was released as b, now c']);
		expect(checkReleasedDaily({ epoch: '2026-11-23', order: ['a'] }, released)).toEqual(['the daily order has 1 days, 2 were released']);
		expect(checkReleasedDaily({ epoch: '2026-11-30', order: ['a', 'b'] }, released)).toEqual([
			'the daily order starts on 2026-11-30, released with 2026-11-23'
		]);
	});
});

describe('the 12-against-1 table', () => {
	const row = (square: string, fen: string, kind: 'win' | 'loss', n: number, line: string[]): TwelveSquare => ({
		square,
		fen,
		verdict: { kind, n },
		line,
		ending: 'no-pieces'
	});
	const b4 = row('b4', 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Bb4', 'loss', 1, ['a3:c5']);

	it('must list each of its 20 squares once', () => {
		expect(checkTwelveTable([b4]).table).toEqual([
			'the table lacks 19 of its 20 squares: d4, f4, h4, a5, c5, e5, g5, b6, d6, f6, h6, a7, c7, e7, g7, b8, d8, f8, h8'
		]);
		expect(checkTwelveTable([b4, b4]).table[0]).toBe('square b4 is listed twice');
	});

	it("checks each square's position and line", () => {
		const { squares } = checkTwelveTable([
			{ ...b4, line: ['c3-d4'] },
			{ ...b4, square: 'd4' },
			{ ...b4, line: ['a3:c5', 'h8-g7'] }
		]);
		expect(squares.get('b4')![0]).toMatch(/^line move 1 "c3-d4": /);
		expect(squares.get('b4')![1]).toMatch(/^line move 2 "h8-g7": /);
		expect(squares.get('d4')).toContain("FEN is not the task's position");
	});
});
