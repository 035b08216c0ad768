/**
 * Failures of a write, with a kind the interface can translate. Reads never
 * throw for a bad row (it is skipped and reported); writes throw these.
 */

export type ProgressErrorKind =
	/** The browser refused to store more (QuotaExceededError): nothing of the write was kept. */
	| 'quota'
	/** A newer version of the app upgraded the database in another tab: this page must reload. */
	| 'stale'
	/** The data given to a write does not have the expected shape. */
	| 'invalid'
	/** Something named does not exist (e.g. a review card). */
	| 'not-found'
	/** IndexedDB failed in another way; the transaction was rolled back. */
	| 'storage';

export class ProgressError extends Error {
	override name = 'ProgressError';
	constructor(
		readonly kind: ProgressErrorKind,
		message: string,
		options?: { cause?: unknown }
	) {
		super(message, options);
	}
}

function names(error: unknown): string[] {
	const out: string[] = [];
	const seen = new Set<unknown>();
	let e: unknown = error;
	// Dexie wraps the DOMException (`inner`); AbortError of a transaction may carry it too.
	while (e && typeof e === 'object' && !seen.has(e)) {
		seen.add(e);
		const rec = e as { name?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };
		if (typeof rec.name === 'string') out.push(rec.name);
		if (Array.isArray(rec.failures)) for (const f of rec.failures) out.push(...names(f));
		e = rec.inner ?? rec.cause;
	}
	return out;
}

export function isQuotaError(error: unknown): boolean {
	return names(error).some((n) => n === 'QuotaExceededError');
}

/** Any failure of a write, as a ProgressError (kept as is when it already is one). */
export function toProgressError(error: unknown): ProgressError {
	if (error instanceof ProgressError) return error;
	if (isQuotaError(error)) return new ProgressError('quota', 'The device has no room left for progress; nothing of this change was saved.', { cause: error });
	const message = error instanceof Error ? error.message : String(error);
	return new ProgressError('storage', `Saving progress failed: ${message}`, { cause: error });
}
