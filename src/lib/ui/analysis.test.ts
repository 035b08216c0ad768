import { describe, expect, it } from 'vitest';
import { START, legalMoves, makeFen, parseFen, parseSquare } from '$lib/engine';
import { AnalysisBoard } from './analysis.svelte';

const START_FEN = makeFen(START);
const noClient = () => {
	throw new Error('no solver in these tests');
};

describe('AnalysisBoard', () => {
	it('starts at the start position with the field showing it', () => {
		const a = new AnalysisBoard(noClient);
		expect(a.fen).toBe(START_FEN);
		expect(a.fenText).toBe(START_FEN);
		expect(a.fenError).toBeNull();
	});

	it('loads a good FEN from the field, canonically', () => {
		const a = new AnalysisBoard(noClient);
		a.fenText = ' W:Bb4:Wc3 ';
		expect(a.loadText()).toBe(true);
		expect(a.fen).toBe('W:Wc3:Bb4');
		expect(a.fenText).toBe('W:Wc3:Bb4');
		expect(makeFen(a.loaded)).toBe('W:Wc3:Bb4');
	});

	it('keeps the board on a bad FEN and names the problem', () => {
		const a = new AnalysisBoard(noClient);
		a.fenText = 'W:Wc3:Bz9';
		expect(a.loadText()).toBe(false);
		expect(a.fen).toBe(START_FEN);
		expect(a.fenText).toBe('W:Wc3:Bz9');
		expect(a.fenError).toContain('"z9" is not a dark square');
	});

	it('a position from the board replaces the field and clears the error', () => {
		const a = new AnalysisBoard(noClient);
		a.fenText = 'nonsense';
		a.loadText();
		const r = parseFen('B:Wa5:B');
		if (!r.ok) throw new Error();
		a.position = r.value;
		expect(a.fenText).toBe('B:Wa5:B');
		expect(a.fenError).toBeNull();
		expect(a.loaded).toBe(START); // Reset still goes back to what was loaded
	});

	it('moves played, taken back and reset keep the field in step', () => {
		const a = new AnalysisBoard(noClient);
		a.loadFromQuery('W:Wc3:Bf6');
		const c3d4 = legalMoves(a.position).find((m) => m.to === parseSquare('d4'));
		if (!c3d4) throw new Error('no c3-d4');
		a.fenText = 'junk';
		a.loadText();
		expect(a.fenError).not.toBeNull();
		a.play(c3d4);
		expect(a.fen).toBe('B:Wd4:Bf6');
		expect(a.fenText).toBe('B:Wd4:Bf6');
		expect(a.fenError).toBeNull();
		expect(a.lastMove).toBe(c3d4);
		a.back();
		expect(a.fenText).toBe('W:Wc3:Bf6');
		expect(a.lastMove).toBeNull();
		a.forward();
		expect(a.fen).toBe('B:Wd4:Bf6');
		a.reset();
		expect(a.fen).toBe('W:Wc3:Bf6');
		expect(a.line.moves).toEqual([]);
	});

	it('reads ?fen=, ignoring an empty one and reporting a bad one', () => {
		const a = new AnalysisBoard(noClient);
		a.loadFromQuery(null);
		a.loadFromQuery('');
		expect(a.fen).toBe(START_FEN);
		a.loadFromQuery('X:bad');
		expect(a.fen).toBe(START_FEN);
		expect(a.fenError).toContain('side to move');
		a.loadFromQuery('W:Wc3:Bb4');
		expect(a.fen).toBe('W:Wc3:Bb4');
		expect(a.fenError).toBeNull();
	});

	it('a job is about the position and aim of the moment', () => {
		const a = new AnalysisBoard(noClient);
		const target = a.target();
		expect(target).toEqual({ fen: START_FEN, aim: 'giveaway', whiteToMove: true });
		expect(a.isCurrent(target)).toBe(true);
		a.aim = 'russian';
		expect(a.isCurrent(target)).toBe(false);
	});
});
