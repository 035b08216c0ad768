import { describe, expect, it } from 'vitest';
import type { Study } from '$lib/bank/types';
import { StudyTree } from './tree';

const text = { en: 'x', ru: 'х' };
const study: Study = {
	id: 'demo',
	title: text,
	description: text,
	aim: 'russian',
	fen: 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8',
	source: text,
	moves: [
		{ move: 'c3-d4', marks: ['!'], comment: text },
		{ move: 'f6-g5', variations: [[{ move: 'b6-a5' }, { move: 'd4-c5' }], [{ move: 'd6-c5' }]] },
		{ move: 'g3-f4' }
	]
};

describe('study tree', () => {
	const tree = new StudyTree(study);

	it('replays the main line and the variations', () => {
		expect(tree.mainLine().map((n) => n.notation)).toEqual(['c3-d4', 'f6-g5', 'g3-f4']);
		const afterFirst = tree.node(1);
		expect(afterFirst.children.map((c) => tree.node(c).notation)).toEqual(['f6-g5', 'b6-a5', 'd6-c5']);
		const b6 = tree.node(afterFirst.children[1]);
		expect(b6.main).toBe(false);
		expect(tree.path(tree.end(b6.id)).map((n) => n.notation)).toEqual(['c3-d4', 'b6-a5', 'd4-c5']);
	});

	it('steps forward and back, and finds the end', () => {
		expect(tree.next(0)).toBe(1);
		expect(tree.prev(1)).toBe(0);
		expect(tree.node(tree.end(0)).ply).toBe(3);
		expect(tree.next(tree.end(0))).toBeNull();
	});

	it('counts moves against the end of the line on screen, a variation longer than the main line too', () => {
		const long = new StudyTree({
			...study,
			moves: [{ move: 'c3-d4' }, { move: 'f6-g5', variations: [[{ move: 'b6-a5' }, { move: 'd4-c5' }, { move: 'd6:b4' }]] }]
		});
		const varEnd = long.end(long.node(1).children[1]);
		expect(long.node(varEnd).ply).toBe(4);
		expect(long.lineCount(varEnd)).toEqual({ move: 2, of: 2 });
		expect(long.lineCount(long.end(0))).toEqual({ move: 1, of: 1 });
		expect(long.lineCount(0)).toEqual({ move: 0, of: 1 });
		expect(tree.lineCount(0)).toEqual({ move: 0, of: 2 });
	});

	it('numbers moves as books do', () => {
		expect(tree.moveNumber(1)).toEqual({ number: 1, white: true });
		expect(tree.moveNumber(2)).toEqual({ number: 1, white: false });
		expect(tree.moveNumber(tree.end(0))).toEqual({ number: 2, white: true });
	});

	it('finds main-line nodes by ply, children by move, and paths', () => {
		expect(tree.mainAt(0)).toBe(0);
		expect(tree.node(tree.mainAt(2)).notation).toBe('f6-g5');
		expect(tree.mainAt(99)).toBe(tree.end(0));
		const b6 = tree.node(1).children[1];
		const move = tree.node(b6).move;
		if (move === null) throw new Error('no move');
		expect(tree.childBy(1, move)).toBe(b6);
		expect(tree.childBy(0, move)).toBeNull();
		expect(tree.onPath(1, tree.end(b6))).toBe(true);
		expect(tree.onPath(tree.node(1).children[0], tree.end(b6))).toBe(false);
	});

	it('refuses an illegal move, naming it', () => {
		expect(() => new StudyTree({ ...study, moves: [{ move: 'c3-c5' }] })).toThrow(/c3-c5/);
	});
});
