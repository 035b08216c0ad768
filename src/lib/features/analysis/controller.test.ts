import { describe, expect, it } from 'vitest';
import { START, applyMove, legalMoves, makeFen, parseFen, parseSquare, moveToString } from '$lib/engine';
import type { TaskKind, TaskOf } from '$lib/solver/protocol';
import { runTask } from '$lib/solver/tasks';
import { language } from '$lib/i18n/index.svelte';
import { AnalysisController } from './controller.svelte';

const START_FEN = makeFen(START);
const noClient = () => {
	throw new Error('no solver in these tests');
};

describe('AnalysisController', () => {
	it('starts at the start position with the field showing it', () => {
		const a = new AnalysisController(noClient);
		expect(a.fen).toBe(START_FEN);
		expect(a.fenText).toBe(START_FEN);
		expect(a.fenError).toBeNull();
	});

	it('loads a good FEN from the field, canonically', () => {
		const a = new AnalysisController(noClient);
		a.fenText = ' W:Bb4:Wc3 ';
		expect(a.loadText()).toBe(true);
		expect(a.fen).toBe('W:Wc3:Bb4');
		expect(a.fenText).toBe('W:Wc3:Bb4');
		expect(makeFen(a.loaded)).toBe('W:Wc3:Bb4');
	});

	it('keeps the board on a bad FEN and names the problem', () => {
		const a = new AnalysisController(noClient);
		a.fenText = 'W:Wc3:Bz9';
		expect(a.loadText()).toBe(false);
		expect(a.fen).toBe(START_FEN);
		expect(a.fenText).toBe('W:Wc3:Bz9');
		expect(a.fenError).toContain('"z9" is not a dark square');
	});

	it('words a bad FEN in the interface language, Russian through and through, and follows a switch', () => {
		const a = new AnalysisController(noClient);
		a.fenText = 'X:Wc3:Bb4';
		a.loadText();
		try {
			language.set('ru');
			expect(a.fenError).toMatch(/^Не удаётся прочитать позицию: /);
			expect(a.fenError).not.toMatch(/[a-z]{3,}/);
		} finally {
			language.set('en');
		}
		expect(a.fenError).toContain('side to move');
	});

	it('a position from the board replaces the field and clears the error', () => {
		const a = new AnalysisController(noClient);
		a.fenText = 'nonsense';
		a.loadText();
		const r = parseFen('B:Wa5:B');
		if (!r.ok) throw new Error();
		a.position = r.value;
		expect(a.fenText).toBe('B:Wa5:B');
		expect(a.fenError).toBeNull();
		expect(a.loaded).toBe(START); // Clear still goes back to what was loaded
	});

	it('moves played, taken back and reset keep the field in step', () => {
		const a = new AnalysisController(noClient);
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
		a.toStart();
		expect(a.fen).toBe('W:Wc3:Bf6');
		expect(a.line.moves).toEqual([c3d4]);
		a.forward();
		expect(a.fen).toBe('B:Wd4:Bf6');
	});

	it('Start keeps a loaded game; Clear drops its moves, and Undo brings them back', () => {
		const a = new AnalysisController(noClient);
		a.pdnText = '[FEN "W:Wc3:Bb6,h8"]\n1. c3-d4 b6-c5 2. d4:b6 *';
		expect(a.loadPdn()).toBe(true);
		a.back();
		a.toStart();
		expect(a.fen).toBe('W:Wc3:Bb6,h8');
		expect(a.line.moves).toHaveLength(3);
		a.forward();
		expect(a.fen).toBe('B:Wd4:Bb6,h8');
		expect(a.canUndoClear).toBe(false);
		a.clearMoves();
		expect(a.fen).toBe('W:Wc3:Bb6,h8');
		expect(a.line.moves).toEqual([]);
		expect(a.canClear).toBe(false);
		expect(a.canUndoClear).toBe(true);
		a.undoClear();
		expect(a.line.moves).toHaveLength(3);
		expect(a.fen).toBe('B:Wd4:Bb6,h8');
		expect(a.canUndoClear).toBe(false);
		// A move after a Clear replaces what Undo would bring back.
		a.clearMoves();
		a.play(legalMoves(a.position)[0]);
		expect(a.canUndoClear).toBe(false);
	});

	it('reads ?fen=, ignoring an empty one and reporting a bad one', () => {
		const a = new AnalysisController(noClient);
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
		const a = new AnalysisController(noClient);
		const target = a.target();
		expect(target).toEqual({ fen: START_FEN, aim: 'giveaway', whiteToMove: true });
		expect(a.isCurrent(target)).toBe(true);
		a.aim = 'russian';
		expect(a.isCurrent(target)).toBe(false);
	});

	it('loads a PDN game, replaying its moves; Back steps through them', () => {
		const a = new AnalysisController(noClient);
		a.pdnText = '[FEN "W:Wc3:Bb6,h8"]\n[Aim "giveaway"]\n1. c3-d4 b6-c5 2. d4:b6 *';
		a.aim = 'russian';
		expect(a.loadPdn()).toBe(true);
		expect(a.fen).toBe('B:Wb6:Bh8');
		expect(a.aim).toBe('giveaway');
		expect(a.line.moves).toHaveLength(3);
		expect(a.pdnError).toBeNull();
		a.back();
		expect(a.fen).toBe('W:Wd4:Bc5,h8');
		a.toStart();
		expect(a.fen).toBe('W:Wc3:Bb6,h8');
	});

	it('a PDN with an illegal move changes nothing and names the move and ply', () => {
		const a = new AnalysisController(noClient);
		a.loadFromQuery('W:Wc3:Bb4');
		a.pdnText = '1. c3-d4 f6-g5 2. d4-e6 *';
		expect(a.loadPdn()).toBe(false);
		expect(a.pdnError).toContain('Ply 3');
		expect(a.pdnError).toContain('"d4-e6"');
		expect(a.fen).toBe('W:Wc3:Bb4');
		expect(a.fenText).toBe('W:Wc3:Bb4');
		expect(a.aim).toBe('giveaway');
	});

	it('the PDN and editor errors and the PDN note follow a language switch (kept as codes, worded at render)', () => {
		const a = new AnalysisController(noClient);
		a.pdnText = '1. c3-d4 f6-g5 2. d4-e6 *';
		a.loadPdn();
		a.setEditing(true);
		a.tool = 'black man';
		a.edit(parseSquare('a1'));
		const english = { pdn: a.pdnError, edit: a.editError };
		try {
			language.set('ru');
			expect(a.pdnError).toMatch(/^Полуход 3 \(2\.\): ход «d4-e6» невозможен/);
			expect(a.pdnError).not.toMatch(/[a-z]{3,}/);
			expect(a.editError).not.toBeNull();
			expect(a.editError).toContain('a1');
			expect(a.editError).not.toMatch(/[a-z]{3,}/);
			a.pdnText = '1. c3-d4 *';
			expect(a.loadPdn()).toBe(true);
			const note = a.pdnNote;
			language.set('en');
			expect(a.pdnNote).not.toBe(note);
			expect(a.pdnNote).toMatch(/[a-z]{3,}/);
		} finally {
			language.set('en');
		}
		expect(english.pdn).toContain('Ply 3');
		expect(english.edit).toContain('black man');
	});

	it('the editor places pieces and refuses illegal setups with the reason', () => {
		const a = new AnalysisController(noClient);
		a.setEditing(true);
		a.clearBoard();
		expect(a.fen).toBe('W:W:B');
		a.tool = 'white man';
		a.edit(parseSquare('c3'));
		a.tool = 'black man';
		a.edit(parseSquare('b4'));
		a.edit(parseSquare('a1'));
		expect(a.editError).toContain('a1');
		expect(a.editError).toContain('black man');
		a.edit(parseSquare('h8'));
		expect(a.editError).toBeNull();
		expect(a.fen).toBe('W:Wc3:Bb4,h8');
		expect(a.fenText).toBe('W:Wc3:Bb4,h8');
		a.setSideToMove('black');
		expect(a.fen).toBe('B:Wc3:Bb4,h8');
		a.startPosition();
		a.tool = 'white king';
		a.edit(parseSquare('e5'));
		expect(a.editError).toContain('12 pieces');
		a.setEditing(false);
		expect(a.mode).toBe('analyse');
		expect(a.fen).toBe(START_FEN);
	});

	it('puts the best line on the board after the moves played, and steps along it', () => {
		const a = new AnalysisController(noClient);
		a.loadFromQuery('W:Wc3:Bb6,h8');
		const target = a.target();
		const line = ['c3-d4', 'b6-c5', 'd4:b6'].reduce<{ pos: ReturnType<typeof parseFen>; moves: import('$lib/engine').Move[] }>(
			(acc, text) => {
				if (!acc.pos.ok) throw new Error();
				const m = legalMoves(acc.pos.value).find((x) => moveToString(x) === text)!;
				return { pos: { ok: true, value: applyMove(acc.pos.value, m) }, moves: [...acc.moves, m] };
			},
			{ pos: parseFen('W:Wc3:Bb6,h8'), moves: [] }
		).moves;
		a.showLine(target, line, 0);
		expect(a.fen).toBe('W:Wc3:Bb6,h8');
		expect(a.lineStep(line)).toBe(0);
		a.forward();
		expect(a.lineStep(line)).toBe(1);
		a.showLine(target, line, 3);
		expect(a.fen).toBe('B:Wb6:Bh8');
		expect(a.lineStep(line)).toBe(3);
		// A different move leaves the line.
		a.showLine(target, line, 0);
		const other = legalMoves(a.position).find((m) => moveToString(m) === 'c3-b4')!;
		a.play(other);
		expect(a.lineStep(line)).toBeNull();
	});

	it('plays out against the app and takes back', async () => {
		const fake = {
			request: async <K extends TaskKind>(task: TaskOf<K>) => runTask(task),
			cancel: () => {},
			dispose: () => {}
		};
		const a = new AnalysisController(noClient, () => fake);
		a.loadFromQuery('W:Wc3:Bb6,h8');
		const session = a.startPlay('white', 8, 0);
		expect(a.mode).toBe('play');
		await session.play(legalMoves(session.position)[0]);
		expect(session.moves).toHaveLength(2);
		expect(session.announce).toMatch(/^The app \(Black\): /);
		session.takeBack();
		expect(session.moves).toHaveLength(0);
		for (let i = 0; i < 40 && !session.outcome; i++) await session.play(legalMoves(session.position)[0]);
		expect(session.outcome).not.toBeNull();
		expect(session.outcomeText).not.toBe('');
		expect(session.pdn()).toContain('[Aim "giveaway"]');
		a.stopPlay();
		expect(a.mode).toBe('analyse');
		expect(a.line.moves.length).toBe(session.moves.length);
		expect(makeFen(a.line.start)).toBe('W:Wc3:Bb6,h8');
	});
});
