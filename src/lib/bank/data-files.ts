/**
 * The bank as the browser gets it: one small index (what lists, filters,
 * "next puzzle" and the daily page need) and a few shards holding the
 * puzzles themselves. The install then costs a few hundred bytes per
 * puzzle instead of a prerendered page each.
 *
 * Shards are named by a hash of their content, so a file name always means
 * the same bytes: the service worker keeps an unchanged shard across app
 * versions, and adding puzzles (new ids sort last) rewrites only the last
 * shard and the index.
 *
 * Index entries are arrays, not objects: 3,000 entries of `{id, n, ...}`
 * would repeat every key 3,000 times before compression and cost parse time
 * on a phone.
 */
import type { DailyOrder, Puzzle, Text, Theme } from './types';
import { THEMES, claimMoves } from './types';

/** Bumped when the shape of the files changes; a page refuses another. */
export const DATA_FORMAT = 1;

/** Puzzles per shard: about 25-30 KB raw, 6-9 KB gzipped each. */
export const SHARD_SIZE = 250;

/** [id, n, difficulty, themes bit mask, shard number, title en?, title ru?] */
export type IndexRow = [string, number, number, number, number, string?, string?];

export interface IndexFile {
	format: number;
	/** Shard file names, without the folder and `.json`. */
	shards: string[];
	/** Every puzzle in browsing order (see order.ts). */
	puzzles: IndexRow[];
	daily: DailyOrder | null;
}

export interface ShardFile {
	format: number;
	puzzles: Puzzle[];
}

/** What a list or the daily page knows of a puzzle, without its position or solution. */
export interface PuzzleSummary {
	id: string;
	title?: Text;
	/** N of the claim `win in N`. */
	n: number;
	themes: Theme[];
	difficulty: number;
	shard: string;
}

export interface BankIndex {
	/** In browsing order. */
	puzzles: PuzzleSummary[];
	byId: Map<string, PuzzleSummary>;
	daily: DailyOrder | null;
}

/** A short content hash (53-bit, base 36) for file names; not for security. */
export function contentHash(text: string): string {
	let h1 = 0xdeadbeef;
	let h2 = 0x41c6ce57;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		h1 = Math.imul(h1 ^ c, 2654435761);
		h2 = Math.imul(h2 ^ c, 1597334677);
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
	return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** Ids in an order that puts new generated ids last: `gen-0451` after `gen-0450`, `x-10` after `x-9`. */
export function compareIds(a: string, b: string): number {
	return a.localeCompare(b, 'en', { numeric: true });
}

function themeMask(themes: readonly Theme[]): number {
	let mask = 0;
	for (const theme of themes) mask |= 1 << THEMES.indexOf(theme);
	return mask;
}

function maskThemes(mask: number): Theme[] {
	return THEMES.filter((_, i) => (mask >>> i) & 1);
}

/**
 * The index and the shards for `puzzles` (given in browsing order). Shard
 * membership follows the ids' order, not the browsing order, so that a new
 * puzzle changes only the last shard.
 */
export function makeDataFiles(
	puzzles: readonly Puzzle[],
	daily: DailyOrder | null,
	shardSize = SHARD_SIZE
): { index: IndexFile; shards: Map<string, ShardFile> } {
	const byId = [...puzzles].sort((a, b) => compareIds(a.id, b.id));
	const shards = new Map<string, ShardFile>();
	const shardOf = new Map<string, number>();
	for (let start = 0; start < byId.length; start += shardSize) {
		const file: ShardFile = { format: DATA_FORMAT, puzzles: byId.slice(start, start + shardSize) };
		const name = contentHash(JSON.stringify(file));
		for (const p of file.puzzles) shardOf.set(p.id, shards.size);
		shards.set(name, file);
	}
	const rows = puzzles.map((p): IndexRow => {
		const row: IndexRow = [p.id, claimMoves(p.claim), p.difficulty, themeMask(p.themes), shardOf.get(p.id)!];
		if (p.title) row.push(p.title.en, p.title.ru);
		return row;
	});
	return { index: { format: DATA_FORMAT, shards: [...shards.keys()], puzzles: rows, daily }, shards };
}

export type DataError = { code: 'format'; found: unknown } | { code: 'shape'; where: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: DataError };

const isRow = (r: unknown): r is IndexRow =>
	Array.isArray(r) &&
	r.length >= 5 &&
	typeof r[0] === 'string' &&
	typeof r[1] === 'number' &&
	typeof r[2] === 'number' &&
	typeof r[3] === 'number' &&
	typeof r[4] === 'number' &&
	(r.length === 5 || (typeof r[5] === 'string' && typeof r[6] === 'string'));

/**
 * Reads an index file. The files come from this app's own build, but a
 * host's error page, a truncated download or a file from another version
 * must give a clear answer, not a crash deep inside a page.
 */
export function parseIndex(data: unknown): Parsed<BankIndex> {
	if (typeof data !== 'object' || data === null) return { ok: false, error: { code: 'shape', where: 'index' } };
	const file = data as Partial<IndexFile>;
	if (file.format !== DATA_FORMAT) return { ok: false, error: { code: 'format', found: file.format } };
	if (!Array.isArray(file.shards) || !file.shards.every((s) => typeof s === 'string')) return { ok: false, error: { code: 'shape', where: 'shards' } };
	if (!Array.isArray(file.puzzles)) return { ok: false, error: { code: 'shape', where: 'puzzles' } };
	const daily = file.daily ?? null;
	if (daily !== null && (typeof daily.epoch !== 'string' || !Array.isArray(daily.order))) return { ok: false, error: { code: 'shape', where: 'daily' } };
	const puzzles: PuzzleSummary[] = [];
	for (const row of file.puzzles as unknown[]) {
		if (!isRow(row) || !file.shards[row[4]]) return { ok: false, error: { code: 'shape', where: `puzzle ${puzzles.length}` } };
		const [id, n, difficulty, mask, shard, en, ru] = row;
		const summary: PuzzleSummary = { id, n, difficulty, themes: maskThemes(mask), shard: file.shards[shard] };
		if (en !== undefined && ru !== undefined) summary.title = { en, ru };
		puzzles.push(summary);
	}
	return { ok: true, value: { puzzles, byId: new Map(puzzles.map((p) => [p.id, p])), daily } };
}

export function parseShard(data: unknown): Parsed<Puzzle[]> {
	if (typeof data !== 'object' || data === null) return { ok: false, error: { code: 'shape', where: 'shard' } };
	const file = data as Partial<ShardFile>;
	if (file.format !== DATA_FORMAT) return { ok: false, error: { code: 'format', found: file.format } };
	if (!Array.isArray(file.puzzles)) return { ok: false, error: { code: 'shape', where: 'shard' } };
	return { ok: true, value: file.puzzles };
}
