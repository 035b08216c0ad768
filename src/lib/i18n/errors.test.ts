/**
 * The words for the engine's error codes. The English texts are the ones
 * the command line has always printed (the CLI contract), checked here word
 * for word; the Russian ones must be Russian, with no English left inside.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFen, START, type Position, parseGameText, parseMove, parsePdn } from '$lib/engine';
import { fen } from '$lib/engine/internal';
import { clip, errors, listOr, QUOTE_MAX } from './errors';

const { en, ru } = errors;

function fenError(text: string) {
	const r = parseFen(text);
	if (r.ok) throw new Error(`accepted ${text}`);
	return r.error;
}
function moveError(pos: Position, text: string) {
	const r = parseMove(pos, text);
	if (r.ok) throw new Error(`accepted ${text}`);
	return r.error;
}
function gameError(pos: Position, text: string) {
	const r = parseGameText(pos, text);
	if (r.ok) throw new Error(`accepted ${text}`);
	return r.error;
}
function pdnError(text: string) {
	const r = parsePdn(text);
	if (r.ok) throw new Error(`accepted ${text}`);
	return r.error;
}

/** English words that must not appear in a Russian message (square names and notation may). */
const ENGLISH = /\b(move|illegal|square|piece|white|black|capture|cannot|expected|line|game|ply|the)\b/i;

