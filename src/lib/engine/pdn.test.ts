import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeFen } from './fen';
import { parseGameText, mainlineNotation, type GameNode, type GameText } from './gametext';
import { applyMove, legalMoves } from './moves';
import { moveToString } from './notation';
import { makePdn, makePdnCollection, parsePdn, readPdnGame, splitPdn, type PdnGame } from './pdn';
import { START, type Aim, type Position } from './position';
import { fen } from './testing';

function games(text: string): PdnGame[] {
	const r = parsePdn(text);
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	return r.value;
}

function one(text: string): PdnGame {
	const list = games(text);
	expect(list.length).toBe(1);
	return list[0];
}

function failure(text: string) {
	const r = parsePdn(text);
	if (r.ok) throw new Error(`accepted ${r.value.length} game(s)`);
	return r.error;
}

function moves(start: Position, text: string): GameText {
	const r = parseGameText(start, text);
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	return r.value;
}

function game(start: Position, text: string, aim: Aim, tags: Record<string, string> = {}, result = '*'): PdnGame {
	return { tags, start, aim, moves: moves(start, text), result };
}

describe('makePdn', () => {
	it('a game from the start: the seven-tag header and numbered full notation', () => {
		const g = game(START, '1.cd4 fg5 2.gh4', 'russian', { Event: 'Club', White: 'Ivanov', Black: 'Petrov', Round: '3' }, '1-1');
		expect(makePdn(g)).toBe(
			[
				'[Event "Club"]',
				'[Date "????.??.??"]',
				'[White "Ivanov"]',
				'[Black "Petrov"]',
				'[Result "1-1"]',
				'[GameType "25,W,8,8,A0,0"]',
				'[Aim "russian"]',
				'[Round "3"]',
				'',
				'1.c3-d4 f6-g5 2.g3-h4 1-1',
				''
			].join('\n')
		);
	});

	it('a position: SetUp and FEN, and the giveaway aim', () => {
		const start = fen('W:Wa1,e3,h2:Ba3,c7,g7');
		const text = makePdn(game(start, '1.hg3+ ab2 2.a:c3 gf6 3.cd4+ fg5 (3...cd6 4.dc5x) 4.ef4 g:c5', 'giveaway'));
		expect(text).toContain('[Aim "giveaway"]\n[SetUp "1"]\n[FEN "W:Wa1,e3,h2:Ba3,c7,g7"]\n');
		const [, body] = text.split('\n\n');
		expect(body.split('\n').every((line) => line.length <= 80)).toBe(true);
		expect(body.trimEnd().replace(/\n/g, ' ')).toBe('1.h2-g3+ a3-b2 2.a1:c3 g7-f6 3.c3-d4+ f6-g5 (3...c7-d6 4.d4-c5x) 4.e3-f4 g5:e3:c5 *');
	});

	it('escapes quotes and backslashes in tag values, wraps long move text', () => {
		const g = game(START, '', 'russian', { Event: 'The "Open" C:\\cup' });
		expect(makePdn(g)).toContain('[Event "The \\"Open\\" C:\\\\cup"]');
		expect(one(makePdn(g)).tags.Event).toBe('The "Open" C:\\cup');
	});
});

