import { describe, expect, it } from 'vitest';
import type { Study } from '$lib/bank/types';
import { StudyTree } from './tree';
import { inlineLine, lineText, mainLineItems, moveTitle, pathItems, type InlineItem, type MainItem } from './movelist';

const text = { en: 'x', ru: 'х' };
const START = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';
const study: Study = {
	id: 'demo',
	title: text,
	description: text,
	aim: 'russian',
	fen: START,
	source: text,
	moves: [
		{ move: 'c3-d4', comment: text },
		{ move: 'f6-g5', variations: [[{ move: 'b6-a5' }, { move: 'd4-c5', variations: [[{ move: 'g3-h4' }]] }], [{ move: 'd6-c5' }]] },
		{ move: 'g3-f4' },
		{ move: 'g5-h4' }
	]
};
const tree = new StudyTree(study);

/** Items as short strings: `1`, `2…` (index), `c3-d4`, `_` (filler), `{…}` (interrupt). */
function show(items: MainItem[]): string[] {
	return items.map((i) => {
		if (i.kind === 'index') return `${i.number}${i.resumed ? '…' : ''}`;
		if (i.kind === 'move') return tree.node(i.node).notation;
		if (i.kind === 'filler') return '_';
		return `{${i.comment ? 'c' : ''}${i.variations.map((l) => `(${showInline(l)})`).join('')}}`;
	});
}

function showInline(items: InlineItem[]): string {
	return items
		.map((i) => {
			if (i.kind === 'move') return `${i.label}${tree.node(i.node).notation}`;
			if (i.kind === 'comment') return 'c';
			return i.lines.map((l) => `(${showInline(l)})`).join('');
		})
		.join(' ');
}

describe('the move list', () => {
	it('prints the main line in pairs, interrupted by comments and variations', () => {
		expect(show(mainLineItems(tree))).toEqual(['1', 'c3-d4', '_', '{c}', '1…', '_', 'f6-g5', '{(1…b6-a5 2.d4-c5 (2.g3-h4))(1…d6-c5)}', '2', 'g3-f4', 'g5-h4']);
	});

	it('numbers a variation as running text', () => {
		const b6 = tree.node(1).children[1];
		expect(showInline(inlineLine(tree, b6))).toBe('1…b6-a5 2.d4-c5 (2.g3-h4)');
	});

	it('shows only the past for the quiz, comments included', () => {
		expect(showInline(pathItems(tree, tree.mainAt(3)))).toBe('1.c3-d4 c 1…f6-g5 2.g3-f4');
	});

	it('names moves as books do', () => {
		expect(moveTitle(tree, 1)).toBe('1. c3-d4');
		expect(moveTitle(tree, 2)).toBe('1… f6-g5');
	});

	it('starts a Black-first line with a resumed row', () => {
		const black = new StudyTree({ ...study, fen: 'B:Wc3:Bf6', moves: [{ move: 'f6-g5' }, { move: 'c3-d4' }] });
		expect(mainLineItems(black).map((i) => i.kind)).toEqual(['index', 'filler', 'move', 'index', 'move']);
	});

	it('numbers a line of moves from any ply', () => {
		const moves = tree
			.mainLine()
			.map((n) => n.move)
			.filter((m) => m !== null);
		expect(lineText(moves.slice(1, 3), 2, true)).toBe('1… f6-g5 2. g3-f4');
		expect(lineText(moves.slice(0, 2), 1, true)).toBe('1. c3-d4 f6-g5');
		expect(lineText(moves.slice(1, 3), 1, false)).toBe('1… f6-g5 2. g3-f4');
	});
});
