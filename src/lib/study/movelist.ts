/**
 * The move list as Lichess studies print it, as data: the main line in
 * numbered pairs (a two-column table on a wide screen), interrupted after
 * a move by its comment and by the variations that replace it; inside a
 * variation, running text with nested variations in parentheses. The same
 * items read as running text on a phone. No DOM here: the view renders.
 */
import { type Move, moveToString } from '$lib/engine';
import type { StudyTree } from './tree';

/** A move inside running text, with the number printed before it (`12.`, `12…` or nothing). */
export interface MoveItem {
	kind: 'move';
	node: number;
	label: string;
}

export interface CommentItem {
	kind: 'comment';
	node: number;
}

/** Alternatives to the move just before: each a line of running text. */
export interface VariationsItem {
	kind: 'variations';
	lines: InlineItem[][];
}

export type InlineItem = MoveItem | CommentItem | VariationsItem;

/** The main line's cells, in reading order. */
export type MainItem =
	/** The move number; `resumed` when a row starts with Black's move (after an interruption, or at the start). */
	| { kind: 'index'; number: number; resumed: boolean }
	| { kind: 'move'; node: number }
	/** The empty half of a row (shown as `…` in the table). */
	| { kind: 'filler' }
	/** After the move `node`: its comment and the variations that replace it. */
	| { kind: 'interrupt'; node: number; comment: boolean; variations: InlineItem[][] };

/** `12.` before White's move, `12…` before Black's. */
export function numberLabel(tree: StudyTree, id: number): string {
	const { number, white } = tree.moveNumber(id);
	return `${number}${white ? '.' : '…'}`;
}

/** The move as a book names it: `12. e3-f4`, `12… d6-c5`. */
export function moveTitle(tree: StudyTree, id: number): string {
	return `${numberLabel(tree, id)} ${tree.node(id).notation}`;
}

function alternatives(tree: StudyTree, id: number): InlineItem[][] {
	const parent = tree.node(id).parent;
	if (parent === null) return [];
	return tree
		.node(parent)
		.children.slice(1)
		.map((c) => inlineLine(tree, c));
}

/** A variation from `start` to its end, as running text. */
export function inlineLine(tree: StudyTree, start: number): InlineItem[] {
	const items: InlineItem[] = [];
	let interrupted = true;
	for (let at: number | null = start; at !== null; at = tree.next(at)) {
		const node = tree.node(at);
		const { white } = tree.moveNumber(at);
		items.push({ kind: 'move', node: at, label: white || interrupted ? numberLabel(tree, at) : '' });
		interrupted = false;
		if (node.comment) {
			items.push({ kind: 'comment', node: at });
			interrupted = true;
		}
		// The first move's own alternatives are its siblings, printed by the caller.
		const lines = at === start ? [] : alternatives(tree, at);
		if (lines.length) {
			items.push({ kind: 'variations', lines });
			interrupted = true;
		}
	}
	return items;
}

/** The main line with its comments and variations. */
export function mainLineItems(tree: StudyTree): MainItem[] {
	const items: MainItem[] = [];
	let resume = true;
	for (const node of tree.mainLine()) {
		const { number, white } = tree.moveNumber(node.id);
		if (white) items.push({ kind: 'index', number, resumed: false });
		else if (resume) items.push({ kind: 'index', number, resumed: true }, { kind: 'filler' });
		items.push({ kind: 'move', node: node.id });
		resume = false;
		const variations = alternatives(tree, node.id);
		if (node.comment || variations.length) {
			if (white) items.push({ kind: 'filler' });
			items.push({ kind: 'interrupt', node: node.id, comment: node.comment !== undefined, variations });
			resume = true;
		}
	}
	return items;
}

/** The moves from the start to `to`, as running text with their comments (the quiz shows only the past). */
export function pathItems(tree: StudyTree, to: number): InlineItem[] {
	const items: InlineItem[] = [];
	let interrupted = true;
	for (const node of tree.path(to)) {
		const { white } = tree.moveNumber(node.id);
		items.push({ kind: 'move', node: node.id, label: white || interrupted ? numberLabel(tree, node.id) : '' });
		interrupted = false;
		if (node.comment) {
			items.push({ kind: 'comment', node: node.id });
			interrupted = true;
		}
	}
	return items;
}

/** A line of moves as text, numbered from `firstPly` (the ply its first move reaches): `12… e3:c5 13. d2-e3`. */
export function lineText(moves: readonly Move[], firstPly: number, startWhite: boolean): string {
	const parts: string[] = [];
	moves.forEach((move, i) => {
		const ply = firstPly + i;
		const white = startWhite ? ply % 2 === 1 : ply % 2 === 0;
		const number = startWhite ? Math.ceil(ply / 2) : Math.floor(ply / 2) + 1;
		if (white) parts.push(`${number}.`);
		else if (i === 0) parts.push(`${number}…`);
		parts.push(moveToString(move));
	});
	return parts.join(' ');
}
