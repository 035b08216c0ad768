import { describe, expect, it } from 'vitest';
import { loadBank } from './load-node';
import { browsingOrder } from './order';
import { compareIds, contentHash, makeDataFiles, parseIndex, parseShard, SHARD_SIZE } from './data-files';
import type { Puzzle } from './types';

const { bank, fileOf } = loadBank('puzzles');
const ordered = browsingOrder(bank.puzzles, (p) => fileOf.get(p.id) ?? '');
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('bank data files', () => {
	const files = makeDataFiles(ordered, bank.daily);

	it('index and shards give back every puzzle, in browsing order, with its summary', () => {
		const parsed = parseIndex(roundTrip(files.index));
		if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
		expect(parsed.value.puzzles.map((p) => p.id)).toEqual(ordered.map((p) => p.id));
		expect(parsed.value.daily).toEqual(bank.daily);
		const shards = new Map(
			[...files.shards].map(([name, file]) => {
				const shard = parseShard(roundTrip(file));
				if (!shard.ok) throw new Error(`bad shard ${name}`);
				return [name, new Map(shard.value.map((p) => [p.id, p]))];
			})
		);
		for (const p of ordered) {
			const s = parsed.value.byId.get(p.id)!;
			expect(s.n).toBe(Number(p.claim.split(' ')[2]));
			expect(s.difficulty).toBe(p.difficulty);
			expect(s.themes).toEqual(expect.arrayContaining(p.themes));
			expect(s.themes).toHaveLength(p.themes.length);
			expect(s.title).toEqual(p.title);
			expect(shards.get(s.shard)?.get(p.id)).toEqual(p);
		}
	});

	it('shards hold at most SHARD_SIZE puzzles and are named by their content', () => {
		for (const [name, shard] of files.shards) {
			expect(shard.puzzles.length).toBeLessThanOrEqual(SHARD_SIZE);
			expect(name).toBe(contentHash(JSON.stringify(shard)));
		}
		expect(new Set(files.index.shards).size).toBe(files.shards.size);
	});

	it('a new puzzle changes only the last shard', () => {
		const last = [...bank.puzzles].sort((a, b) => compareIds(a.id, b.id)).at(-1)!;
		const added: Puzzle = { ...last, id: last.id.replace(/\d+$/, (d) => String(Number(d) + 1).padStart(d.length, '0')) };
		const grown = makeDataFiles([...ordered, added], bank.daily);
		const before = files.index.shards;
		const after = grown.index.shards;
		expect(after.slice(0, before.length - 1)).toEqual(before.slice(0, -1));
		expect(after.at(-1)).not.toBe(before.at(-1));
	});

	it('the same bank gives the same files', () => {
		expect(JSON.stringify(makeDataFiles(ordered, bank.daily).index)).toBe(JSON.stringify(files.index));
	});

	it('ids sort with their numbers', () => {
		expect(['gen-10', 'gen-9', 'a-2', 'gen-0451', 'gen-0450'].sort(compareIds)).toEqual(['a-2', 'gen-9', 'gen-10', 'gen-0450', 'gen-0451']);
	});

	it('refuses what is not an index or a shard of this format, with a code', () => {
		expect(parseIndex('<!doctype html>')).toEqual({ ok: false, error: { code: 'shape', where: 'index' } });
		expect(parseIndex(null)).toMatchObject({ ok: false });
		expect(parseIndex({ ...files.index, format: 99 })).toEqual({ ok: false, error: { code: 'format', found: 99 } });
		expect(parseIndex({ ...files.index, shards: [1] })).toMatchObject({ ok: false, error: { where: 'shards' } });
		expect(parseIndex({ ...files.index, puzzles: [['x', 1, 1, 1, 99]] })).toMatchObject({ ok: false, error: { where: 'puzzle 0' } });
		expect(parseIndex({ ...files.index, puzzles: [['x', 1, 1, 1, 0, 'only en']] })).toMatchObject({ ok: false });
		expect(parseIndex({ ...files.index, daily: { epoch: 5 } })).toMatchObject({ ok: false, error: { where: 'daily' } });
		expect(parseShard({ format: 1 })).toMatchObject({ ok: false });
		expect(parseShard([])).toMatchObject({ ok: false });
	});
});
