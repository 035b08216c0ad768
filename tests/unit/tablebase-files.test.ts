/**
 * The committed tables (static/tablebase/, up to 4 pieces, one container)
 * as the app gets them: read with the platform's loader
 * (DecompressionStream), listed rightly in index.json, and agreeing with
 * the solver.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makeFen } from '../../src/lib/engine';
import { rng } from '../../src/lib/random';
import { checkWithSolver } from '../../src/lib/solver/check-tablebase';
import { TranspositionTable } from '../../src/lib/solver/tt';
import { SHIPPED_CONTAINER, SHIPPED_DIR } from '../../src/lib/tablebase/files-node';
import { entryBytes, makeContainer, parseContainer } from '../../src/lib/tablebase/container';
import { loadTable } from '../../src/lib/tablebase/format';
import { entryMaterial, type Manifest } from '../../src/lib/tablebase/manifest';
import { loadContainer, readIndex } from '../../src/lib/tablebase/load';
import { buildUnits, materialFileName, materialName, pieces } from '../../src/lib/tablebase/material';
import { probe } from '../../src/lib/tablebase/probe';
import { samplePosition } from '../../src/lib/tablebase/sample';
import type { TableSet } from '../../src/lib/tablebase/table';

let manifest: Manifest;
let tables: TableSet;
let container: Uint8Array;

beforeAll(async () => {
	const r = readIndex(readFileSync(join(SHIPPED_DIR, 'index.json'), 'utf8'));
	if (!r.ok) throw new Error(r.error.message);
	manifest = r.value;
	container = new Uint8Array(readFileSync(join(SHIPPED_DIR, SHIPPED_CONTAINER)));
	const loaded = await loadContainer(container);
	if (!loaded.ok) throw new Error(`${loaded.error.file}: ${loaded.error.message}`);
	tables = loaded.value;
}, 120_000);

describe('the shipped tables', () => {
	it('are every material of up to 4 pieces in one container, in build order, each listed with its size', () => {
		const expected = buildUnits(4).flatMap((u) => u.tables);
		expect(manifest.container).toBe(SHIPPED_CONTAINER);
		expect(manifest.tables.map((t) => t.file)).toEqual(expected.map(materialFileName));
		const dir = parseContainer(container);
		if (!dir.ok) throw new Error(dir.error.message);
		expect(dir.value.map((e) => materialFileName(e.material))).toEqual(expected.map(materialFileName));
		for (const [i, t] of manifest.tables.entries()) {
			expect(materialName(entryMaterial(t))).toBe(t.material);
			expect(dir.value[i].length, t.file).toBe(t.bytes);
			expect(t.wins + t.losses + t.draws).toBe(t.positions);
		}
		expect(statSync(join(SHIPPED_DIR, SHIPPED_CONTAINER)).size).toBe(container.length);
	});

	it('fit the size goal of the app (under 700 KB in all)', () => {
		expect(container.length).toBeLessThan(700_000);
	});

	it('a container that is cut short, has a bad directory or a corrupt entry does not load', async () => {
		const cut = await loadContainer(container.subarray(0, container.length - 1));
		expect(cut.ok).toBe(false);
		const wrongMark = container.slice();
		wrongMark[0] = 0;
		expect(await loadContainer(wrongMark)).toMatchObject({ ok: false, error: { file: 'container' } });
		// Two entries swapped in the directory: the material read is not the one named.
		const dir = parseContainer(container);
		if (!dir.ok) throw new Error(dir.error.message);
		const [a, b] = dir.value;
		const swapped = makeContainer([
			{ material: a.material, bytes: entryBytes(container, b) },
			{ material: b.material, bytes: entryBytes(container, a) }
		]);
		expect(await loadContainer(swapped)).toMatchObject({ ok: false, error: { file: materialFileName(a.material) } });
		const corrupt = container.slice();
		corrupt[dir.value[0].offset + dir.value[0].length - 6] ^= 0xff; // inside the first entry's CRC-32
		expect(await loadContainer(corrupt)).toMatchObject({ ok: false, error: { file: materialFileName(a.material) } });
	});

	it('the loader refuses what is not a table', async () => {
		expect((await loadTable(new Uint8Array([1, 2, 3]))).ok).toBe(false);
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
