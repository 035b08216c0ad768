/**
 * A study's move tree, replayed by the engine once and indexed, so a page
 * can step, jump and render without recomputing positions. Node 0 is the
 * start position; every other node is a move. A node's first child is the
 * main continuation, the others are variations from the same position.
 */
import { applyMove, makeFen, parseFen, sameMove, type Move, type Position, parseMove } from '$lib/engine';
import { english } from '$lib/i18n/errors';
import type { Mark, Study, StudyNode, Text } from '$lib/bank/types';

export interface TreeNode {
	id: number;
	parent: number | null;
	children: number[];
	/** Moves from the start (0 for the start node). */
	ply: number;
	move: Move | null;
	notation: string;
	marks: Mark[];
	comment?: Text;
	position: Position;
	fen: string;
	/** On the study's main line (not inside any variation). */
	main: boolean;
}

export class StudyTree {
	readonly nodes: TreeNode[] = [];

	constructor(study: Study) {
		const start = parseFen(study.fen);
		if (!start.ok) throw new Error(`study ${study.id}: ${english.fenError(start.error)}`);
		this.nodes.push({
			id: 0,
			parent: null,
			children: [],
			ply: 0,
			move: null,
			notation: '',
			marks: [],
			position: start.value,
			fen: makeFen(start.value),
			main: true
		});
		this.addLine(0, study.moves, true, study.id);
	}

	private addLine(parent: number, line: readonly StudyNode[], main: boolean, id: string): void {
		let at = parent;
		for (const node of line) {
			const from = this.nodes[at];
			const r = parseMove(from.position, node.move);
			if (!r.ok) throw new Error(`study ${id}: move ${node.move} after ${from.notation || 'the start'}: ${english.moveError(r.error)}`);
			const position = applyMove(from.position, r.value);
			const created: TreeNode = {
				id: this.nodes.length,
				parent: at,
				children: [],
				ply: from.ply + 1,
				move: r.value,
				notation: node.move,
				marks: node.marks ?? [],
				comment: node.comment,
				position,
				fen: makeFen(position),
				main
			};
			this.nodes.push(created);
			from.children.push(created.id);
			// Variations are alternatives to this node: siblings from `at`.
			for (const variation of node.variations ?? []) this.addLine(at, variation, false, id);
			at = created.id;
		}
	}

	node(id: number): TreeNode {
		return this.nodes[id];
	}

	/** The main continuation, or null at the end of a line. */
	next(id: number): number | null {
		return this.nodes[id].children[0] ?? null;
	}

	prev(id: number): number | null {
		return this.nodes[id].parent;
	}

	/** The end of the line through `id` (following main continuations). */
	end(id: number): number {
		let at = id;
		for (let n = this.next(at); n !== null; n = this.next(at)) at = n;
		return at;
	}

	/** Nodes from the start to `id`, start excluded. */
	path(id: number): TreeNode[] {
		const out: TreeNode[] = [];
		for (let at: number | null = id; at !== null && at !== 0; at = this.nodes[at].parent) out.push(this.nodes[at]);
		return out.reverse();
	}

	/** The main line's node at `ply`, clamped to the line (0 is the start). */
	mainAt(ply: number): number {
		let at = 0;
		for (let n = this.next(at); n !== null && this.nodes[n].ply <= ply; n = this.next(at)) at = n;
		return at;
	}

	/** The child of `id` reached by `move` (the main continuation or a variation), or null. */
	childBy(id: number, move: Move): number | null {
		return this.nodes[id].children.find((c) => sameMove(this.nodes[c].move as Move, move)) ?? null;
	}

	/** Whether `id` lies on the line from the start to `to` (the start included). */
	onPath(id: number, to: number): boolean {
		for (let at: number | null = to; at !== null; at = this.nodes[at].parent) if (at === id) return true;
		return false;
	}

	/** The main line's nodes (start excluded). */
	mainLine(): TreeNode[] {
		return this.path(this.end(0));
	}

	/** Move number label as books print it: `12.` for White, `12...` for Black at the start of a line. */
	moveNumber(id: number, startWhite = this.nodes[0].position.whiteToMove): { number: number; white: boolean } {
		const ply = this.nodes[id].ply;
		const whiteMoves = startWhite ? ply % 2 === 1 : ply % 2 === 0;
		const number = startWhite ? Math.ceil(ply / 2) : Math.floor(ply / 2) + 1;
		return { number, white: whiteMoves };
	}

	/**
	 * The move counter at `id`: its move number (0 at the start) and that of
	 * the last move of the line it is on, a variation's own end in a
	 * variation, so the count never runs past its total.
	 */
	lineCount(id: number): { move: number; of: number } {
		const number = (at: number) => (this.nodes[at].ply === 0 ? 0 : this.moveNumber(at).number);
		return { move: number(id), of: number(this.end(id)) };
	}
}
