/**
 * The SHA-256 checks: the committed files are what their indexes name, and
 * a table altered in place so that only its hash can tell (same size,
 * valid gzip, every value a draw) is refused before it is used.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryBytes, parseContainer } from './container';
import { sha256Hex } from './digest';
import { PACK_DIR, readManifest, SHIPPED_CONTAINER, SHIPPED_DIR, sha256HexSync } from './files-node';
import { loadContainer, loadTables, manifestDigests } from './load';
import { materialFileName } from './material';
import { probe } from './probe';
import { parseFen } from '../engine';
import { allDrawsSameSize } from './testing';

function manifest(dir: string) {
	const r = readManifest(dir);
	if (!r?.ok) throw new Error(`no index in ${dir}`);
	return r.value;
}

describe('SHA-256 of the table files', () => {
	it('Web Crypto and node:crypto agree', async () => {
		const bytes = new TextEncoder().encode('poddavki');
		expect(await sha256Hex(bytes)).toBe(sha256HexSync(bytes));
		expect(await sha256Hex(new Uint8Array())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
	});

	it('every committed file is the one its index names: the shipped container entry by entry, and the pack', async () => {
		const container = new Uint8Array(readFileSync(join(SHIPPED_DIR, SHIPPED_CONTAINER)));
		const shipped = manifest(SHIPPED_DIR);
		const digests = manifestDigests(shipped);
		expect(digests?.size).toBe(41);
		expect((await loadContainer(container, undefined, digests!)).ok).toBe(true);
		const pack = manifest(PACK_DIR);
		expect(pack.tables.length).toBe(44);
		for (const t of pack.tables) expect(sha256HexSync(new Uint8Array(readFileSync(join(PACK_DIR, t.file)))), t.file).toBe(t.sha256);
	});

	it('a shipped table altered in place loads without the check (and says draw) but is refused with it', async () => {
		const container = new Uint8Array(readFileSync(join(SHIPPED_DIR, SHIPPED_CONTAINER)));
		const dir = parseContainer(container);
		if (!dir.ok) throw new Error(dir.error.message);
		// 1K+1 v 1K+1: W:Wh2,Kh4:Bb8,Kg7 is a win in 20 for White.
		const entry = dir.value.find((e) => materialFileName(e.material) === 'k1m1-k1m1.tb')!;
		const altered = container.slice();
		altered.set(allDrawsSameSize(entryBytes(container, entry)), entry.offset);
		const position = parseFen('W:Wh2,Kh4:Bb8,Kg7');
		if (!position.ok) throw new Error('fen');
		const unchecked = await loadContainer(altered);
		if (!unchecked.ok) throw new Error(unchecked.error.message);
		expect(probe(unchecked.value, position.value)).toEqual({ kind: 'draw' });
		const good = await loadContainer(container, undefined, manifestDigests(manifest(SHIPPED_DIR))!);
		expect(good.ok && probe(good.value, position.value)).toEqual({ kind: 'win', n: 20 });
		expect(await loadContainer(altered, undefined, manifestDigests(manifest(SHIPPED_DIR))!)).toMatchObject({
			ok: false,
			error: { file: 'k1m1-k1m1.tb', damaged: true }
		});
	});

	it('a folder of tables whose file does not match its index entry is refused', async () => {
		const pack = manifest('tests/fixtures/tablebase-pack');
		const read = async (file: string) => new Uint8Array(readFileSync(join('tests/fixtures/tablebase-pack', file)));
		expect((await loadTables(pack, read)).ok).toBe(true);
		const first = pack.tables[0].file;
		const tampered = async (file: string) => (file === first ? allDrawsSameSize(await read(file)) : read(file));
		expect(await loadTables(pack, tampered)).toMatchObject({ ok: false, error: { file: first, damaged: true } });
	});
});
