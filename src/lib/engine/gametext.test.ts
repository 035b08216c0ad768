import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeGameText, parseGameText, mainlineNotation, MAX_MOVE_NUMBER, MAX_VARIATION_DEPTH, type GameNode, type GameText } from './gametext';
import { makeFen } from './fen';
import { applyMove, legalMoves } from './moves';
import { moveToString } from './notation';
import { START, type Position } from './position';
import { fen } from './testing';

function parse(start: Position, text: string): GameText {
	const r = parseGameText(start, text);
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	return r.value;
}

function failure(start: Position, text: string) {
	const r = parseGameText(start, text);
	if (r.ok) throw new Error(`accepted: ${makeGameText(r.value)}`);
	return r.error;
}

/** What a round trip must keep: everything except the printed spelling. */
interface Shape {
	ply: number;
	notation: string;
	marks: string[];
	comment?: string;
	commentBefore?: string;
	fenAfter: string;
	variations: Shape[][];
}

function shape(nodes: readonly GameNode[]): Shape[] {
	return nodes.map((n) => {
		const s: Shape = { ply: n.ply, notation: n.notation, marks: n.marks, fenAfter: n.fenAfter, variations: n.variations.map(shape) };
		if (n.comment !== undefined) s.comment = n.comment;
		if (n.commentBefore !== undefined) s.commentBefore = n.commentBefore;
		return s;
	});
}

/** A small endgame where the book-style line below is legal (built for this test). */
const ENDGAME = fen('W:Wa1,e3,h2:Ba3,c7,g7');
const BOOK_LINE = '1.hg3+ ab2 2.a:c3 gf6 3.cd4+ fg5 (3...cd6 4.dc5x) 4.ef4 g:c5';

