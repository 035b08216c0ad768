/**
 * The proved tree of 12 against 1: for each winning square, the exact
 * verdict of every White move from every position of the square's proved
 * line, and from positions off it (the player left the line, Black gave
 * its longest defence), as computed by `npm run -s cli -- twelve-tree`.
 * The game answers those moves from here at once.
 *
 * Binary, a few bytes a position. Positions are never written: they are
 * replayed from the square's start, so the file is the moves' verdicts in
 * a fixed order. Per winning square, in the table's order: the square
 * (one byte, its index), then its root node. A node is the position with
 * White to move; its legal moves in plain string order (as `moves` prints
 * them) each take one byte
 *
 *   bit 7: the position after the move and Black's reply is a node too,
 *          written right after this move (only when the move keeps the win);
 *   bit 6: the move throws the win away (Black wins in n), else Black
 *          loses in n;
 *   bits 0-5: n (Black's moves, as the CLI counts them); 63 with bit 6:
 *          no result within 62 moves for either side (a draw, or
 *          longer), which the game then leaves to the solver,
 *
 * then, when Black has two or more replies, one byte: the index of Black's
 * reply (its longest defence, or the first move of its fastest win) among
 * them in plain string order.
 *
 * Encoding and decoding are exact inverses; decoding checks every byte
 * against the replayed positions, so a file that does not fit the engine
 * is refused, never misread. Whether the values are right is a separate
 * question: see docs/twelve.md (the file's SHA-256 is pinned, and CI
 * re-proves a sample with the solver).
 */
import { applyMove, err, legalMoves, makeFen, moveToString, ok, parseFen, parseMove, type Move, type Position, type Result } from '../engine';

/** Black's verdict after a White move: `loss` (the move keeps the win) or `win` (it throws the win away), in Black's moves. */
export interface TreeVerdict {
	kind: 'win' | 'loss';
	n: number;
}

/** One White move of a node: Black's verdict after it and Black's reply (null: Black has no move, and has won). */
export interface TreeMove {
	verdict: TreeVerdict;
	reply: string | null;
}

/** A written node: every White move with a result, keyed by its notation. */
export type TreeNode = ReadonlyMap<string, TreeMove>;

/** The tree as the game reads it: nodes by the FEN of their position (White to move). */
export interface ProvedTree {
	nodes: ReadonlyMap<string, TreeNode>;
	/** Squares in the file, in order. */
	squares: string[];
}

/** What the generator hands the encoder for one node. */
export interface TreeInput {
	/** Per legal move (any order): its notation, Black's verdict (null: no result within MAX_TREE_N), Black's reply and the node after it, if written. */
	moves: { move: string; verdict: TreeVerdict | null; reply: string | null; child?: TreeInput }[];
}

export type TreeError = { code: 'truncated' } | { code: 'bad-square'; at: number } | { code: 'bad-byte'; at: number } | { code: 'trailing'; at: number };

const EXPANDED = 0x80;
const BLACK_WINS = 0x40;
const N_MASK = 0x3f;
/** The largest n written; the byte of n = 63 with bit 6 says "no result within 62". */
export const MAX_TREE_N = N_MASK - 1;
const NO_RESULT = BLACK_WINS | N_MASK;

