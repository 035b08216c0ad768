/**
 * What every record family of the store shares: its transactions and its
 * validated reads. Each write is one transaction (a failure leaves nothing
 * half-written and throws a ProgressError); each read validates its rows
 * and skips, and reports once, any that are corrupt.
 *
 * A read a live query makes (live.ts) must not nest async functions deeper
 * than the store always did (a read, a helper, Dexie): Dexie follows a
 * live query's tables across only a few native awaits, and one level more
 * left the due-review queue unchanged after a write (live.test.ts).
 */
import type { ProgressDB } from './db';
import { ProgressError, toProgressError } from './errors';
import type { TableName } from './schema';
import type { StatusSignal } from './status';
import type { CorruptRecord } from './types';
import type { Validator } from './validate';

/** A row's key as a corrupt-row report names it. */
export type KeyOf = (row: Record<string, unknown>) => unknown;

/** A JSON copy (what a page passes may be a Svelte state proxy, which IndexedDB cannot clone). */
export const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export class Rows {
	readonly #corrupt = new Map<string, CorruptRecord>();

	constructor(
		readonly db: ProgressDB,
		readonly status: StatusSignal,
		private readonly onCorrupt?: (record: CorruptRecord) => void
	) {}

	/** Rows skipped so far because they failed validation (each once). */
	get corrupt(): CorruptRecord[] {
		return [...this.#corrupt.values()];
	}

	#assertUsable(): void {
		if (this.status.value.stale) throw new ProgressError('stale', 'A newer version of the app changed the saved progress in another tab: reload this page.');
	}

	/** The rows that pass `check`; the others are reported and left out. */
	valid<T>(table: TableName, rows: readonly unknown[], check: Validator<T>, keyOf: KeyOf): T[] {
		const out: T[] = [];
		for (const row of rows) {
			const problem = check(row, table);
			if (problem === null) out.push(row as T);
			else this.#report({ table, key: row && typeof row === 'object' ? keyOf(row as Record<string, unknown>) : undefined, reason: problem });
		}
		return out;
	}

	/** One row read by its key: undefined when there is none or it is corrupt (reported). */
	one<T>(table: TableName, row: unknown, check: Validator<T>, keyOf: KeyOf): T | undefined {
		return row === undefined ? undefined : this.valid(table, [row], check, keyOf)[0];
	}

	#report(record: CorruptRecord): void {
		const id = `${record.table}:${JSON.stringify(record.key)}`;
		if (this.#corrupt.has(id)) return;
		this.#corrupt.set(id, record);
		this.onCorrupt?.(record);
	}

	/** One read-write transaction over `tables`; any failure becomes a ProgressError and rolls all back. */
	async write<T>(tables: readonly TableName[], body: () => Promise<T>): Promise<T> {
		this.#assertUsable();
		try {
			return await this.db.transaction('rw', tables as TableName[], body);
		} catch (e) {
			throw toProgressError(e);
		}
	}

	async read<T>(tables: readonly TableName[], body: () => Promise<T>): Promise<T> {
		this.#assertUsable();
		return this.db.transaction('r', tables as TableName[], body);
	}
}