describe('parsePdn: games', () => {
	const CLUB = [
		'[Event "Club"]',
		'[Date "2024.01.02"]',
		'[White "A"]',
		'[Black "B"]',
		'[Result "2-0"]',
		'[GameType "25"]',
		'',
		'1. c3-d4 f6-g5 2. g3-f4 2-0'
	].join('\n');

	it('reads tags, moves and the result; Russian aim by default', () => {
		const g = one(CLUB);
		expect(g.tags).toEqual({ Event: 'Club', Date: '2024.01.02', White: 'A', Black: 'B', Result: '2-0', GameType: '25' });
		expect(mainlineNotation(g.moves)).toEqual(['c3-d4', 'f6-g5', 'g3-f4']);
		expect(g.result).toBe('2-0');
		expect(g.aim).toBe('russian');
		expect(g.start).toEqual(START);
	});

	it('the result from the Result tag when the moves end without one, else "*"', () => {
		expect(one('[Result "0-2"]\n1.c3-d4').result).toBe('0-2');
		expect(one('1.c3-d4').result).toBe('*');
	});

	it('many games, with or without tags', () => {
		const list = games(`${CLUB}\n\n[Event "Second"]\n1.a3-b4 *\n\n1.e3-f4 b6-a5 1-1 1.g3-h4 0-2`);
		expect(list.map((g) => g.tags.Event ?? '-')).toEqual(['Club', 'Second', '-', '-']);
		expect(list.map((g) => g.result)).toEqual(['2-0', '*', '1-1', '0-2']);
		expect(list.map((g) => mainlineNotation(g.moves).join(' '))).toEqual(['c3-d4 f6-g5 g3-f4', 'a3-b4', 'e3-f4 b6-a5', 'g3-h4']);
	});

	it('GameType 25 with A0 or A1 notation', () => {
		for (const type of ['25', '25,W,8,8,A0,0', '25,W,8,8,A1,0', '25,W,8,8,a0,1']) expect(one(`[GameType "${type}"]\n1.c3-d4`).moves.mainline.length).toBe(1);
	});

	it('other game types are refused with the reason', () => {
		expect(failure('[GameType "20"]\n1. 32-28')).toMatchObject({ kind: 'bad-game-type', reason: 'other-game', type: 20, game: 1, line: 1 });
		expect(failure('[GameType "25,W,10,10,A0,0"]')).toMatchObject({ reason: 'board', value: '25,W,10,10,A0,0' });
		expect(failure('[GameType "25,W,8,8,N1,0"]')).toMatchObject({ reason: 'notation', notation: 'N1' });
		expect(failure('[GameType "russian"]')).toMatchObject({ reason: 'not-a-number', value: 'russian' });
	});

	it('the aim from an Aim tag or a Variant tag', () => {
		expect(one('[Aim "giveaway"]').aim).toBe('giveaway');
		expect(one('[Aim "Russian"]').aim).toBe('russian');
		for (const variant of ['Giveaway', 'Russian poddavki', 'antidraughts', 'losing draughts', 'Поддавки'])
			expect(one(`[Variant "${variant}"]`).aim, variant).toBe('giveaway');
		expect(one('[Variant "Russian"]').aim).toBe('russian');
		expect(one('[Event "x"]').aim).toBe('russian');
		expect(failure('[Aim "win"]')).toMatchObject({ kind: 'bad-aim', value: 'win' });
	});

	it('positions: FEN tag with names or numbers, tags only, or a bare FEN line', () => {
		const byName = one('[SetUp "1"]\n[FEN "W:Wa1,Kc3:Bb8,Kh2"]');
		expect(makeFen(byName.start)).toBe('W:Wa1,Kc3:Bb8,Kh2');
		expect(byName.moves.mainline).toEqual([]);
		expect(makeFen(one('[FEN "B:W21,K22:B1-3"]').start)).toBe('B:Wa3,Kc3:Bb8,d8,f8');
		expect(makeFen(one('W:Wa1,c3:Bh8').start)).toBe('W:Wa1,c3:Bh8');
		expect(makeFen(one('  "B:W21-32:B1-12"  ').start)).toBe(makeFen({ ...START, whiteToMove: false }));
		expect(one('[FEN "W:Wc3:Bd4"]\n1.c3:e5').moves.mainline[0].fenAfter).toBe('B:We5:B');
	});

	it('PDN escape lines and comments are skipped', () => {
		const g = one('% made by some program\n[Event "x"]\n{a comment [with brackets]}\n1.c3-d4 {the centre} *');
		expect(g.moves.mainline[0].commentBefore).toBe('a comment [with brackets]');
		expect(g.moves.mainline[0].comment).toBe('the centre');
	});
});

