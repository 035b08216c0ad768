/**
 * The shipped proved tree: the file is the one its manifest pins, it holds
 * what docs/twelve.md promises, and a sample of its verdicts is proved
 * again here with the solver (never trusted because it is in a file).
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, moveToString, parseFen, parseMove, popcount, type Position } from '$lib/engine';
import type { TwelveSquare } from '$lib/bank/types';
import { solve } from '$lib/solver/solve';
import { ProofNumberTable } from '$lib/solver/proof-numbers';
import { TranspositionTable } from '$lib/solver/tt';
import type { ProvedTree } from '$lib/puzzle/twelve-tree';
import manifest from './proved-tree.json';
import { PROVED_TREE_SHA256, readProvedTree } from './proved-tree';

const table = (JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as { squares: TwelveSquare[] }).squares;
const bytes = new Uint8Array(readFileSync('src/lib/features/twelve/proved-tree.bin'));

async function tree(): Promise<ProvedTree> {
	const load = await readProvedTree(bytes, table);
	if (!load.ok) throw new Error(`the committed tree does not load: ${load.reason}`);
	return load.tree;
}

function position(fen: string): Position {
	const p = parseFen(fen);
	if (!p.ok) throw new Error(fen);
	return p.value;
}

describe('the shipped proved tree', () => {
	it('is the file its manifest pins (SHA-256 and size), as the app checks it', async () => {
		expect(createHash('sha256').update(bytes).digest('hex')).toBe(manifest.sha256);
		expect(PROVED_TREE_SHA256).toBe(manifest.sha256);
		expect(bytes.length).toBe(manifest.bytes);
		expect((await tree()).nodes.size).toBe(manifest.positions);
	});

	it('a changed byte or the wrong hash: refused as damaged, never read', async () => {
		const altered = Uint8Array.from(bytes);
		altered[10] ^= 1;
		expect(await readProvedTree(altered, table)).toEqual({ ok: false, reason: 'damaged' });
		expect(await readProvedTree(bytes, table, '0'.repeat(64))).toEqual({ ok: false, reason: 'damaged' });
	});

	it('holds every White move from every position of each winning square’s proved line', async () => {
		const t = await tree();
		for (const row of table.filter((r) => r.verdict.kind === 'win')) {
			let pos = position(row.fen);
			for (let ply = 0; ply < row.line.length; ply += 2) {
				const node = t.nodes.get(makeFen(pos));
				expect(node, `${row.square} ply ${ply}`).toBeDefined();
				expect([...node!.keys()].sort(), `${row.square} ply ${ply}`).toEqual(legalMoves(pos).map(moveToString).sort());
				// The line's move is Black's loss in the table's N, counted down.
				expect(node!.get(row.line[ply])!.verdict, `${row.square} ply ${ply}`).toEqual({ kind: 'loss', n: row.verdict.n - ply / 2 });
				for (const text of row.line.slice(ply, ply + 2)) {
					const m = parseMove(pos, text);
					if (!m.ok) throw new Error(text);
					pos = applyMove(pos, m.value);
				}
			}
		}
	});

	it('holds a second move off the line wherever all twelve men stand', async () => {
		const t = await tree();
		let checked = 0;
		for (const [fen, node] of t.nodes) {
			const pos = position(fen);
			for (const [move, entry] of node) {
				if (entry.verdict.kind !== 'loss' || entry.reply === null) continue;
				const m = parseMove(pos, move);
				if (!m.ok) throw new Error(move);
				const after = applyMove(pos, m.value);
				const r = parseMove(after, entry.reply);
				if (!r.ok) throw new Error(entry.reply);
				const next = applyMove(after, r.value);
				if (popcount(next.white) < 12 || legalMoves(next).length === 0) continue;
				expect(t.nodes.has(makeFen(next)), `${fen} ${move} ${entry.reply}`).toBe(true);
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(100);
	});

	it('holds every turn of the scripted games it was built to follow (proved-tree-follow.txt), with every White move', async () => {
		const t = await tree();
		const follow = readFileSync('src/lib/features/twelve/proved-tree-follow.txt', 'utf8')
			.split('\n')
			.filter((l) => l.trim() && !l.startsWith('#'));
		expect(manifest.followed).toBe(follow.length);
		expect(follow.length).toBeGreaterThan(50);
		for (const fen of follow) {
			const node = t.nodes.get(fen);
			expect(node, fen).toBeDefined();
			expect([...node!.keys()].sort(), fen).toEqual(legalMoves(position(fen)).map(moveToString).sort());
		}
		// Past the all-twelve rule: positions where White has given men away.
		expect(follow.filter((fen) => popcount(position(fen).white) < 12).length).toBeGreaterThan(40);
	});

	it('a sample of its verdicts and replies, proved again by the solver (every 40th move, and the 8 longest)', async () => {
		const t = await tree();
		const all: { fen: string; move: string; kind: string; n: number; reply: string | null }[] = [];
		for (const [fen, node] of t.nodes) for (const [move, e] of node) all.push({ fen, move, ...e.verdict, reply: e.reply });
		const longest = [...all].sort((a, b) => b.n - a.n || (a.fen + a.move < b.fen + b.move ? -1 : 1)).slice(0, 8);
		const sample = [...new Set([...all.filter((_, i) => i % 40 === 0), ...longest])];
		expect(sample.length).toBeGreaterThan(40);
		const tt = new TranspositionTable(64);
		const pnTable = new ProofNumberTable(16);
		for (const s of sample) {
			const pos = position(s.fen);
			const m = parseMove(pos, s.move);
			if (!m.ok) throw new Error(s.move);
			const after = applyMove(pos, m.value);
			const r = solve(after, { maxMoves: 62, tt, search: 'proof-number', pnTable });
			const where = `${s.fen} ${s.move}`;
			expect(r.verdict, where).toEqual({ kind: s.kind, n: s.n });
			// The stored reply is one of Black's best: after it the verdict counts down by one move of White's.
			if (s.reply === null) continue;
			const reply = parseMove(after, s.reply);
			if (!reply.ok) throw new Error(s.reply);
			const next = solve(applyMove(after, reply.value), { maxMoves: 62, tt, search: 'proof-number', pnTable });
			expect(next.verdict, `${where} ${s.reply}`).toEqual({ kind: s.kind === 'loss' ? 'win' : 'loss', n: s.kind === 'loss' ? s.n - 1 : s.n });
		}
	}, 600_000);
});
