/** `review FILE.pdn [--game K] [--movetime MS]` (docs/cli.md, "Game review"), in-process. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyMove, parseFen, parseMove } from '../../src/lib/engine';
import { solve } from '../../src/lib/solver/solve';
import { cli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'review-cli-'));
// The bank's lesson-lure-h4 (White wins in 3) with a losing first move, then a reply.
const THROWN = '[GameType "25"]\n[Aim "giveaway"]\n[FEN "W:Wa1,f2,g3:Be7,h4"]\n\n1. f2-e3 h4:f2:d4 *\n';
const file = join(dir, 'thrown.pdn');
writeFileSync(file, THROWN);
const LINE = /^ply (\d+) (\S+) (best|good|inaccuracy|unclear|mistake|blunder) score (\d{1,3}%|win in \d+|loss in \d+)( proof: .+)?$/;

describe('review', () => {
	it('prints one line per move with the proof of the thrown-away win, then the accuracy', async () => {
		const r = await cli(['review', file, '--movetime', '20']);
		expect(r.code).toBe(0);
		expect(r.out).toHaveLength(3);
		for (const line of r.out.slice(0, 2)) expect(line).toMatch(LINE);
		const start = parseFen('W:Wa1,f2,g3:Be7,h4');
		if (!start.ok) throw new Error('fen');
		const m = parseMove(start.value, 'f2-e3');
		if (!m.ok) throw new Error('move');
		const after = solve(applyMove(start.value, m.value)).verdict as { n: number };
		expect(r.out[0]).toBe(`ply 1 f2-e3 blunder score loss in ${after.n} proof: win in 3 -> loss in ${after.n}`);
		expect(r.out[1]).toMatch(/^ply 2 h4:f2:d4 best /);
		expect(r.out[2]).toBe('accuracy white 1% black -'); // Black's only move was a forced capture
	});

	it('reviews a game tagged ordinary checkers under its own rules', async () => {
		const russian = join(dir, 'russian.pdn');
		// White's c1-d2 throws away the win in 1 (h2-g3 leaves Black's a3 without a move).
		writeFileSync(russian, '[GameType "25"]\n[Aim "russian"]\n[FEN "W:Wb2,c1,h2:Ba3"]\n\n1. c1-d2 *\n');
		const r = await cli(['review', russian, '--movetime', '20']);
		expect(r.code).toBe(0);
		expect(r.out[0]).toMatch(/^ply 1 c1-d2 blunder score .* proof: win in 1 -> /);
		expect(r.out).toHaveLength(2);
	});

	it('exits 2 with one line for a missing file, a game number past the end and a bad game', async () => {
		const missing = await cli(['review', join(dir, 'none.pdn')]);
		expect(missing.code).toBe(2);
		expect(missing.err[0]).toMatch(/^error: cannot read .*no such file/);
		const past = await cli(['review', file, '--game', '2']);
		expect(past.code).toBe(2);
		expect(past.err[0]).toBe('error: --game 2: the file has 1 game');
		const bad = join(dir, 'bad.pdn');
		writeFileSync(bad, '[GameType "25"]\n\n1. c3-d5 *\n');
		const b = await cli(['review', bad]);
		expect(b.code).toBe(2);
		expect(b.err[0]).toMatch(/^error: game 1: error at ply 1/);
		expect((await cli(['review'])).code).toBe(2);
	});

	it('a game whose moves go on after a draw by rule is reviewed up to the draw, the reason said; never an internal error (issue 31, item 7)', async () => {
		const repeated = join(dir, 'repeated.pdn');
		// Two lone kings shuttling: the start occurs a third time after ply 8 (threefold repetition), and the moves go on.
		writeFileSync(repeated, '[SetUp "1"]\n[FEN "W:WKa1:BKh2"]\n\n1. a1-b2 h2-g1 2. b2-a1 g1-h2 3. a1-b2 h2-g1 4. b2-a1 g1-h2 5. a1-b2 h2-g1 6. b2-a1 *\n');
		const r = await cli(['review', repeated, '--movetime', '20']);
		expect(r.code).toBe(0);
		expect(r.err).toEqual(['note: game 1: the game ended after ply 8 by threefold repetition: the 3 plies after it are not reviewed']);
		expect(r.out).toHaveLength(9);
		expect(r.out[7]).toMatch(/^ply 8 g1-h2 /);
		expect(r.out[8]).toMatch(/^accuracy /);
	});
});