describe('parsePdn: errors', () => {
	it('empty text', () => {
		expect(failure('  \n')).toEqual({ kind: 'empty', game: 1, line: 1 });
		expect(failure('% only an escape line')).toEqual({ kind: 'no-game', game: 1, line: 1 });
	});

	it('a tag it cannot read', () => {
		expect(failure('[Event "x"]\n[White Ivanov]\n1.c3-d4')).toEqual({ kind: 'bad-tag', text: '[White Ivanov]', game: 1, line: 2 });
	});

	it('a bad FEN', () => {
		expect(failure('[FEN "W:Wz9:B"]')).toMatchObject({ kind: 'bad-fen', source: 'tag', fen: 'W:Wz9:B', error: { kind: 'bad-square', token: 'z9' } });
		expect(failure('W:Wa1,a1:B')).toMatchObject({ kind: 'bad-fen', source: 'text', error: { kind: 'duplicate-square', square: 'a1' } });
	});

	it('an illegal move names the game, the ply and the move', () => {
		expect(failure('[Event "x"]\n1.c3-d4 f6-g5 2.d4-e6')).toMatchObject({
			kind: 'moves',
			game: 1,
			line: 1,
			error: { kind: 'illegal-move', ply: 3, label: '2.', token: 'd4-e6', move: { reason: 'light-square', squares: ['e6'] } }
		});
		const second = failure('[Event "a"]\n1.c3-d4 *\n[Event "b"]\n1.c3-d4 d4-c5 *');
		expect(second).toMatchObject({ kind: 'moves', game: 2, line: 3, error: { kind: 'illegal-move', ply: 2, label: '1...', token: 'd4-c5' } });
	});

	it('ambiguous, syntax and unbalanced move text keep their kind', () => {
		const kind = (text: string) => {
			const e = failure(text);
			return e.kind === 'moves' ? e.error.kind : e.kind;
		};
		expect(kind('1.d4')).toBe('ambiguous-move');
		expect(kind('1.c3-d4 zz')).toBe('syntax');
		expect(kind('1.c3-d4 (1.e3-f4')).toBe('unbalanced');
	});
});

describe('collections: split once, read game by game', () => {
	const GAME = (k: number) => `[Event "g${k}"]\n[Result "*"]\n1.c3-d4 f6-g5 2.g3-f4 *\n`;

	it('splitPdn cuts without replaying; readPdnGame reads one game', () => {
		const text = GAME(1) + '\n[Event "broken"]\n1.c3-d4 d4-c5 *\n' + GAME(3);
		const split = splitPdn(text);
		if (!split.ok) throw new Error(JSON.stringify(split.error));
		expect(split.value.map((s) => [s.game, s.line])).toEqual([
			[1, 1],
			[2, 5],
			[3, 7]
		]);
		expect(readPdnGame(split.value[0]).ok).toBe(true);
		expect(readPdnGame(split.value[1])).toMatchObject({ ok: false, error: { kind: 'moves', game: 2, line: 5 } });
		expect(readPdnGame(split.value[2]).ok).toBe(true);
	});

	it('a line comment holds brackets and result words without cutting the game', () => {
		const g = one('[Event "a"]\n1.c3-d4 ; see 1-0 (or [Event "x"] } here\nb6-a5 *');
		expect(mainlineNotation(g.moves)).toEqual(['c3-d4', 'b6-a5']);
		expect(g.moves.mainline[0].comment).toBe('see 1-0 (or [Event "x"] } here');
	});

	it('a bad tag spoils its own game only', () => {
		const split = splitPdn(GAME(1) + '[Event no quotes]\n1.c3-d4 *\n' + GAME(3));
		if (!split.ok) throw new Error(JSON.stringify(split.error));
		expect(split.value.map((s) => readPdnGame(s).ok)).toEqual([true, false, true]);
		expect(readPdnGame(split.value[1])).toMatchObject({ ok: false, error: { kind: 'bad-tag', game: 2, line: 4, text: '[Event no quotes]' } });
	});

	it('line numbers are right across thousands of games (counted once, not from the start each time)', () => {
		const count = 30_000;
		const text = Array.from({ length: count }, (_, k) => `[Event "${k}"]\n1.c3-d4 *\n`).join('');
		const split = splitPdn(text);
		if (!split.ok) throw new Error('split failed');
		expect(split.value.length).toBe(count);
		expect(split.value[count - 1]).toMatchObject({ game: count, line: 2 * count - 1 });
	});

	it('tag names are plain keys: __proto__, constructor and toString are kept as tags', () => {
		const g = one('[__proto__ "x"]\n[constructor "y"]\n[toString "z"]\n1.c3-d4 *');
		expect(Object.keys(g.tags)).toEqual(['__proto__', 'constructor', 'toString']);
		expect(g.tags['__proto__']).toBe('x');
		expect(g.tags.toString).toBe('z');
		expect(one('[Event "x"]').tags.constructor).toBeUndefined();
	});
});

