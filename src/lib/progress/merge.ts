/**
 * The pieces every record family's part of the export file is made of:
 * how an import merges a file's records with the device's (keyed records
 * are added, or merged by a rule of their family; each rule is idempotent:
 * importing twice changes nothing more), and how rows are listed in a file.
 */

export interface TableCounts {
	added: number;
	updated: number;
	unchanged: number;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A merge that keeps the record with the later time (the device's on a tie). */
export const later =
	<T>(at: (x: T) => number) =>
	(m: T, t: T): T =>
		at(t) > at(m) ? t : m;

/** A merge that keeps the record with the earlier time (the device's on a tie). */
export const earlier =
	<T>(at: (x: T) => number) =>
	(m: T, t: T): T =>
		at(t) < at(m) ? t : m;

/**
 * Merges keyed records: new keys are added, known ones merged. A stored row
 * that is corrupt (not among `mine`) is overwritten by the file's valid one.
 */
export function mergeKeyed<T>(count: TableCounts, theirs: readonly T[], mine: readonly T[], key: (x: T) => string, merge: (mine: T, theirs: T) => T): T[] {
	const stored = new Map(mine.map((x) => [key(x), x]));
	const out: T[] = [];
	for (const t of theirs) {
		const m = stored.get(key(t));
		if (!m) {
			out.push(t);
			count.added++;
			continue;
		}
		const merged = merge(m, t);
		if (same(merged, m)) count.unchanged++;
		else {
			out.push(merged);
			count.updated++;
		}
	}
	return out;
}

/** Records keyed by an auto-increment row key: those whose natural key the device lacks are added, the others left. */
export function addNew<T>(count: TableCounts, theirs: readonly T[], deviceKeys: ReadonlySet<string>, key: (x: T) => string): T[] {
	const added = theirs.filter((x) => !deviceKeys.has(key(x)));
	count.added = added.length;
	count.unchanged = theirs.length - added.length;
	return added.map((x) => ({ ...x }));
}

/** The first index whose key was seen before, or -1. */
export function duplicate<T>(items: readonly T[], key: (item: T) => string): number {
	const seen = new Set<string>();
	for (let i = 0; i < items.length; i++) {
		const k = key(items[i]);
		if (seen.has(k)) return i;
		seen.add(k);
	}
	return -1;
}

export const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const byTime = (a: { at: number; id?: number }, b: { at: number; id?: number }) => a.at - b.at || (a.id ?? 0) - (b.id ?? 0);

export const withoutId = <T extends { id?: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;

/** Rows with a local key as a file lists them: oldest first, without the key. */
export const fileByTime = <T extends { at: number; id?: number }>(rows: readonly T[]): Omit<T, 'id'>[] => [...rows].sort((a, b) => a.at - b.at).map(withoutId);
