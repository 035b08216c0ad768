/**
 * The shipped 4-piece tables are what a fresh build writes, byte for byte
 * (the build is deterministic): a unit of men (2 v 2) rebuilt on top of the
 * shipped smaller tables. The
 * 2-3 piece tables are rebuilt whole in tablebase-cli.test.ts; all 4-piece
 * units would take about 20 s of CPU, too long for every test run.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAndPack } from '../../src/cli/tablebase/build-unit';
import { entryBytes, parseContainer } from '../../src/lib/tablebase/container';
import { SHIPPED_CONTAINER, SHIPPED_DIR } from '../../src/lib/tablebase/files-node';
import { loadContainer } from '../../src/lib/tablebase/load';
import { buildUnits, keyOf, materialName } from '../../src/lib/tablebase/material';

describe('a fresh build of 4-piece units', () => {
	it.each(['2 v 2'])(
		'%s: the same bytes as the shipped container',
		async (name) => {
			const container = new Uint8Array(readFileSync(join(SHIPPED_DIR, SHIPPED_CONTAINER)));
			const loaded = await loadContainer(container);
			if (!loaded.ok) throw new Error(loaded.error.message);
			const dir = parseContainer(container);
			if (!dir.ok) throw new Error(dir.error.message);
			const shippedBytes = new Map(dir.value.map((e) => [keyOf(e.material), entryBytes(container, e)]));
			const unit = buildUnits(4).find((u) => u.tables.some((m) => materialName(m) === name))!;
			const built = buildAndPack(unit, loaded.value);
			expect(built.length).toBeGreaterThan(0);
			for (const t of built) expect(Buffer.from(t.file).equals(Buffer.from(shippedBytes.get(keyOf(t.material))!)), materialName(t.material)).toBe(true);
		},
		60_000
	);
});