describe('English, as the CLI prints it', () => {
	it('FEN', () => {
		expect(en.fenError(fenError(''))).toBe('empty position string');
		expect(en.fenError(fenError('X:Wa1:Bh8'))).toBe('side to move must be W or B, got "X"');
		expect(en.fenError(fenError('W:Wa1'))).toBe('expected "W|B:W<white pieces>:B<black pieces>", got 2 parts');
		expect(en.fenError(fenError('W:Xa1:Bh8'))).toBe('expected a piece list starting with W or B, got "Xa1"');
		expect(en.fenError(fenError('W:Wa1,,c3:B'))).toBe('empty square in the White list');
		expect(en.fenError(fenError('W:Wz9:B'))).toBe('"z9" is not a dark square (a1..h8 or 1..32)');
		expect(en.fenError(fenError('W:Wa1:Wc3'))).toBe('the White list appears twice');
		expect(en.fenError(fenError('W:Wa1,a1:B'))).toBe('a1 is listed twice');
		expect(en.fenError(fenError('W:Wb8:B'))).toBe('a white man cannot stand on b8: it would be a king');
		expect(en.fenError(fenError('W:WK1-13:B'))).toBe('White has more than 12 pieces');
		expect(en.fenError(fenError('W:W:B1-13'))).toBe('Black has more than 12 pieces');
	});

	it('moves', () => {
		expect(en.moveError(moveError(START, 'zz'))).toMatch(/^cannot read move "zz": unexpected "zz"; expected e\.g\. e3-d4/);
		expect(en.moveError(moveError(START, '33-28'))).toBe('cannot read move "33-28": 33 is not a square number (1-32)');
		expect(en.moveError(moveError(START, 'e9-e5'))).toBe('cannot read move "e9-e5": "e9" is not a square');
		expect(en.moveError(moveError(START, 'g3—h5'))).toBe('illegal move "g3—h5": h5 is a light square');
		expect(en.moveError(moveError(START, 'd4-e5'))).toBe('illegal move "d4-e5": there is no white piece on d4');
		expect(en.moveError(moveError(START, 'e3-e5'))).toBe('illegal move "e3-e5": the piece on e3 can only play e3-d4 or e3-f4');
		expect(en.moveError(moveError(START, 'a1-b2'))).toMatch(/^illegal move "a1-b2": the piece on a1 cannot move; legal moves: a3-b4, /);
		expect(en.moveError(moveError(fen('W:Wc3,h2:Bd4'), 'h2-g3'))).toBe('illegal move "h2-g3": a capture is compulsory: c3:e5');
		expect(en.moveError(moveError(START, 'e5'))).toBe('illegal move "e5": legal moves: a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4, g3-h4');
		expect(en.moveError(moveError(fen('W:Wa1:Bb2,c3'), 'a1-b2'))).toBe('illegal move "a1-b2": white has no legal move');
		expect(en.moveError(moveError(fen('W:Wd4,f4:Ba7'), 'e5'))).toBe('ambiguous move "e5": d4-e5 or f4-e5');
		expect(en.moveError(moveError(fen('W:WKf8:Bc7,d2,d4,d8,e7,g7'), 'f8:c1'))).toBe('ambiguous move "f8:c1": f8:c5:e3:c1 or f8:h6:c1');
		// More than eight legal moves are shortened.
		expect(en.moveError(moveError(fen('W:WKa1,Kh8:Ba7'), 'c1'))).toBe(
			'illegal move "c1": legal moves: a1-b2, a1-c3, a1-d4, a1-e5, a1-f6, a1-g7, h8-b2, h8-c3, ... (12 in all)'
		);
	});

	it('game texts', () => {
		expect(en.gameTextError(gameError(START, '1.g3-h4 b6-a5 2.f2-g3 c7-b6 3.e3-f4 f6-g5 4. h5:f6'))).toBe(
			'ply 7 (4.): illegal move "h5:f6": h5 is a light square'
		);
		expect(en.gameTextError(gameError(START, '1.c3-d4 d4-e5'))).toBe('ply 2 (1...): illegal move "d4-e5": there is no black piece on d4');
		expect(en.gameTextError(gameError(START, '1.d4'))).toBe('ply 1 (1.): ambiguous move "d4": c3-d4 or e3-d4');
		expect(en.gameTextError(gameError(START, '1.c3-d4 1-0 f6-g5'))).toBe('ply 2 (1...): move "f6-g5" after the result 1-0');
		expect(en.gameTextError(gameError(fen('W:Wc3:Ba7'), '12.c3-d4 a7-b6 13.d4-d5'))).toBe('ply 3 (13.): illegal move "d4-d5": d5 is a light square');
		expect(en.gameTextError(gameError(START, '1.c3-d4 (1.c3-b4'))).toBe('ply 2 (1...): a variation "(" is never closed by ")"');
		expect(en.gameTextErrorReason(gameError(START, '1.c3-d4 ) b6-a5'))).toBe('a ")" closes no variation');
		expect(en.gameTextError(gameError(START, '123456.c3-d4'))).toBe('ply 1 (1.): move number 123456 is too large (at most 99999)');
	});

	it('PDN', () => {
		expect(en.pdnError(pdnError('  \n'))).toBe('empty PDN text');
		expect(en.pdnError(pdnError('% only an escape line'))).toBe('no game in the PDN text');
		expect(en.pdnError(pdnError('[Event "x"]\n[White Ivanov]\n1.c3-d4'))).toBe('line 2: cannot read tag [White Ivanov] (expected [Name "value"])');
		expect(en.pdnError(pdnError('[FEN "W:Wz9:B"]'))).toBe('[FEN "W:Wz9:B"]: "z9" is not a dark square (a1..h8 or 1..32)');
		expect(en.pdnError(pdnError('W:Wa1,a1:B'))).toBe('a1 is listed twice');
		expect(en.pdnError(pdnError('[GameType "20"]\n1. 32-28'))).toBe(
			'GameType 20 (international draughts) is not supported: only Russian draughts (GameType 25) can be read'
		);
		expect(en.pdnError(pdnError('[GameType "21"]'))).toContain('English checkers');
		expect(en.pdnError(pdnError('[GameType "99"]'))).toBe('GameType 99 is not supported: only Russian draughts (GameType 25) can be read');
		expect(en.pdnError(pdnError('[GameType "25,W,10,10,A0,0"]'))).toBe('GameType "25,W,10,10,A0,0": the board must be 8x8');
		expect(en.pdnError(pdnError('[GameType "25,W,8,8,N1,0"]'))).toContain('notation N1 is not supported');
		expect(en.pdnError(pdnError('[GameType "russian"]'))).toBe('GameType "russian" is not a number');
		expect(en.pdnError(pdnError('[Aim "win"]'))).toBe('[Aim "win"] is neither "giveaway" nor "russian"');
		expect(en.pdnError(pdnError('[Event "x"]\n1.c3-d4 f6-g5 2.d4-e6'))).toBe('ply 3 (2.): illegal move "d4-e6": e6 is a light square');
		expect(en.pdnError(pdnError('[Event "a"]\n1.c3-d4 *\n[Event "b"]\n1.c3-d4 d4-c5 *'))).toBe(
			'game 2 (line 3): ply 2 (1...): illegal move "d4-c5": there is no black piece on d4'
		);
	});

	it('listOr joins names the way messages read', () => {
		expect(listOr(['a'])).toBe('a');
		expect(listOr(['a', 'b'])).toBe('a or b');
		expect(listOr(['a', 'b', 'c'])).toBe('a, b or c');
	});
});