/** Legal moves in plain string order (the order of `moves` in the CLI), with their notation. */
function sortedMoves(pos: Position): { move: Move; text: string }[] {
	return legalMoves(pos)
		.map((move) => ({ move, text: moveToString(move) }))
		.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

/** The squares' trees as bytes. `starts`: each square's start position, in the file's order. */
export function encodeTree(squares: readonly { square: number; start: Position; root: TreeInput }[]): Uint8Array {
	const out: number[] = [];
	const node = (pos: Position, input: TreeInput) => {
		const byMove = new Map(input.moves.map((m) => [m.move, m]));
		const moves = sortedMoves(pos);
		if (byMove.size !== moves.length) throw new Error(`${makeFen(pos)}: ${byMove.size} verdicts for ${moves.length} moves`);
		for (const { move, text } of moves) {
			const m = byMove.get(text);
			if (!m) throw new Error(`${makeFen(pos)}: no verdict for ${text}`);
			if (m.verdict === null) {
				if (m.child) throw new Error(`${makeFen(pos)} ${text}: a node after a move without a result`);
				out.push(NO_RESULT);
				continue;
			}
			const { kind, n } = m.verdict;
			if (!Number.isInteger(n) || n < 0 || n > MAX_TREE_N) throw new Error(`${makeFen(pos)} ${text}: n ${n} out of range`);
			if (m.child && kind !== 'loss') throw new Error(`${makeFen(pos)} ${text}: a node after a move that throws the win away`);
			out.push((m.child ? EXPANDED : 0) | (kind === 'win' ? BLACK_WINS : 0) | n);
			const after = applyMove(pos, move);
			const replies = sortedMoves(after);
			let reply: Move | null = null;
			if (replies.length === 0) {
				if (m.reply !== null || kind !== 'win' || n !== 0) throw new Error(`${makeFen(pos)} ${text}: Black has no move, so it has won in 0`);
			} else {
				const index = replies.findIndex((r) => r.text === m.reply);
				if (index < 0) throw new Error(`${makeFen(pos)} ${text}: reply ${m.reply} is not legal`);
				if (replies.length > 1) out.push(index);
				reply = replies[index].move;
			}
			if (m.child) node(applyMove(after, reply!), m.child);
		}
	};
	for (const s of squares) {
		out.push(s.square);
		node(s.start, s.root);
	}
	return Uint8Array.from(out);
}

/**
 * Read the file against the squares' start positions (square index -> FEN
 * with White to move). Every byte is checked against the replayed position.
 */
export function decodeTree(bytes: Uint8Array, startFen: (square: number) => string | null): Result<ProvedTree, TreeError> {
	const nodes = new Map<string, TreeNode>();
	const squares: string[] = [];
	let at = 0;
	const node = (pos: Position): TreeError | null => {
		const entries = new Map<string, TreeMove>();
		nodes.set(makeFen(pos), entries);
		for (const { move, text } of sortedMoves(pos)) {
			if (at >= bytes.length) return { code: 'truncated' };
			const byte = bytes[at++];
			// No result within MAX_TREE_N: not in the node, so the game asks the solver.
			if (byte === NO_RESULT) continue;
			const n = byte & N_MASK;
			const kind = byte & BLACK_WINS ? 'win' : 'loss';
			const expanded = (byte & EXPANDED) !== 0;
			if (expanded && kind === 'win') return { code: 'bad-byte', at: at - 1 };
			const after = applyMove(pos, move);
			const replies = sortedMoves(after);
			let reply: { move: Move; text: string } | null = null;
			if (replies.length === 0) {
				if (kind !== 'win' || n !== 0 || expanded) return { code: 'bad-byte', at: at - 1 };
			} else if (replies.length === 1) reply = replies[0];
			else {
				if (at >= bytes.length) return { code: 'truncated' };
				const index = bytes[at++];
				if (index >= replies.length) return { code: 'bad-byte', at: at - 1 };
				reply = replies[index];
			}
			entries.set(text, { verdict: { kind, n }, reply: reply?.text ?? null });
			if (expanded) {
				const e = node(applyMove(after, reply!.move));
				if (e) return e;
			}
		}
		return null;
	};
	while (at < bytes.length) {
		const square = bytes[at++];
		const fen = startFen(square);
		const parsed = fen === null ? null : parseFen(fen);
		if (!parsed?.ok || !parsed.value.whiteToMove) return err({ code: 'bad-square', at: at - 1 });
		const e = node(parsed.value);
		if (e) return err(e);
		squares.push(fen!);
	}
	return ok({ nodes, squares });
}

/** White's best move in a node: the one after which Black loses soonest (the first in order on a tie), or null. */
export function bestInNode(node: TreeNode): { move: string; entry: TreeMove } | null {
	let best: { move: string; entry: TreeMove } | null = null;
	for (const [move, entry] of node) if (entry.verdict.kind === 'loss' && (best === null || entry.verdict.n < best.entry.verdict.n)) best = { move, entry };
	return best;
}

/**
 * The proved line from a position as far as the tree holds it: White's best
 * move and Black's reply, node after node (empty when the position is not
 * a node).
 */
export function treeLine(tree: ProvedTree, from: Position): string[] {
	const line: string[] = [];
	let pos = from;
	for (let node = tree.nodes.get(makeFen(pos)); node; node = tree.nodes.get(makeFen(pos))) {
		const best = bestInNode(node);
		if (!best || best.entry.reply === null) break;
		const m = parseMove(pos, best.move);
		if (!m.ok) break;
		const after = applyMove(pos, m.value);
		const r = parseMove(after, best.entry.reply);
		if (!r.ok) break;
		line.push(best.move, best.entry.reply);
		pos = applyMove(after, r.value);
	}
	return line;
}
