/**
 * The tablebase commands (docs/cli.md, "Tablebase"), in-process
 * on the committed tables in static/tablebase/, and a small build into a
 * temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run';
import type { Io } from '../../src/cli/io';
import { buildTables } from '../../src/cli/tablebase/build-all';
import { readStoredBytes, sha256HexSync, SHIPPED_CONTAINER, SHIPPED_DIR } from '../../src/lib/tablebase/files-node';
import { parseContainer } from '../../src/lib/tablebase/container';
import { materialFileName } from '../../src/lib/tablebase/material';
import { parseManifest } from '../../src/lib/tablebase/manifest';

async function cli(argv: string[], stdin = '') {
	const out: string[] = [];
	const err: string[] = [];
	const io: Io = {
		out: (t) => void out.push(...t.split('\n')),
		err: (t) => void err.push(t),
		input: async function* () {
			yield stdin;
		}
	};
	const code = await runCli(argv, io);
	return { code, out, err };
}

const quiet: Io = { out: () => {}, err: () => {}, input: async function* () {} };

describe('tablebase probe', () => {
	it('answers win/loss in N for the side to move', async () => {
		expect(await cli(['tablebase', 'probe', 'W:Wc3:Bb4'])).toEqual({ code: 0, out: ['loss in 1'], err: [] });
		expect(await cli(['tablebase', 'probe', 'W:Wc3:Ba5'])).toEqual({ code: 0, out: ['win in 1'], err: [] });
		expect(await cli(['tablebase', 'probe', 'B:W:Bh4'])).toEqual({ code: 0, out: ['loss in 1'], err: [] });
	});

	it('too many pieces or a bad FEN: one line on stderr, exit 2', async () => {
		const six = await cli(['tablebase', 'probe', 'W:Wa1,c1,e1:Bb8,d8,f8']);
		expect(six.code).toBe(2);
		expect(six.out).toEqual([]);
		expect(six.err).toEqual([expect.stringMatching(/^error: 6 pieces/)]);
		const bad = await cli(['tablebase', 'probe', 'W:Wz9:Bb8']);
		expect(bad.code).toBe(2);
		expect(bad.err).toEqual([expect.stringMatching(/^error: bad FEN/)]);
	});

	it('probe -: each answer and an empty line; a bad line answered with error: and exit 2 at the end', async () => {
		const r = await cli(['tablebase', 'probe', '-'], 'W:Wc3:Bb4\nnonsense\nW:Wa1,c1,e1:Bb8,d8,f8\nW:Wc3:Ba5\n');
		expect(r.code).toBe(2);
		expect(r.err).toEqual([]);
		expect(r.out[0]).toBe('loss in 1');
		expect(r.out[1]).toBe('');
		expect(r.out[2]).toMatch(/^error: bad FEN "nonsense"/);
		expect(r.out[4]).toMatch(/^error: 6 pieces/);
		expect(r.out.slice(6)).toEqual(['win in 1', '']);
		expect((await cli(['tablebase', 'probe', '-'], 'W:Wc3:Bb4\n')).code).toBe(0);
	});
});

describe('tablebase stats', () => {
	it('one line per material of the committed tables, then the totals', async () => {
		const manifest = parseManifest(readFileSync(join(SHIPPED_DIR, 'index.json'), 'utf8'));
		if (!manifest.ok) throw new Error(manifest.error.message);
		const r = await cli(['tablebase', 'stats']);
		expect(r.code).toBe(0);
		expect(r.out.length).toBeGreaterThanOrEqual(manifest.value.tables.length + 1);
		expect(r.out[0]).toMatch(/^1K v 1K: 992 positions, \d+ wins, \d+ losses, \d+ draws, longest win \d+, \d+ bytes$/);
		expect(r.out.at(-1)).toMatch(/^total: \d+ tables, \d+ positions, .* \d+ bytes on disk$/);
	});

	it('unknown subcommands and options are bad input', async () => {
		expect((await cli(['tablebase', 'frobnicate'])).code).toBe(2);
		expect((await cli(['tablebase', 'build', '--pieces', '9'])).code).toBe(2);
		expect((await cli(['tablebase'])).code).toBe(2);
	});
});

describe('tablebase build', () => {
	it('writes the files and an index, builds on kept tables, keeps them all on a second run, the same bytes as the committed ones', async () => {
		const root = mkdtempSync(join(tmpdir(), 'tb-'));
		try {
			expect(await buildTables(2, 1, quiet, root)).toMatchObject({ tables: 4, positions: 3488, built: 3 });
			// The 3-piece tables built on the 2-piece ones read back from disk.
			const first = await buildTables(3, 1, quiet, root);
			expect(first).toMatchObject({ tables: 16, positions: 199_520, built: 6 });
			const again = await buildTables(3, 1, quiet, root);
			expect(again).toMatchObject({ tables: 16, positions: 199_520, built: 0, bytes: first.bytes });
			expect(readdirSync(join(root, SHIPPED_DIR)).sort()).toEqual(['index.json', SHIPPED_CONTAINER]);
			const built = parseContainer(new Uint8Array(readFileSync(join(root, SHIPPED_DIR, SHIPPED_CONTAINER))));
			if (!built.ok) throw new Error(built.error.message);
			expect(built.value.length).toBe(16);
			for (const e of built.value) expect(readStoredBytes(e.material, root), materialFileName(e.material)).toEqual(readStoredBytes(e.material));
			// The index carries each file's SHA-256; a table whose bytes no longer match it is built again.
			const index = JSON.parse(readFileSync(join(root, SHIPPED_DIR, 'index.json'), 'utf8')) as { tables: { file: string; sha256?: string }[] };
			for (const e of built.value) {
				const entry = index.tables.find((t) => t.file === materialFileName(e.material));
				expect(entry?.sha256, materialFileName(e.material)).toBe(sha256HexSync(readStoredBytes(e.material, root)!));
			}
			index.tables[0].sha256 = '0'.repeat(64);
			writeFileSync(join(root, SHIPPED_DIR, 'index.json'), JSON.stringify(index));
			expect(await buildTables(3, 1, quiet, root)).toMatchObject({ built: 1, bytes: first.bytes });
		} finally {
			rmSync(root, { recursive: true, force: true });
		}
	});
});

describe('tablebase mine', () => {
	it('prints endgame puzzles as JSON lines, writes them to --out, and never into the bank', async () => {
		const r = await cli(['tablebase', 'mine', '--pieces', '3', '--count', '4', '--min', '2', '--max', '6']);
		expect(r.code).toBe(0);
		const lines = r.out.filter((l) => l !== '');
		expect(lines.length).toBe(4);
		for (const line of lines) {
			const p = JSON.parse(line) as { fen: string; n: number; solution: string[] };
			expect(p.n).toBeGreaterThanOrEqual(2);
			expect(p.solution.length).toBe(2 * p.n);
			expect((await cli(['tablebase', 'probe', p.fen])).out).toEqual([`win in ${p.n}`]);
		}
		const root = mkdtempSync(join(tmpdir(), 'mine-'));
		try {
			const written = await cli(['tablebase', 'mine', '--pieces', '3', '--count', '4', '--min', '2', '--max', '6', '--out', root]);
			expect(written.code).toBe(0);
			expect(JSON.parse(readFileSync(join(root, 'endgames.json'), 'utf8')).map((p: { fen: string }) => JSON.stringify(p))).toHaveLength(4);
		} finally {
			rmSync(root, { recursive: true, force: true });
		}
		const refused = await cli(['tablebase', 'mine', '--out', 'puzzles/x']);
		expect(refused.code).not.toBe(0);
		expect(refused.err.join('\n')).toMatch(/bank/);
	});
});