describe('Russian', () => {
	it('says the same things in Russian, square names and moves kept', () => {
		expect(ru.fenError(fenError('W:Wz9:B'))).toBe('«z9» — не чёрное поле (a1..h8 или 1..32)');
		expect(ru.fenError(fenError('W:Wb8:B'))).toBe('белая простая не может стоять на b8: там она стала бы дамкой');
		expect(ru.moveError(moveError(START, 'e3-e5'))).toBe('ход «e3-e5» невозможен: шашка на e3 может сыграть только e3-d4 или e3-f4');
		expect(ru.moveError(moveError(START, 'd4-e5'))).toBe('ход «d4-e5» невозможен: на d4 нет белой шашки');
		expect(ru.gameTextError(gameError(START, '1.c3-d4 d4-e5'))).toBe('полуход 2 (1...): ход «d4-e5» невозможен: на d4 нет чёрной шашки');
		expect(ru.pdnError(pdnError('[Event "a"]\n1.c3-d4 *\n[Event "b"]\n1.c3-d4 d4-c5 *'))).toMatch(/^партия 2 \(строка 3\): полуход 2/);
		expect(ru.pdnError(pdnError('[GameType "20"]'))).toContain('международные шашки');
	});

	it('no English word inside a Russian message, for every error the parsers produce', () => {
		const samples = [
			...['', 'X:Wa1:Bh8', 'W:Wa1', 'W:Xa1:Bh8', 'W:Wa1,,c3:B', 'W:Wz9:B', 'W:Wa1:Wc3', 'W:Wa1,a1:B', 'W:Wb8:B', 'B:Wa1:Ba1', 'W:WK1-13:B'].map((t) =>
				ru.fenError(fenError(t))
			),
			...['', 'zz', 'e3d4', 'e9-e5', '-e3', 'e3-', '33-28', '17', 'e3 d4', 'g3—h5', 'd4-e5', 'e3-e5', 'a1-b2', 'e5', 'd4'].map((t) =>
				ru.moveError(moveError(START, t))
			),
			ru.moveError(moveError(fen('W:Wc3,h2:Bd4'), 'h2-g3')),
			ru.moveError(moveError(fen('W:Wa1:Bb2,c3'), 'a1-b2')),
			...[
				'1.c3-d4 (1.c3-b4',
				'1.c3-d4 ) b6-a5',
				'1.c3-d4 {open',
				'1.c3-d4 } b6',
				'(1.c3-d4)',
				'! 1.c3-d4',
				'1.c3-d4 ()',
				'1.c3-d4 1-0 f6-g5',
				'123456.c3-d4'
			].map((t) => ru.gameTextError(gameError(START, t))),
			...[
				'  ',
				'% x',
				'[Foo Ivanov]',
				'[FEN "W:Wz9:B"]',
				'[GameType "20"]',
				'[GameType "x"]',
				'[GameType "25,W,10,10"]',
				'[GameType "25,W,8,8,N1"]',
				'[Aim "win"]'
			].map((t) => ru.pdnError(pdnError(t)))
		];
		for (const text of samples) {
			expect(text, text).toMatch(/[а-яё]/i);
			expect(text, text).not.toMatch(ENGLISH);
		}
	});
});

describe('outside text in messages: one line, shortened', () => {
	it('clip escapes line breaks and control characters and cuts long text', () => {
		expect(clip('a\nb\rc\td\u0007')).toBe('a\\nb\\rc\\td\\u0007');
		expect(clip('x'.repeat(QUOTE_MAX))).toBe('x'.repeat(QUOTE_MAX));
		expect(clip('x'.repeat(120_000))).toBe('x'.repeat(QUOTE_MAX - 1) + '…');
		expect(clip('😀'.repeat(100))).not.toMatch(/[\ud800-\udbff]…$/);
	});

	it('every message about any input is one line of bounded length', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (text) => {
				const messages: string[] = [];
				const f = parseFen(text);
				if (!f.ok) messages.push(en.fenError(f.error), ru.fenError(f.error));
				const m = parseMove(START, text);
				if (!m.ok) messages.push(en.moveError(m.error), ru.moveError(m.error));
				const p = parsePdn(text);
				if (!p.ok) messages.push(en.pdnError(p.error), ru.pdnError(p.error));
				for (const message of messages) {
					expect(message).not.toMatch(/[\n\r\u2028\u2029]/);
					expect(message.length).toBeLessThan(2000);
				}
			}),
			{ numRuns: 500 }
		);
	});
});