describe('parseGameText: the book-style line', () => {
	it('reads moves, marks and one variation', () => {
		const game = parse(ENDGAME, BOOK_LINE);
		expect(mainlineNotation(game)).toEqual(['h2-g3', 'a3-b2', 'a1:c3', 'g7-f6', 'c3-d4', 'f6-g5', 'e3-f4', 'g5:e3:c5']);
		expect(game.mainline.map((n) => n.written)).toEqual(['hg3', 'ab2', 'a:c3', 'gf6', 'cd4', 'fg5', 'ef4', 'g:c5']);
		expect(game.mainline.map((n) => n.marks)).toEqual([['+'], [], [], [], ['+'], [], [], []]);
		expect(game.mainline.map((n) => n.ply)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
		const withVariation = game.mainline.filter((n) => n.variations.length > 0);
		expect(withVariation.map((n) => n.notation)).toEqual(['f6-g5']);
		const [variation] = withVariation[0].variations;
		expect(variation.map((n) => [n.ply, n.notation, n.marks])).toEqual([
			[6, 'c7-d6', []],
			[7, 'd4-c5', ['x']]
		]);
		// The variation replaces 3...fg5: it starts from the position before it.
		expect(variation[0].fenAfter).toBe('W:Wd4,e3,g3:Bd6,f6');
		expect(game.mainline[7].fenAfter).toBe('W:Wg3:Bc5,c7');
		expect(game.result).toBeNull();
		expect(game.firstMove).toBe(1);
	});

	it('prints numbered full notation and reads it back', () => {
		const text = makeGameText(parse(ENDGAME, BOOK_LINE));
		expect(text).toBe('1.h2-g3+ a3-b2 2.a1:c3 g7-f6 3.c3-d4+ f6-g5 (3...c7-d6 4.d4-c5x) 4.e3-f4 g5:e3:c5');
		expect(shape(parse(ENDGAME, text).mainline)).toEqual(shape(parse(ENDGAME, BOOK_LINE).mainline));
	});
});

describe('parseGameText: layout', () => {
	it('move numbers 1. 1... 1… and numbers glued to moves', () => {
		for (const text of [
			'1.e3-d4 b6-a5',
			'1. e3-d4 1... b6-a5',
			'1.e3-d4 1...b6-a5',
			'1.e3-d4 1…b6-a5',
			'1. e3-d4 1. ... b6-a5',
			'1 e3-d4 b6-a5',
			'e3-d4 b6-a5'
		])
			expect(mainlineNotation(parse(START, text)), text).toEqual(['e3-d4', 'b6-a5']);
	});

	it('a white move number without a black move after it', () => {
		const game = parse(START, '1.c3-d4 f6-g5 2.d4-e5');
		expect(mainlineNotation(game)).toEqual(['c3-d4', 'f6-g5', 'd4-e5']);
		const fragment = parse(fen('W:Wc3:Ba7'), '12.c3-d4');
		expect(fragment.firstMove).toBe(12);
		expect(makeGameText(fragment)).toBe('12.c3-d4');
	});

	it('a fragment with Black to move starts with N...', () => {
		const game = parse(fen('B:Wc3:Ba7'), '1...a7-b6 2.c3-d4');
		expect(makeGameText(game)).toBe('1...a7-b6 2.c3-d4');
		expect(makeGameText(parse(fen('B:Wc3:Ba7'), '20... a7-b6 21. c3-d4 b6-a5'))).toBe('20...a7-b6 21.c3-d4 b6-a5');
	});

	it('em dashes, spaces inside moves and commas between moves', () => {
		const game = parse(START, '1.g3—h4 b6—a5, 2.f2—g3 c7— b6, 3.e3—f4 f6—g5, 4. h4:f6 e7: e3, 5. d2:f4');
		expect(mainlineNotation(game)).toEqual(['g3-h4', 'b6-a5', 'f2-g3', 'c7-b6', 'e3-f4', 'f6-g5', 'h4:f6', 'e7:g5:e3', 'd2:f4']);
		expect(game.mainline[7].written).toBe('e7: e3');
		expect(game.mainline[3].written).toBe('c7— b6');
	});

	it('numeric PDN moves', () => {
		expect(mainlineNotation(parse(START, '1. 22-18 11-15 2. 18x11 8x15'))).toEqual(['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5']);
	});

	it('marks glued or apart, win and draw marks, NAGs', () => {
		const game = parse(START, '1.cd4! fg5 ?! 2.gh4+ $2 gf6 = 3.dc5x');
		expect(game.mainline.map((n) => n.marks)).toEqual([['!'], ['?!'], ['+', '?'], ['='], ['x']]);
	});

	it('every result token', () => {
		for (const result of ['1-0', '0-1', '2-0', '0-2', '1-1', '1/2-1/2', '*']) {
			const game = parse(START, `1.c3-d4 ${result}`);
			expect(game.result).toBe(result);
			expect(makeGameText(game)).toBe(`1.c3-d4 ${result}`);
		}
		expect(parse(START, '1.c3-d4 1—0').result).toBe('1-0');
	});

	it('comments before and after moves, in variations, and alone', () => {
		const game = parse(START, '{Opening} 1.c3-d4 {the centre} b6-a5 (1...f6-g5 {also good} 2.g3-h4) {back} 2.b2-c3 1-0 {final word}');
		expect(game.mainline[0].commentBefore).toBe('Opening');
		expect(game.mainline[0].comment).toBe('the centre');
		expect(game.mainline[1].variations[0][0].comment).toBe('also good');
		expect(game.mainline[1].comment).toBe('back');
		expect(game.mainline[2].comment).toBe('final word');
		const text = makeGameText(game);
		expect(text).toBe('{Opening} 1.c3-d4 {the centre} 1...b6-a5 {back} (1...f6-g5 {also good} 2.g3-h4) 2.b2-c3 {final word} 1-0');
		expect(shape(parse(START, text).mainline)).toEqual(shape(game.mainline));
		const alone = parse(START, '{no moves here}');
		expect(alone.mainline).toEqual([]);
		expect(alone.comment).toBe('no moves here');
		expect(makeGameText(alone)).toBe('{no moves here}');
	});

	it('nested variations', () => {
		const game = parse(START, '1.c3-d4 (1.c3-b4 b6-c5 (1...b6-a5 2.b4-c5) 2.b4-a5) b6-a5');
		const v = game.mainline[0].variations[0];
		expect(v.map((n) => n.notation)).toEqual(['c3-b4', 'b6-c5', 'b4-a5']);
		expect(v[1].variations[0].map((n) => [n.ply, n.notation])).toEqual([
			[2, 'b6-a5'],
			[3, 'b4-c5']
		]);
		expect(makeGameText(game)).toBe('1.c3-d4 (1.c3-b4 b6-c5 (1...b6-a5 2.b4-c5) 2.b4-a5) 1...b6-a5');
	});
});

describe('parseGameText: errors name the ply and the token', () => {
	it('illegal-move', () => {
		const e = failure(START, '1.g3-h4 b6-a5 2.f2-g3 c7-b6 3.e3-f4 f6-g5 4. h5:f6 e7: e3');
		expect(e).toMatchObject({
			kind: 'illegal-move',
			reason: 'move',
			ply: 7,
			label: '4.',
			token: 'h5:f6',
			move: { kind: 'illegal', reason: 'light-square', squares: ['h5'], text: 'h5:f6' }
		});
		expect(failure(START, '1.c3-d4 d4-e5')).toMatchObject({ ply: 2, label: '1...', move: { reason: 'no-piece', square: 'd4', color: 'black' } });
	});

	it('ambiguous-move', () => {
		const e = failure(START, '1.d4');
		expect(e).toMatchObject({ kind: 'ambiguous-move', ply: 1, label: '1.', token: 'd4', move: { kind: 'ambiguous', candidates: ['c3-d4', 'e3-d4'] } });
	});

	it('syntax', () => {
		expect(failure(START, '1.c3-d4 zz')).toMatchObject({ kind: 'syntax', ply: 2, token: 'zz', move: { kind: 'syntax', reason: 'unexpected', rest: 'zz' } });
		expect(failure(START, '(1.c3-d4)')).toMatchObject({ kind: 'syntax', reason: 'variation-first', ply: 1, token: '(' });
		expect(failure(START, '! 1.c3-d4')).toMatchObject({ kind: 'syntax', reason: 'mark-first', ply: 1, token: '!' });
		expect(failure(START, '1.c3-d4 ()')).toMatchObject({ kind: 'syntax', reason: 'empty-variation', token: ')' });
		expect(failure(START, '1.c3-d4 1-0 f6-g5')).toMatchObject({ kind: 'syntax', reason: 'move-after-result', result: '1-0', ply: 2, token: 'f6-g5' });
	});

	it('numbers in errors follow the text', () => {
		expect(failure(fen('W:Wc3:Ba7'), '12.c3-d4 a7-b6 13.d4-d5')).toMatchObject({ ply: 3, label: '13.' });
		expect(failure(fen('B:Wc3:Ba7'), '7...a7-b6 c3-d4 b6-b5')).toMatchObject({ ply: 3, label: '8...' });
	});

	it('unbalanced', () => {
		expect(failure(START, '1.c3-d4 (1.c3-b4')).toMatchObject({ kind: 'unbalanced', reason: 'unclosed-variation', ply: 2, label: '1...', token: '(' });
		expect(failure(START, '1.c3-d4 ) b6-a5')).toMatchObject({ kind: 'unbalanced', reason: 'stray-close', ply: 2, token: ')' });
		expect(failure(START, '1.c3-d4 {open')).toMatchObject({ kind: 'unbalanced', reason: 'unclosed-comment', ply: 2, token: '{' });
		expect(failure(START, '1.c3-d4 } b6-a5')).toMatchObject({ kind: 'unbalanced', reason: 'stray-brace', ply: 2, token: '}' });
	});
});

describe('hostile texts: no stack overflow, time linear in the length', () => {
	it('"1." repeated 6,832 times (13.7 KB) is a game without moves, not a RangeError', () => {
		const r = parseGameText(START, '1.'.repeat(6832));
		expect(r).toMatchObject({ ok: true, value: { mainline: [], firstMove: 1 } });
		const spaced = parseGameText(START, '1. '.repeat(50_000) + 'c3-d4');
		expect(spaced.ok && mainlineNotation(spaced.value)).toEqual(['c3-d4']);
		const glued = parseGameText(START, '1.'.repeat(200_000) + 'c3-d4');
		expect(glued.ok && mainlineNotation(glued.value)).toEqual(['c3-d4']);
	});

	it('variations nested 4,000 deep: a clear error at the limit, not a RangeError', () => {
		const deep = '1.c3-d4 ' + '(1.c3-b4 '.repeat(4000) + ')'.repeat(4000);
		expect(failure(START, deep)).toMatchObject({ kind: 'too-deep', reason: 'too-deep', limit: MAX_VARIATION_DEPTH, token: '(' });
		// As deep as allowed still reads.
		const ok = '1.c3-d4 ' + '(1.c3-b4 '.repeat(MAX_VARIATION_DEPTH) + ')'.repeat(MAX_VARIATION_DEPTH);
		let line = parse(START, ok).mainline;
		let depth = 0;
		while (line[0].variations.length) {
			line = line[0].variations[0];
			depth++;
		}
		expect(depth).toBe(MAX_VARIATION_DEPTH);
	});

	it('a first move number too large to print back is refused (found by fuzzing)', () => {
		expect(failure(START, '1111111111111111111111.22-18')).toMatchObject({
			kind: 'syntax',
			reason: 'bad-move-number',
			token: '1111111111111111111111',
			limit: MAX_MOVE_NUMBER
		});
		const late = parse(fen('W:Wc3:Ba7'), `${MAX_MOVE_NUMBER}.c3-d4`);
		expect(parse(fen('W:Wc3:Ba7'), makeGameText(late)).firstMove).toBe(MAX_MOVE_NUMBER);
	});

	it('a long text of numbers, marks and brackets parses without throwing', () => {
		for (const text of ['('.repeat(100_000), ')'.repeat(100_000), '{'.repeat(100_000), '!'.repeat(100_000), '1...'.repeat(30_000), 'x'.repeat(100_000)]) {
			expect(() => parseGameText(START, text)).not.toThrow();
		}
	});
});

// ---------------------------------------------------------------- properties

/** A random game tree: a main line with, at some plies, an alternative (itself branching once more). */
function randomTree(picks: number[], branches: boolean[]): GameText {
	const node = (pos: Position, ply: number, moveIndex: number, k: number) => {
		const moves = legalMoves(pos);
		const move = moves[moveIndex % moves.length];
		const after = applyMove(pos, move);
		const n: GameNode = {
			ply,
			move,
			notation: moveToString(move),
			written: moveToString(move),
			marks: k % 7 === 3 ? ['!?'] : k % 11 === 5 ? ['x'] : [],
			variations: [],
			fenAfter: makeFen(after)
		};
		if (k % 5 === 2) n.comment = `note ${k}`;
		return { n, after };
	};
	const line = (start: Position, firstPly: number, count: number, offset: number, depth: number, opens: boolean): GameNode[] => {
		const nodes: GameNode[] = [];
		let pos = start;
		for (let i = 0; i < count; i++) {
			const moves = legalMoves(pos);
			if (moves.length === 0) break;
			const k = offset + i;
			const pick = picks[k % picks.length];
			const { n, after } = node(pos, firstPly + i, pick, k);
			// Between two moves a comment belongs to the move before it, so only a line's first move has one before.
			if (opens && i === 0 && k % 3 === 0) n.commentBefore = `before ${k}`;
			if (depth < 2 && moves.length > 1 && branches[k % branches.length]) {
				// Start the alternative with a different move, then let it run on.
				const first = node(pos, firstPly + i, (pick % moves.length) + 1, k + 1);
				if (k % 2 === 0) first.n.commentBefore = `instead ${k}`;
				n.variations.push([first.n, ...line(first.after, firstPly + i + 1, 2, k + 2, depth + 1, false)]);
			}
			nodes.push(n);
			pos = after;
		}
		return nodes;
	};
	return { start: START, firstMove: 1, mainline: line(START, 1, picks.length, 0, 0, true), result: null };
}

describe('properties', () => {
	it('makeGameText then parseGameText gives the same moves and final position', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), (picks, branches) => {
				const tree = randomTree(picks, branches);
				const back = parseGameText(START, makeGameText(tree));
				if (!back.ok) throw new Error(JSON.stringify(back.error));
				expect(shape(back.value.mainline)).toEqual(shape(tree.mainline));
				const last = tree.mainline[tree.mainline.length - 1];
				expect(back.value.mainline[back.value.mainline.length - 1]?.fenAfter).toBe(last?.fenAfter);
			}),
			{ numRuns: 150 }
		);
	});
});