describe('round trips', () => {
	it('makePdn then parsePdn keeps tags, start, aim, moves and result', () => {
		const start = fen('W:Wa1,e3,h2:Ba3,c7,g7');
		const original = game(
			start,
			'{Study} 1.hg3+ ab2 2.a:c3 gf6 3.cd4+! fg5 (3...cd6 4.dc5x) 4.ef4 g:c5',
			'giveaway',
			{ Event: 'Test', Annotator: 'me' },
			'2-0'
		);
		const back = one(makePdn(original));
		expect(back.aim).toBe('giveaway');
		expect(back.result).toBe('2-0');
		expect(back.start).toEqual(start);
		expect(back.tags.Annotator).toBe('me');
		expect(makePdn(back)).toBe(makePdn(original));
		const collection = games(makePdnCollection([original, game(START, '1.cd4', 'russian')]));
		expect(collection.map((g) => g.aim)).toEqual(['giveaway', 'russian']);
	});

	it('random games: the same moves and final position after export and import', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.boolean(), (picks, giveaway) => {
				let pos = START;
				const played: string[] = [];
				for (const pick of picks) {
					const list = legalMoves(pos);
					if (list.length === 0) break;
					const m = list[pick % list.length];
					played.push(moveToString(m));
					pos = applyMove(pos, m);
				}
				const original = game(START, played.join(' '), giveaway ? 'giveaway' : 'russian', { Event: 'random' });
				const back = one(makePdn(original));
				expect(mainlineNotation(back.moves)).toEqual(played);
				expect(back.moves.mainline.at(-1)?.fenAfter ?? makeFen(START)).toBe(makeFen(pos));
				expect(back.aim).toBe(original.aim);
			}),
			{ numRuns: 150 }
		);
	});
});

