import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, moveToString, parseFen, parseMove, type Position } from '../engine';
import { decodeTree, encodeTree, treeLine, type TreeInput } from './twelve-tree';

const START = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Bf8';
const F8 = 29;

function position(fen: string): Position {
	const p = parseFen(fen);
	if (!p.ok) throw new Error(fen);
	return p.value;
}

/** A made-up tree on f8 (the values need not be true here: the format is tested, not the verdicts). */
function sample(): TreeInput {
	const pos = position(START);
	return {
		moves: legalMoves(pos).map((m, i) => {
			const text = moveToString(m);
			const replies = legalMoves(applyMove(pos, m)).map(moveToString).sort();
			if (text === 'e3-f4') {
				const moved = applyMove(pos, m);
				const reply = parseMove(moved, 'f8-g7');
				if (!reply.ok) throw new Error('f8-g7');
				const after = applyMove(moved, reply.value);
				return {
					move: text,
					verdict: { kind: 'loss' as const, n: 13 },
					reply: 'f8-g7',
					child: {
						moves: legalMoves(after).map((c) => ({
							move: moveToString(c),
							verdict: { kind: 'loss' as const, n: 12 + (moveToString(c) === 'g3-h4' ? 0 : 2) },
							reply: legalMoves(applyMove(after, c)).map(moveToString).sort()[0]
						}))
					}
				};
			}
			if (i === 0) return { move: text, verdict: null, reply: null };
			return { move: text, verdict: { kind: (i % 2 ? 'win' : 'loss') as 'win' | 'loss', n: 20 + i }, reply: replies[replies.length - 1] };
		})
	};
}

const startOf = (sq: number) => (sq === F8 ? START : null);

describe('the proved tree file', () => {
	it('decodes what it encodes: every move, its verdict and reply, nodes by position', () => {
		const input = sample();
		const bytes = encodeTree([{ square: F8, start: position(START), root: input }]);
		const decoded = decodeTree(bytes, startOf);
		expect(decoded.ok).toBe(true);
		if (!decoded.ok) return;
		expect(decoded.value.squares).toEqual([START]);
		expect(decoded.value.nodes.size).toBe(2);
		const root = decoded.value.nodes.get(START)!;
		for (const m of input.moves) {
			// A move without a result is left out: the game asks the solver.
			if (m.verdict === null) expect(root.has(m.move)).toBe(false);
			else expect(root.get(m.move)).toEqual({ verdict: m.verdict, reply: m.reply });
		}
		// The line runs through the nodes: e3-f4 f8-g7 (Black loses soonest), then the child's best, g3-h4.
		expect(treeLine(decoded.value, position(START))).toEqual(['e3-f4', 'f8-g7', 'g3-h4', expect.any(String)]);
	});

	it('refuses a file that does not fit the positions: a square without a start, a reply out of range, a cut-off file, bytes left over', () => {
		const bytes = encodeTree([{ square: F8, start: position(START), root: sample() }]);
		expect(decodeTree(bytes, () => null)).toEqual({ ok: false, error: { code: 'bad-square', at: 0 } });
		expect(decodeTree(bytes.slice(0, bytes.length - 1), startOf)).toEqual({ ok: false, error: { code: 'truncated' } });
		// Another square after the last: its start is unknown.
		expect(decodeTree(Uint8Array.from([...bytes, 3]), startOf)).toMatchObject({ ok: false, error: { code: 'bad-square' } });
		// A node flag on a move that throws the win away is not a tree this encoder writes.
		const bad = Uint8Array.from(bytes);
		const at = [...bad].findIndex((b, i) => i > 0 && (b & 0x40) !== 0 && (b & 0x3f) !== 0x3f);
		bad[at] |= 0x80;
		expect(decodeTree(bad, startOf)).toEqual({ ok: false, error: { code: 'bad-byte', at } });
	});

	it('the encoder refuses verdicts that cannot be written', () => {
		const pos = position(START);
		const moves = legalMoves(pos).map((m) => ({
			move: moveToString(m),
			verdict: { kind: 'loss' as const, n: 13 },
			reply: legalMoves(applyMove(pos, m)).map(moveToString)[0]
		}));
		expect(() => encodeTree([{ square: F8, start: pos, root: { moves: moves.slice(1) } }])).toThrow(/verdicts for/);
		expect(() => encodeTree([{ square: F8, start: pos, root: { moves: moves.map((m, i) => (i ? m : { ...m, verdict: { kind: 'loss', n: 63 } })) } }])).toThrow(
			/out of range/
		);
		expect(() => encodeTree([{ square: F8, start: pos, root: { moves: moves.map((m, i) => (i ? m : { ...m, reply: 'a1-b2' })) } }])).toThrow(/not legal/);
		expect(makeFen(pos)).toBe(START);
	});
});
