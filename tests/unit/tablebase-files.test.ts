/**
 * The committed tables (static/tablebase/, up to 4 pieces) as the app gets
 * them: read with the platform's loader (DecompressionStream), listed
 * rightly in index.json, and agreeing with the solver.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makeFen } from '../../src/lib/engine/fen';
import { rng } from '../../src/lib/random';
import { checkWithSolver } from '../../src/lib/solver/check-tablebase';
import { TranspositionTable } from '../../src/lib/solver/tt';
import { SHIPPED_DIR } from '../../src/lib/tablebase/files-node';
import { loadTable } from '../../src/lib/tablebase/format';
import { entryMaterial, type Manifest } from '../../src/lib/tablebase/manifest';
import { loadTables, readIndex } from '../../src/lib/tablebase/load';
import { buildUnits, materialFileName, materialName, pieces } from '../../src/lib/tablebase/material';
import { probe } from '../../src/lib/tablebase/probe';
import { samplePosition } from '../../src/lib/tablebase/sample';
import type { TableSet } from '../../src/lib/tablebase/table';

let manifest: Manifest;
let tables: TableSet;

beforeAll(async () => {
	const r = readIndex(readFileSync(join(SHIPPED_DIR, 'index.json'), 'utf8'));
	if (!r.ok) throw new Error(r.error.message);
	manifest = r.value;
	const loaded = await loadTables(manifest, async (file) => new Uint8Array(readFileSync(join(SHIPPED_DIR, file))));
	if (!loaded.ok) throw new Error(`${loaded.error.file}: ${loaded.error.message}`);
	tables = loaded.value;
}, 120_000);

describe('the shipped tables', () => {
	it('are every material of up to 4 pieces, each listed with its file size', () => {
		const expected = buildUnits(4).flatMap((u) => u.tables);
		expect(manifest.tables.map((t) => t.file)).toEqual(expected.map(materialFileName));
		for (const t of manifest.tables) {
			expect(materialName(entryMaterial(t))).toBe(t.material);
			expect(statSync(join(SHIPPED_DIR, t.file)).size, t.file).toBe(t.bytes);
			expect(t.wins + t.losses + t.draws).toBe(t.positions);
		}
	});

	it('fit the size goal of the app (under 700 KB in all)', () => {
		const bytes = manifest.tables.reduce((n, t) => n + t.bytes, 0);
		expect(bytes).toBeLessThan(700_000);
	});

	it('a folder whose index names a file that is not there does not load', async () => {
		const missing = { ...manifest, tables: [{ ...manifest.tables[0], file: 'k9m9-k9m9.tb' }] };
		const r = await loadTables(missing, async (file) => new Uint8Array(readFileSync(join(SHIPPED_DIR, file))));
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.error.file).toBe('k9m9-k9m9.tb');
	});

	it('the loader refuses what is not a table', async () => {
		expect((await loadTable(new Uint8Array([1, 2, 3]))).ok).toBe(false);
		const corrupt = new Uint8Array(readFileSync(join(SHIPPED_DIR, manifest.tables[0].file)));
		corrupt[corrupt.length - 6] ^= 0xff; // inside the CRC-32
		const r = await loadTable(corrupt);
		expect(r.ok).toBe(false);
	});

	it('agree with the solver on random 4-piece positions (exact N)', () => {
		const random = rng(3);
		const four = manifest.tables.filter((t) => pieces(entryMaterial(t)) === 4).map((t) => tables.get(entryMaterial(t))!);
		const tt = new TranspositionTable(16);
		let compared = 0;
		for (let s = 0; s < 1000; s++) {
			const { position } = samplePosition(four, random);
			const tb = probe(tables, position);
			if (!tb) throw new Error(`no verdict for ${makeFen(position)}`);
			// Long wins cost the solver seconds each; they are checked by `tablebase verify`.
			if (tb.kind !== 'draw' && tb.n > 8) continue;
			const r = checkWithSolver(position, tb, { nodeLimit: 100_000, tt, drawMoves: 3 });
			expect(r.agreement, makeFen(position)).not.toBe('disagree');
			if (r.agreement === 'agree' && tb.kind !== 'draw') compared++;
		}
		expect(compared).toBeGreaterThan(700);
	});
});