describe('export reads back: random games and tags', () => {
	/** Characters that trouble writers: quotes, escapes, brackets, braces, escape-line and line-comment marks, line breaks. */
	const nasty = fc.string({
		unit: fc.constantFrom('a', 'Z', '7', ' ', '"', '\\', '{', '}', '[', ']', '(', ')', ';', '%', '\n', '\r', '\t', '1-0', '*', 'ё', '😀', 'x', '!', '.'),
		maxLength: 30
	});
	const tagName = fc.oneof(
		fc.stringMatching(/^[A-Za-z0-9_]{1,10}$/),
		fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'Round', 'Annotator', 'Event', 'White')
	);
	const result = fc.oneof(fc.constantFrom('1-0', '0-1', '2-0', '0-2', '1-1', '1/2-1/2', '*'), nasty);
	const MARKS = ['!', '?', '!!', '??', '!?', '?!', '+', 'x', '='];

	/** A random legal line from `start`, with marks, comments and one-move variations. */
	function randomGame(picks: number[], notes: (string | null)[]): GameText {
		let pos: Position = START;
		const mainline: GameNode[] = [];
		picks.forEach((pick, i) => {
			const moves = legalMoves(pos);
			if (moves.length === 0) return;
			const move = moves[pick % moves.length];
			const after = applyMove(pos, move);
			const note = notes[i % Math.max(1, notes.length)] ?? null;
			const node: GameNode = {
				ply: i + 1,
				move,
				notation: moveToString(move),
				written: moveToString(move),
				marks: [],
				variations: [],
				fenAfter: makeFen(after)
			};
			if (pick % 3 === 0) node.marks.push(MARKS[pick % MARKS.length]);
			if (note !== null && pick % 2 === 0) node.comment = note;
			// Only a line's first move has a comment before it: between moves a comment belongs to the move before.
			if (note !== null && i === 0 && pick % 5 === 1) node.commentBefore = note;
			if (moves.length > 1 && pick % 4 === 1) {
				const other = moves[(pick + 1) % moves.length];
				const otherAfter = applyMove(pos, other);
				node.variations.push([
					{ ply: i + 1, move: other, notation: moveToString(other), written: moveToString(other), marks: [], variations: [], fenAfter: makeFen(otherAfter) }
				]);
			}
			mainline.push(node);
			pos = after;
		});
		return { start: START, firstMove: 1, mainline, result: null };
	}

	/** What a game means, as reading keeps it: comments with their whitespace collapsed, empty ones gone. */
	const clean = (text: string | undefined) => {
		const c = text?.replace(/\s+/g, ' ').trim();
		return c === '' ? undefined : c;
	};
	const meaning = (nodes: readonly GameNode[]): unknown =>
		nodes.map((n) => ({ n: n.notation, m: n.marks, c: clean(n.comment), b: clean(n.commentBefore), v: n.variations.map(meaning) }));

	it('tags (any name, any value), result, comments, marks and variations survive makePdn then parsePdn', () => {
		fc.assert(
			fc.property(
				fc.array(fc.nat(), { maxLength: 30 }),
				fc.array(fc.option(nasty), { maxLength: 6 }),
				fc.array(fc.tuple(tagName, nasty), { maxLength: 6 }),
				result,
				fc.boolean(),
				(picks, notes, tagList, res, giveaway) => {
					const tags = Object.create(null) as Record<string, string>;
					for (const [name, value] of tagList) tags[name] = value;
					const original: PdnGame = { tags, start: START, aim: giveaway ? 'giveaway' : 'russian', moves: randomGame(picks, notes), result: res };
					const text = makePdn(original);
					const back = one(text);
					expect(back.result).toBe(res.trim() === '' ? '*' : res.trim());
					expect(back.aim).toBe(original.aim);
					expect(meaning(back.moves.mainline)).toEqual(meaning(original.moves.mainline));
					for (const [name, value] of Object.entries(tags)) {
						if (['Result', 'GameType', 'Aim', 'SetUp', 'FEN'].includes(name)) continue;
						expect(back.tags[name], name).toBe(value);
					}
					// A second round changes nothing.
					expect(makePdn(back)).toBe(text);
				}
			),
			{ numRuns: 400 }
		);
	});

	it('the three findings: an odd Result tag, a __proto__ tag, braces in comments', () => {
		const g = game(START, '1.cd4 fg5', 'russian', {}, 'White won on time');
		g.moves.mainline[0].comment = 'a } brace, a { brace';
		g.tags = Object.create(null);
		g.tags['__proto__'] = 'kept';
		const text = makePdn(g);
		expect(text).toContain('[Result "White won on time"]');
		expect(text).not.toMatch(/\n.*White won on time\n/);
		const back = one(text);
		expect(back.result).toBe('White won on time');
		expect(back.tags['__proto__']).toBe('kept');
		expect(back.moves.mainline[0].comment).toBe('a } brace, a { brace');
	});
});
